import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { linhas } from '../db/linhas.ts';
import { SCHEMA_GAP_CODES } from '../errors.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createUser, PNG_DATA_URL, type TestUser } from '../test/factories.ts';
import { createWorld, type World } from '../test/fixture-world.ts';
import { type ApiRoute, apiRoutes, fillPath } from '../test/route-table.ts';
import { arbitraryFor, plausibleFor, type Samples } from '../test/zod-arbitrary.ts';

/**
 * Property: whatever a client sends to any registered route, the API answers below 500, with the
 * error envelope and a Portuguese message when it refuses, and a refused request leaves the
 * database as it was. Inputs are derived from each route's zod schemas (see zod-arbitrary.ts).
 * Fixed seed and bounded runs: FUZZ_RUNS / FUZZ_SEED / FUZZ_SECONDS override them to hunt locally.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 800);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_523);
/**
 * A ceiling on a slow or crowded machine: the same seeded sequence is cut short (never a failure
 * by itself), so CI stays within its budget; at least 200 runs must happen.
 */
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 60);

/**
 * Routes whose success uses up the caller or its records (account deleted, password or e-mail
 * changed, unit or evidence deleted): called by a throwaway user, replaced after each success,
 * so the owner's world stays whole for the other routes.
 */
const SPENDS_THE_CALLER = new Set([
  'POST /api/Logout',
  'DELETE /api/Configuracao/ExcluirConta',
  'PUT /api/Configuracao/AlterarSenha',
  'PUT /api/Configuracao/DadosPessoais',
  'DELETE /api/Objeto/:id',
  'POST /api/Evidencia/Remover/Delete',
]);

/** Tables a refused request may legitimately change: failed attempts are counted on purpose. */
const MAY_CHANGE_ON_REFUSAL = new Set(['rate_limit']);

/** Messages that betray a framework default instead of the application's Portuguese text. */
const ENGLISH = /\b(the|is|must|should|expected|required|received|invalid|error|not found|bad request)\b/i;

let t: TestApp;
let world: World;
let victim: TestUser;
let routes: ApiRoute[];
let checksumQuery: ReturnType<typeof sql.raw>;

const samples = (w: World): Samples => {
  const ids = [w.objetoId, w.objetoFinalizadoId, w.questionarioId, w.questionarioFinalizadoId];
  return {
    id: [w.objetoId, w.evidenciaId, w.onboardingId],
    objetoId: [w.objetoId, w.objetoFinalizadoId],
    objeto_id: [w.objetoId, w.objetoFinalizadoId],
    edicaoId: [w.edicaoId],
    guia_id: [w.edicaoId],
    questionarioId: [w.questionarioId, w.questionarioFinalizadoId],
    questionario_id: [w.questionarioId, w.questionarioFinalizadoId],
    indicadorId: [w.indicadorId],
    indicador_id: [w.indicadorId],
    nivel_id: [w.nivelId, null],
    percentual: [0, 50, 100, null],
    user_id: [w.owner.id, w.other.id, ...ids],
    email: [w.owner.email, 'outra.pessoa@exemplo.com.br'],
    password: [w.owner.password, 'senha-forte-9'],
    newpassword: ['senha-nova-10'],
    confirmnewpassword: ['senha-nova-10'],
    confirmpassword: ['senha-forte-9'],
    celular: ['(65)99999-8888'],
    preenchimento_orientado_celular: ['(65) 99999-8888'],
    preenchimento_orientado_email: ['ana@instituto.org.br'],
    cpf: ['529.982.247-25', '111.444.777-35'],
    cnpj: ['11.222.333/0001-81'],
    nome: ['Maria da Silva', 'foto.png', 'planilha.xlsx'],
    nomeunidade: ['Fazenda Nova', 'Açougue Central'],
    categoria_id: [3],
    uf: ['SP'],
    cidade: [3550308],
    car: ['MT-5103403-0123456789ABCDEF0123456789ABCDEF'],
    inscricao_estadual: ['13.123.456-78'],
    codigo: ['123456', w.codigoComprovante],
    token: ['x'.repeat(43)],
    refresh_token: ['y'.repeat(43)],
    evidencia: [PNG_DATA_URL],
    texto: ['<p>Texto</p>'],
    busca: ['Açougue', 'central'],
    grupo: ['minha-regiao', 'brasil'],
  };
};

