import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, sentHeaders, signIn } from '@/testing/mock-api';
import type { EntradaOutbox } from './db';
import { enviarResposta } from './envio';

const entrada = (patch: Partial<EntradaOutbox> = {}): EntradaOutbox => ({
  id: 1,
  usuarioId: 1,
  questionarioId: 40,
  objetoId: 7,
  guiaId: 3,
  indicadorId: 101,
  nivel_id: 1012,
  percentual: null,
  versao_base: 4,
  chave: '0b6f5a1e-3c2d-4f4b-9a57-2b8f0c6d1e11',
  criadoEm: 0,
  tentativas: 1,
  talvezEnviada: true,
  estado: 'pendente',
  proximaTentativa: 0,
  ...patch,
});

const salva = {
  questionario_id: 40,
  indicador_id: 101,
  nivel_id: 1012,
  peso: 2,
  percentual: null,
  versao: 5,
};

beforeEach(() => {
  signIn();
});
afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

describe('sending an outbox entry (POST Guia/Resposta)', () => {
  it('sends the body with versao_base and the Idempotency-Key header; 200 and a replay are acknowledgements', async () => {
    let n = 0;
    const api = mockApi({
      'POST /api/Guia/Resposta': () => ({ body: { data: n++ ? { ...salva, replay: true } : salva } }),
    });
    expect(await enviarResposta(entrada())).toEqual({ tipo: 'ok', resposta: salva });
    expect(api.calls[0]?.body).toEqual({
      objeto_id: 7,
      guia_id: 3,
      questionario_id: 40,
      indicador_id: 101,
      nivel_id: 1012,
      percentual: null,
      versao_base: 4,
    });
    expect(sentHeaders(api, 'POST /api/Guia/Resposta')['idempotency-key']).toBe(entrada().chave);
    expect(await enviarResposta(entrada())).toEqual({ tipo: 'ok', resposta: { ...salva, replay: true } });
  });

  it('omits versao_base when the entry has none (last write wins)', async () => {
    const api = mockApi({ 'POST /api/Guia/Resposta': { body: { data: salva } } });
    const { versao_base: _, ...semBase } = entrada();
    await enviarResposta(semBase);
    expect(api.calls[0]?.body).not.toHaveProperty('versao_base');
  });

  it('classifies the failures', async () => {
    const respostas: Record<string, { status: number; body: unknown } | 'rede'> = {
      conflito: {
        status: 409,
        body: {
          error: 'Conflict',
          clientMessage: 'A resposta mudou.',
          code: 'conflito_resposta',
          servidor: { nivel_id: 1013, percentual: null, versao: 6 },
        },
      },
      finalizado: {
        status: 409,
        body: {
          error: 'Conflict',
          clientMessage: 'Este questionário já foi finalizado.',
          code: 'finalizado',
        },
      },
      andamento: { status: 409, body: { error: 'Conflict', clientMessage: 'x', code: 'em_andamento' } },
      reusada: { status: 422, body: { error: 'x', clientMessage: 'Chave reusada.', code: 'chave_reusada' } },
      naoEncontrado: { status: 404, body: { error: 'x', clientMessage: 'Questionário não encontrado.' } },
      servidor: { status: 503, body: { error: 'Service Unavailable' } },
      rede: 'rede',
    };
    let atual = 'conflito';
    mockApi({
      'POST /api/Guia/Resposta': () => {
        const r = respostas[atual];
        if (r === 'rede') throw new TypeError('Failed to fetch');
        return r ?? { status: 500 };
      },
    });
    const resultado = async (caso: string) => {
      atual = caso;
      return enviarResposta(entrada());
    };
    expect(await resultado('conflito')).toEqual({
      tipo: 'conflito',
      servidor: { nivel_id: 1013, percentual: null, versao: 6 },
    });
    expect(await resultado('finalizado')).toEqual({
      tipo: 'recusada',
      mensagem: 'Este questionário já foi finalizado.',
    });
    expect(await resultado('andamento')).toEqual({ tipo: 'servidor' });
    expect(await resultado('reusada')).toEqual({ tipo: 'recusada', mensagem: 'Chave reusada.' });
    expect(await resultado('naoEncontrado')).toEqual({
      tipo: 'recusada',
      mensagem: 'Questionário não encontrado.',
    });
    expect(await resultado('servidor')).toEqual({ tipo: 'servidor' });
    expect(await resultado('rede')).toEqual({ tipo: 'rede' });
  });

  it('a 401 whose refresh is refused asks to sign in again', async () => {
    signIn({ token: 'velho', refreshToken: 'r1' });
    mockApi({
      'POST /api/Guia/Resposta': { status: 401, body: { error: 'x', code: 'expired_token' } },
      'POST /api/Login': { status: 401, body: { error: 'x', code: 'invalid_grant' } },
    });
    expect(await enviarResposta(entrada())).toEqual({ tipo: 'entrar' });
  });

  it('a 401 whose refresh works is sent again with the same key', async () => {
    signIn({ token: 'velho', refreshToken: 'r1' });
    let n = 0;
    const api = mockApi({
      'POST /api/Guia/Resposta': () =>
        n++ ? { body: { data: salva } } : { status: 401, body: { error: 'x', code: 'expired_token' } },
      'POST /api/Login': { body: { data: { ...authStore.get(), token: 'novo' } } },
    });
    expect((await enviarResposta(entrada())).tipo).toBe('ok');
    const chaves = [0, 1].map((i) => sentHeaders(api, 'POST /api/Guia/Resposta', i)['idempotency-key']);
    expect(chaves).toEqual([entrada().chave, entrada().chave]);
  });

  it("a repeat whose first answer was lost in a server crash (200, data null, 'já foi processado') is acknowledged", async () => {
    mockApi({
      'POST /api/Guia/Resposta': { body: { data: null, message: 'Este envio já foi processado.' } },
    });
    expect(await enviarResposta(entrada())).toEqual({ tipo: 'processada' });
  });
});
