/**
 * Upload benchmark (issue "Uploads that cannot exhaust the server"): starts the real server in a
 * child process, fires parallel maximal evidence uploads (10 files of 10 MB each as base64 data
 * URLs: a ~140 MB JSON body), and meanwhile measures the answer saves (POST Guia/Resposta) of
 * other users at a steady pace and samples the server's RSS. Prints the figures and PASS/FAIL per
 * target; the exit code is 0 either way (figures go to docs/performance.md, never into tests).
 *
 *   npm run bench:uploads -w apps/api                                  # embedded PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:uploads -w apps/api
 *   UPLOAD_MAX_BYTES_IN_FLIGHT=4294967296 npm run bench:uploads -w apps/api   # every upload admitted at once
 *
 * Knobs: BENCH_UPLOADS (20 parallel uploads), BENCH_FILES (10 per upload), BENCH_POST_RATE (20
 * answer saves per second), BENCH_BASELINE_SECONDS (5 s of saves alone first). An upload answered
 * 503 (or whose connection failed) is sent again after its Retry-After, as the web app's user
 * would, up to 20 times.
 *
 * Before the uploads, BENCH_REFUSED clients (15) send maximal upload bodies WITHOUT a token for
 * BENCH_REFUSED_SECONDS (15), one after another on new connections, while the saves go on: the
 * server's bytes read in that phase (`rchar` of /proc/<pid>/io) say whether refused bodies are
 * drained or dropped. BENCH_UPLOADS=0 runs only that phase.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EVIDENCIA_TAMANHO_MAXIMO, type GuiaEstrutura } from '@guia/shared';
import { hash } from '@node-rs/argon2';
import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, schema } from '../src/db/client.ts';
import { seedDatabase } from '../src/db/seed/index.ts';
import { localFileStore } from '../src/plugins/file-store.ts';
import { freePort, waitForHealth } from './servidor.ts';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 20);
const FILES = Number(process.env.BENCH_FILES ?? 10);
const POST_RATE = Number(process.env.BENCH_POST_RATE ?? 20);
const BASELINE_SECONDS = Number(process.env.BENCH_BASELINE_SECONDS ?? 5);
const REFUSED = Number(process.env.BENCH_REFUSED ?? 15);
const REFUSED_SECONDS = Number(process.env.BENCH_REFUSED_SECONDS ?? 15);
const ANSWERERS = 10;
const MAX_ATTEMPTS = 20;
const TARGETS = { rssMb: 600, respostaP99Ms: 200 };
const PASSWORD = 'bench-senha-1';

// A real PDF header padded to the largest size, as base64 once; every upload streams slices of it.
const PDF_BASE64 = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.alloc(EVIDENCIA_TAMANHO_MAXIMO - 9, 0x20),
]).toString('base64');
const FILE_HEAD = (i: number) =>
  `${i > 0 ? ',' : ''}{"nome":"laudo-${i + 1}.pdf","evidencia":"data:application/pdf;base64,`;

let saveCounter = 0;
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'guia-bench-uploads-'));

// 1. Database: PGlite in the server's DATA_DIR, or a throwaway PostgreSQL database.
let databaseUrl: string | undefined;
let dropDatabase = async () => {};
if (process.env.BENCH_DATABASE_URL) {
  const name = `guia_bench_uploads_${randomUUID().replace(/-/g, '').slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
}

const emails = {
  uploaders: Array.from({ length: UPLOADS }, (_, i) => `envia${i}@bench.local`),
  answerers: Array.from({ length: ANSWERERS }, (_, i) => `responde${i}@bench.local`),
};
let edicaoId = 0;
{
  const handle = await openDatabase({ url: databaseUrl, dataDir });
  await handle.migrate();
  await seedDatabase(handle.db, localFileStore(path.join(dataDir, 'files')));
  const passwordHash = await hash(PASSWORD);
  await handle.db.insert(schema.usuario).values(
    [...emails.uploaders, ...emails.answerers].map((email, i) => ({
      nome: `Produtor ${i + 1}`,
      email,
      celular: '65999998888',
      selecao: 'cpf' as const,
      cpf: null,
      passwordHash,
      role: 'visitante' as const,
      emailVerificadoEm: new Date(),
      aceiteVersao: 1,
      aceiteEm: new Date(),
    })),
  );
  const [ed] = await handle.db
    .select({ id: schema.edicao.id })
    .from(schema.edicao)
    .where(eq(schema.edicao.disponivel, true))
    .orderBy(desc(schema.edicao.ano))
    .limit(1);
  edicaoId = ed!.id;
  await handle.close();
}

// 2. The real server, in its own process so that its memory can be sampled.
const port = await freePort();
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: apiDir,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
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
// Whatever happens to this script, the server does not outlive it.
process.once('exit', () => server.kill('SIGKILL'));
const base = `http://127.0.0.1:${port}`;
let stopSampling = () => {};

try {
  await waitForHealth(base, server);
  const uploaders = await Promise.all(emails.uploaders.map((e) => prepare(e)));
  const answerers = await Promise.all(emails.answerers.map((e) => prepare(e)));
  const memory = sampleMemory(server.pid!);
  stopSampling = memory.stop;
  const idleMb = memory.current();

  console.log(
    `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load ${os.loadavg()[0]?.toFixed(1)}, node ${process.version}, ` +
      `${databaseUrl ? 'PostgreSQL' : 'PGlite'}; budget UPLOAD_MAX_BYTES_IN_FLIGHT=${process.env.UPLOAD_MAX_BYTES_IN_FLIGHT ?? 'default (512 MiB)'}`,
  );
  console.log(
    `${UPLOADS} parallel uploads of ${FILES} × ${EVIDENCIA_TAMANHO_MAXIMO.toLocaleString('en-US')} bytes (body ${(bodyLength(FILES) / 2 ** 20).toFixed(1)} MiB each); answer saves at ${POST_RATE}/s from ${ANSWERERS} other users.\n`,
  );

  // 3. Answer saves alone, then during a flood of refused (unauthenticated) uploads, then during the uploads.
  const baseline = await paced(answerers, BASELINE_SECONDS * POST_RATE);
  const readBefore = bytesRead(server.pid!);
  const floodStarted = performance.now();
  let floodDone = false;
  const duringFlood = pacedUntil(answerers, () => floodDone);
  const refusedSent = await refusedFlood(uploaders[0], floodStarted + REFUSED_SECONDS * 1000);
  floodDone = true;
  const floodSeconds = (performance.now() - floodStarted) / 1000;
  const floodSaves = await duringFlood;
  const floodRead = bytesRead(server.pid!) - readBefore;
  memory.resetPeak();
  const started = performance.now();
  let uploadsDone = false;
  const during = pacedUntil(answerers, () => uploadsDone);
  const results = await Promise.all(uploaders.map((u) => uploadWithRetry(u)));
  uploadsDone = true;
  const seconds = (performance.now() - started) / 1000;
  const saves = await during;
  const peakMb = memory.peak();

  const ok = results.filter((r) => r.status === 201).length;
  const refused = results.reduce((n, r) => n + r.refused503, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log('| phase | answer saves | p50 ms | p99 ms | max ms | non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [name, s] of [
    ['alone', baseline],
    [`during ${REFUSED} refused uploads`, floodSaves],
    ['during the uploads', saves],
  ] as const) {
    console.log(`| ${name} | ${s.count} | ${s.p50} | ${s.p99} | ${s.max} | ${s.non2xx} |`);
  }
  console.log(
    `\nUploads: ${ok} of ${UPLOADS} stored (201) in ${seconds.toFixed(1)} s; ${refused} answers 503 + Retry-After and ${failed} failed connections on the way; ` +
      `other statuses: ${JSON.stringify(results.filter((r) => r.status !== 201).map((r) => r.status))}.`,
  );
  console.log(
    `Refused uploads: ${REFUSED} clients sent ${(refusedSent.bytes / 2 ** 30).toFixed(2)} GiB in ${refusedSent.requests} unauthenticated requests over ${floodSeconds.toFixed(1)} s; the server read ${(floodRead / 2 ** 30).toFixed(2)} GiB meanwhile.`,
  );
  console.log(`Server RSS: ${idleMb} MB before the uploads, peak ${peakMb} MB during them.\n`);
  const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
  console.log(
    `${verdict(peakMb < TARGETS.rssMb)}  server peak RSS ${peakMb} MB (target < ${TARGETS.rssMb} MB)`,
  );
  console.log(
    `${verdict(saves.p99 < TARGETS.respostaP99Ms && saves.non2xx === 0)}  answer saves during the uploads: p99 ${saves.p99} ms (target < ${TARGETS.respostaP99Ms} ms, no non-2xx)`,
  );
  console.log(`${verdict(ok === UPLOADS)}  every upload stored in the end (${ok}/${UPLOADS})`);
} finally {
  stopSampling();
  await stop(server);
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
}

interface Producer {
  auth: { authorization: string };
  objetoId: number;
  edicaoId: number;
  questionarioId: number;
  indicadores: { id: number; niveis: number[]; possuipercentual: boolean }[];
}

/** Logs in, creates a unit and starts its questionnaire through the API. */
async function prepare(email: string): Promise<Producer> {
  const login = await api('POST', '/api/Login', undefined, {
    alternativa: 'EMAIL',
    email,
    password: PASSWORD,
  });
  const auth = { authorization: `Bearer ${login.data.token}` };
  const unidade = await api('POST', '/api/Objeto', auth, {
    categoria_id: 3,
    nomeunidade: `Unidade de ${email}`,
    uf: 'MT',
    cidade: 5103403,
  });
  const iniciado = await api('POST', '/api/Guia/Questionario', auth, {
    objeto_id: unidade.data.id,
    guia_id: edicaoId,
  });
  const questionarioId: number = iniciado.data.questionario.id;
  const estrutura: GuiaEstrutura = (
    await api('GET', `/api/Guia/${unidade.data.id}/${edicaoId}/${questionarioId}`, auth)
  ).data;
  const indicadores = estrutura.principios.flatMap((p) =>
    p.criterios.flatMap((c) =>
      c.indicadores.map((i) => ({
        id: i.id,
        niveis: i.niveis.map((n) => n.id),
        possuipercentual: i.possuipercentual,
      })),
    ),
  );
  return { auth, objetoId: unidade.data.id, edicaoId, questionarioId, indicadores };
}

