/**
 * Report benchmark at scale (issue "Performance"): seeds 100,000 units with finished
 * questionnaires on PostgreSQL (bench/seed-100k.ts), starts the real server in a child process,
 * and measures with 50 connections the report endpoints and POST Guia/Resposta against
 * GET /api/health (one database round trip) measured in the same run. Prints a markdown table,
 * the server's peak memory, and PASS/FAIL per target; the exit code is 0 either way (figures go
 * to docs/performance.md, never into tests).
 *
 *   npm run bench                               # BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres
 *   BENCH_REUSE=1 BENCH_SECONDS=3 npm run bench   # keep the seeded database, short cases
 *   BENCH_CPU_PROF=/tmp/prof npm run bench        # also write the server's CPU profile
 *   BENCH_CASES='Resposta$' npm run bench         # only the matching cases (and health)
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { BENCH_EMAIL, BENCH_PASSWORD, contarDados, seedBench, seedOptionsFromEnv } from './seed-100k.ts';
import { freePort, waitForHealth } from './servidor.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** POST Guia/Resposta is also measured at this fixed rate (same 50 connections), below saturation. */
const POST_RATE = Number(process.env.BENCH_POST_RATE ?? 100);
// What Chromium sends on every request; empty to measure uncompressed answers.
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
/**
 * Issue 15: every report at ≥ 50% of /api/health's throughput (served from what was stored at the
 * finish); the answer save at ≥ 35% of /api/health's throughput with a p99 ≤ 3 × health's p99, and
 * paced at POST_RATE a p99 no higher than health's (all measured in the same run, on the same load).
 */
const TARGETS = { reportRatio: 0.5, respostaRatio: 0.35, respostaP99xHealth: 3, rssMb: 300 };

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// 1. Database.
const seedOptions = seedOptionsFromEnv();
const seed = await seedBench(seedOptions);
const dados = await contarDados(seed.url);
console.log(
  `Data: ${Number(dados.usuarios).toLocaleString('en-US')} users, ${Number(dados.unidades).toLocaleString('en-US')} units in ${dados.ufs} UFs and ${dados.municipios} municipalities, ` +
    `${Number(dados.finalizados).toLocaleString('en-US')} finished questionnaires, ${Number(dados.respostas).toLocaleString('en-US')} answers, ` +
    `${Number(dados.resultados).toLocaleString('en-US')} per-principle results (${dados.tamanho}).`,
);

// 2. What the benchmarked producer owns.
const fixtures = await loadFixtures(seed.url);

// 3. The real server, in its own process so its memory can be sampled.
const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'guia-bench-server-'));
// BENCH_CPU_PROF=dir writes a V8 CPU profile of the server (open it in Chrome DevTools).
const profile = process.env.BENCH_CPU_PROF
  ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.BENCH_CPU_PROF)]
  : [];
const server = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/server.ts'], {
  cwd: apiDir,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: seed.url,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: 'error',
    ADMIN_EMAIL: 'admin@bench.local',
    ADMIN_PASSWORD: 'bench-admin-senha-1',
    ACCESS_TOKEN_TTL_SECONDS: '7200',
    RATE_LIMIT_PER_IP: '1000000',
    RATE_LIMIT_PER_ACCOUNT: '1000000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
let stopSampling = () => {};

