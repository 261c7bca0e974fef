import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import {
  aplicaveisA,
  criarUnidade,
  edicaoSemeada,
  finalizar,
  indicadoresDe,
  iniciado,
  lerEstrutura,
  type Questionarios,
  responder,
  totalRespostas,
  VAREJO,
} from './questionario.test-helpers.ts';

let t: TestApp;
let ctx: Questionarios;

beforeAll(async () => {
  t = await buildTestApp();
  ctx = { t, edicaoId: await edicaoSemeada(t) };
});

beforeEach(async () => {
  await t.reset();
});

afterAll(async () => {
  await t.close();
});

describe('progress of a unit (percentual) on GET /api/Objeto and GET /api/Resumo', () => {
  async function percentuais(user: TestUser) {
    const lista = await t.app.inject({ method: 'GET', url: '/api/Objeto', headers: user.auth });
    const resumo = await t.app.inject({ method: 'GET', url: '/api/Resumo', headers: user.auth });
    expect(lista.statusCode).toBe(200);
    expect(resumo.statusCode).toBe(200);
    const porId = (objetos: { id: number; percentual: number }[]) =>
      Object.fromEntries(objetos.map((o) => [o.id, o.percentual]));
    const daLista = porId(lista.json().data);
    expect(porId(resumo.json().data.objetos)).toEqual(daLista);
    return daLista;
  }

  it('is 0 without a questionnaire and right after starting one', async () => {
    const user = await createUser(t);
    const objetoId = await criarUnidade(ctx, user);
    expect(await percentuais(user)).toEqual({ [objetoId]: 0 });
    await iniciado(ctx, user, objetoId);
    expect(await percentuais(user)).toEqual({ [objetoId]: 0 });
  });

  it('is floor(100 * answered / applicable) of the open questionnaire, NA counting as answered', async () => {
    const user = await createUser(t);
    const objetoId = await criarUnidade(ctx, user);
    const varejoId = await criarUnidade(ctx, user, VAREJO);
    const questionarioId = await iniciado(ctx, user, objetoId);
    const indicadores = indicadoresDe(await lerEstrutura(ctx, user, objetoId, questionarioId));
    const comNa = indicadores.find((i) => i.niveis.some((n) => n.peso === 0))!;
    const outros = indicadores.filter((i) => i !== comNa).slice(0, 4);
    await responder(
      ctx,
      user,
      objetoId,
      questionarioId,
      comNa.id,
      comNa.niveis.find((n) => n.peso === 0)!.id,
    );
    for (const i of outros) await responder(ctx, user, objetoId, questionarioId, i.id, i.niveis.at(-1)!.id);
    const esperado = Math.floor((100 * (outros.length + 1)) / indicadores.length);
    expect(esperado).toBeGreaterThan(0);
    expect(await percentuais(user)).toEqual({ [objetoId]: esperado, [varejoId]: 0 });
  });

  it('is 100 once the questionnaire is finished, until a new filling starts', async () => {
    const user = await createUser(t);
    const objetoId = await criarUnidade(ctx, user);
    const questionarioId = await iniciado(ctx, user, objetoId);
    const indicadores = indicadoresDe(await lerEstrutura(ctx, user, objetoId, questionarioId));
    for (const i of indicadores) await responder(ctx, user, objetoId, questionarioId, i.id, i.niveis[0]!.id);
    expect(await percentuais(user)).toEqual({ [objetoId]: 100 });
    expect((await finalizar(ctx, user, objetoId, questionarioId)).statusCode).toBe(200);
    expect(await percentuais(user)).toEqual({ [objetoId]: 100 });
    await iniciado(ctx, user, objetoId);
    expect(await percentuais(user)).toEqual({ [objetoId]: 0 });
  });

  it("never counts another user's answers", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const meu = await criarUnidade(ctx, user);
    const dele = await criarUnidade(ctx, other);
    await iniciado(ctx, user, meu);
    const delesQ = await iniciado(ctx, other, dele);
    const indicadores = indicadoresDe(await lerEstrutura(ctx, other, dele, delesQ));
    for (const i of indicadores.slice(0, 10))
      await responder(ctx, other, dele, delesQ, i.id, i.niveis[0]!.id);
    expect(await percentuais(user)).toEqual({ [meu]: 0 });
    expect((await percentuais(other))[dele]).toBe(Math.floor(1000 / indicadores.length));
  });
});

describe('GET /api/Resumo', () => {
  it("gives every unit its edition cards, the same as the unit's own page, in one request", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const produtor = await criarUnidade(ctx, user);
    const varejo = await criarUnidade(ctx, user, VAREJO);
    const alheia = await criarUnidade(ctx, other);
    const questionarioId = await iniciado(ctx, user, produtor);
    const indicadores = indicadoresDe(await lerEstrutura(ctx, user, produtor, questionarioId));
    for (const i of indicadores.slice(0, 3))
      await responder(ctx, user, produtor, questionarioId, i.id, i.niveis[0]!.id);
    await iniciado(ctx, other, alheia);

    const resumo = await t.app.inject({ method: 'GET', url: '/api/Resumo', headers: user.auth });
    expect(resumo.statusCode).toBe(200);
    const objetos: {
      id: number;
      guia: { totalPerguntas: number; totalRespondido: number; questionarios: unknown[] }[];
    }[] = resumo.json().data.objetos;
    expect(objetos.map((o) => o.id).sort()).toEqual([produtor, varejo].sort());
    for (const o of objetos) {
      const detalhe = await t.app.inject({ method: 'GET', url: `/api/Objeto/${o.id}`, headers: user.auth });
      expect(o.guia).toEqual(detalhe.json().data.guia);
    }
    const [cartaoProdutor] = objetos.find((o) => o.id === produtor)!.guia;
    const [cartaoVarejo] = objetos.find((o) => o.id === varejo)!.guia;
    expect(cartaoProdutor).toMatchObject({ totalPerguntas: aplicaveisA(6).length, totalRespondido: 3 });
    // The progress the screens show is the server's floored figure (SCORING.md), the same as the principles'.
    expect(cartaoProdutor!.questionarios).toEqual([
      expect.objectContaining({
        totalRespondido: 3,
        percentual: Math.floor((100 * 3) / aplicaveisA(6).length),
      }),
    ]);
    expect(cartaoProdutor).toMatchObject({ hasOpenForm: true });
    expect(cartaoVarejo).toMatchObject({ totalPerguntas: aplicaveisA(3).length, totalRespondido: 0 });
    expect(cartaoVarejo).toMatchObject({ hasOpenForm: false, questionarios: [] });
  });
});

describe('GET /api/Questionario', () => {
  it('is empty while the user has no finished questionnaire', async () => {
    const user = await createUser(t);
    await iniciado(ctx, user, await criarUnidade(ctx, user));
    const res = await t.app.inject({ method: 'GET', url: '/api/Questionario', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
  });
});

describe('account deletion', () => {
  it('removes the questionnaires and answers with the user', async () => {
    const user = await createUser(t);
    const objetoId = await criarUnidade(ctx, user);
    const questionarioId = await iniciado(ctx, user, objetoId);
    const i = indicadoresDe(await lerEstrutura(ctx, user, objetoId, questionarioId))[0]!;
    await responder(ctx, user, objetoId, questionarioId, i.id, i.niveis[0]!.id);
    await t.db.delete(schema.usuario).where(eq(schema.usuario.id, user.id));
    const [q] = await t.db.select({ n: count() }).from(schema.questionario);
    expect(q!.n).toBe(0);
    expect(await totalRespostas(ctx)).toBe(0);
  });
});
