/**
 * Seeds a dedicated PostgreSQL database for the report benchmark: migrations, the normal seed
 * (reference data and the first edition), then, in set-based SQL, ~20,000 users and 100,000
 * units over the 27 UFs and their real municipalities, each with a finished questionnaire of the
 * edition (10% with an older one too), its answers and its frozen per-principle results.
 *
 * Answers follow a small set of patterns per category; their per-principle results are computed
 * by the shared scoring module (never re-implemented here) and copied to every questionnaire of
 * that pattern, so stored results are always consistent with the answers.
 *
 *   node --import tsx bench/seed-100k.ts          # drops and recreates `guia_bench`
 *   BENCH_REUSE=1 node --import tsx bench/seed-100k.ts   # keeps an already-seeded database
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type IndicadorEntrada, indicadorSeAplica, paraArmazenar, pontuarQuestionario } from '@guia/shared';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { seedDatabase } from '../src/db/seed/index.ts';
import { localFileStore } from '../src/plugins/file-store.ts';

/** Bumped whenever the generated data changes shape, so BENCH_REUSE never reuses a stale database. */
const SEED_VERSION = 1;

export const BENCH_PASSWORD = 'bench-senha-1';
/** The producer whose units the benchmark reads and answers. */
export const BENCH_EMAIL = 'bench1@exemplo.com.br';

export interface SeedOptions {
  /** Admin connection used to create the bench database. */
  adminUrl: string;
  database: string;
  unidades: number;
  usuarios: number;
  /** Units of the benchmarked producer (all category 6). */
  unidadesDoProdutor: number;
  /** Of those, units with an open questionnaire (POST Guia/Resposta). */
  abertosDoProdutor: number;
  reuse: boolean;
}

export function seedOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SeedOptions {
  return {
    adminUrl: env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    database: env.BENCH_DATABASE_NAME ?? 'guia_bench',
    unidades: Number(env.BENCH_UNITS ?? 100_000),
    usuarios: Number(env.BENCH_USERS ?? 20_000),
    unidadesDoProdutor: Number(env.BENCH_PRODUCER_UNITS ?? 200),
    abertosDoProdutor: Number(env.BENCH_PRODUCER_OPEN ?? 100),
    reuse: env.BENCH_REUSE === '1',
  };
}

/** The bench database's URL on the admin connection's server. */
export function benchDatabaseUrl(options: SeedOptions): string {
  const url = new URL(options.adminUrl);
  url.pathname = `/${options.database}`;
  return url.toString();
}

/** Answer patterns per category; questionnaire q uses pattern q.id % PADROES. */
const PADROES = 97;
/** Share of answers 'Não se aplica' where the indicator offers it. */
const PROPORCAO_NA = 0.08;

/** Deterministic PRNG (mulberry32), so two runs seed the same data. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface IndicadorDaEdicao {
  id: number;
  codigo: string;
  titulo: string;
  principioCodigo: number;
  categorias: number[];
  possuipercentual: boolean;
  niveis: { id: number; peso: number; descricao: string }[];
}

/** Builds the answer patterns of every category and scores them with the shared module. */
function gerarPadroes(indicadores: IndicadorDaEdicao[], categorias: number[]) {
  const respostas: {
    categoria: number;
    padrao: number;
    indicador: number;
    nivel: number;
    percentual: number | null;
  }[] = [];
  const resultados: { categoria: number; padrao: number; linha: ReturnType<typeof paraArmazenar> }[] = [];
  for (const categoria of categorias) {
    const aplicaveis = indicadores.filter((i) => indicadorSeAplica(i.categorias, categoria));
    for (let padrao = 0; padrao < PADROES; padrao++) {
      const random = prng(categoria * 10_007 + padrao);
      // Each pattern has its own maturity, so aproveitamento varies from unit to unit.
      const maturidade = 1 + random() * 4;
      const entradas: IndicadorEntrada[] = aplicaveis.map((i) => {
        const na = i.niveis.find((n) => n.peso === 0);
        const pesos = i.niveis.filter((n) => n.peso > 0);
        let escolhido = na && random() < PROPORCAO_NA ? na : undefined;
        if (!escolhido) {
          const alvo = Math.min(5, Math.max(1, Math.round(maturidade + (random() - 0.5) * 3)));
          escolhido = pesos.reduce((a, b) => (Math.abs(b.peso - alvo) < Math.abs(a.peso - alvo) ? b : a));
        }
        const percentual = i.possuipercentual && escolhido.peso > 0 ? Math.floor(random() * 101) : null;
        respostas.push({ categoria, padrao, indicador: i.id, nivel: escolhido.id, percentual });
        return {
          id: i.id,
          codigo: i.codigo,
          titulo: i.titulo,
          principioCodigo: i.principioCodigo,
          categorias: i.categorias,
          niveis: i.niveis,
          resposta: { nivelId: escolhido.id, percentual },
        };
      });
      const resultado = pontuarQuestionario({ categoriaId: categoria, indicadores: entradas });
      if (!resultado.completo) throw new Error(`padrão ${categoria}/${padrao} incompleto`);
      for (const p of resultado.principios) resultados.push({ categoria, padrao, linha: paraArmazenar(p) });
    }
  }
  return { respostas, resultados };
}

