import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import {
  APLICADOR,
  criarUnidade,
  edicaoSemeada,
  finalizar,
  indicadoresDe,
  iniciado,
  lerEstrutura,
  orientacaoGuardada,
  orientar,
  type Questionarios,
  responder,
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
  it("stores the applicator's data on the open questionnaire", async () => {
    const user = await createUser(t);
    const questionarioId = await iniciado(ctx, user, await criarUnidade(ctx, user));
    const res = await orientar(ctx, user, { questionario_id: questionarioId, ...APLICADOR });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        questionario_id: questionarioId,
        preenchimento_orientado: true,
        preenchimento_orientado_responsavel: 'Maria Aplicadora',
        preenchimento_orientado_instituicao: 'Embrapa Gado de Corte',
        preenchimento_orientado_email: 'maria@embrapa.br',
        preenchimento_orientado_celular: '65998765432',
      },
      message: 'Dados do aplicador registrados com sucesso. Bom preenchimento!',
    });
    expect(await orientacaoGuardada(ctx, questionarioId)).toEqual({
      orientado: true,
      responsavel: 'Maria Aplicadora',
      instituicao: 'Embrapa Gado de Corte',
      email: 'maria@embrapa.br',
      celular: '65998765432',
    });
  });

  it('names each missing or invalid field in Portuguese', async () => {
    const user = await createUser(t);
    const questionarioId = await iniciado(ctx, user, await criarUnidade(ctx, user));
    const casos = [
      ['preenchimento_orientado_responsavel', '  ', 'Informe o nome do aplicador'],
      ['preenchimento_orientado_instituicao', '', 'Informe a instituição do aplicador'],
      ['preenchimento_orientado_email', '', 'Informe o e-mail do aplicador'],
      ['preenchimento_orientado_email', 'maria@', 'Informe um e-mail válido para o aplicador'],
      ['preenchimento_orientado_celular', '', 'Informe o celular do aplicador'],
      [
        'preenchimento_orientado_celular',
        '(65) 3876-5432',
        'Informe um celular válido para o aplicador: (99)99999-9999',
      ],
      [
        'preenchimento_orientado_celular',
        '(10)99876-5432',
        'Informe um celular válido para o aplicador: (99)99999-9999',
      ],
      ['questionario_id', 'x', 'Questionário inválido'],
    ] as const;
    for (const [campo, valor, mensagem] of casos) {
      const res = await orientar(ctx, user, {
        questionario_id: questionarioId,
        ...APLICADOR,
        [campo]: valor,
      });
      expect(res.statusCode, `${campo}=${valor}`).toBe(400);
      expect(res.json()).toMatchObject({
        clientMessage: mensagem,
        code: 'validation_error',
        fields: { [`orientado.${campo}`]: mensagem },
      });
    }
    const semCampos = await orientar(ctx, user, { questionario_id: questionarioId });
    expect(Object.keys(semCampos.json().fields).sort()).toEqual(
      Object.keys(APLICADOR)
        .map((k) => `orientado.${k}`)
        .sort(),
    );
    const semOrientado = await t.app.inject({
      method: 'POST',
      url: '/api/Guia/Questionario/Orientacao',
      headers: user.auth,
      payload: {},
    });
    expect(semOrientado.json().fields).toEqual({ orientado: 'Informe os dados do aplicador' });
    expect((await orientacaoGuardada(ctx, questionarioId)).orientado).toBeNull();
  });

  it("answers another user's questionnaire exactly like a missing one and leaves it untouched", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const questionarioId = await iniciado(ctx, owner, await criarUnidade(ctx, owner));
    const foreign = await orientar(ctx, stranger, { questionario_id: questionarioId, ...APLICADOR });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().clientMessage).toBe('Questionário não encontrado');
    const missing = await orientar(ctx, stranger, { questionario_id: questionarioId + 1000, ...APLICADOR });
    expect(missing.body).toBe(foreign.body);
    expect((await orientacaoGuardada(ctx, questionarioId)).orientado).toBeNull();
  });

  it('refuses a finished questionnaire with 409', async () => {
    const user = await createUser(t);
    const objetoId = await criarUnidade(ctx, user);
    const questionarioId = await iniciado(ctx, user, objetoId);
    const indicadores = indicadoresDe(await lerEstrutura(ctx, user, objetoId, questionarioId));
    for (const i of indicadores) await responder(ctx, user, objetoId, questionarioId, i.id, i.niveis[0]!.id);
    expect((await finalizar(ctx, user, objetoId, questionarioId)).statusCode).toBe(200);
    const res = await orientar(ctx, user, { questionario_id: questionarioId, ...APLICADOR });
    expect(res.statusCode).toBe(409);
    expect(res.json().clientMessage).toBe(
      'Este questionário já foi finalizado e não pode mais ser alterado.',
    );
    expect((await orientacaoGuardada(ctx, questionarioId)).orientado).toBeNull();
  });
});
