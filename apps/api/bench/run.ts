/**
 * Load benchmark of the main read paths and of the login, on a fresh seeded database (embedded
 * PGlite, or the PostgreSQL server of TEST_DATABASE_URL). Prints one line per endpoint; the
 * figures go to docs/performance.md, never into tests.
 *
 *   npm run bench:small -w apps/api                      # PGlite
 *   TEST_DATABASE_URL=postgres://... npm run bench:small -w apps/api
 */
import autocannon from 'autocannon';
import { buildTestApp } from '../src/test/build-test-app.ts';
import { createUser } from '../src/test/factories.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const t = await buildTestApp({ RATE_LIMIT_PER_IP: 1_000_000, RATE_LIMIT_PER_ACCOUNT: 1_000_000 });
const user = await createUser(t, { password: 'bench-senha-1' });

// A producer with 30 units, the size of a large cooperative account.
for (let i = 0; i < 30; i++) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Objeto',
    headers: user.auth,
    payload: { categoria_id: 3, nomeunidade: `Unidade ${i + 1}`, uf: 'MT', cidade: 5103403 },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
}

const address = await t.app.listen({ port: 0, host: '127.0.0.1' });

interface Case {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  auth?: boolean;
  connections?: number;
}

const cases: Case[] = [
  { name: 'GET /api/health', path: '/api/health' },
  { name: 'GET /api/Categoria', path: '/api/Categoria' },
  { name: 'GET /api/Estado/MT/Cidade (142 cities)', path: '/api/Estado/MT/Cidade' },
  { name: 'GET /api/Objeto (30 units)', path: '/api/Objeto', auth: true },
  { name: 'GET /api/Resumo (30 units)', path: '/api/Resumo', auth: true },
  {
    name: 'POST /api/Login (argon2id)',
    path: '/api/Login',
    method: 'POST',
    body: { alternativa: 'EMAIL', email: user.email, password: 'bench-senha-1' },
    connections: 4,
  },
];

console.log(
  `node ${process.version}, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${DURATION} s per case`,
);
console.log('| endpoint | req/s | p50 ms | p99 ms | errors |');
console.log('|---|---:|---:|---:|---:|');
for (const c of cases) {
  const result = await autocannon({
    url: `${address}${c.path}`,
    method: c.method ?? 'GET',
    connections: c.connections ?? 10,
    duration: DURATION,
    headers: {
      ...(c.auth ? user.auth : {}),
      ...(c.body ? { 'content-type': 'application/json' } : {}),
    },
    body: c.body ? JSON.stringify(c.body) : undefined,
  });
  const errors = result.errors + result.non2xx;
  console.log(
    `| ${c.name} | ${Math.round(result.requests.average).toLocaleString('pt-BR')} | ${result.latency.p50} | ${result.latency.p99} | ${errors} |`,
  );
}

await t.close();
