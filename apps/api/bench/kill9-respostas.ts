/**
 * Kill -9 harness for the answer save (issue 16 §1): producers drain their outboxes of answer
 * changes (each change with its own Idempotency-Key and the version its device last saw, oldest
 * first, one at a time) while the server is killed with SIGKILL several times and started again.
 * A change whose answer never arrived (connection reset, refused while the server is down) is sent
 * again with the same key, as the web's outbox does. At the end every change must be acknowledged,
 * the database must hold exactly each indicator's last change, every key must be recorded once, and
 * no save may have met a version conflict (each questionnaire has one device here).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/kill9-respostas.ts
 *   KILL9_PRODUTORES=8 KILL9_MUDANCAS=60 KILL9_MORTES=4   # the defaults
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GuiaEstrutura } from '@guia/shared';
import { hash } from '@node-rs/argon2';
import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, schema } from '../src/db/client.ts';
import { seedDatabase } from '../src/db/seed/index.ts';
import { localFileStore } from '../src/plugins/file-store.ts';
import { freePort, waitForHealth } from './servidor.ts';

const PRODUTORES = Number(process.env.KILL9_PRODUTORES ?? 8);
const MUDANCAS = Number(process.env.KILL9_MUDANCAS ?? 60);
const MORTES = Number(process.env.KILL9_MORTES ?? 4);
const PASSWORD = 'bench-senha-1';
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'guia-kill9-'));

if (!process.env.BENCH_DATABASE_URL) throw new Error('set BENCH_DATABASE_URL (a PostgreSQL server)');
const nome = `guia_kill9_${randomUUID().replace(/-/g, '').slice(0, 8)}`;
const adminUrl = process.env.BENCH_DATABASE_URL;
{
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`create database ${nome}`);
  await c.end();
}
const url = new URL(adminUrl);
url.pathname = `/${nome}`;
const databaseUrl = url.toString();

const emails = Array.from({ length: PRODUTORES }, (_, i) => `campo${i}@kill9.local`);
let edicaoId = 0;
{
  const handle = await openDatabase({ url: databaseUrl, dataDir });
  await handle.migrate();
  await seedDatabase(handle.db, localFileStore(path.join(dataDir, 'files')));
  const passwordHash = await hash(PASSWORD);
  await handle.db.insert(schema.usuario).values(
    emails.map((email, i) => ({
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

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let server = iniciar();

interface Mudanca {
  chave: string;
  indicadorId: number;
  nivelId: number | null;
}
interface Produtor {
  auth: { authorization: string };
  objetoId: number;
  questionarioId: number;
  fila: Mudanca[];
  /** The version this device last saw, per indicator (null: no answer). */
  visto: Map<number, number | null>;
  /** Each indicator's last change in the outbox: what the database must hold in the end. */
  ultimas: Map<number, number | null>;
  total: number;
}

const contagem = { enviados: 0, semResposta: 0, replays: 0, conflitos: 0, outros: [] as string[] };
try {
  await waitForHealth(base, server);
  const produtores = await Promise.all(emails.map(preparar));
  const drenos = produtores.map(drenar);
  // Kill the server while the outboxes drain, then start it again.
  for (let m = 0; m < MORTES; m++) {
    await new Promise((r) => setTimeout(r, 700 + Math.random() * 900));
    server.kill('SIGKILL');
    await new Promise((r) => server.once('exit', r));
    await new Promise((r) => setTimeout(r, 300));
    server = iniciar();
    await waitForHealth(base, server);
  }
  await Promise.all(drenos);
  const problemas = await conferir(produtores);
  console.log(
    `${PRODUTORES} producers × ${MUDANCAS} changes, server killed ${MORTES} times: ${contagem.enviados} sends, ` +
      `${contagem.semResposta} without an answer (sent again with the same key), ${contagem.replays} replays, ` +
      `${contagem.conflitos} version conflicts, other refusals: ${JSON.stringify(contagem.outros)}.`,
  );
  for (const p of problemas) console.log(`FAIL  ${p}`);
  if (problemas.length === 0 && contagem.conflitos === 0 && contagem.outros.length === 0) {
    console.log('PASS  every change acknowledged once, the database holds each last change, every key once');
  } else process.exitCode = 1;
} finally {
  server.kill('SIGKILL');
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`drop database if exists ${nome} with (force)`);
  await c.end();
  rmSync(dataDir, { recursive: true, force: true });
}

