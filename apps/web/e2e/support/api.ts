import { type APIRequestContext, expect } from '@playwright/test';

export const ADMIN = { email: 'admin@e2e.local', password: 'admin-e2e-123' };

/** Logs in through the API and answers the auth data the web client stores. */
export async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/Login', { data: { alternativa: 'EMAIL', email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as { token: string; refreshToken: string; aceite: boolean };
}

/** As the administrator, publishes a new version of the terms of use: users must accept again. */
export async function publishNewTerms(request: APIRequestContext, texto: string) {
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const res = await request.post('/api/Admin/TermosUso', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { texto },
  });
  expect(res.status(), await res.text()).toBe(200);
}
