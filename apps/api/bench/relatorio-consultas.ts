/**
 * What each statement of a report read costs on the bench database (issue 15): EXPLAIN (ANALYZE,
 * BUFFERS) of each statement as the server sends it (median of 20 after a warm-up) and the driver's
 * time per call of the same statement prepared (median of 200), for one of the benchmarked producer's
 * finished questionnaires. Run after `npm run bench` (it reuses its database and the producer's live
 * session):
 *
 *   node --import tsx bench/relatorio-consultas.ts
 *   RELATORIO_QUERIES_ANTES=old.ts node --import tsx bench/relatorio-consultas.ts   # also an older relatorio.queries.ts
 */
import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Database, schema } from '../src/db/client.ts';
import { versaoDoRelatorio } from '../src/modules/relatorio/relatorio.armazenado.ts';
import { leituraSql } from '../src/modules/relatorio/relatorio.leitura.ts';
import { consultasPreparadas, lerEstrutura } from '../src/modules/relatorio/relatorio.queries.ts';
import { sessaoVivaSelect } from '../src/plugins/auth.ts';
import { BENCH_EMAIL, benchDatabaseUrl, seedOptionsFromEnv } from './seed-100k.ts';

const pool = new pg.Pool({ connectionString: benchDatabaseUrl(seedOptionsFromEnv()), max: 1 });
const db = drizzle(pool, { schema }) as unknown as Database;
const dialeto = new PgDialect();

const { rows: alvo } = await pool.query<{
  usuarioId: number;
  familia: string;
  questionarioId: number;
  objetoId: number;
  edicaoId: number;
}>(
  `select u.id as "usuarioId", rt.familia, q.id as "questionarioId", q.objeto_id as "objetoId", q.edicao_id as "edicaoId"
     from usuario u join refresh_token rt on rt.usuario_id = u.id and rt.revogado_em is null
     join objeto o on o.usuario_id = u.id join questionario q on q.objeto_id = o.id and q.finalizado
    where u.email = $1 order by q.id limit 1`,
  [BENCH_EMAIL],
);
if (!alvo[0]) throw new Error('run npm run bench first: no live session of the benchmarked producer');
// The complete report's validators as the server computes them, so the stored body comes back.
const { impressao } = await lerEstrutura(db, alvo[0].edicaoId);
const valores = {
  ...alvo[0],
  id: alvo[0].usuarioId,
  versao: versaoDoRelatorio({ tipo: 'completo' }, impressao),
  tipo: 'completo',
  chave: null,
  ifNoneMatch: '',
};

interface Consulta {
  nome: string;
  sql: string;
  params: unknown[];
}
const deSql = (nome: string, s: SQL): Consulta => {
  const q = dialeto.sqlToQuery(s);
  return { nome, sql: q.sql, params: fillPlaceholders(q.params, valores) };
};
const dePreparada = (nome: string, p: { getQuery(): { sql: string; params: unknown[] } }): Consulta => {
  const q = p.getQuery();
  return { nome, sql: q.sql, params: fillPlaceholders(q.params, valores) };
};

const consultas: Consulta[] = [
  deSql(
    'session check (sessao_viva)',
    sessaoVivaSelect(db, sql.placeholder('id'), sql.placeholder('familia')).limit(1).getSQL(),
  ),
  deSql(
    'edition revision (relatorioCache.estrutura)',
    sql`select revisao from edicao where id = ${valores.edicaoId}`,
  ),
];
if (process.env.RELATORIO_QUERIES_ANTES) {
  const antes = (await import(process.env.RELATORIO_QUERIES_ANTES)) as {
    consultasPreparadas: typeof consultasPreparadas;
  };
  const c = antes.consultasPreparadas(db);
  consultas.push(dePreparada('before: the report rows (relatorio_por_id)', c.porId));
  consultas.push(
    dePreparada('before: the report rows with the group (relatorio_por_id_com_grupo)', c.porIdComGrupo),
  );
}
const agora = consultasPreparadas(db);
consultas.push(
  dePreparada('after, rebuild only: the report rows with validators (relatorio_por_id)', agora.porId),
);
consultas.push(
  deSql(
    'after: ONE read, session + validators + the stored complete report, 36 kB (relatorio_ler_id)',
    leituraSql(db, 'id'),
  ),
);
consultas.push(
  deSql('after: the same for a group comparative, no body (relatorio_ler_grupo)', leituraSql(db, 'grupo')),
);
consultas.push(
  deSql('after: the same for the latest finished, no body (relatorio_ler_ultimo)', leituraSql(db, 'ultimo')),
);

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(
  '| statement | EXPLAIN execution ms | planning ms | shared buffers hit | driver ms per call (prepared) |',
);
console.log('|---|---:|---:|---:|---:|');
for (const [i, c] of consultas.entries()) {
  const execucao: number[] = [];
  const planejamento: number[] = [];
  let buffers = 0;
  for (let n = 0; n < 25; n++) {
    const { rows } = await pool.query<{
      'QUERY PLAN': [
        { 'Execution Time': number; 'Planning Time': number; Plan: { 'Shared Hit Blocks': number } },
      ];
    }>(`explain (analyze, buffers, format json) ${c.sql}`, c.params);
    const [plano] = rows[0]!['QUERY PLAN'];
    if (n < 5) continue;
    execucao.push(plano['Execution Time']);
    planejamento.push(plano['Planning Time']);
    buffers = plano.Plan['Shared Hit Blocks'];
  }
  const porChamada: number[] = [];
  for (let n = 0; n < 220; n++) {
    const t0 = performance.now();
    await pool.query({ name: `bench_${i}`, text: c.sql, values: c.params });
    if (n >= 20) porChamada.push(performance.now() - t0);
  }
  console.log(
    `| ${c.nome} | ${mediana(execucao).toFixed(3)} | ${mediana(planejamento).toFixed(3)} | ${buffers} | ${mediana(porChamada).toFixed(3)} |`,
  );
}
await pool.end();