// biome-ignore lint/suspicious/noExplicitAny: the bench reads a few known fields of the answers
async function api(method: string, url: string, auth?: Record<string, string>, body?: unknown): Promise<any> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

function bodyLength(files: number): number {
  let n = Buffer.byteLength('{"evidencias":[') + Buffer.byteLength(']}');
  for (let i = 0; i < files; i++)
    n += Buffer.byteLength(FILE_HEAD(i)) + PDF_BASE64.length + Buffer.byteLength('"}');
  return n;
}

/** One maximal upload, written to the socket in 64 KiB pieces as a browser would send it. */
function upload(p: Producer): Promise<{ status: number; retryAfter: number }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}/api/Evidencia/Arquivo/${p.indicadores[0]!.id}/${p.questionarioId}`,
      {
        method: 'POST',
        headers: {
          ...p.auth,
          'content-type': 'application/json',
          'content-length': String(bodyLength(FILES)),
        },
        // One connection per upload: one answered early is dropped, never reused half-sent.
        agent: false,
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, retryAfter: Number(res.headers['retry-after'] ?? 0) });
          req.destroy();
        });
      },
    );
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    let answered = false;
    req.on('response', () => {
      answered = true;
    });
    const pieces = (function* () {
      yield '{"evidencias":[';
      for (let i = 0; i < FILES; i++) {
        yield FILE_HEAD(i);
        for (let o = 0; o < PDF_BASE64.length; o += 65_536) yield PDF_BASE64.slice(o, o + 65_536);
        yield '"}';
      }
      yield ']}';
    })();
    const pump = () => {
      for (let next = pieces.next(); !next.done; next = pieces.next()) {
        // A refusal (503) comes before the body is read: stop sending.
        if (answered) return;
        if (!req.write(next.value)) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });
}

/** Bytes the server process has read (files and sockets alike), from /proc. */
function bytesRead(pid: number): number {
  const m = /^rchar: (\d+)$/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'));
  return Number(m?.[1] ?? 0);
}

/**
 * One maximal upload body without a token, on a raw socket: sent as fast as the socket takes it
 * until the whole body is out or the server closes the connection. Resolves with the bytes sent.
 */
function refusedUpload(p: Producer | undefined): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect(Number(new URL(base).port), '127.0.0.1');
    const total = bodyLength(FILES);
    const url = `/api/Evidencia/Arquivo/${p?.indicadores[0]?.id ?? 1}/${p?.questionarioId ?? 1}`;
    const piece = Buffer.alloc(65_536, 0x41);
    let sent = 0;
    let closed = false;
    socket.on('error', () => {});
    socket.on('data', () => {});
    socket.once('close', () => {
      closed = true;
      resolve(sent);
    });
    socket.once('connect', () => {
      socket.write(
        `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${total}\r\n\r\n`,
      );
      const pump = () => {
        while (!closed && sent < total) {
          sent += piece.length;
          if (!socket.write(piece)) return void socket.once('drain', pump);
        }
        if (!closed) socket.end();
      };
      pump();
    });
  });
}

/** REFUSED clients sending refused uploads one after another until `until`. */
async function refusedFlood(p: Producer | undefined, until: number) {
  let bytes = 0;
  let requests = 0;
  await Promise.all(
    Array.from({ length: REFUSED }, async () => {
      while (performance.now() < until) {
        const sent = await refusedUpload(p);
        bytes += sent;
        requests += 1;
      }
    }),
  );
  return { bytes, requests };
}

async function uploadWithRetry(p: Producer) {
  let refused503 = 0;
  let failed = 0;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const r = await upload(p).catch(() => ({ status: 0, retryAfter: 1 }));
    // 0: the connection failed before an answer; a person would send again, as after a 503.
    if (r.status !== 503 && r.status !== 0) return { status: r.status, refused503, failed };
    if (r.status === 503) refused503 += 1;
    else failed += 1;
    await new Promise((resolve) => setTimeout(resolve, (r.retryAfter || 1) * 1000));
  }
  return { status: 503, refused503, failed };
}

function respostaBody(answerers: Producer[], k: number): string {
  const p = answerers[k % answerers.length]!;
  const round = Math.floor(k / answerers.length);
  const ind = p.indicadores[round % p.indicadores.length]!;
  return JSON.stringify({
    objeto_id: p.objetoId,
    guia_id: p.edicaoId,
    questionario_id: p.questionarioId,
    indicador_id: ind.id,
    nivel_id: ind.niveis[round % ind.niveis.length],
    percentual: ind.possuipercentual ? round % 101 : null,
  });
}

interface Latencies {
  count: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
}

async function save(answerers: Producer[], latencies: number[], codes: number[]) {
  const k = saveCounter++;
  const p = answerers[k % answerers.length]!;
  const t0 = performance.now();
  try {
    const res = await fetch(`${base}/api/Guia/Resposta`, {
      method: 'POST',
      headers: { ...p.auth, 'content-type': 'application/json' },
      body: respostaBody(answerers, k),
    });
    await res.arrayBuffer();
    codes.push(res.status);
  } catch {
    codes.push(0);
  }
  latencies.push(performance.now() - t0);
}

function summary(latencies: number[], codes: number[]): Latencies {
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return {
    count: sorted.length,
    p50: pct(0.5),
    p99: pct(0.99),
    max: Math.round(sorted[sorted.length - 1] ?? 0),
    non2xx: codes.filter((c) => c < 200 || c > 299).length,
  };
}

/** `total` saves started at an even pace (one every 1000/POST_RATE ms). */
async function paced(answerers: Producer[], total: number): Promise<Latencies> {
  const latencies: number[] = [];
  const codes: number[] = [];
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const wait = start + (i * 1000) / POST_RATE - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(save(answerers, latencies, codes));
  }
  await Promise.all(pending);
  return summary(latencies, codes);
}

/** Saves at an even pace until `done()`, bounded to 10 minutes. */
async function pacedUntil(answerers: Producer[], done: () => boolean): Promise<Latencies> {
  const latencies: number[] = [];
  const codes: number[] = [];
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < 600 * POST_RATE && !done(); i++) {
    const wait = start + (i * 1000) / POST_RATE - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(save(answerers, latencies, codes));
  }
  await Promise.all(pending);
  return summary(latencies, codes);
}

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** Samples the server's RSS every 100 ms. */
function sampleMemory(pid: number) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 100);
  return {
    current: () => rssMb(pid),
    peak: () => Math.max(peak, rssMb(pid)),
    resetPeak: () => {
      peak = rssMb(pid);
    },
    stop: () => clearInterval(timer),
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