/**
 * Row counts and the newest row version (xmin) of every table: any insert, update or delete shows.
 * Only recomputed when some transaction wrote since the last call (the next transaction id moved).
 */
let last: { xid: string; sum: Record<string, string> } | null = null;
async function checksum(): Promise<Record<string, string>> {
  const x = await linhas<{ xid: string }>(
    t.db,
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`,
  );
  const xid = x[0]!.xid;
  if (last?.xid === xid) return last.sum;
  const rows = await linhas<Record<string, string>>(t.db, checksumQuery);
  last = { xid, sum: rows[0]! };
  return last.sum;
}

beforeAll(async () => {
  t = await buildTestApp();
  world = await createWorld(t);
  victim = await createUser(t);
  routes = apiRoutes(t.routes);
  const rows = await linhas<{ name: string }>(
    t.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables = rows.map((r) => r.name).filter((name) => !MAY_CHANGE_ON_REFUSAL.has(name));
  checksumQuery = sql.raw(
    `select ${tables
      .map(
        (name) =>
          `(select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from "${name}") as "${name}"`,
      )
      .join(', ')}`,
  );
});

afterAll(async () => {
  await t.close();
});

/** Values of a query string or path: what a URL can carry. */
function asText(value: unknown): string | string[] {
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  if (typeof value === 'string') return value;
  return value === undefined ? '' : JSON.stringify(value);
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Raw bodies no schema can describe: truncated or deeply nested JSON, other content types. */
const RAW_BODIES = [
  { payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}`, type: 'application/json' },
  { payload: `{"a":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_001)}`, type: 'application/json' },
  { payload: '{"nome": "a', type: 'application/json' },
  { payload: '"\\u0000"', type: 'application/json' },
  { payload: 'nome=a%00b', type: 'application/x-www-form-urlencoded' },
  { payload: 'texto', type: 'text/plain' },
  { payload: '{"a":1}', type: 'application/json; charset=latin1' },
];

interface FuzzCase {
  key: string;
  anonymous: boolean;
  params: unknown;
  query: unknown;
  body: unknown;
  raw: (typeof RAW_BODIES)[number] | null;
  ip: string;
}

/** One part of the request is under attack; the others are plausible, so that the attack reaches the code. */
const fuzzCase = (w: World) =>
  fc.constantFrom(...routes.map((r) => r.key)).chain((key) => {
    const route = routes.find((r) => r.key === key)!;
    const schema = (route.schema ?? {}) as Record<'params' | 'querystring' | 'body', z.ZodType | undefined>;
    const parts = (['params', 'querystring', 'body'] as const).filter((part) => schema[part]);
    const part = (target: string, name: (typeof parts)[number]) =>
      target === name ? arbitraryFor(schema[name], samples(w)) : plausibleFor(schema[name], samples(w));
    return fc.constantFrom('none', ...parts).chain((target) =>
      fc.record({
        key: fc.constant(key),
        anonymous: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
        params: part(target, 'params'),
        query: part(target, 'querystring'),
        body: schema.body ? part(target, 'body') : arbitraryFor(undefined, samples(w)),
        raw: fc.option(fc.constantFrom(...RAW_BODIES), { freq: 12 }),
        ip: fc.ipV4(),
      }),
    );
  });

