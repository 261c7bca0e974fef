import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, ok, signIn } from '@/testing/mock-api';
import { renderRoute, setupUser } from '@/testing/render-route';
import { GUIA_GET, guiaFixture } from '../testing/fixtures';
import { formatarBytes, PrepararOffline } from './preparar-offline';

const BOTAO = 'Preparar para usar sem internet';
const PRONTO = 'Pronto para usar sem internet neste aparelho';

function comStorage(storage: Partial<StorageManager> | undefined) {
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
}

function abrir() {
  const api = mockApi({ [GUIA_GET]: ok(guiaFixture()), 'GET /api/Evidencia/40': ok([]) });
  const view = renderRoute([
    { path: '/', element: <PrepararOffline guiaKey={{ objetoId: 7, productId: 3, questionarioId: 40 }} /> },
  ]);
  return { api, ...view };
}

beforeEach(() => {
  signIn();
});

afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'storage');
});

describe("'Preparar para usar sem internet'", () => {
  it('downloads the questionnaire, asks to keep the data and shows the space used when persist() is granted', async () => {
    const persist = vi.fn(async () => true);
    comStorage({
      persisted: async () => false,
      persist,
      estimate: async () => ({ usage: 1_234_567, quota: 2_000_000_000 }),
    });
    const user = setupUser();
    const { api, queryClient } = abrir();
    await user.click(await screen.findByRole('button', { name: BOTAO }));

    const status = await screen.findByRole('status', { name: new RegExp(PRONTO) });
    expect(status).toHaveTextContent('Espaço usado: 1,2 MB de 2,0 GB');
    expect(status).toHaveTextContent('O navegador vai guardar estes dados mesmo se faltar espaço.');
    expect(persist).toHaveBeenCalledTimes(1);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining([GUIA_GET, 'GET /api/Evidencia/40']),
    );
    // The answering screens read the questionnaire from the query cache.
    expect(queryClient.getQueryData(['guia', 7, 3, 40])).toMatchObject({ id: 3 });
  });

  it('says the browser may clear the data when persist() is refused', async () => {
    comStorage({
      persisted: async () => false,
      persist: async () => false,
      estimate: async () => ({ usage: 800_000, quota: 500_000_000 }),
    });
    const user = setupUser();
    abrir();
    await user.click(await screen.findByRole('button', { name: BOTAO }));
    const status = await screen.findByRole('status', { name: new RegExp(PRONTO) });
    expect(status).toHaveTextContent('Espaço usado: 800,0 kB de 500,0 MB');
    expect(status).toHaveTextContent('O navegador pode apagar estes dados se o espaço do aparelho acabar.');
  });

  it('does not ask again when the data is already kept', async () => {
    const persist = vi.fn(async () => true);
    comStorage({
      persisted: async () => true,
      persist,
      estimate: async () => ({ usage: 1000, quota: 10_000 }),
    });
    const user = setupUser();
    abrir();
    await user.click(await screen.findByRole('button', { name: BOTAO }));
    expect(await screen.findByRole('status', { name: new RegExp(PRONTO) })).toHaveTextContent(
      'mesmo se faltar espaço',
    );
    expect(persist).not.toHaveBeenCalled();
  });

  it('works in a browser without the Storage API, and says so', async () => {
    comStorage(undefined);
    const user = setupUser();
    abrir();
    await user.click(await screen.findByRole('button', { name: BOTAO }));
    const status = await screen.findByRole('status', { name: new RegExp(PRONTO) });
    expect(status).toHaveTextContent('Este navegador não informa o espaço disponível.');
    expect(status).not.toHaveTextContent('Espaço usado');
  });

  it('reports a failed download and offers to try again, without touching the storage', async () => {
    const persist = vi.fn(async () => true);
    comStorage({ persist, estimate: async () => ({ usage: 1, quota: 2 }) });
    mockApi({ [GUIA_GET]: { status: 500, body: { error: 'x', clientMessage: 'Erro' } } });
    const user = setupUser();
    renderRoute([
      { path: '/', element: <PrepararOffline guiaKey={{ objetoId: 7, productId: 3, questionarioId: 40 }} /> },
    ]);
    await user.click(await screen.findByRole('button', { name: BOTAO }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível baixar o questionário.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(persist).not.toHaveBeenCalled();
  });

  it('formats sizes the way phones show them', () => {
    expect(formatarBytes(512)).toBe('512 B');
    expect(formatarBytes(1_200_000)).toBe('1,2 MB');
    expect(formatarBytes(2_000_000_000)).toBe('2,0 GB');
  });
});