try {
  await waitForHealth(base, server);
  await waitForComparativo(seed.url, fixtures.edicaoId);
  const memory = sampleMemory(server.pid!);
  stopSampling = memory.stop;
  const idleMb = memory.current();

  const login = await fetch(`${base}/api/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ alternativa: 'EMAIL', email: BENCH_EMAIL, password: BENCH_PASSWORD }),
  });
  if (!login.ok) throw new Error(`Login: ${login.status} ${await login.text()}`);
  const { data } = (await login.json()) as { data: { token: string } };
  const headers: Record<string, string> = {
    authorization: `Bearer ${data.token}`,
    ...(ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {}),
  };

  const relatorio = (sufixo: string) =>
    rotate(
      fixtures.finalizados.map((q) => `/api/Objeto/${q.objetoId}/${fixtures.edicaoId}/${q.id}${sufixo}`),
    );
  const corpos = respostaBodies(fixtures);
  const cases: Case[] = [
    { name: 'GET /api/health', kind: 'health', next: rotate(['/api/health']) },
    {
      name: 'GET /api/Objeto/:objetoId/:edicaoId (desempenho)',
      kind: 'report',
      next: rotate(fixtures.finalizados.map((q) => `/api/Objeto/${q.objetoId}/${fixtures.edicaoId}`)),
    },
    { name: 'GET …/:questionarioId/completo', kind: 'report', next: relatorio('/completo') },
    { name: 'GET …/:questionarioId/prioridades', kind: 'report', next: relatorio('/prioridades') },
    {
      name: 'GET …/:questionarioId/comparativo?grupo=minha-regiao',
      kind: 'report',
      next: relatorio('/comparativo?grupo=minha-regiao'),
    },
    {
      name: 'GET …/:questionarioId/comparativo?grupo=brasil',
      kind: 'report',
      next: relatorio('/comparativo?grupo=brasil'),
    },
    {
      name: 'POST /api/Guia/Resposta',
      kind: 'resposta',
      method: 'POST',
      next: rotate(['/api/Guia/Resposta']),
      body: corpos,
    },
    {
      name: `POST /api/Guia/Resposta at ${POST_RATE} req/s`,
      kind: 'resposta',
      method: 'POST',
      next: rotate(['/api/Guia/Resposta']),
      body: corpos,
      rate: POST_RATE,
    },
  ];

  console.log(
    `\n${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, node ${process.version}, ` +
      `${fixtures.postgres}; ${CONNECTIONS} connections, ${DURATION} s per case (+${WARMUP} s warm-up)`,
  );
  console.log(
    `Producer: ${fixtures.finalizados.length} units with a finished questionnaire, ${fixtures.abertos.length} open questionnaires.\n`,
  );

  // BENCH_CASES=regex keeps only the matching cases (health always runs: the ratios need it).
  const filtro = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES) : undefined;
  const escolhidos = cases.filter((c) => c.kind === 'health' || !filtro || filtro.test(c.name));
  const results: (Case & { result: autocannon.Result; rssMb: number; cpu: CpuPorPedido })[] = [];
  for (const c of escolhidos) {
    await check(base, c, headers);
    if (WARMUP > 0) await load(base, c, headers, WARMUP);
    memory.resetCasePeak();
    const cpuAntes = cpuTicks(server.pid!);
    const result = await load(base, c, headers, DURATION);
    const cpu = cpuPorPedido(cpuAntes, cpuTicks(server.pid!), result.requests.total);
    results.push({ ...c, result, rssMb: memory.casePeak(), cpu });
    const codes = Object.entries(result.statusCodeStats ?? {})
      .map(([code, s]) => `${code}: ${(s as { count: number }).count}`)
      .join(', ');
    console.log(`  ${c.name}: ${Math.round(result.requests.average)} req/s (${codes})`);
  }

  const health = results[0]!.result.requests.average;
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  console.log(
    '\n| endpoint | req/s | ratio to health | p50 ms | p99 ms | non-2xx | server RSS peak MB | CPU ms per request: server / PostgreSQL / client |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${fmt(r.result.requests.average)} | ${r.rate ? 'fixed rate' : (r.result.requests.average / health).toFixed(2)} | ${r.result.latency.p50} | ${r.result.latency.p99} | ${r.result.non2xx + r.result.errors} | ${r.rssMb} | ${r.cpu.servidor.toFixed(2)} / ${r.cpu.postgres.toFixed(2)} / ${r.cpu.cliente.toFixed(2)} |`,
    );
  }
  const peakMb = memory.peak();
  console.log(`\nServer RSS: ${idleMb} MB after start, peak ${peakMb} MB during the load.`);
  console.log(`Seed: ${seed.reused ? 'reused database, seeded' : 'seeded'} in ${seed.seconds} s.\n`);

  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  for (const r of results.filter((x) => x.kind === 'report')) {
    const ratio = r.result.requests.average / health;
    console.log(
      `${verdict(ratio >= TARGETS.reportRatio && r.result.non2xx === 0)}  ${r.name}: ${(ratio * 100).toFixed(0)}% of /api/health (target ≥ ${TARGETS.reportRatio * 100}%, no non-2xx)`,
    );
  }
  const healthP99 = results[0]!.result.latency.p99;
  for (const r of results.filter((x) => x.kind === 'resposta')) {
    const p99 = r.result.latency.p99;
    const ok = r.result.non2xx === 0 && r.result.errors === 0;
    if (r.rate) {
      console.log(
        `${verdict(ok && p99 <= healthP99)}  ${r.name}: p99 ${p99} ms (target ≤ health's ${healthP99} ms, no non-2xx)`,
      );
    } else {
      const ratio = r.result.requests.average / health;
      console.log(
        `${verdict(ok && ratio >= TARGETS.respostaRatio && p99 <= TARGETS.respostaP99xHealth * healthP99)}  ${r.name}: ${(ratio * 100).toFixed(0)}% of /api/health (target ≥ ${TARGETS.respostaRatio * 100}%), p99 ${p99} ms (target ≤ ${TARGETS.respostaP99xHealth} × ${healthP99} ms), no non-2xx`,
      );
    }
  }
  console.log(
    `${verdict(peakMb < TARGETS.rssMb)}  server memory: peak RSS ${peakMb} MB (target < ${TARGETS.rssMb} MB)`,
  );
} finally {
  stopSampling();
  // autocannon drops its sockets at the deadline: let the handlers still running finish first.
  await new Promise((r) => setTimeout(r, 1000));
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `\nThe database ${seedOptions.database} is kept for BENCH_REUSE=1; drop it with: psql -c 'drop database ${seedOptions.database}'`,
);

