import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import {
  APLICADOR,
  criarUnidade,
  edicaoSemeada,
  iniciado,
  lerEstrutura,
  orientacaoGuardada,
  orientar,
  type Questionarios,
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

describe('POST /api/Guia/Questionario/Orientacao', () => {
  it("keeps the answer with the questionnaire: GET reads 'pendente', then 'negado' or 'orientado' on any device", async () => {
    const user = await createUser(t);
    const objetoId = await criarUnidade(ctx, user);
    const questionarioId = await iniciado(ctx, user, objetoId);
    expect((await lerEstrutura(ctx, user, objetoId, questionarioId)).questionario.orientacao).toBe(
      'pendente',
    );
    const recusa = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/Guia/Questionario/Orientacao/Recusa',
        headers: user.auth,
        payload: { questionario_id: questionarioId },
      });
    const res = await recusa();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null, message: 'Resposta registrada.' });
    expect((await orientacaoGuardada(ctx, questionarioId)).orientado).toBe(false);
    expect((await lerEstrutura(ctx, user, objetoId, questionarioId)).questionario.orientacao).toBe('negado');
    // 'Sim' later (from another device) registers the applicator; a late 'Não' then changes nothing.
    expect((await orientar(ctx, user, { questionario_id: questionarioId, ...APLICADOR })).statusCode).toBe(
      200,
    );
    expect((await recusa()).statusCode).toBe(200);
    expect((await lerEstrutura(ctx, user, objetoId, questionarioId)).questionario.orientacao).toBe(
      'orientado',
    );
  });

  it("refuses the 'Não' for another user's questionnaire (404) and bad input (400), changing nothing", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const questionarioId = await iniciado(ctx, owner, await criarUnidade(ctx, owner));
    const recusa = (user: TestUser, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Guia/Questionario/Orientacao/Recusa',
        headers: user.auth,
        payload,
      });
    const foreign = await recusa(stranger, { questionario_id: questionarioId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().clientMessage).toBe('Questionário não encontrado');
    const bad = await recusa(owner, { questionario_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ questionario_id: 'Questionário inválido' });
    expect((await orientacaoGuardada(ctx, questionarioId)).orientado).toBeNull();
  });
});