/** 32-bit hash of an integer expression, as a non-negative bigint (deterministic spread in SQL). */
const h = (expr: string, salt: number) => `(hashint4((${expr}) * 31 + ${salt})::bigint & 2147483647)`;

async function bulkInsert(client: pg.Client, options: SeedOptions, edicaoId: number) {
  const step = async (label: string, text: string, values: unknown[] = []) => {
    const started = performance.now();
    const result = await client.query(text, values);
    console.log(
      `  ${label}: ${result.rowCount ?? 0} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  };

  const { rows: indicadorRows } = await client.query<IndicadorDaEdicao>(
    `select i.id, i.codigo, i.titulo, p.codigo as "principioCodigo", i.categorias,
            i.possuipercentual,
            coalesce(json_agg(json_build_object('id', n.id, 'peso', n.peso, 'descricao', n.descricao)
                     order by n.peso) filter (where n.id is not null), '[]') as niveis
       from indicador i
       join criterio c on c.id = i.criterio_id
       join principio p on p.id = c.principio_id
       left join nivel n on n.indicador_id = i.id
      where p.edicao_id = $1
      group by i.id, p.codigo
      order by i.id`,
    [edicaoId],
  );
  const { rows: categoriaRows } = await client.query<{ id: number }>('select id from categoria order by id');
  const padroes = gerarPadroes(
    indicadorRows,
    categoriaRows.map((c) => c.id),
  );

  // Consistency is guaranteed by construction: skip FK triggers and rebuild secondary indexes once.
  await client.query(`set session_replication_role = replica`);
  await client.query(`set maintenance_work_mem = '256MB'`);
  await client.query(`set synchronous_commit = off`);
  await client.query(`set work_mem = '64MB'`);

  const passwordHash = await hash(BENCH_PASSWORD);
  await step(
    'usuario',
    `insert into usuario (nome, email, celular, selecao, password_hash, role, email_verificado_em,
                          aceite_versao, aceite_em, criado_em, atualizado_em)
     select 'Produtor ' || i, 'bench' || i || '@exemplo.com.br', '65999' || lpad(i::text, 6, '0'), 'cpf',
            $1, 'visitante', now(), 1, now(), now() - make_interval(days => ${h('i', 1)}::int % 730), now()
       from generate_series(1, $2::int) i`,
    [passwordHash, options.usuarios],
  );
  await client.query(
    `create temp table bench_usuario as
       select id, row_number() over (order by id) as rn from usuario where email like 'bench%@exemplo.com.br'`,
  );
  await client.query(`create unique index on bench_usuario (rn)`);
  await client.query(
    `create temp table bench_municipio as
       select codigo, uf, row_number() over (order by codigo) as rn from municipio`,
  );
  await client.query(`create unique index on bench_municipio (rn)`);

  // Units: the first ones belong to the benchmarked producer (user 1); the others spread over the
  // remaining users. Municipalities are picked uniformly, so every UF gets units in proportion to
  // its number of municipalities. 70% are producers (category 6).
  await step(
    'objeto',
    `insert into objeto (usuario_id, categoria_id, nomeunidade, uf, cidade, atividade_id, sistemaadotado_id,
                         area, area_pasto, rebanho, criado_em, atualizado_em)
     select u.id, g.categoria, 'Unidade ' || g.i, m.uf, m.codigo,
            case when g.categoria = 6 then (select array_agg(id order by id) from atividade)[(1 + ${h('g.i', 5)} % (select count(*) from atividade))::int] end,
            case when g.categoria = 6 then (select array_agg(id order by id) from sistema_adotado)[(1 + ${h('g.i', 6)} % (select count(*) from sistema_adotado))::int] end,
            case when g.categoria = 6 then 50 + ${h('g.i', 7)} % 5000 end,
            case when g.categoria = 6 then 30 + ${h('g.i', 8)} % 3000 end,
            case when g.categoria = 6 then 20 + ${h('g.i', 9)} % 8000 end,
            now() - make_interval(days => 400), now()
       from (select i,
                    case when i <= $2 then 1 else 2 + ${h('i', 2)} % ($3::int - 1) end as dono,
                    case when i <= $2 or ${h('i', 3)} % 10 < 7 then 6 else 1 + i % 5 end as categoria,
                    1 + ${h('i', 4)} % (select count(*) from bench_municipio) as mun
               from generate_series(1, $1::int) i) g
       join bench_usuario u on u.rn = g.dono
       join bench_municipio m on m.rn = g.mun
      order by g.i`,
    [options.unidades, options.unidadesDoProdutor, options.usuarios],
  );

  // Questionnaires: 10% of the units also have an older finished one (inserted first, so it is
  // older by id and by date); the producer's first units also have an open one.
  await step(
    'questionario (anteriores)',
    `insert into questionario (objeto_id, edicao_id, usuario_id, criado_em, atualizado_em, finalizado, finalizado_em)
     select o.id, $1, o.usuario_id, f.em - interval '7 days', f.em, true, f.em
       from objeto o
       cross join lateral (select now() - make_interval(days => 200 + ${h('o.id', 11)}::int % 150) as em) f
      where ${h('o.id', 10)} % 10 = 0
      order by o.id`,
    [edicaoId],
  );
  await step(
    'questionario (finalizados)',
    `insert into questionario (objeto_id, edicao_id, usuario_id, criado_em, atualizado_em, finalizado, finalizado_em)
     select o.id, $1, o.usuario_id, f.em - interval '5 days', f.em, true, f.em
       from objeto o
       cross join lateral (select now() - make_interval(days => 1 + ${h('o.id', 12)}::int % 180,
                                                       secs => ${h('o.id', 13)}::int % 86400) as em) f
      order by o.id`,
    [edicaoId],
  );
  await step(
    'questionario (abertos do produtor)',
    `insert into questionario (objeto_id, edicao_id, usuario_id, criado_em, atualizado_em)
     select o.id, $1, o.usuario_id, now() - interval '1 day', now()
       from objeto o
       join bench_usuario u on u.id = o.usuario_id and u.rn = 1
      order by o.id
      limit $2`,
    [edicaoId, options.abertosDoProdutor],
  );

  await client.query(
    `create temp table bench_padrao_resposta (categoria int, padrao int, indicador_id int, nivel_id int, percentual smallint)`,
  );
  await client.query(
    `insert into bench_padrao_resposta
     select * from unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::smallint[])`,
    [
      padroes.respostas.map((r) => r.categoria),
      padroes.respostas.map((r) => r.padrao),
      padroes.respostas.map((r) => r.indicador),
      padroes.respostas.map((r) => r.nivel),
      padroes.respostas.map((r) => r.percentual),
    ],
  );
  await client.query(`create index on bench_padrao_resposta (categoria, padrao)`);
  await client.query(
    `create temp table bench_padrao_resultado (categoria int, padrao int, principio_codigo smallint, total int,
       respondidas int, aplicaveis int, potencial int, avaliacao int, aproveitamento smallint, atendido smallint,
       nao_atendido smallint, nao_preenchido smallint)`,
  );
  const r = padroes.resultados;
  await client.query(
    `insert into bench_padrao_resultado
     select * from unnest($1::int[], $2::int[], $3::smallint[], $4::int[], $5::int[], $6::int[], $7::int[],
                          $8::int[], $9::smallint[], $10::smallint[], $11::smallint[], $12::smallint[])`,
    [
      r.map((x) => x.categoria),
      r.map((x) => x.padrao),
      r.map((x) => x.linha.principioCodigo),
      r.map((x) => x.linha.total),
      r.map((x) => x.linha.respondidas),
      r.map((x) => x.linha.aplicaveis),
      r.map((x) => x.linha.potencial),
      r.map((x) => x.linha.avaliacao),
      r.map((x) => x.linha.aproveitamento),
      r.map((x) => x.linha.atendido),
      r.map((x) => x.linha.naoAtendido),
      r.map((x) => x.linha.naoPreenchido),
    ],
  );
  await client.query(`analyze bench_padrao_resposta; analyze bench_padrao_resultado`);

  // Secondary indexes of resposta are rebuilt after the load (much faster than maintaining them).
  const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes
      where schemaname = 'public' and tablename = 'resposta' and indexname <> 'resposta_pkey'`,
  );
  for (const i of indexes) await client.query(`drop index "${i.indexname}"`);
  await step(
    'resposta',
    `insert into resposta (questionario_id, indicador_id, nivel_id, percentual, atualizado_em)
     select q.id, p.indicador_id, p.nivel_id, p.percentual, q.finalizado_em
       from questionario q
       join objeto o on o.id = q.objeto_id
       join bench_padrao_resposta p on p.categoria = o.categoria_id and p.padrao = q.id % ${PADROES}
      where q.finalizado`,
  );
  {
    const started = performance.now();
    for (const i of indexes) await client.query(i.indexdef);
    console.log(`  resposta indexes: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  await step(
    'resultado_principio',
    `insert into resultado_principio (questionario_id, principio_codigo, total, respondidas, aplicaveis, potencial,
                                      avaliacao, aproveitamento, atendido, nao_atendido, nao_preenchido)
     select q.id, p.principio_codigo, p.total, p.respondidas, p.aplicaveis, p.potencial, p.avaliacao,
            p.aproveitamento, p.atendido, p.nao_atendido, p.nao_preenchido
       from questionario q
       join objeto o on o.id = q.objeto_id
       join bench_padrao_resultado p on p.categoria = o.categoria_id and p.padrao = q.id % ${PADROES}
      where q.finalizado
      order by q.id, p.principio_codigo`,
  );
  await client.query(`set session_replication_role = origin`);
}

/**
 * Creates (or, with `reuse`, keeps) the bench database and returns its URL. Migrations and the
 * normal seed always run, so a reused database still gets new migrations.
 */
export async function seedBench(
  options: SeedOptions,
): Promise<{ url: string; seconds: number; reused: boolean }> {
  const url = benchDatabaseUrl(options);
  const started = performance.now();
  const admin = new pg.Client({ connectionString: options.adminUrl });
  await admin.connect();
  const { rowCount: exists } = await admin.query('select 1 from pg_database where datname = $1', [
    options.database,
  ]);
  let reused = false;
  if (options.reuse && exists) {
    const probe = new pg.Client({ connectionString: url });
    await probe.connect();
    const { rows } = await probe
      .query<{ versao: number; unidades: number; segundos: string }>(
        'select versao, unidades, segundos from bench_seed',
      )
      .catch(() => ({ rows: [] as { versao: number; unidades: number; segundos: string }[] }));
    await probe.end();
    const marker = rows[0];
    reused = marker?.versao === SEED_VERSION && marker.unidades === options.unidades;
    if (reused) console.log(`Reusing ${options.database} (seeded in ${marker?.segundos} s).`);
  }
  if (!reused) {
    await admin.query(`drop database if exists "${options.database}" with (force)`);
    await admin.query(`create database "${options.database}"`);
  }
  await admin.end();

  const dataDir = mkdtempSync(path.join(tmpdir(), 'guia-bench-seed-'));
  const handle = await openDatabase({ url });
  try {
    await handle.migrate();
    await seedDatabase(handle.db, localFileStore(path.join(dataDir, 'files')));
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (reused) {
    const { segundos } = await lerMarcador(url);
    return { url, seconds: segundos, reused };
  }

  console.log(`Seeding ${options.unidades.toLocaleString('en-US')} units into ${options.database}...`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      'select id from edicao where disponivel order by ano desc limit 1',
    );
    if (!rows[0]) throw new Error('O seed não criou a primeira edição');
    await bulkInsert(client, options, rows[0].id);
    const analyzeStarted = performance.now();
    await client.query('vacuum (analyze)');
    console.log(`  vacuum analyze: ${((performance.now() - analyzeStarted) / 1000).toFixed(1)} s`);
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    await client.query(
      `create table bench_seed (versao int not null, unidades int not null, segundos numeric not null,
                                semeado_em timestamptz not null default now())`,
    );
    await client.query('insert into bench_seed (versao, unidades, segundos) values ($1, $2, $3)', [
      SEED_VERSION,
      options.unidades,
      seconds,
    ]);
    console.log(`Seeded in ${seconds} s.`);
    return { url, seconds, reused };
  } finally {
    await client.end();
  }
}

async function lerMarcador(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ segundos: string }>('select segundos from bench_seed');
  await client.end();
  return { segundos: Number(rows[0]?.segundos ?? 0) };
}

/** Row counts of the seeded data, for the report. */
export async function contarDados(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<Record<string, string>>(
    `select (select count(*) from usuario) as usuarios,
            (select count(*) from objeto) as unidades,
            (select count(distinct uf) from objeto) as ufs,
            (select count(distinct cidade) from objeto) as municipios,
            (select count(*) from questionario where finalizado) as finalizados,
            (select count(*) from resposta) as respostas,
            (select count(*) from resultado_principio) as resultados,
            pg_size_pretty(pg_database_size(current_database())) as tamanho`,
  );
  await client.end();
  return rows[0]!;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const options = seedOptionsFromEnv();
  const { url } = await seedBench(options);
  console.table(await contarDados(url));
}
