import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import type { EntradaOutbox } from './db';
import type { Resultado } from './envio';
import { guardarEscolha } from './fila';
import { obterOutbox, reiniciarOutboxes } from './outbox';
import OutboxSync from './sync';
import { confirmada, escolha } from './testing';

// Issue 16 §2: the drain runs on app start, on 'online', when the page becomes visible, on the back-off
// timer (drenagem.test.ts) and on 'Tentar agora' (principio-single.envio.test.tsx).

// Until `aceitar`, every send is refused with a 401: the drain keeps the answer and, unlike after a network
// error, sets no back-off timer, so only the trigger under test can send it again.
let aceitar = false;
const enviadas: EntradaOutbox[] = [];
async function enviar(e: EntradaOutbox): Promise<Resultado> {
  enviadas.push(e);
  return aceitar ? { tipo: 'ok', resposta: confirmada(e, 1) } : { tipo: 'entrar' };
}

beforeEach(async () => {
  aceitar = false;
  enviadas.length = 0;
  signIn();
  await reiniciarOutboxes(enviar);
});
afterEach(async () => {
  await reiniciarOutboxes();
  authStore.set(null);
  vi.restoreAllMocks();
});

const guardadas = () => obterOutbox(1).db.respostas.count();

/** One answer kept here, the signed-in frame mounted, its first send refused; the next one is accepted. */
async function montarComUmaRecusa() {
  await guardarEscolha(obterOutbox(1).db, escolha(101, 1012));
  renderRoute([{ path: '/', element: <OutboxSync /> }]);
  await waitFor(() => expect(enviadas).toHaveLength(1));
  await waitFor(() => expect(obterOutbox(1).drenador.estado.enviando).toBe(false));
  expect(obterOutbox(1).drenador.estado.proximaTentativa).toBeNull();
  aceitar = true;
}

describe('what starts the drain', () => {
  it('app start: the signed-in frame sends what waits at once', async () => {
    await guardarEscolha(obterOutbox(1).db, escolha(101, 1012));
    aceitar = true;
    renderRoute([{ path: '/', element: <OutboxSync /> }]);
    await waitFor(async () => expect(await guardadas()).toBe(0));
    expect(enviadas.map((e) => e.indicadorId)).toEqual([101]);
  });

  it("the browser's 'online'", async () => {
    await montarComUmaRecusa();
    window.dispatchEvent(new Event('online'));
    await waitFor(async () => expect(await guardadas()).toBe(0));
    expect(enviadas).toHaveLength(2);
  });

  it('the page becoming visible (back from the background), not it being hidden', async () => {
    await montarComUmaRecusa();
    const visibilidade = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((r) => setTimeout(r, 50));
    expect(enviadas).toHaveLength(1);

    visibilidade.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(async () => expect(await guardadas()).toBe(0));
    expect(enviadas).toHaveLength(2);
  });

  it("signing out stops the user's drain: its back-off timer sends nothing, and the answers stay", async () => {
    const semRede = vi.fn(async (): Promise<Resultado> => ({ tipo: 'rede' }));
    await reiniciarOutboxes(semRede);
    await guardarEscolha(obterOutbox(1).db, escolha(101, 1012));
    renderRoute([{ path: '/', element: <OutboxSync /> }]);
    await waitFor(() => expect(obterOutbox(1).drenador.estado.proximaTentativa).not.toBeNull());
    const quando = obterOutbox(1).drenador.estado.proximaTentativa as number;
    authStore.set(null);
    await new Promise((r) => setTimeout(r, quando - Date.now() + 200));
    expect(semRede).toHaveBeenCalledTimes(1);
    expect(await guardadas()).toBe(1);
  });
});