interface Case {
  name: string;
  kind: 'health' | 'report' | 'resposta';
  method?: 'GET' | 'POST';
  /** Next path; requests are spread over the producer's units and questionnaires. */
  next: () => string;
  body?: () => string;
  /** Requests started at this even pace (req/s) instead of as fast as the server answers. */
  rate?: number;
}

/** One autocannon run; each request takes the next path (and body) in the rotation. */
function load(baseUrl: string, c: Case, headers: Record<string, string>, seconds: number) {
  if (c.rate) return paced(baseUrl, c, headers, seconds, c.rate);
  return autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { ...headers, ...(c.body ? { 'content-type': 'application/json' } : {}) },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          method: c.method ?? 'GET',
          path: c.next(),
          ...(c.body ? { body: c.body() } : {}),
        }),
      },
    ],
  });
}

/**
 * Requests started at an even pace (one every 1000/rate ms, over keep-alive connections), as real
 * users arrive. autocannon's own rate limit is not used: it lets every connection send its whole
 * per-second quota at the top of each second, so its latencies measure a burst, not the pace.
 */
async function paced(
  baseUrl: string,
  c: Case,
  headers: Record<string, string>,
  seconds: number,
  rate: number,
): Promise<autocannon.Result> {
  const latencies: number[] = [];
  const codes = new Map<number, number>();
  let errors = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < seconds * rate; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const t0 = performance.now();
    pending.push(
      fetch(`${baseUrl}${c.next()}`, {
        method: c.method ?? 'GET',
        headers: { ...headers, ...(c.body ? { 'content-type': 'application/json' } : {}) },
        body: c.body?.(),
      })
        .then(async (res) => {
          await res.arrayBuffer();
          latencies.push(performance.now() - t0);
          codes.set(res.status, (codes.get(res.status) ?? 0) + 1);
        })
        .catch(() => {
          errors += 1;
        }),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0);
  const non2xx = [...codes].filter(([code]) => code < 200 || code > 299).reduce((n, [, k]) => n + k, 0);
  return {
    requests: { average: latencies.length / elapsed },
    latency: { p50: pct(0.5), p99: pct(0.99) },
    non2xx,
    errors,
    statusCodeStats: Object.fromEntries([...codes].map(([code, count]) => [code, { count }])),
  } as unknown as autocannon.Result;
}

