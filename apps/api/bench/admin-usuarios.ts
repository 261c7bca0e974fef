/**
 * The admin user list at scale: 50,000 users and 60,000 units, then the median time of the list
 * calls (default order, folded-name search, sort by units, status filter, a deep page). Figures go
 * to docs/performance.md.
 *
 *   node --import tsx bench/admin-usuarios.ts                      # PGlite
 *   TEST_DATABASE_URL=postgres://... node --import tsx bench/admin-usuarios.ts
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '../src/test/build-test-app.ts';
import { createUser } from '../src/test/factories.ts';

const USUARIOS = Number(process.env.BENCH_USUARIOS ?? 50_000);
const UNIDADES = Number(process.env.BENCH_UNIDADES ?? 60_000);
const RODADAS = 15;

const t = await buildTestApp();
const admin = await createUser(t, { role: 'administrador' });
const NOMES = ['João', 'Maria', 'José', 'Ana', 'Antônio', 'Francisca', 'Conceição', 'Luís'];
await t.db.execute(sql`
  insert into usuario (nome, email, celular, selecao, password_hash, uf, email_verificado_em, aceite_versao)
  select (${`{${NOMES.join(',')}}`}::text[])[1 + g % 8] || ' Silva ' || g, 'u' || g || '@bench.local',
    '65999998888', 'cpf', 'sem-senha', 'MT', case when g % 10 = 0 then null else now() end, 1
  from generate_series(1, ${USUARIOS}::int) g`);
await t.db.execute(sql`
  with d as (select min(id) as primeiro from usuario where email like '%@bench.local')
  insert into objeto (usuario_id, categoria_id, nomeunidade, uf, cidade)
  select d.primeiro + (g * 7) % ${USUARIOS}::int, 6, 'Fazenda ' || g, 'MT', 5103403
  from generate_series(1, ${UNIDADES}::int) g, d`);
await t.db.execute(sql`analyze`);

async function medir(nome: string, query: Record<string, string>) {
  const tempos: number[] = [];
  for (let i = 0; i < RODADAS; i++) {
    const inicio = performance.now();
    const res = await t.app.inject({ method: 'GET', url: '/api/Admin/Usuario', query, headers: admin.auth });
    tempos.push(performance.now() - inicio);
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  tempos.sort((a, b) => a - b);
  console.log(`${nome.padEnd(36)} median ${tempos[Math.floor(RODADAS / 2)]!.toFixed(1)} ms`);
}

console.log(
  `${USUARIOS} users, ${UNIDADES} units, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);
await medir('default (name asc, page 1)', {});
await medir('search q=joao', { q: 'joao' });
await medir('sort totalObjetos desc', { sort: 'totalObjetos', order: 'desc' });
await medir('filter status=pendente', { status: 'pendente' });
await medir('page 500 of 50', { page: '500' });
await t.close();
