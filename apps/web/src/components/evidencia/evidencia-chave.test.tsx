import type { EvidenciaSalva } from '@guia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { obterOutbox } from '@/lib/outbox/outbox';
import { type MockReply, mockApi, sentHeaders, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { comOutboxLimpo, escolher, png } from './evidencia.test-helpers';
import { EvidenciaModal } from './evidencia-modal';

// Issue 16 §1: the evidence upload sent online carries an Idempotency-Key, one per choice of files, kept by
// every retry of that choice, so a retry or the browser's own resend never stores the files twice.

const INDICADOR = { id: 7, titulo: 'Controle sanitário do rebanho', exemploevidencia: null };
const UPLOAD = 'POST /api/Evidencia/Arquivo/7/3';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function renderModal() {
  return renderRoute([
    {
      path: '/',
      element: <EvidenciaModal opened onClose={() => {}} questionarioId={3} indicador={INDICADOR} />,
    },
  ]);
}

type Rede = 'ok' | 'perderResposta' | 'fora' | 'erro503';

/**
 * A server that honours Idempotency-Key as the API does: a key seen with the same body answers its first
 * answer again and stores nothing. `rede` says what happens to the next upload: 'perderResposta' stores it and
 * then the phone sees no answer (once), 'fora' never reaches it, 'erro503' fails before storing (once).
 */
function servidor() {
  const estado = { rede: 'ok' as Rede, lista: [] as EvidenciaSalva[], repetidas: 0 };
  const porChave = new Map<string, { corpo: string; resposta: MockReply }>();
  const api = mockApi({
    'GET /api/Evidencia/3': () => ({ body: { data: estado.lista } }),
    [UPLOAD]: (body, _url, headers) => {
      if (estado.rede === 'fora') throw new TypeError('Failed to fetch');
      if (estado.rede === 'erro503') {
        estado.rede = 'ok';
        return { status: 503, body: { error: 'Service Unavailable' } };
      }
      const chave = headers.get('idempotency-key');
      const corpo = JSON.stringify(body);
      const vista = chave ? porChave.get(chave) : undefined;
      let resposta: MockReply;
      if (vista) {
        if (vista.corpo !== corpo)
          return { status: 422, body: { error: 'x', clientMessage: 'Chave reusada.' } };
        estado.repetidas++;
        resposta = vista.resposta;
      } else {
        const { evidencias } = body as { evidencias: { nome: string }[] };
        const salvas = evidencias.map((e, i) => ({
          id: 20 + estado.lista.length + i,
          titulo: e.nome,
          nomearquivo: `${20 + estado.lista.length + i}.png`,
          indicador_id: INDICADOR.id,
          criadoem: '2026-11-27T12:00:00.000Z',
        }));
        estado.lista = [...estado.lista, ...salvas];
        resposta = { status: 201, body: { data: salvas, ignorados: [], message: 'ok' } };
        if (chave) porChave.set(chave, { corpo, resposta });
      }
      if (estado.rede === 'perderResposta') {
        estado.rede = 'fora';
        throw new TypeError('Failed to fetch');
      }
      return resposta;
    },
  });
  const uploads = () => api.calls.filter((c) => `${c.method} ${c.path}` === UPLOAD);
  const chaves = () => uploads().map((_, i) => sentHeaders(api, UPLOAD, i)['idempotency-key']);
  return { estado, api, uploads, chaves };
}

comOutboxLimpo();

/** The modal open, and 'curral.png' chosen while the server answers the upload with a 503. */
async function enviarComErro503(s: ReturnType<typeof servidor>) {
  s.estado.rede = 'erro503';
  renderModal();
  await screen.findByText('Não há evidências enviadas para este indicador.');
  escolher([png('curral.png')]);
}

describe('the online evidence upload and its Idempotency-Key', () => {
  it('sends one key per choice of files: the same on the retry after a refreshed token, a new one for the next choice', async () => {
    signIn({ token: 'velho', refreshToken: 'r1' });
    const s = servidor();
    let expirado = true;
    const api = s.api;
    const original = api.fetchMock.getMockImplementation();
    api.fetchMock.mockImplementation(async (input, init) => {
      // The first upload meets an expired token; the API client refreshes it and sends the same request again.
      if (String(input).includes('Evidencia/Arquivo') && expirado) {
        expirado = false;
        return new Response(JSON.stringify({ error: 'x', code: 'expired_token' }), { status: 401 });
      }
      if (String(input).endsWith('/api/Login'))
        return new Response(JSON.stringify({ data: { ...authStore.get(), token: 'novo' } }), { status: 200 });
      return (original as NonNullable<typeof original>)(input, init);
    });
    renderModal();
    await screen.findByText('Não há evidências enviadas para este indicador.');

    const chaves = () =>
      api.fetchMock.mock.calls
        .filter(([u]) => String(u).includes('Evidencia/Arquivo'))
        .map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
    escolher([png('curral.png')]);
    expect(await screen.findByText('Sua evidência foi enviada e salva com sucesso :)')).toBeInTheDocument();
    const [primeira, segunda] = chaves();
    expect(chaves()).toHaveLength(2);
    expect(primeira).toMatch(UUID);
    expect(segunda).toBe(primeira);

    escolher([png('cocho.png')]);
    await waitFor(() => expect(chaves()).toHaveLength(3));
    const outra = chaves()[2];
    expect(outra).toMatch(UUID);
    expect(outra).not.toBe(primeira);
    expect(s.estado.lista.map((e) => e.titulo)).toEqual(['curral.png', 'cocho.png']);
  });

  it('a lost answer (stored, but the phone saw none): the batch waits under its key and bytes, and the resend stores nothing twice', async () => {
    const s = servidor();
    s.estado.rede = 'perderResposta';
    renderModal();
    await screen.findByText('Não há evidências enviadas para este indicador.');
    escolher([png('curral.png'), png('bebedouro.png')]);

    expect(
      await screen.findByText(
        'Sem conexão: os 2 arquivos foram guardados neste aparelho e serão enviados quando houver sinal.',
      ),
    ).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: /Evidências/ });
    for (const nome of ['curral.png', 'bebedouro.png'])
      expect((await within(dialog).findByText(nome)).closest('li')).toHaveTextContent('aguardando envio');
    // The server stored the batch once already.
    expect(s.estado.lista).toHaveLength(2);

    s.estado.rede = 'ok';
    await obterOutbox(1).drenador.disparar();
    await waitFor(() => expect(within(dialog).queryByText('aguardando envio')).not.toBeInTheDocument());
    expect(await obterOutbox(1).db.fotos.count()).toBe(0);
    expect(s.estado.lista.map((e) => e.titulo)).toEqual(['curral.png', 'bebedouro.png']);
    expect(s.estado.repetidas).toBe(1);
    // Every attempt of the batch: one key, one body.
    const chaves = new Set(s.chaves());
    expect(chaves.size).toBe(1);
    expect([...chaves][0]).toMatch(UUID);
    const corpos = new Set(s.uploads().map((c) => JSON.stringify(c.body)));
    expect(corpos.size).toBe(1);
  });

  it('a 5xx: kept here under the same key, and sent again by the drain', async () => {
    const s = servidor();
    await enviarComErro503(s);
    expect(
      await screen.findByText(
        'O servidor não pôde confirmar o envio agora: o arquivo foi guardado neste aparelho e será enviado de novo automaticamente.',
      ),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await obterOutbox(1).db.fotos.count()).toBe(0));
    expect(s.estado.lista.map((e) => e.titulo)).toEqual(['curral.png']);
    const chaves = s.chaves();
    expect(chaves).toHaveLength(2);
    expect(chaves[1]).toBe(chaves[0]);
  });

  it('a 5xx that the device then cannot store says the server failed, not that there is no signal', async () => {
    vi.spyOn(obterOutbox(1).db.fotos, 'add').mockRejectedValue(
      new DOMException('cheio', 'QuotaExceededError'),
    );
    await enviarComErro503(servidor());
    expect(
      await screen.findByText(
        'O servidor não pôde confirmar o envio, e não foi possível guardar o arquivo neste aparelho. Tente novamente em instantes.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Sem conexão/)).not.toBeInTheDocument();
  });

  it("a repeat whose first answer was lost in a server crash ('já foi processado', data null) reads as sent", async () => {
    mockApi({
      'GET /api/Evidencia/3': { body: { data: [] } },
      [UPLOAD]: { status: 200, body: { data: null, message: 'Este envio já foi processado.' } },
    });
    renderModal();
    await screen.findByText('Não há evidências enviadas para este indicador.');
    escolher([png('curral.png')]);
    expect(await screen.findByText('Sua evidência foi enviada e salva com sucesso :)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
