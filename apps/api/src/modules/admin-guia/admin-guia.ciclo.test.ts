import { and, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import {
  createUser,
  criarQuestionario,
  criarQuestionarioFinalizado,
  criarUnidade,
  questionarioRespondido,
} from '../../test/factories.ts';
import { MENSAGENS } from './admin-guia.service.ts';
import {
  admin,
  auditoria,
  call,
  corpo,
  duplicar,
  estrutura,
  fotografia,
  prepararEdicoes,
  principioId,
  salvar,
  seededId,
  t,
  totalDeEdicoes,
} from './admin-guia.test-helpers.ts';

prepararEdicoes();

describe('PUT Admin/Guia/{id} (availability)', () => {
  it('refuses to make available an edition with an empty principle, then makes it available and closes it', async () => {
    const vazio = (await call('POST', '/Admin/Guia', admin, { payload: { ano: 2095 } })).json().data
      .id as number;
    const recusa = await call('PUT', `/Admin/Guia/${vazio}`, admin, { payload: { disponibilizar: true } });
    expect(recusa.statusCode).toBe(409);
    expect(recusa.json().error).toContain('os princípios 1, 2, 3, 4, 5 não têm indicadores');
    const [row] = await t.db.select().from(schema.edicao).where(eq(schema.edicao.id, vazio));
    expect(row).toMatchObject({ disponivel: false, datadisponivel: null });

    const novo = await duplicar(2096);
    // An indicator whose only level is 'Não se aplica' cannot be scored.
    const p1 = await principioId(novo, 1);
    const e = await estrutura(novo, p1);
    const body = corpo(e);
    body.criterios[0]!.indicadores[0]!.niveis = [{ peso: 0, descricao: 'Não se aplica' }];
    expect((await salvar(novo, p1, body)).statusCode).toBe(200);
    const semNivel = await call('PUT', `/Admin/Guia/${novo}`, admin, { payload: { disponibilizar: true } });
    expect(semNivel.statusCode).toBe(409);
    expect(semNivel.json().error).toContain('o indicador 1.1.1 não tem nível com peso maior que zero');

    const copia = await duplicar(2097);
    const ok = await call('PUT', `/Admin/Guia/${copia}`, admin, { payload: { disponibilizar: true } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      message: MENSAGENS.disponibilizado,
      data: { disponivel: true, situacao: 'disponivel' },
    });
    expect(ok.json().data.datadisponivel).not.toBeNull();
    const fechado = await call('PUT', `/Admin/Guia/${copia}`, admin, { payload: { disponibilizar: false } });
    expect(fechado.json()).toMatchObject({
      message: MENSAGENS.fechado,
      data: { disponivel: false, situacao: 'fechado' },
    });
    const denovo = await call('PUT', `/Admin/Guia/${copia}`, admin, { payload: { disponibilizar: false } });
    expect(denovo.json().message).toBe(MENSAGENS.jaFechado);
    expect((await auditoria(copia)).map((a) => a.acao)).toEqual([
      'guia.fechar',
      'guia.disponibilizar',
      'guia.duplicar',
    ]);
    const ruim = await call('PUT', `/Admin/Guia/${copia}`, admin, { payload: { disponibilizar: 'sim' } });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().fields.disponibilizar).toBeTruthy();
  });

  it('shows the edition on the unit page at once, and the unit situation follows the newest available edition', async () => {
    const dono = await createUser(t);
    const objetoId = await criarUnidade(t, dono);
    await criarQuestionarioFinalizado(t, dono, objetoId, { edicaoId: seededId });
    const unidade = async () => (await call('GET', `/Objeto/${objetoId}`, dono)).json().data;
    const situacao = async () =>
      (
        await t.db
          .select({ s: schema.objeto.situacao })
          .from(schema.objeto)
          .where(eq(schema.objeto.id, objetoId))
      )[0]!.s;
    expect(await situacao()).toBe('completo');
    const novo = await duplicar(2098);
    const cartao = async () => (await unidade()).guia.find((g: { id: number }) => g.id === novo);
    // A draft is the administrators' work in progress: not even a locked card for producers.
    expect(await cartao()).toBeUndefined();
    await call('PUT', `/Admin/Guia/${novo}`, admin, { payload: { disponibilizar: true } });
    expect((await cartao())?.disponivel).toBe(true);
    expect(await situacao()).toBe('sem-guia');
    await call('PUT', `/Admin/Guia/${novo}`, admin, { payload: { disponibilizar: false } });
    expect(await situacao()).toBe('completo');
    // Closed, it stays on the unit page as a locked card (screen 10).
    expect(await cartao()).toMatchObject({ disponivel: false });
  });
});

