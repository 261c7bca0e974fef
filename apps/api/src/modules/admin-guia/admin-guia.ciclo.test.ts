import { and, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { linhas } from '../../db/linhas.ts';
import {
  createUser,
  criarQuestionario,
  criarQuestionarioFinalizado,
  criarUnidade,
  questionarioRespondido,
} from '../../test/factories.ts';
import { MENSAGENS } from './admin-guia.service.ts';
import {
  auditoria,
  call,
  contextoDeEdicoes,
  corpo,
  duplicar,
  estrutura,
  fotografia,
  principioId,
  salvar,
  totalDeEdicoes,
} from './admin-guia.test-helpers.ts';

const ctx = contextoDeEdicoes();

describe('PUT Admin/Guia/{id} (availability)', () => {
  it('refuses to make available an edition with an empty principle, then makes it available and closes it', async () => {
    const vazio = (await call(ctx, 'POST', '/Admin/Guia', ctx.admin, { payload: { ano: 2095 } })).json().data
      .id as number;
    const recusa = await call(ctx, 'PUT', `/Admin/Guia/${vazio}`, ctx.admin, {
      payload: { disponibilizar: true },
    });
    expect(recusa.statusCode).toBe(409);
    expect(recusa.json().error).toContain('os princípios 1, 2, 3, 4, 5 não têm indicadores');
    const [row] = await ctx.t.db.select().from(schema.edicao).where(eq(schema.edicao.id, vazio));
    expect(row).toMatchObject({ disponivel: false, datadisponivel: null });

    const novo = await duplicar(ctx, 2096);
    // An indicator whose only level is 'Não se aplica' cannot be scored.
    const p1 = await principioId(ctx, novo, 1);
    const e = await estrutura(ctx, novo, p1);
    const body = corpo(e);
    body.criterios[0]!.indicadores[0]!.niveis = [{ peso: 0, descricao: 'Não se aplica' }];
    expect((await salvar(ctx, novo, p1, body)).statusCode).toBe(200);
    const semNivel = await call(ctx, 'PUT', `/Admin/Guia/${novo}`, ctx.admin, {
      payload: { disponibilizar: true },
    });
    expect(semNivel.statusCode).toBe(409);
    expect(semNivel.json().error).toContain('o indicador 1.1.1 não tem nível com peso maior que zero');

    const copia = await duplicar(ctx, 2097);
    const ok = await call(ctx, 'PUT', `/Admin/Guia/${copia}`, ctx.admin, {
      payload: { disponibilizar: true },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      message: MENSAGENS.disponibilizado,
      data: { disponivel: true, situacao: 'disponivel' },
    });
    expect(ok.json().data.datadisponivel).not.toBeNull();
    const fechado = await call(ctx, 'PUT', `/Admin/Guia/${copia}`, ctx.admin, {
      payload: { disponibilizar: false },
    });
    expect(fechado.json()).toMatchObject({
      message: MENSAGENS.fechado,
      data: { disponivel: false, situacao: 'fechado' },
    });
    const denovo = await call(ctx, 'PUT', `/Admin/Guia/${copia}`, ctx.admin, {
      payload: { disponibilizar: false },
    });
    expect(denovo.json().message).toBe(MENSAGENS.jaFechado);
    expect((await auditoria(ctx, copia)).map((a) => a.acao)).toEqual([
      'guia.fechar',
      'guia.disponibilizar',
      'guia.duplicar',
    ]);
    const ruim = await call(ctx, 'PUT', `/Admin/Guia/${copia}`, ctx.admin, {
      payload: { disponibilizar: 'sim' },
    });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().fields.disponibilizar).toBeTruthy();
  });

  it('shows the edition on the unit page at once, and the unit situation follows the newest available edition', async () => {
    const dono = await createUser(ctx.t);
    const objetoId = await criarUnidade(ctx.t, dono);
    await criarQuestionarioFinalizado(ctx.t, dono, objetoId, { edicaoId: ctx.seededId });
    const unidade = async () => (await call(ctx, 'GET', `/Objeto/${objetoId}`, dono)).json().data;
    const situacao = async () =>
      (
        await ctx.t.db
          .select({ s: schema.objeto.situacao })
          .from(schema.objeto)
          .where(eq(schema.objeto.id, objetoId))
      )[0]!.s;
    expect(await situacao()).toBe('completo');
    const novo = await duplicar(ctx, 2098);
    const cartao = async () => (await unidade()).guia.find((g: { id: number }) => g.id === novo);
    // A draft is the administrators' work in progress: not even a locked card for producers.
    expect(await cartao()).toBeUndefined();
    await call(ctx, 'PUT', `/Admin/Guia/${novo}`, ctx.admin, { payload: { disponibilizar: true } });
    expect((await cartao())?.disponivel).toBe(true);
    expect(await situacao()).toBe('sem-guia');
    await call(ctx, 'PUT', `/Admin/Guia/${novo}`, ctx.admin, { payload: { disponibilizar: false } });
    expect(await situacao()).toBe('completo');
    // Closed, it stays on the unit page as a locked card (screen 10).
    expect(await cartao()).toMatchObject({ disponivel: false });
  });
});