/** One request of the case before the load: a wrong route or payload fails loudly instead of measuring 404s. */
async function check(baseUrl: string, c: Case, headers: Record<string, string>) {
  const res = await fetch(`${baseUrl}${c.next()}`, {
    method: c.method ?? 'GET',
    headers: { ...headers, ...(c.body ? { 'content-type': 'application/json' } : {}) },
    body: c.body?.(),
  });
  if (!res.ok) {
    console.error(`  ${c.name}: ${res.status} ${(await res.text()).slice(0, 500)}`);
  }
}

function rotate<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new Error('nothing to rotate over');
  let i = 0;
  return () => items[i++ % items.length]!;
}

interface Fixtures {
  edicaoId: number;
  postgres: string;
  finalizados: { id: number; objetoId: number }[];
  abertos: { id: number; objetoId: number; categoriaId: number }[];
  indicadores: Map<number, { id: number; possuipercentual: boolean; niveis: number[] }[]>;
}

/** The producer's latest finished questionnaire per unit, open questionnaires, and the indicators they answer. */
/**
 * The server publishes the comparative snapshots when it starts (one full refresh of 100,000
 * units); the cases measure reads, so they wait for it to finish.
 */
async function waitForComparativo(url: string, edicaoId: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const inicio = Date.now();
  try {
    for (;;) {
      const { rows } = await client.query('select 1 from comparativo_estado where edicao_id = $1', [
        edicaoId,
      ]);
      if (rows.length > 0) break;
      if (Date.now() - inicio > 600_000) throw new Error('Comparative snapshots not published after 10 min');
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    await client.end();
  }
  console.log(
    `Comparative snapshots published ${((Date.now() - inicio) / 1000).toFixed(1)} s after the server was up.`,
  );
}

async function loadFixtures(url: string): Promise<Fixtures> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: ed } = await client.query<{ id: number }>(
      'select id from edicao where disponivel order by ano desc limit 1',
    );
    const edicaoId = ed[0]!.id;
    const { rows: versao } = await client.query<{ v: string }>(`select split_part(version(), ' ', 2) as v`);
    const { rows: finalizados } = await client.query<{ id: number; objetoId: number }>(
      `select distinct on (q.objeto_id) q.id, q.objeto_id as "objetoId"
         from questionario q join objeto o on o.id = q.objeto_id join usuario u on u.id = o.usuario_id
        where u.email = $1 and q.edicao_id = $2 and q.finalizado
        order by q.objeto_id, q.finalizado_em desc`,
      [BENCH_EMAIL, edicaoId],
    );
    const { rows: abertos } = await client.query<{ id: number; objetoId: number; categoriaId: number }>(
      `select q.id, q.objeto_id as "objetoId", o.categoria_id as "categoriaId"
         from questionario q join objeto o on o.id = q.objeto_id join usuario u on u.id = o.usuario_id
        where u.email = $1 and q.edicao_id = $2 and not q.finalizado
        order by q.id`,
      [BENCH_EMAIL, edicaoId],
    );
    // Each run starts from open questionnaires with no answer (see respostaBodies).
    await client.query('delete from resposta where questionario_id = any($1::int[])', [
      abertos.map((a) => a.id),
    ]);
    const indicadores = new Map<number, { id: number; possuipercentual: boolean; niveis: number[] }[]>();
    for (const categoria of new Set(abertos.map((a) => a.categoriaId))) {
      const { rows } = await client.query<{ id: number; possuipercentual: boolean; niveis: number[] }>(
        `select i.id, i.possuipercentual, array_agg(n.id order by n.peso) as niveis
           from indicador i
           join criterio c on c.id = i.criterio_id
           join principio p on p.id = c.principio_id
           join nivel n on n.indicador_id = i.id
          where p.edicao_id = $1 and (cardinality(i.categorias) = 0 or $2 = any(i.categorias))
          group by i.id order by i.id`,
        [edicaoId, categoria],
      );
      indicadores.set(categoria, rows);
    }
    return { edicaoId, postgres: `PostgreSQL ${versao[0]?.v}`, finalizados, abertos, indicadores };
  } finally {
    await client.end();
  }
}

