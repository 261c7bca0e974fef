/**
 * Benchmark of POST /api/Admin/Estatisticas on PostgreSQL with 1,000,000 finished questionnaires
 * (5,000,000 frozen result rows). Seeds a dedicated database with set-based SQL (no answers: the
 * statistics read only the frozen results), builds the rollup with the same rebuild the server runs
 * at start, then calls the real route (app.inject: routing, auth, validation, query, presenter) for
 * every filter combination, ≥ 30 times each, and prints p50/p95.
 *
 *   npm run bench:estatisticas -w @guia/api
 *   DATABASE_URL=postgres://... BENCH_QUESTIONARIOS=1000000 BENCH_RUNS=30 BENCH_REUSE=1 ...
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UF_SIGLAS } from '@guia/shared';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedDatabase } from '../src/db/seed/index.ts';
import { reconstruirRollup } from '../src/modules/admin-estatisticas/estatisticas-rollup.ts';
import { issueRefreshToken } from '../src/modules/auth/tokens.ts';
import { localFileStore } from '../src/plugins/file-store.ts';

const SEED_VERSION = 1;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = process.env.BENCH_DATABASE_NAME ?? 'guia_bench_estatisticas';
const QUESTIONARIOS = Number(process.env.BENCH_QUESTIONARIOS ?? 1_000_000);
const UNIDADES = Math.round(QUESTIONARIOS / 2.5);
const USUARIOS = Math.round(UNIDADES / 2);
const ABERTOS = Math.round(QUESTIONARIOS / 50);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const reuse = process.env.BENCH_REUSE === '1';

const url = new URL(adminUrl);
url.pathname = `/${database}`;
const benchUrl = url.toString();

async function prepararBanco(): Promise<boolean> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [database]);
  if (reuse && rowCount) {
    const probe = new pg.Client({ connectionString: benchUrl });
    await probe.connect();
    const { rows } = await probe
      .query<{ versao: number; questionarios: number }>(
        'select versao, questionarios from bench_estatisticas_seed',
      )
      .catch(() => ({ rows: [] as { versao: number; questionarios: number }[] }));
    await probe.end();
    if (rows[0]?.versao === SEED_VERSION && rows[0].questionarios === QUESTIONARIOS) {
      await admin.end();
      return true;
    }
  }
  await admin.query(`drop database if exists "${database}" with (force)`);
  await admin.query(`create database "${database}"`);
  await admin.end();
  return false;
}

/** Users, units, finished questionnaires over 3 years and their 5 result rows, open complete ones. */
async function semear(client: pg.Client, edicaoId: number) {
  const ufs = `array[${UF_SIGLAS.map((u) => `'${u}'`).join(',')}]`;
  const passo = async (nome: string, q: string) => {
    const t0 = performance.now();
    await client.query(q);
    console.log(`  ${nome}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  await passo(
    'usuarios',
    `insert into usuario (nome, email, celular, selecao, password_hash, uf, criado_em)
     select 'Bench ' || i, 'bench-est-' || i || '@exemplo.com.br', '65999998888', 'cpf', 'x',
       (${ufs})[1 + (i % 27)], now() - (random() * interval '1095 days')
     from generate_series(1, ${USUARIOS}) i`,
  );
  // One real municipality per UF for the units' city.
  await passo(
    'objetos',
    `with cidade as (select distinct on (uf) uf, codigo from municipio order by uf, codigo),
     u as (select id, row_number() over (order by id) as n from usuario)
     insert into objeto (usuario_id, categoria_id, nomeunidade, uf, cidade, area, rebanho, criado_em)
     select u.id, 1 + (i % 6), 'Unidade ' || i, c.uf, c.codigo,
       round((random() * 5000)::numeric, 2), (random() * 3000)::integer,
       now() - (random() * interval '1095 days')
     from generate_series(1, ${UNIDADES}) i
     join u on u.n = 1 + (i % ${USUARIOS})
     join cidade c on c.uf = (${ufs})[1 + ((i * 7) % 27)]`,
  );
  await passo(
    'questionarios finalizados',
    `with o as (select id, usuario_id, row_number() over (order by id) as n from objeto)
     insert into questionario (objeto_id, edicao_id, usuario_id, criado_em, atualizado_em, finalizado, finalizado_em)
     select o.id, ${edicaoId}, o.usuario_id, f.em - interval '30 days', f.em, true, f.em
     from generate_series(1, ${QUESTIONARIOS}) i
     join o on o.n = 1 + (i % ${UNIDADES})
     cross join lateral (select now() - (random() * interval '1095 days') + (i * 0) * interval '1 s' as em) f`,
  );
  await passo(
    'resultado_principio (5 por questionário)',
    `insert into resultado_principio (questionario_id, principio_codigo, total, respondidas, aplicaveis,
       potencial, avaliacao, aproveitamento, atendido, nao_atendido, nao_preenchido)
     select q.id, p, 10, 10, 8, 40, v.a * 40 / 100, v.a, v.a, 100 - v.a, 0
     from questionario q cross join generate_series(1, 5) p
     cross join lateral (select (random() * 100)::integer + (p * 0) + (q.id * 0) as a) v
     where q.finalizado`,
  );
  await passo(
    'questionarios abertos',
    `with o as (select id, usuario_id, row_number() over (order by id) as n from objeto)
     insert into questionario (objeto_id, edicao_id, usuario_id)
     select o.id, ${edicaoId}, o.usuario_id from o where o.n <= ${ABERTOS}`,
  );
  await passo('vacuum analyze', 'vacuum analyze');
}

function percentil(valores: number[], p: number) {
  const ordenados = [...valores].sort((a, b) => a - b);
  return ordenados[Math.min(ordenados.length - 1, Math.floor(p * ordenados.length))]!;
}

async function main() {
  console.log(`Banco ${database}: ${QUESTIONARIOS.toLocaleString('pt-BR')} questionários finalizados`);
  const reutilizado = await prepararBanco();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'guia-bench-estat-'));
  const handle = await openDatabase({ url: benchUrl, dataDir });
  await handle.migrate();
  const fileStore = localFileStore(path.join(dataDir, 'files'));
  await seedDatabase(handle.db, fileStore);
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  if (!reutilizado) {
    const { rows } = await client.query<{ id: number }>('select id from edicao order by ano desc limit 1');
    await semear(client, rows[0]!.id);
    const t0 = performance.now();
    await reconstruirRollup(handle.db);
    console.log(`  rollup (reconstruirRollup): ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    // No answers are seeded, so the rebuild found no complete open questionnaire: a third of the open
    // ones are marked complete here, as `responder` would have.
    await client.query(
      `insert into questionario_completo (questionario_id, categoria_id, uf, atualizado_em)
       select q.id, o.categoria_id, o.uf, now() - (random() * interval '700 days')
       from questionario q join objeto o on o.id = q.objeto_id where not q.finalizado and q.id % 3 = 0`,
    );
    await client.query('vacuum analyze');
    await client.query('create table bench_estatisticas_seed (versao integer, questionarios integer)');
    await client.query('insert into bench_estatisticas_seed values ($1, $2)', [SEED_VERSION, QUESTIONARIOS]);
  } else {
    console.log('  reutilizado (BENCH_REUSE=1)');
  }
  const contagem = await client.query<{ q: string; r: string; linhas: string }>(
    `select (select count(*) from questionario where finalizado) q, (select count(*) from resultado_principio) r,
       (select count(*) from estat_entrega) linhas`,
  );
  console.log(
    `  ${contagem.rows[0]!.q} finalizados, ${contagem.rows[0]!.r} resultados, ${contagem.rows[0]!.linhas} linhas em estat_entrega`,
  );

  const config = loadConfig(
    { NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: benchUrl },
    {
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      jwtSecret: 'bench-secret-bench-secret-bench-secret-01',
      // The comparative snapshots' background refresh would scan the million rows during the timing.
      COMPARATIVO_ATUALIZACAO_SEGUNDOS: 0,
    },
  );
  const app = await buildApp({ config, db: handle.db, fileStore });
  const { rows: admins } = await client.query<{ id: number }>(
    `insert into usuario (nome, email, celular, selecao, password_hash, role, email_verificado_em, aceite_versao, aceite_em)
     values ('Admin Bench', 'admin-bench-' || floor(random() * 1e9) || '@exemplo.com.br', '65999998888', 'cpf', 'x',
       'administrador', now(), (select coalesce(max(versao), 1) from documento_legal), now())
     returning id`,
  );
  const adminId = admins[0]!.id;
  const { familia } = await issueRefreshToken(handle.db, adminId, 30);
  const token = await app.signAccessToken({ id: adminId, role: 'administrador', familia });

  const intervalos = [undefined, '1 year'] as const;
  const categorias = [undefined, 1, 2, 3, 4, 5, 6];
  const ufs = [undefined, 'MT', 'SP', 'AC'];
  const linhas: { filtro: string; p50: number; p95: number }[] = [];
  for (const intervalo of intervalos)
    for (const categoria of categorias)
      for (const uf of ufs) {
        const body = {
          ...(intervalo ? { intervalo } : {}),
          ...(categoria ? { categoria } : {}),
          ...(uf ? { uf } : {}),
        };
        const tempos: number[] = [];
        for (let i = 0; i < RUNS + 2; i++) {
          const t0 = performance.now();
          const res = await app.inject({
            method: 'POST',
            url: '/api/Admin/Estatisticas',
            headers: { authorization: `Bearer ${token}` },
            payload: body,
          });
          const ms = performance.now() - t0;
          if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
          if (i >= 2) tempos.push(ms); // two warm-up calls
        }
        linhas.push({
          filtro: JSON.stringify(body),
          p50: percentil(tempos, 0.5),
          p95: percentil(tempos, 0.95),
        });
      }
  console.log(`\n| filtro | p50 ms | p95 ms |  (${RUNS} chamadas cada)`);
  console.log('|---|---|---|');
  for (const l of linhas) console.log(`| ${l.filtro} | ${l.p50.toFixed(1)} | ${l.p95.toFixed(1)} |`);
  const pior50 = Math.max(...linhas.map((l) => l.p50));
  const pior95 = Math.max(...linhas.map((l) => l.p95));
  const mediana50 = percentil(
    linhas.map((l) => l.p50),
    0.5,
  );
  console.log(
    `\n${linhas.length} combinações: pior p50 ${pior50.toFixed(1)} ms, pior p95 ${pior95.toFixed(1)} ms, mediana dos p50 ${mediana50.toFixed(1)} ms`,
  );
  await client.query('delete from refresh_token where usuario_id = $1', [adminId]);
  await client.query('delete from usuario where id = $1', [adminId]);
  await client.end();
  await app.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
