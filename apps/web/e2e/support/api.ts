import { type APIRequestContext, expect } from '@playwright/test';

export const ADMIN = { email: 'admin@e2e.local', password: 'admin-e2e-123' };

/** Logs in through the API and answers the auth data the web client stores. */
export async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/Login', { data: { alternativa: 'EMAIL', email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as { token: string; refreshToken: string; aceite: boolean };
}

/** As the administrator, publishes a new version of the terms of use: users must accept again. */
export async function publishNewTerms(request: APIRequestContext, texto: string, resumo = 'Texto revisto.') {
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const res = await request.post('/api/Admin/TermosUso', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { texto, resumo },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Through the API, the user accepts the current terms if a journey run before published new ones (the
 * terms gate is journey.spec's subject; a later journey starts from an account up to date).
 */
export async function acceptCurrentTerms(request: APIRequestContext, email: string, password: string) {
  const auth = await apiLogin(request, email, password);
  if (auth.aceite) return;
  const res = await request.post('/api/Aceite', {
    headers: { authorization: `Bearer ${auth.token}` },
    data: { email },
  });
  expect(res.status(), await res.text()).toBe(200);
}
