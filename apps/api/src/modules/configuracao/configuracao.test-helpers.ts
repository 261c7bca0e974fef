import { expect } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestUser } from '../../test/factories.ts';

// What the settings route tests share: helpers that take the test file's app first (each file
// builds its own app in its own hooks, one database a file).

export function call(
  t: TestApp,
  method: 'GET' | 'PUT' | 'DELETE',
  path: string,
  user?: TestUser,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `/api/Configuracao/${path}`,
    headers: user?.auth ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A real session of `user`: access and refresh tokens from POST Login. */
export async function login(t: TestApp, user: TestUser, password = user.password) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Login',
    payload: { alternativa: 'EMAIL', email: user.email, password },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { token: string; refreshToken: string };
}

export function refresh(t: TestApp, refreshToken: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Login',
    payload: { grant_type: 'refresh_token', refresh_token: refreshToken },
  });
}