describe('DELETE Admin/Guia/{id}', () => {
  it('refuses an edition with questionnaires, deletes a draft with its structure', async () => {
    const dono = await createUser(ctx.t);
    await criarQuestionario(ctx.t, dono, await criarUnidade(ctx.t, dono), ctx.seededId);
    const antes = await fotografia(ctx, ctx.seededId);
    const recusa = await call(ctx, 'DELETE', `/Admin/Guia/${ctx.seededId}`);
    expect(recusa.statusCode).toBe(409);
    expect(recusa.json().error).toBe(
      'Este Guia já tem questionários e não pode ser excluído. Use "Fechar" para retirá-lo dos produtores.',
    );
    expect(await fotografia(ctx, ctx.seededId)).toEqual(antes);

    const novo = await duplicar(ctx, 2099);
    const res = await call(ctx, 'DELETE', `/Admin/Guia/${novo}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null, message: MENSAGENS.excluido });
    expect(await fotografia(ctx, novo)).toEqual([]);
    expect(await totalDeEdicoes(ctx)).toBe(1);
    expect((await auditoria(ctx, novo)).map((a) => a.acao)).toEqual(['guia.excluir', 'guia.duplicar']);
    expect((await call(ctx, 'DELETE', `/Admin/Guia/${novo}`)).statusCode).toBe(404);
    expect((await call(ctx, 'DELETE', '/Admin/Guia/abc')).statusCode).toBe(400);
  });

  it('deletes a draft without reading the answers of other editions: the answers’ key is (indicator, level)', async () => {
    // The foreign key of an answer's level is (indicador_id, nivel_id): deleting a draft's level is an
    // index probe of that indicator's answers (none), and no answer can point at another indicator's level.
    const dono = await createUser(ctx.t);
    const { questionarioId } = await questionarioRespondido(ctx.t, dono, ctx.seededId);
    const [resposta] = await ctx.t.db
      .select({ indicadorId: schema.resposta.indicadorId, nivelId: schema.resposta.nivelId })
      .from(schema.resposta)
      .where(eq(schema.resposta.questionarioId, questionarioId))
      .limit(1);
    const [outroNivel] = await ctx.t.db
      .select({ id: schema.nivel.id })
      .from(schema.nivel)
      .where(ne(schema.nivel.indicadorId, resposta!.indicadorId))
      .limit(1);
    await expect(
      ctx.t.db
        .update(schema.resposta)
        .set({ nivelId: outroNivel!.id })
        .where(
          and(
            eq(schema.resposta.questionarioId, questionarioId),
            eq(schema.resposta.indicadorId, resposta!.indicadorId),
          ),
        ),
    ).rejects.toThrow();
    const [fk] = await linhas<{ def: string }>(
      ctx.t.db,
      sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'resposta_indicador_nivel_fk'`,
    );
    expect(fk?.def).toMatch(/FOREIGN KEY \(indicador_id, nivel_id\) REFERENCES nivel\(indicador_id, id\)/);

    const copia = await duplicar(ctx, 2097);
    expect((await call(ctx, 'DELETE', `/Admin/Guia/${copia}`)).statusCode).toBe(200);
    expect(await fotografia(ctx, copia)).toEqual([]);
  });

  it('recomputes the units’ situation when an available edition comes or goes, never for a draft', async () => {
    const dono = await createUser(ctx.t);
    const objetoId = await criarUnidade(ctx.t, dono);
    await criarQuestionarioFinalizado(ctx.t, dono, objetoId, { edicaoId: ctx.seededId });
    const situacao = async () =>
      (
        await ctx.t.db
          .select({ s: schema.objeto.situacao })
          .from(schema.objeto)
          .where(eq(schema.objeto.id, objetoId))
      )[0]!.s;
    expect(await situacao()).toBe('completo');
    // A marker no recompute would keep: a draft's creation, duplication or deletion leaves it (the
    // current edition is the newest available one, which a draft never is).
    await ctx.t.db
      .update(schema.objeto)
      .set({ situacao: 'incompleto' })
      .where(eq(schema.objeto.id, objetoId));
    expect((await call(ctx, 'POST', '/Admin/Guia', ctx.admin, { payload: { ano: 2097 } })).statusCode).toBe(
      201,
    );
    const rascunho = await duplicar(ctx, 2098);
    expect((await call(ctx, 'DELETE', `/Admin/Guia/${rascunho}`)).statusCode).toBe(200);
    expect(await situacao()).toBe('incompleto');

    const novo = await duplicar(ctx, 2099);
    await call(ctx, 'PUT', `/Admin/Guia/${novo}`, ctx.admin, { payload: { disponibilizar: true } });
    expect(await situacao()).toBe('sem-guia');
    // Deleting the available edition (nobody started it) brings the previous one back.
    expect((await call(ctx, 'DELETE', `/Admin/Guia/${novo}`)).statusCode).toBe(200);
    expect(await situacao()).toBe('completo');
  });
});
