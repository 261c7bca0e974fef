import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MENSAGEM_AUTORIZACAO_REVOGADA, MENSAGEM_SEM_PERMISSAO } from '../../access/concessao.ts';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { conceder, credenciarTecnico } from '../../test/tecnicos.ts';
import { revogarAutorizacao } from '../autorizacao/revogacao.ts';
import {
  criarUnidade,
  edicaoSemeada,
  indicadoresDe,
  lerEstrutura,
  prepararQuestionario,
  type Questionarios,
  responder,
} from './questionario.test-helpers.ts';

let t: TestApp;
let ctx: Questionarios;

beforeAll(async () => {
  t = await buildTestApp();
  ctx = { t, edicaoId: await edicaoSemeada(t) };
});
beforeEach(() => t.reset());
afterAll(() => t.close());

/** A producer's open questionnaire, and an accredited technician. */
async function cenario() {
  const q = await prepararQuestionario(ctx);
  const tecnico: TestUser = await createUser(t, { nome: 'Maria Souza' });
  await credenciarTecnico(t, tecnico.id);
  const i = q.indicadores.find((x) => !x.possuipercentual)!;
  const nivel = i.niveis.find((n) => n.peso > 0)!;
  const salvar = (quem: TestUser) => responder(ctx, quem, q.objetoId, q.questionarioId, i.id, nivel.id);
  const resposta = async () => {
    const [r] = await t.db
      .select()
      .from(schema.resposta)
      .where(
        and(eq(schema.resposta.questionarioId, q.questionarioId), eq(schema.resposta.indicadorId, i.id)),
      );
    return r;
  };
  const auditadas = () => t.db.select().from(schema.auditoria).where(eq(schema.auditoria.atorId, tecnico.id));
  return { ...q, tecnico, i, nivel, salvar, resposta, auditadas };
}

describe('POST /api/Guia/Resposta by a technician (issue 18)', () => {
  it('saves his answer under the grant, attributed to him and audited by the same statement', async () => {
    const c = await cenario();
    const g = await conceder(t, { tecnicoId: c.tecnico.id, objetoId: c.objetoId });
    const res = await c.salvar(c.tecnico);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ nivel_id: c.nivel.id, versao: expect.any(Number) });
    expect(await c.resposta()).toMatchObject({ nivelId: c.nivel.id, respondidoPor: c.tecnico.id });
    expect(await c.auditadas()).toEqual([
      expect.objectContaining({
        acao: 'tecnico.resposta.salvar',
        alvoUsuarioId: c.user.id,
        objetoId: c.objetoId,
        detalhes: {
          autorizacaoId: g,
          questionarioId: c.questionarioId,
          indicadorId: c.i.id,
          nivelId: c.nivel.id,
        },
      }),
    ]);
    // The owner reads who answered it, in his Guia.
    const lida = indicadoresDe(await lerEstrutura(ctx, c.user, c.objetoId, c.questionarioId)).find(
      (x) => x.id === c.i.id,
    );
    expect(lida?.resposta?.respondido_por).toEqual({
      nome: 'Maria Souza',
      instituicao: 'Instituto X',
      em: expect.any(String),
    });
    // The owner's own change takes the attribution back.
    const outro = c.i.niveis.find((n) => n.id !== c.nivel.id)!;
    const dono = await responder(ctx, c.user, c.objetoId, c.questionarioId, c.i.id, outro.id);
    expect(dono.statusCode).toBe(200);
    expect(await c.resposta()).toMatchObject({ nivelId: outro.id, respondidoPor: null });
  });

  it("answers 404 on the producer's other unit and writes nothing", async () => {
    const c = await cenario();
    const outraUnidade = await criarUnidade(ctx, c.user);
    await conceder(t, { tecnicoId: c.tecnico.id, objetoId: outraUnidade });
    const res = await c.salvar(c.tecnico);
    expect(res.statusCode).toBe(404);
    expect(await c.resposta()).toBeUndefined();
    expect(await c.auditadas()).toEqual([]);
  });

  it('refuses a grant without "preencher", and a revoked one, with the reason; nothing written', async () => {
    const c = await cenario();
    const g = await conceder(t, { tecnicoId: c.tecnico.id, objetoId: c.objetoId, preencher: false });
    const sem = await c.salvar(c.tecnico);
    expect(sem.statusCode).toBe(403);
    expect(sem.json().error).toBe(MENSAGEM_SEM_PERMISSAO);
    expect(await revogarAutorizacao(t.db, c.user.id, g)).toBe(true);
    const revogada = await c.salvar(c.tecnico);
    expect(revogada.statusCode).toBe(403);
    expect(revogada.json().error).toBe(MENSAGEM_AUTORIZACAO_REVOGADA);
    expect(await c.resposta()).toBeUndefined();
    expect(await c.auditadas()).toEqual([]);
  });

  it("waits for a revocation holding the grant's lock, then is refused once it commits", async () => {
    const c = await cenario();
    const g = await conceder(t, { tecnicoId: c.tecnico.id, objetoId: c.objetoId });
    let soltar!: () => void;
    const solta = new Promise<void>((r) => {
      soltar = r;
    });
    let travada!: () => void;
    const travou = new Promise<void>((r) => {
      travada = r;
    });
    // A revocation in progress: the grant's row locked FOR UPDATE, the stamp not yet committed.
    const revogacao = t.db.transaction(async (tx) => {
      await tx.execute(sql`select id from autorizacao where id = ${g} for update`);
      travada();
      await solta;
      await tx.execute(sql`update autorizacao set revogada_em = clock_timestamp() where id = ${g}`);
    });
    await travou;
    let chegou = false;
    const salvo = c.salvar(c.tecnico).then((r) => {
      chegou = true;
      return r;
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(chegou).toBe(false);
    soltar();
    await revogacao;
    const res = await salvo;
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MENSAGEM_AUTORIZACAO_REVOGADA);
    expect(await c.resposta()).toBeUndefined();
  });
});