/**
 * Bodies of POST Guia/Resposta: consecutive requests go to different open questionnaires, each pass
 * over them moves to the next indicator, and each new visit of an answer takes its indicator's next
 * level. The answers of the open questionnaires are cleared when the fixtures load, and both save
 * cases draw from this one sequence: every request changes the stored answer (a real upsert with a
 * new version), in every run of a reused database too.
 */
function respostaBodies(f: Fixtures): () => string {
  let k = 0;
  return () => {
    const q = f.abertos[k % f.abertos.length]!;
    const volta = Math.floor(k / f.abertos.length);
    const indicadores = f.indicadores.get(q.categoriaId)!;
    const ind = indicadores[volta % indicadores.length]!;
    const visita = Math.floor(volta / indicadores.length);
    const nivel = ind.niveis[visita % ind.niveis.length]!;
    k += 1;
    return JSON.stringify({
      objeto_id: q.objetoId,
      guia_id: f.edicaoId,
      questionario_id: q.id,
      indicador_id: ind.id,
      nivel_id: nivel,
      percentual: ind.possuipercentual ? k % 101 : null,
    });
  };
}

/** Resident memory of a process in MB (Linux /proc; `ps` elsewhere). */
function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    const kb = Number(
      execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
        .toString()
        .trim(),
    );
    return Math.round(kb / 1024);
  }
}

/** Samples the server's RSS every 500 ms; keeps the overall peak and the peak of the current case. */
function sampleMemory(pid: number) {
  let peak = rssMb(pid);
  let casePeak = peak;
  const timer = setInterval(() => {
    const mb = rssMb(pid);
    peak = Math.max(peak, mb);
    casePeak = Math.max(casePeak, mb);
  }, 500);
  return {
    current: () => rssMb(pid),
    peak: () => Math.max(peak, rssMb(pid)),
    casePeak: () => Math.max(casePeak, rssMb(pid)),
    resetCasePeak: () => {
      casePeak = rssMb(pid);
    },
    stop: () => clearInterval(timer),
  };
}

/** CPU time (ms) so far of the server, of every PostgreSQL process, and of this process (the load). */
function cpuTicks(pid: number) {
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  const deStat = (stat: string) => {
    const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(campos[11]) + Number(campos[12])) * tick;
  };
  let postgres = 0;
  for (const nome of readdirSync('/proc')) {
    if (!/^\d+$/.test(nome)) continue;
    try {
      const stat = readFileSync(`/proc/${nome}/stat`, 'utf8');
      if (stat.includes('(postgres)')) postgres += deStat(stat);
    } catch {
      // the process ended meanwhile
    }
  }
  const proprio = process.cpuUsage();
  return {
    servidor: deStat(readFileSync(`/proc/${pid}/stat`, 'utf8')),
    postgres,
    cliente: (proprio.user + proprio.system) / 1000,
  };
}

type CpuPorPedido = ReturnType<typeof cpuTicks>;

function cpuPorPedido(antes: CpuPorPedido, depois: CpuPorPedido, pedidos: number): CpuPorPedido {
  const n = Number.isFinite(pedidos) && pedidos > 0 ? pedidos : Number.NaN;
  return {
    servidor: (depois.servidor - antes.servidor) / n,
    postgres: (depois.postgres - antes.postgres) / n,
    cliente: (depois.cliente - antes.cliente) / n,
  };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timeout = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timeout);
}
