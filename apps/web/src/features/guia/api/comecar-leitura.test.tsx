import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { routes } from '@/app/routes';
import { authStore } from '@/lib/auth-store';
import { routerContext } from '@/lib/query-client';
import { mockApi, signIn } from '@/testing/mock-api';
import { guiaRoutes } from '../routes';
import { GUIA_GET, guiaFixture } from '../testing/fixtures';

function TelaDoIndicador() {
  return <p>Tela do indicador</p>;
}

// The answering screen's route, its code held back as on a weak network until `chegar()` is called.
let chegar: () => void = () => {};
let codigo: Promise<void> = Promise.resolve();

async function carregarTela() {
  await codigo;
  return TelaDoIndicador;
}

function telaQueDemora() {
  codigo = new Promise<void>((resolve) => {
    chegar = resolve;
  });
  const rota = guiaRoutes.find((r) => r.path === routes['Principio.Single'])!;
  const copia: RouteObject = { ...rota, lazy: { Component: carregarTela } };
  return { rota: copia, chegar: () => chegar() };
}

/** The route in a memory router that, like the app's, gives its loaders the query cache. */
function renderRoute(rotas: RouteObject[], { path }: { path: string }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(rotas, {
    initialEntries: [path],
    getContext: routerContext(queryClient),
  });
  render(
    <Providers client={queryClient} mantineEnv="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, queryClient };
}

const guiaLidos = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => `${c.method} ${c.path}` === GUIA_GET).length;

beforeEach(() => {
  signIn();
});

afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

describe('the questionnaire screens start reading the questionnaire with the navigation', () => {
  it("asks for the questionnaire while the screen's code is still on its way", async () => {
    const api = mockApi({ [GUIA_GET]: { body: { data: guiaFixture() } } });
    const { rota, chegar } = telaQueDemora();
    const { queryClient } = renderRoute([rota], { path: '/unidades/7/3/40/1?indicador=101' });
    await vi.waitFor(() => expect(guiaLidos(api.calls)).toBe(1));
    expect(screen.queryByText('Tela do indicador')).not.toBeInTheDocument();
    // The answer lands in the query the screen reads.
    await vi.waitFor(() => expect(queryClient.getQueryData(['guia', 7, 3, 40])).toMatchObject({ id: 3 }));
    chegar();
    expect(await screen.findByText('Tela do indicador')).toBeInTheDocument();
  });

  it('reads nothing more when moving to another indicator of a questionnaire already read', async () => {
    const api = mockApi({ [GUIA_GET]: { body: { data: guiaFixture() } } });
    const { rota, chegar } = telaQueDemora();
    chegar();
    const { router } = renderRoute([rota], { path: '/unidades/7/3/40/1?indicador=101' });
    expect(await screen.findByText('Tela do indicador')).toBeInTheDocument();
    await vi.waitFor(() => expect(guiaLidos(api.calls)).toBe(1));
    await router.navigate('/unidades/7/3/40/1?indicador=102');
    await router.navigate('/unidades/7/3/40/1?indicador=103');
    expect(guiaLidos(api.calls)).toBe(1);
  });

  it('asks for nothing for a signed-out visitor or a malformed address', async () => {
    const api = mockApi({});
    authStore.set(null);
    const { rota, chegar } = telaQueDemora();
    chegar();
    const { router } = renderRoute([rota], { path: '/unidades/7/3/40/1' });
    expect(await screen.findByText('Tela do indicador')).toBeInTheDocument();
    signIn();
    await router.navigate('/unidades/7/x/40/1');
    expect(api.calls).toEqual([]);
  });
});
