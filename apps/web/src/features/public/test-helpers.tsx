import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Providers } from '@/app/providers';

type Handler = (body: unknown) => [status: number, body: unknown];

/** Stubs fetch: `"POST /api/Login"` -> [status, body]. Unlisted calls answer 404. */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const handler = handlers[`${init?.method ?? 'GET'} ${url}`];
    const [status, body] = handler
      ? handler(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined)
      : [
          404,
          { error: 'Endereço não encontrado.', clientMessage: 'Endereço não encontrado.', code: 'not_found' },
        ];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body of the n-th call to `path`. */
export function sentBody(fetchMock: ReturnType<typeof mockApi>, path: string, n = 0): unknown {
  const calls = fetchMock.mock.calls.filter(([url]) => url === path);
  const init = calls[n]?.[1];
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

/** Renders routes inside the app providers with a memory router. */
export function renderRoutes(routeObjects: RouteObject[], initialEntries: InitialEntry[] = ['/']) {
  const router = createMemoryRouter(routeObjects, { initialEntries });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...view };
}

export const authFixture = {
  id: 7,
  email: 'maria@example.com',
  nome: 'Maria',
  role: 'visitante' as const,
  token: 'access-token',
  refreshToken: 'refresh-token-123',
  aceite: true,
};