async function send(c: FuzzCase, caller: TestUser | null) {
  const route = routes.find((r) => r.key === c.key)!;
  const params = asRecord(c.params);
  const path = fillPath(
    route.url,
    // `:name` parameters and a trailing `*` (a file path).
    Object.fromEntries(
      [...route.url.matchAll(/:(\w+)|\*/g)].map(([m, n]) => [n ?? m, String(asText(params[n ?? m]))]),
    ),
  );
  const query = Object.fromEntries(Object.entries(asRecord(c.query)).map(([k, v]) => [k, asText(v)]));
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD' && (c.raw || c.body !== undefined);
  const body = c.raw ?? { payload: JSON.stringify(c.body), type: 'application/json' };
  return t.app.inject({
    method: route.method as 'GET',
    url: path,
    query,
    remoteAddress: c.ip,
    headers: { ...caller?.auth, ...(hasBody ? { 'content-type': body.type } : {}) },
    ...(hasBody ? { payload: body.payload } : {}),
  });
}

/** What is wrong with the answer to one case, or null. Successes may change the database. */
async function examine(c: FuzzCase, state: { before: Record<string, string> }): Promise<string | null> {
  const route = routes.find((r) => r.key === c.key)!;
  const spends = SPENDS_THE_CALLER.has(c.key);
  const caller = c.anonymous ? null : spends ? victim : world.owner;
  const res = await send(c, caller);
  const where = `${c.key} ${c.anonymous ? '(anonymous)' : ''} -> ${res.statusCode} ${res.body.slice(0, 160)}`;
  if (res.statusCode >= 500) return `5xx: ${where}`;
  const after = await checksum();
  if (res.statusCode >= 400) {
    let body: { error?: unknown; clientMessage?: unknown; code?: unknown };
    try {
      body = res.json();
    } catch {
      return `not the error envelope: ${where}`;
    }
    const message = typeof body.clientMessage === 'string' ? body.clientMessage.trim() : '';
    if (!message || typeof body.error !== 'string') return `not the error envelope: ${where}`;
    if (ENGLISH.test(message)) return `not in Portuguese: ${where}`;
    if (SCHEMA_GAP_CODES.has(String(body.code))) return `only the database refused it: ${where}`;
    const changed = Object.keys(after).filter((table) => after[table] !== state.before[table]);
    if (changed.length > 0) return `a refused request changed ${changed.join(', ')}: ${where}`;
    return null;
  }
  if (spends && caller) victim = await createUser(t);
  if (!spends && caller && route.method !== 'GET') {
    const alive = await t.app.inject({ method: 'GET', url: '/api/Objeto', headers: world.owner.auth });
    if (alive.statusCode !== 200) return `${c.key} ended the owner's session: add it to SPENDS_THE_CALLER`;
  }
  state.before = await checksum();
  return null;
}

describe('input fuzz over every route', () => {
  it(
    'never answers 5xx, refuses in Portuguese and changes nothing when it refuses',
    async () => {
      const state = { before: await checksum() };
      // FUZZ_TALLY=1 counts every problem instead of stopping at the first (figures for docs/security.md).
      const tally = process.env.FUZZ_TALLY === '1';
      const problems = new Map<string, number>();
      let requests = 0;
      await fc.assert(
        fc.asyncProperty(fuzzCase(world), async (c) => {
          requests += 1;
          const problem = await examine(c, state);
          if (!problem) return;
          if (!tally) throw new Error(problem);
          const kind = `${problem.slice(0, problem.indexOf(':'))}: ${c.key}`;
          problems.set(kind, (problems.get(kind) ?? 0) + 1);
        }),
        {
          numRuns: RUNS,
          seed: SEED,
          endOnFailure: true,
          interruptAfterTimeLimit: SECONDS * 1000,
          markInterruptAsFailure: false,
        },
      );
      console.info(`input fuzz: ${requests} of ${RUNS} runs (seed ${SEED})`);
      if (tally) {
        const fives = [...problems].filter(([k]) => k.startsWith('5xx')).reduce((n, [, v]) => n + v, 0);
        console.info(`input fuzz: ${requests} requests, ${fives} answered 5xx`);
        for (const [kind, n] of [...problems].sort()) console.info(`  ${n}\t${kind}`);
      }
      expect(requests).toBeGreaterThanOrEqual(Math.min(RUNS, 200));
    },
    (SECONDS + 45) * 1000,
  );
});