describe('DELETE Admin/Guia/{id}', () => {
  it('refuses an edition with questionnaires, deletes a draft with its structure', async () => {
    const dono = await createUser(t);
    await criarQuestionario(t, dono, await criarUnidade(t, dono), seededId);
    const antes = await fotografia(seededId);
    const recusa = await call('DELETE', `/Admin/Guia/${seededId}`);
    expect(recusa.statusCode).toBe(409);
    expect(recusa.json().error).toBe(
      'Este Guia já tem questionários e não pode ser excluído. Use "Fechar" para retirá-lo dos produtores.',
    );
    expect(await fotografia(seededId)).toEqual(antes);

    const novo = await duplicar(2099);
    const res = await call('DELETE', `/Admin/Guia/${novo}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null, message: MENSAGENS.excluido });
    expect(await fotografia(novo)).toEqual([]);
    expect(await totalDeEdicoes()).toBe(1);
    expect((await auditoria(novo)).map((a) => a.acao)).toEqual(['guia.excluir', 'guia.duplicar']);
    expect((await call('DELETE', `/Admin/Guia/${novo}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/Admin/Guia/abc')).statusCode).toBe(400);
  });

  it('deletes a draft without reading the answers of other editions: the answers’ key is (indicator, level)', async () => {
    // The foreign key of an answer's level is (indicador_id, nivel_id): deleting a draft's level is an
    // index probe of that indicator's answers (none), and no answer can point at another indicator's level.
    const dono = await createUser(t);
    const { questionarioId } = await questionarioRespondido(t, dono, seededId);
    const [resposta] = await t.db
      .select({ indicadorId: schema.resposta.indicadorId, nivelId: schema.resposta.nivelId })
      .from(schema.resposta)
      .where(eq(schema.resposta.questionarioId, questionarioId))
      .limit(1);
    const [outroNivel] = await t.db
      .select({ id: schema.nivel.id })
      .from(schema.nivel)
      .where(ne(schema.nivel.indicadorId, resposta!.indicadorId))
      .limit(1);
    await expect(
      t.db
        .update(schema.resposta)
        .set({ nivelId: outroNivel!.id })
        .where(
          and(
            eq(schema.resposta.questionarioId, questionarioId),
            eq(schema.resposta.indicadorId, resposta!.indicadorId),
          ),
        ),
    ).rejects.toThrow();
    const [fk] = (
      (await t.db.execute(
        sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'resposta_indicador_nivel_fk'`,
      )) as unknown as { rows: { def: string }[] }
    ).rows;
    expect(fk?.def).toMatch(/FOREIGN KEY \(indicador_id, nivel_id\) REFERENCES nivel\(indicador_id, id\)/);

    const copia = await duplicar(2097);
    expect((await call('DELETE', `/Admin/Guia/${copia}`)).statusCode).toBe(200);
    expect(await fotografia(copia)).toEqual([]);
  });

  it('recomputes the units’ situation when an available edition comes or goes, never for a draft', async () => {
    const dono = await createUser(t);
    const objetoId = await criarUnidade(t, dono);
    await criarQuestionarioFinalizado(t, dono, objetoId, { edicaoId: seededId });
    const situacao = async () =>
      (
        await t.db
          .select({ s: schema.objeto.situacao })
          .from(schema.objeto)
          .where(eq(schema.objeto.id, objetoId))
      )[0]!.s;
    expect(await situacao()).toBe('completo');
    // A marker no recompute would keep: a draft's creation, duplication or deletion leaves it (the
    // current edition is the newest available one, which a draft never is).
    await t.db.update(schema.objeto).set({ situacao: 'incompleto' }).where(eq(schema.objeto.id, objetoId));
    expect((await call('POST', '/Admin/Guia', admin, { payload: { ano: 2097 } })).statusCode).toBe(201);
    const rascunho = await duplicar(2098);
    expect((await call('DELETE', `/Admin/Guia/${rascunho}`)).statusCode).toBe(200);
    expect(await situacao()).toBe('incompleto');

    const novo = await duplicar(2099);
    await call('PUT', `/Admin/Guia/${novo}`, admin, { payload: { disponibilizar: true } });
    expect(await situacao()).toBe('sem-guia');
    // Deleting the available edition (nobody started it) brings the previous one back.
    expect((await call('DELETE', `/Admin/Guia/${novo}`)).statusCode).toBe(200);
    expect(await situacao()).toBe('completo');
  });
});
