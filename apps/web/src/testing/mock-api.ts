import type { AuthData } from '@guia/shared';
import { vi } from 'vitest';
import { authStore } from '@/lib/auth-store';

export interface MockReply {
  status?: number;
  body?: unknown;
  /** Response headers beyond the JSON content type (an ETag, a file's Content-Disposition). */
  headers?: Record<string, string>;
}

/**
 * A handler gets the parsed JSON body (or the FormData of an upload), the URL and the request headers
 * (lower-case names), and answers a status and body.
 */
export type MockHandler =
  | MockReply
  | ((body: unknown, url: URL, headers: Headers) => MockReply | Promise<MockReply>);

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces fetch with a table of `"METHOD /api/Path"` handlers (the query string is ignored unless the
 * key has one). An unlisted call answers 404, like an endpoint the server does not have yet.
 */
export function mockApi(handlers: Record<string, MockHandler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body =
      typeof init?.body === 'string'
        ? JSON.parse(init.body)
        : init?.body instanceof FormData
          ? init.body
          : undefined;
    calls.push({ method, path: url.pathname + url.search, body });
    const handler =
      handlers[`${method} ${url.pathname}${url.search}`] ?? handlers[`${method} ${url.pathname}`];
    const reply =
      typeof handler === 'function' ? await handler(body, url, new Headers(init?.headers)) : handler;
    const status = reply?.status ?? (reply ? 200 : 404);
    const payload =
      reply?.body ?? (reply ? { data: null } : { error: 'Não encontrado', clientMessage: 'Não encontrado' });
    return new Response(JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json', ...reply?.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A mocked API (what `mockApi` returns). */
export type MockedApi = ReturnType<typeof mockApi>;

/** The JSON body of the n-th call to `path` (e.g. '/api/Login'), whatever its method. */
export function sentBody({ calls }: MockedApi, path: string, n = 0): unknown {
  return calls.filter((call) => call.path === path)[n]?.body;
}

/** The request headers (lower-case names) of the n-th `METHOD /api/Path` call. */
export function sentHeaders({ fetchMock }: MockedApi, key: string, n = 0): Record<string, string> {
  const sent = fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}` === key;
  });
  return Object.fromEntries(new Headers(sent[n]?.[1]?.headers).entries());
}

/** A success reply with the API's envelope: `{ data }`, and the server's message when given. */
export const ok = (data: unknown, message?: string): MockReply => ({
  body: message === undefined ? { data } : { data, message },
});

/** Signs a test user in (the auth store keeps its value in memory between tests: reset it). */
export function signIn(patch: Partial<AuthData> = {}): AuthData {
  const auth: AuthData = {
    id: 1,
    email: 'maria@example.com',
    nome: 'Maria Souza',
    role: 'visitante',
    token: 'token',
    refreshToken: 'refresh',
    aceite: true,
    ...patch,
  };
  authStore.set(auth);
  return auth;
}
