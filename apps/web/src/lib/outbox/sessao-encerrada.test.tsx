import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionEndedHandler } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { mockApi, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { guardarEscolha } from './fila';
import { guardarFoto } from './fotos';
import { obterOutbox, pararOutrosUsuarios, reiniciarOutboxes } from './outbox';
import { avisarSessaoEncerrada } from './sessao-encerrada';
import { escolha } from './testing';
import { OutboxStatusChip } from './ui/status-chip';

// Issue 16 §2: a 401 after a failed refresh keeps everything and asks to sign in again ('Entre novamente
// para enviar N respostas'). The API client signs the user out at once, so the answering screens (and the
// chip) are gone: the page the user lands on says it.

const AVISO = /Entre novamente para/;

/** The answering screen's chip, and the landing once the session ended (as the router does). */
function renderApp() {
  return renderRoute([
    { path: '/', element: <p>Página inicial</p> },
    { path: '/guia', element: <OutboxStatusChip /> },
  ]);
}

beforeEach(async () => {
  await reiniciarOutboxes();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  setSessionEndedHandler(() => {});
  notifications.clean();
  await reiniciarOutboxes();
  authStore.set(null);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function duasRespostas() {
  const { db } = obterOutbox(1);
  await guardarEscolha(db, escolha(101, 1012));
  await guardarEscolha(db, escolha(102, 1021));
  return db;
}

describe('a session ended while answers wait on this device', () => {
  it("the drain's 401 and a refused refresh: signed out, and the landing says 'Entre novamente para enviar 2 respostas'", async () => {
    signIn({ token: 'velho', refreshToken: 'r1' });
    mockApi({
      'POST /api/Guia/Resposta': { status: 401, body: { error: 'x', code: 'expired_token' } },
      'POST /api/Login': { status: 401, body: { error: 'x', code: 'invalid_grant' } },
    });
    await duasRespostas();
    const { router } = renderApp();
    setSessionEndedHandler((encerrada) => {
      void router.navigate('/', { replace: true });
      void avisarSessaoEncerrada(encerrada.id);
    });
    await router.navigate('/guia');

    expect(await screen.findByText('Entre novamente para enviar 2 respostas')).toBeInTheDocument();
    expect(screen.getByText('Página inicial')).toBeInTheDocument();
    expect(authStore.get()).toBeNull();
    // Nothing was dropped: the answers wait for the next sign-in.
    expect(await obterOutbox(1).db.respostas.count()).toBe(2);
  });

  it('signing in again hides the notice, and the answers are sent', async () => {
    await duasRespostas();
    // Signed out: the outbox is closed, its entries stay stored.
    pararOutrosUsuarios(null);
    const { router } = renderApp();
    await avisarSessaoEncerrada(1);
    expect(await screen.findByText('Entre novamente para enviar 2 respostas')).toBeInTheDocument();

    signIn();
    const api = mockApi({
      'POST /api/Guia/Resposta': (body) => {
        const b = body as { questionario_id: number; indicador_id: number; nivel_id: number };
        return { body: { data: { ...b, peso: 2, percentual: null, versao: 1 } } };
      },
    });
    await router.navigate('/guia');
    await waitFor(() => expect(screen.queryByText(AVISO)).not.toBeInTheDocument());
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    await waitFor(async () => expect(await obterOutbox(1).db.respostas.count()).toBe(0));
  });

  it("with evidence files among them, the chip's words: 'Entre novamente para concluir 3 envios'", async () => {
    const db = await duasRespostas();
    await guardarFoto(db, {
      usuarioId: 1,
      questionarioId: 40,
      indicadorId: 101,
      arquivo: { nome: 'curral.jpg', tipo: 'image/jpeg', bytes: new Uint8Array([1, 2]).buffer },
    });
    renderApp();
    await avisarSessaoEncerrada(1);
    expect(await screen.findByText('Entre novamente para concluir 3 envios')).toBeInTheDocument();
  });

  it('says nothing when nothing waits', async () => {
    renderApp();
    await avisarSessaoEncerrada(1);
    await screen.findByText('Página inicial');
    expect(screen.queryByText(AVISO)).not.toBeInTheDocument();
  });
});
