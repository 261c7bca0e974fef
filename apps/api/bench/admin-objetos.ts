/**
 * Admin unit list and export at scale: seeds 100,000 units on PostgreSQL (bench/seed-100k.ts, its
 * own database `guia_bench_objetos`), rebuilds objeto_resultado, then measures a page of 50 with
 * filter combinations (p50/p95 over repeated calls to the list's two queries) and one full export
 * (time and RSS growth of this process, which is the server's code path). Figures go to
 * docs/performance.md, never into tests.
 *
 *   npm run bench:objetos -w apps/api
 *   BENCH_REUSE=1 npm run bench:objetos -w apps/api     # keep the seeded database
 *   BENCH_CASES='indicador|status' BENCH_EXPORT=0 BENCH_REBUILD=0 ...  # a subset while tuning
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type AdminObjetosQuery, adminObjetosFiltrosBody, adminObjetosQuery } from '@guia/shared';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { linhas } from '../src/db/linhas.ts';
import { reconstruirResultados } from '../src/db/queries/objeto-resultado.ts';
import { listarUnidades } from '../src/modules/admin-objeto/admin-objeto.service.ts';
import { processarExportacao, reivindicarExportacao } from '../src/modules/admin-objeto/exportacao.fila.ts';
import { localFileStore } from '../src/plugins/file-store.ts';
import { seedBench, seedOptionsFromEnv } from './seed-100k.ts';

const REPETICOES = Number(process.env.BENCH_REPETICOES ?? 30);
const opts = { ...seedOptionsFromEnv(), database: process.env.BENCH_DATABASE_NAME ?? 'guia_bench_objetos' };
const seed = await seedBench(opts);
const handle = await openDatabase({ url: seed.url });
await handle.migrate();
const db = handle.db;

if (process.env.BENCH_REBUILD !== '0') {
  const t0 = performance.now();
  await reconstruirResultados(db);
  await db.execute(sql`analyze`);
  console.log(`objeto_resultado rebuilt in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
const filtroCasos = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES, 'i') : null;

const indicador = (await linhas<{ id: number }>(db, sql`select min(id) as id from indicador`))[0]!.id;
const casos: [string, Record<string, string | number>][] = [
  ['todos (nome)', {}],
  ['busca "sao"', { q: 'sao' }],
  ['uf MT + categoria 6', { uf: 'MT', categoria: 6 }],
  ['município por nome', { municipio: 'cuiaba' }],
  ['faixa 50-60, por percentual desc', { faixa: '50-60', sort: 'percentual', order: 'desc' }],
  ['atendimento-principio P3 70-80', { filtro: 'atendimento-principio', principio: 3, faixa: '70-80' }],
  ['evolucao-principio P2', { filtro: 'evolucao-principio', principio: 2 }],
  ['atendimento-indicador 90-100', { filtro: 'atendimento-indicador', indicador, faixa: '90-100' }],
  ['evolucao-indicador', { filtro: 'evolucao-indicador', indicador }],
  ['area desc + rebanho 100..5000', { filtro: 'area', rebanhoMin: 100, rebanhoMax: 5000 }],
  ['status completo, página 1000', { status: 'completo', page: 1000 }],
  ['status incompleto + uf SP', { status: 'incompleto', uf: 'SP' }],
  ['novos-cadastros + busca', { filtro: 'novos-cadastros', q: 'fazenda' }],
  [
    'tudo junto',
    {
      uf: 'MT',
      categoria: 6,
      filtro: 'atendimento-principio',
      principio: 1,
      faixa: '60-70',
      areaMin: 10,
      areaMax: 100000,
      status: 'completo',
      q: 'a',
    },
  ],
];

const ctx = { agora: new Date() };
console.log('\n| Page of 50 (PostgreSQL) | p50 ms | p95 ms | total |\n|---|---|---|---|');
for (const [nome, q] of casos) {
  if (filtroCasos && !filtroCasos.test(nome)) continue;
  const query = adminObjetosQuery.parse(q) as AdminObjetosQuery;
  const tempos: number[] = [];
  let total = 0;
  for (let i = 0; i < REPETICOES + 3; i++) {
    const s = performance.now();
    const page = await listarUnidades(db, query, ctx, 'sort' in q);
    if (i >= 3) tempos.push(performance.now() - s);
    total = page.pagination.totalItems;
  }
  tempos.sort((a, b) => a - b);
  const p = (x: number) => tempos[Math.min(tempos.length - 1, Math.floor(x * tempos.length))]!.toFixed(1);
  console.log(`| ${nome} | ${p(0.5)} | ${p(0.95)} | ${total.toLocaleString('en-US')} |`);
}

if (process.env.BENCH_EXPORT === '0') {
  await handle.close();
  process.exit(0);
}
// The export of every unit, through the worker's own functions.
const dir = mkdtempSync(path.join(tmpdir(), 'guia-bench-export-'));
const fileStore = localFileStore(dir);
await db.execute(sql`delete from exportacao`);
await db.execute(
  sql`insert into exportacao (filtros) values (${JSON.stringify(adminObjetosFiltrosBody.parse({}))}::jsonb)`,
);
global.gc?.();
const rssAntes = process.memoryUsage().rss;
let rssPico = rssAntes;
const amostra = setInterval(() => {
  rssPico = Math.max(rssPico, process.memoryUsage().rss);
}, 50);
const e0 = performance.now();
const job = await reivindicarExportacao(db);
await processarExportacao(db, fileStore, job!, { produto: 'Guia', agora: new Date() });
const segundos = (performance.now() - e0) / 1000;
clearInterval(amostra);
const [fim] = await linhas<{ status: string; processadas: number }>(
  db,
  sql`select status, processadas from exportacao where id = ${job!.id}`,
);
console.log(
  `\nExport: ${fim!.status}, ${Number(fim!.processadas).toLocaleString('en-US')} units in ${segundos.toFixed(1)} s, ` +
    `RSS growth ${((rssPico - rssAntes) / 1024 / 1024).toFixed(0)} MB (peak ${(rssPico / 1024 / 1024).toFixed(0)} MB)`,
);
rmSync(dir, { recursive: true, force: true });
await handle.close();
