/**
 * Load benchmark of the main read paths and of the login, on a fresh seeded database (embedded
 * PGlite, or the PostgreSQL server of TEST_DATABASE_URL). Prints one line per endpoint; the
 * figures go to docs/performance.md, never into tests.
 *
 *   npm run bench:small -w apps/api                      # PGlite
 *   TEST_DATABASE_URL=postgres://... npm run bench:small -w apps/api
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { linhas as linhasDe } from '../src/db/linhas.ts';
import { atualizarComparativo } from '../src/modules/relatorio/comparativo.service.ts';
import { buildTestApp } from '../src/test/build-test-app.ts';
import { createUser } from '../src/test/factories.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/** Other producers' finished units the comparative groups hold (one owner per 3 units). */
const UNIDADES_COMPARATIVO = Number(process.env.BENCH_COMPARATIVO_UNIDADES ?? 5000);
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

// The comparative: every unit of the producer and of other producers finishes the first edition.
const linhas = <T>(q: ReturnType<typeof sql>) => linhasDe<T>(t.db, q);
const [edicao] = await linhas<{ id: number }>(sql`select min(id) as id from edicao`);
const edicaoId = Number(edicao!.id);
const donos = Math.ceil(UNIDADES_COMPARATIVO / 3);
await t.db.execute(sql`
  insert into usuario (nome, email, celular, selecao, password_hash, email_verificado_em, criado_em)
  select 'Produtor ' || g, 'produtor' || g || '@bench.local', '65999998888', 'cpf', 'sem-senha',
    now() - interval '90 days', now() - interval '90 days'
  from generate_series(1, ${donos}::int) g`);
await t.db.execute(sql`
  with m as (select array_agg(codigo order by codigo) as c, array_agg(uf order by codigo) as u from municipio),
  d as (select min(id) as primeiro from usuario where email like '%@bench.local')
  insert into objeto (usuario_id, categoria_id, nomeunidade, uf, cidade)
  select d.primeiro + g % ${donos}::int, 6, 'Vizinha ' || g,
    m.u[1 + (g * 7919) % array_length(m.c, 1)], m.c[1 + (g * 7919) % array_length(m.c, 1)]
  from generate_series(1, ${UNIDADES_COMPARATIVO}::int) g, m, d`);
await t.db.execute(sql`
  insert into questionario (objeto_id, edicao_id, usuario_id, finalizado, finalizado_em)
  select o.id, ${edicaoId}::int, o.usuario_id, true, now() - interval '60 days' - (o.id % 97) * interval '1 hour'
  from objeto o`);
await t.db.execute(sql`
  insert into resultado_principio (questionario_id, principio_codigo, total, respondidas, aplicaveis,
    potencial, avaliacao, aproveitamento, atendido, nao_atendido, nao_preenchido)
  select q.id, p, 10, 10, 10, 50, 25, (q.id * p * 37) % 101, (q.id * p * 37) % 101, 100 - (q.id * p * 37) % 101, 0
  from questionario q, generate_series(1, 5) p where q.edicao_id = ${edicaoId}::int`);
const [primeira] = await linhas<{ objeto_id: number; questionario_id: number }>(
  sql`select o.id as objeto_id, q.id as questionario_id from objeto o
    join questionario q on q.objeto_id = o.id where o.usuario_id = ${user.id}::int order by o.id limit 1`,
);
const comparativo = `/api/Objeto/${primeira!.objeto_id}/${edicaoId}/${primeira!.questionario_id}/comparativo`;

async function cronometrar(nome: string, fn: () => Promise<unknown>) {
  const inicio = performance.now();
  const r = await fn();
  console.log(`${nome}: ${Math.round(performance.now() - inicio)} ms ${JSON.stringify(r)}`);
}
// Every member counts: accounts and finishes are older than the waiting period.
const regras = () => ({
  minUnidades: t.config.COMPARATIVO_MIN_UNIDADES,
  carenciaDias: t.config.COMPARATIVO_CARENCIA_DIAS,
  agora: new Date(),
});
console.log(`Comparative snapshots over ${UNIDADES_COMPARATIVO + 30} finished units of ${donos + 1} owners:`);
await cronometrar('  first publish', () => atualizarComparativo(t.db, edicaoId, regras()));
await cronometrar('  refresh, nothing finished (skip check)', () =>
  atualizarComparativo(t.db, edicaoId, regras()),
);
await cronometrar('  full diff, nothing to publish', () =>
  atualizarComparativo(t.db, edicaoId, regras(), { forcar: true }),
);
await t.db.execute(sql`
  with novos as (
    insert into questionario (objeto_id, edicao_id, usuario_id, finalizado, finalizado_em)
    select o.id, ${edicaoId}::int, o.usuario_id, true, now() - interval '31 days' from objeto o
    where o.nomeunidade like 'Vizinha %' order by o.id limit 200 returning id)
  insert into resultado_principio (questionario_id, principio_codigo, total, respondidas, aplicaveis,
    potencial, avaliacao, aproveitamento, atendido, nao_atendido, nao_preenchido)
  select n.id, p, 10, 10, 10, 50, 25, 50, 50, 50, 0 from novos n, generate_series(1, 5) p`);
await cronometrar('  full diff, 200 units changed (all groups publish)', () =>
  atualizarComparativo(t.db, edicaoId, regras()),
);

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
  { name: 'GET …/comparativo?grupo=minha-regiao', path: `${comparativo}?grupo=minha-regiao`, auth: true },
  { name: 'GET …/comparativo?grupo=brasil', path: `${comparativo}?grupo=brasil`, auth: true },
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
