import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { TestUser } from '../../test/factories.ts';

// Shared by the settings route tests: each test file calls `usarAppDeTeste()` once at its top,
// which builds that file's app; `t` is a live binding, set before the tests run.

export let t: TestApp;

/** Builds the file's app once and empties user data before each test. */
export function usarAppDeTeste() {
  beforeAll(async () => {
    t = await buildTestApp();
  });

  beforeEach(async () => {
    await t.reset();
  });

  afterAll(async () => {
    await t.close();
  });
}

export function call(method: 'GET' | 'PUT' | 'DELETE', path: string, user?: TestUser, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/Configuracao/${path}`,
    headers: user?.auth ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A real session of `user`: access and refresh tokens from POST Login. */
export async function login(user: TestUser, password = user.password) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Login',
    payload: { alternativa: 'EMAIL', email: user.email, password },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { token: string; refreshToken: string };
}

export function refresh(refreshToken: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Login',
    payload: { grant_type: 'refresh_token', refresh_token: refreshToken },
  });
}
