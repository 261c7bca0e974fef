import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import {
  abrirRelatorios,
  base,
  criarUnidade,
  get,
  iniciar,
  novoRelatorio,
  preencherEFinalizar,
  type Relatorios,
} from './relatorio.test-helpers.ts';

// Who reads the reports: no token, another user, an administrator, and a questionnaire not finished.

const ctx = { ano: 1989 } as Relatorios;
beforeAll(() => abrirRelatorios(ctx));
beforeEach(() => novoRelatorio(ctx));
afterAll(() => ctx.t.close());

describe('without a token', () => {
  it('answers 401 on every report', async () => {
    for (const url of [
      '/api/Objeto/1/1',
      '/api/Objeto/1/1/1/completo',
      '/api/Objeto/1/1/1/prioridades',
      '/api/Objeto/1/1/1/comparativo',
    ]) {
      const res = await ctx.t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('access', () => {
  it('hides another user’s reports as missing, and lets administrators read them', async () => {
    const dono = await createUser(ctx.t);
    const outro = await createUser(ctx.t);
    const admin = await createUser(ctx.t, { role: 'administrador' });
    const objetoId = await criarUnidade(ctx, dono);
    const questionarioId = await preencherEFinalizar(ctx, dono, objetoId);
    const urls = [
      `/api/Objeto/${objetoId}/${ctx.edicaoId}`,
      `/api/Objeto/${objetoId}/${ctx.edicaoId}?questionario_id=${questionarioId}`,
      `${base(ctx, objetoId, questionarioId)}/completo`,
      `${base(ctx, objetoId, questionarioId)}/prioridades`,
      `${base(ctx, objetoId, questionarioId)}/comparativo`,
    ];
    const ausente = `${base(ctx, objetoId, questionarioId + 1000)}/completo`;
    const semAcesso = await get(ctx, outro, urls[2]!);
    const inexistente = await get(ctx, dono, ausente);
    expect(inexistente.statusCode).toBe(404);
    expect(semAcesso.json()).toEqual(inexistente.json());
    for (const url of urls) {
      expect((await get(ctx, outro, url)).statusCode, url).toBe(404);
      expect((await get(ctx, admin, url)).statusCode, url).toBe(200);
      const comUser = url.includes('?') ? `${url}&user_id=${dono.id}` : `${url}?user_id=${dono.id}`;
      expect((await get(ctx, admin, comUser)).statusCode, comUser).toBe(200);
      // user_id names the owner; it never grants access by itself.
      const errado = url.includes('?') ? `${url}&user_id=${outro.id}` : `${url}?user_id=${outro.id}`;
      expect((await get(ctx, admin, errado)).statusCode, errado).toBe(404);
      expect((await get(ctx, outro, comUser)).statusCode, comUser).toBe(404);
    }
    const admDesempenho = await get(ctx, admin, `/api/Objeto/${objetoId}/${ctx.edicaoId}?user_id=${dono.id}`);
    expect(admDesempenho.json().data.unidade).toMatchObject({ id: objetoId, email: dono.email });

    const ruim = await get(ctx, admin, `${urls[2]}?user_id=abc`);
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().fields).toEqual({ user_id: 'Usuário inválido' });
    // A questionnaire of the unit asked through another edition is missing too.
    const edicaoErrada = await get(
      ctx,
      dono,
      `/api/Objeto/${objetoId}/${ctx.outraEdicaoId}/${questionarioId}/completo`,
    );
    expect(edicaoErrada.statusCode).toBe(404);
  });

  it('has no report for an open questionnaire nor for a unit without a finished one', async () => {
    const user = await createUser(ctx.t);
    const outro = await createUser(ctx.t);
    const objetoId = await criarUnidade(ctx, user);
    const aberto = await iniciar(ctx, user, objetoId);
    for (const sufixo of ['completo', 'prioridades', 'comparativo']) {
      const res = await get(ctx, user, `${base(ctx, objetoId, aberto)}/${sufixo}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().clientMessage).toBe('O relatório fica disponível depois que o Guia é finalizado.');
      // Another user does not learn that it exists.
      expect((await get(ctx, outro, `${base(ctx, objetoId, aberto)}/${sufixo}`)).json().clientMessage).toBe(
        'Questionário não encontrado',
      );
    }
    const porQuestionario = await get(
      ctx,
      user,
      `/api/Objeto/${objetoId}/${ctx.edicaoId}?questionario_id=${aberto}`,
    );
    expect(porQuestionario.statusCode).toBe(404);
    const semFinalizado = await get(ctx, user, `/api/Objeto/${objetoId}/${ctx.edicaoId}`);
    expect(semFinalizado.statusCode).toBe(404);
    expect(semFinalizado.json().clientMessage).toBe(
      'Esta unidade ainda não possui um Guia finalizado nesta edição.',
    );
    const deOutro = await get(ctx, outro, `/api/Objeto/${objetoId}/${ctx.edicaoId}`);
    expect(deOutro.statusCode).toBe(404);
    expect(deOutro.json().clientMessage).toBe('Unidade não encontrada');
  });
});
