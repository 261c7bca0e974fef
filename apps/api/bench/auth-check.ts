/**
 * What the per-request session check costs: GET Configuracao/DadosPessoais (one small read) with
 * the access token checked against its live session, on PGlite (or BENCH_DATABASE_URL through the
 * test helper's TEST_DATABASE_URL). Run: node --import tsx bench/auth-check.ts
 */
import { performance } from 'node:perf_hooks';
import { buildTestApp } from '../src/test/build-test-app.ts';
import { createUser } from '../src/test/factories.ts';

const N = Number(process.env.N ?? 2000);
const t = await buildTestApp();
try {
  const user = await createUser(t);
  const call = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  for (let i = 0; i < 200; i++) await call('/api/Configuracao/DadosPessoais', user.auth); // warm-up
  const measure = async (label: string, url: string, headers: Record<string, string>) => {
    const start = performance.now();
    for (let i = 0; i < N; i++) await call(url, headers);
    const ms = (performance.now() - start) / N;
    console.log(`${label}: ${ms.toFixed(3)} ms per request (${N} requests)`);
  };
  await measure('authenticated GET Configuracao/DadosPessoais', '/api/Configuracao/DadosPessoais', user.auth);
  await measure('public GET TermosUso (no token)', '/api/TermosUso', {});
} finally {
  await t.close();
}