/** One outbox: the oldest change first, sent again with its key until the server answers it. */
async function drenar(p: Produtor) {
  while (p.fila.length > 0) {
    const m = p.fila[0]!;
    let res: Response;
    try {
      contagem.enviados++;
      res = await fetch(`${base}/api/Guia/Resposta`, {
        method: 'POST',
        headers: { ...p.auth, 'content-type': 'application/json', 'idempotency-key': m.chave },
        body: JSON.stringify({
          objeto_id: p.objetoId,
          guia_id: edicaoId,
          questionario_id: p.questionarioId,
          indicador_id: m.indicadorId,
          nivel_id: m.nivelId,
          versao_base: p.visto.get(m.indicadorId) ?? null,
        }),
      });
    } catch {
      contagem.semResposta++;
      await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    const corpo = (await res.json().catch(() => null)) as {
      code?: string;
      data?: { versao: number | null; replay?: boolean };
    } | null;
    if (res.status === 200 && corpo?.data) {
      if (corpo.data.replay) contagem.replays++;
      p.visto.set(m.indicadorId, corpo.data.versao);
      p.fila.shift();
    } else if (res.status === 409 && corpo?.code === 'conflito_resposta') {
      contagem.conflitos++;
      p.fila.shift();
    } else if (res.status >= 500) {
      await new Promise((r) => setTimeout(r, 100));
    } else {
      contagem.outros.push(`${res.status} ${corpo?.code ?? ''}`);
      p.fila.shift();
    }
  }
}

/** The database against the outboxes: each indicator's last change, each key once. */
async function conferir(produtores: Produtor[]) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  const problemas: string[] = [];
  try {
    for (const p of produtores) {
      const { rows } = await c.query<{ indicador_id: number; nivel_id: number }>(
        'select indicador_id, nivel_id from resposta where questionario_id = $1',
        [p.questionarioId],
      );
      const noBanco = new Map(rows.map((r) => [r.indicador_id, r.nivel_id]));
      for (const [indicadorId, ultima] of p.ultimas) {
        const tem = noBanco.get(indicadorId) ?? null;
        if (tem !== ultima)
          problemas.push(`q${p.questionarioId} i${indicadorId}: ${tem} in the database, ${ultima} last sent`);
      }
      const { rows: chaves } = await c.query<{ n: string }>(
        'select count(*) as n from idempotencia i join objeto o on o.usuario_id = i.usuario_id where o.id = $1',
        [p.objetoId],
      );
      if (Number(chaves[0]!.n) > p.total)
        problemas.push(`q${p.questionarioId}: ${chaves[0]!.n} keys for ${p.total} changes`);
    }
  } finally {
    await c.end();
  }
  return problemas;
}

async function preparar(email: string): Promise<Produtor> {
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
  const indicadores = estrutura.principios
    .flatMap((pr) => pr.criterios.flatMap((c) => c.indicadores))
    .slice(0, 6);
  const fila: Mudanca[] = [];
  const ultimas = new Map<number, number | null>();
  for (let k = 0; k < MUDANCAS; k++) {
    const i = indicadores[Math.floor(Math.random() * indicadores.length)]!;
    const nivelId = Math.random() < 0.1 ? null : i.niveis[Math.floor(Math.random() * i.niveis.length)]!.id;
    fila.push({ chave: randomUUID(), indicadorId: i.id, nivelId });
    ultimas.set(i.id, nivelId);
  }
  return {
    auth,
    objetoId: unidade.data.id,
    questionarioId,
    fila,
    visto: new Map(),
    ultimas,
    total: MUDANCAS,
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the harness reads a few known fields of the answers
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

function iniciar(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      LOG_LEVEL: 'error',
      ADMIN_EMAIL: 'admin@kill9.local',
      ADMIN_PASSWORD: 'kill9-admin-senha-1',
      ACCESS_TOKEN_TTL_SECONDS: '7200',
      RATE_LIMIT_PER_IP: '1000000',
      RATE_LIMIT_PER_ACCOUNT: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}
