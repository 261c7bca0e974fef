import { MENSAGENS_TECNICO } from '@guia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { usuarioComCpf } from '../../test/tecnicos.ts';
import { abrirApp, chamar, limpar } from '../autorizacao/autorizacao.test-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await abrirApp();
});
beforeEach(() => limpar(t));
afterAll(() => t.close());

const pedido = { instituicao: '  Instituto X  ', registro_profissional: 'CRMV-MT 1234', uf: 'MT' };

describe('POST /api/Tecnico/Credenciamento', () => {
  it('asks to be accredited (201, pending), then updates the pending request (200); GET reads it', async () => {
    const u = await usuarioComCpf(t);
    expect((await chamar(t, u, 'GET', '/Tecnico/Credenciamento')).json()).toEqual({ data: null });

    const criado = await chamar(t, u, 'POST', '/Tecnico/Credenciamento', pedido);
    expect(criado.statusCode, criado.body).toBe(201);
    expect(criado.json()).toEqual({
      message: MENSAGENS_TECNICO.pedidoEnviado,
      data: {
        status: 'pendente',
        instituicao: 'Instituto X',
        registro_profissional: 'CRMV-MT 1234',
        uf: 'MT',
        solicitado_em: expect.any(String),
        decidido_em: null,
      },
    });

    const atualizado = await chamar(t, u, 'POST', '/Tecnico/Credenciamento', { ...pedido, uf: 'GO' });
    expect(atualizado.statusCode).toBe(200);
    expect(atualizado.json()).toMatchObject({
      message: MENSAGENS_TECNICO.pedidoAtualizado,
      data: { status: 'pendente', uf: 'GO', solicitado_em: criado.json().data.solicitado_em },
    });
    const lido = await chamar(t, u, 'GET', '/Tecnico/Credenciamento');
    expect(lido.json().data).toEqual(atualizado.json().data);
  });

  it('answers 409 with the reason once accredited or suspended, and changes nothing', async () => {
    const u = await usuarioComCpf(t);
    await chamar(t, u, 'POST', '/Tecnico/Credenciamento', pedido);
    for (const [status, mensagem] of [
      ['credenciado', MENSAGENS_TECNICO.jaCredenciado],
      ['suspenso', MENSAGENS_TECNICO.suspenso],
    ] as const) {
      await t.db.execute(sql`update tecnico set status = ${status} where usuario_id = ${u.id}`);
      const res = await chamar(t, u, 'POST', '/Tecnico/Credenciamento', { ...pedido, uf: 'SP' });
      expect(res.statusCode).toBe(409);
      expect(res.json().clientMessage).toBe(mensagem);
      expect((await chamar(t, u, 'GET', '/Tecnico/Credenciamento')).json().data).toMatchObject({
        status,
        uf: 'MT',
      });
    }
  });

  it('answers 422 for an account without a CPF (producers find technicians by it)', async () => {
    const semCpf = await createUser(t);
    await t.db.execute(sql`update usuario set cpf = null where id = ${semCpf.id}`);
    const res = await chamar(t, semCpf, 'POST', '/Tecnico/Credenciamento', pedido);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ clientMessage: MENSAGENS_TECNICO.semCpf, code: 'cpf_ausente' });
    expect((await chamar(t, semCpf, 'GET', '/Tecnico/Credenciamento')).json().data).toBeNull();
  });

  it('names each invalid field in Portuguese, and needs a session', async () => {
    const u = await usuarioComCpf(t);
    const res = await chamar(t, u, 'POST', '/Tecnico/Credenciamento', {
      instituicao: ' ',
      registro_profissional: 'x'.repeat(61),
      uf: 'XX',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      instituicao: MENSAGENS_TECNICO.instituicao,
      registro_profissional: 'Use no máximo 60 caracteres',
      uf: MENSAGENS_TECNICO.uf,
    });
    expect((await chamar(t, null, 'POST', '/Tecnico/Credenciamento', pedido)).statusCode).toBe(401);
    expect((await chamar(t, null, 'GET', '/Tecnico/Credenciamento')).statusCode).toBe(401);
  });
});
