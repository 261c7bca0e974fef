/**
 * The editions API at scale (admin §2.7-§2.8): 20 editions holding 100,000 questionnaires, a large
 * edition (5 principles × 5 criteria × 8 indicators × 6 levels + 2 support links each), a
 * 40-indicator principle saved through the structure editor (draft and answered), and 10,000
 * audit rows of one edition among 200,000 others. Every call goes through the real route
 * (`app.inject`: auth, validation, queries, presenter); p50/p95 over BENCH_RODADAS calls after two
 * warm-up calls. Figures go to docs/performance.md, never into tests.
 *
 *   npm run bench:guia                                   # PGlite
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:guia
 *   BENCH_RODADAS=10 BENCH_CASES='duplica' npm run bench:guia   # a subset while tuning
 */
import { performance } from 'node:perf_hooks';
import type { AdminEstrutura, AdminEstruturaBody } from '@guia/shared';
import { sql } from 'drizzle-orm';
import { linhas as linhasDe } from '../src/db/linhas.ts';
import { buildTestApp } from '../src/test/build-test-app.ts';
import { createUser, edicaoDisponivel } from '../src/test/factories.ts';

const RODADAS = Number(process.env.BENCH_RODADAS ?? 30);
const QUESTIONARIOS = Number(process.env.BENCH_QUESTIONARIOS ?? 100_000);
const UNIDADES = Number(process.env.BENCH_UNIDADES ?? 50_000);
const USUARIOS = Number(process.env.BENCH_USUARIOS ?? 10_000);
const AUDITORIA_DA_EDICAO = Number(process.env.BENCH_AUDITORIA_EDICAO ?? 10_000);
const AUDITORIA_OUTRAS = Number(process.env.BENCH_AUDITORIA_OUTRAS ?? 200_000);
const EDICOES = 20;
const filtro = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES, 'i') : null;
const banco = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const t = await buildTestApp();
const admin = await createUser(t, { role: 'administrador', nome: 'Bench Admin' });
const linhas = <T>(q: ReturnType<typeof sql>) => linhasDe<T>(t.db, q);

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
async function chamar(method: Method, url: string, payload?: unknown, esperado = 200) {
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: admin.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (res.statusCode !== esperado) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  // biome-ignore lint/suspicious/noExplicitAny: each case reads the fields it needs from its own route
  return res.json() as { data: any };
}

const tempo = async <T>(fazer: () => Promise<T>) => {
  const inicio = performance.now();
  await fazer();
  return performance.now() - inicio;
};

const resultados: { caso: string; p50: number; p95: number; n: number }[] = [];
const quantil = (v: number[], q: number) => v[Math.min(v.length - 1, Math.ceil(q * v.length) - 1)]!;
/** Times `rodar` RODADAS times after two warm-up calls; `preparar` (untimed) runs before each. */
async function medir(
  caso: string,
  rodar: (i: number) => Promise<unknown>,
  preparar?: (i: number) => Promise<void>,
  rodadas = RODADAS,
) {
  if (filtro && !filtro.test(caso)) return;
  const tempos: number[] = [];
  for (let i = -2; i < rodadas; i++) {
    await preparar?.(i);
    const ms = await tempo(() => rodar(i));
    if (i >= 0) tempos.push(ms);
  }
  tempos.sort((a, b) => a - b);
  const r = { caso, p50: quantil(tempos, 0.5), p95: quantil(tempos, 0.95), n: tempos.length };
  resultados.push(r);
  console.log(
    `${caso.padEnd(62)} p50 ${r.p50.toFixed(1).padStart(7)} ms  p95 ${r.p95.toFixed(1).padStart(7)} ms`,
  );
}

async function etapa<T>(nome: string, fazer: () => Promise<T>): Promise<T> {
  const inicio = performance.now();
  const r = await fazer();
  console.log(`  seed: ${nome} ${((performance.now() - inicio) / 1000).toFixed(1)} s`);
  return r;
}

/** A 40-indicator principle for the structure editor: 5 criteria × 8 indicators × 6 levels. */
function corpoDe40(versao: number): AdminEstruturaBody {
  return {
    versao,
    criterios: Array.from({ length: 5 }, (_, c) => ({
      titulo: `Critério ${c + 1}`,
      descricao: `Descrição do critério ${c + 1}`,
      indicadores: Array.from({ length: 8 }, (_, i) => ({
        titulo: `Indicador ${c + 1}.${i + 1}: práticas de manejo do rebanho e da pastagem`,
        categorias: i % 2 === 0 ? [] : [5, 6],
        possuiorientacao: true,
        orientacao: 'Orientação do indicador '.repeat(10),
        possuievidencia: true,
        exemploevidencia: 'Notas fiscais, fotos, registros de campo',
        niveis: [1, 2, 3, 4, 5, 0].map((peso) => ({
          peso,
          descricao: `Nível ${peso}: ${'descrição '.repeat(8)}`,
        })),
      })),
    })),
  };
}

/** The save body that keeps the structure as read; `reordenar` reverses criteria and indicators. */
function corpoDe(e: AdminEstrutura, reordenar = false, titulo?: (id: number) => string | undefined) {
  const inverter = <T>(l: T[]) => (reordenar ? [...l].reverse() : l);
  return {
    versao: e.versao,
    criterios: inverter(e.criterios).map((c) => ({
      id: c.id,
      titulo: c.titulo,
      descricao: c.descricao,
      indicadores: inverter(c.indicadores).map((i) => ({
        id: i.id,
        titulo: titulo?.(i.id) ?? i.titulo,
        categorias: i.categorias,
        possuirestricao: i.possuirestricao,
        restricao: i.restricao,
        possuiorientacao: i.possuiorientacao,
        orientacao: i.orientacao,
        possuigee: i.possuigee,
        possuievidencia: i.possuievidencia,
        exemploevidencia: i.exemploevidencia,
        possuipercentual: i.possuipercentual,
        niveis: i.niveis.map((n) => ({ id: n.id, peso: n.peso, descricao: n.descricao })),
      })),
    })),
  } satisfies AdminEstruturaBody;
}

const principioDe = async (edicaoId: number, codigo = 1) =>
  (
    await linhas<{ id: number }>(
      sql`select id from principio where edicao_id = ${edicaoId} and codigo = ${codigo}`,
    )
  )[0]!.id;

// ---------------------------------------------------------------------------------------------
// Seed
// ---------------------------------------------------------------------------------------------
console.log(`Editions bench on ${banco}: ${RODADAS} timed calls per case`);
const inicioSeed = performance.now();
const semeada = await edicaoDisponivel(t);
const anoBase = 2060;
const criar = async (ano: number) => (await chamar('POST', '/Admin/Guia', { ano }, 201)).data.id as number;

// The answered edition: principle 1 with 40 indicators, saved through the editor before any questionnaire.
const respondida = await criar(anoBase + 1);
const pRespondida = await principioDe(respondida);
await chamar('POST', `/Admin/Guia/${respondida}/Indicador/${pRespondida}`, corpoDe40(1));
// The draft edition whose principle 1 is saved over and over.
const rascunho = await criar(anoBase + 2);
const pRascunho = await principioDe(rascunho);

// The large edition, in SQL: 5 × 5 × 8 indicators, 6 levels and 2 support links each.
const grande = await etapa('large edition', async () => {
  const [e] = await linhas<{ id: number }>(
    sql`insert into edicao (ano, disponivel) values (${anoBase + 3}, false) returning id`,
  );
  const id = e!.id;
  await t.db.execute(sql`
    insert into principio (edicao_id, codigo, titulo, subtitulo, descricao, icone, orientacao)
    select ${id}, p, 'Princípio ' || p, 'Subtítulo ' || p, repeat('Descrição do princípio. ', 20), 'leaf', ''
      from generate_series(1, 5) p`);
  await t.db.execute(sql`
    insert into criterio (principio_id, codigo, titulo, descricao)
    select p.id, c, 'Critério ' || p.codigo || '.' || c, repeat('Descrição do critério. ', 10)
      from principio p, generate_series(1, 5) c where p.edicao_id = ${id}`);
  await t.db.execute(sql`
    insert into indicador (criterio_id, codigo, sequencia, titulo, categorias, possuiorientacao, orientacao,
      possuievidencia, exemploevidencia)
    select c.id, p.codigo || '.' || c.codigo || '.' || i, i, 'Indicador ' || p.codigo || '.' || c.codigo || '.' || i,
      case when i % 2 = 0 then '{}'::integer[] else '{5,6}'::integer[] end, true, repeat('Orientação. ', 20),
      true, 'Notas fiscais, fotos, registros de campo'
      from principio p join criterio c on c.principio_id = p.id, generate_series(1, 8) i
     where p.edicao_id = ${id}`);
  const doGrande = sql`(select i.id from indicador i join criterio c on c.id = i.criterio_id
    join principio p on p.id = c.principio_id where p.edicao_id = ${id})`;
  await t.db.execute(sql`
    insert into nivel (indicador_id, peso, descricao)
    select x.id, w, 'Nível ' || w || ': ' || repeat('descrição ', 8) from ${doGrande} x, generate_series(0, 5) w`);
  await t.db.execute(sql`
    insert into apoio (indicador_id, categoria_id, titulo, url)
    select x.id, k, 'Cartilha ' || k, 'https://example.org/cartilha-' || x.id || '-' || k || '.pdf'
      from ${doGrande} x, (values (5), (6)) v(k)`);
  return id;
});

// 16 more editions without structure: 20 in all.
const outras = await etapa('16 editions', async () =>
  (
    await linhas<{ id: number }>(sql`
      insert into edicao (ano, disponivel, datadisponivel)
      select 2000 + g, g % 3 = 0, case when g % 3 <> 2 then now() - g * interval '1 year' end
        from generate_series(1, ${EDICOES - 4}::int) g returning id`)
  ).map((r) => Number(r.id)),
);
const edicoes = [semeada, respondida, rascunho, grande, ...outras].filter(
  (id) => id !== rascunho && id !== grande,
);
// The draft and the large edition stay without questionnaires (their structure stays editable).

await etapa(`${USUARIOS} users, ${UNIDADES} units`, async () => {
  await t.db.execute(sql`
    insert into usuario (nome, email, celular, selecao, password_hash, uf, email_verificado_em, aceite_versao)
    select 'Produtor ' || g, 'p' || g || '@bench.local', '65999998888', 'cpf', 'sem-senha', 'MT', now(), 1
      from generate_series(1, ${USUARIOS}::int) g`);
  await t.db.execute(sql`
    with d as (select min(id) as primeiro from usuario where email like '%@bench.local')
    insert into objeto (usuario_id, categoria_id, nomeunidade, uf, cidade)
    select d.primeiro + g % ${USUARIOS}::int, 5 + g % 2, 'Fazenda ' || g, 'MT', 5103403
      from generate_series(1, ${UNIDADES}::int) g, d`);
});

// 100,000 questionnaires over 18 editions (every unit answers two editions; 80% finished).
// Set-based and without the per-statement unit-status trigger (its `= any(array)` over 50,000
// units is quadratic in one bulk insert; requests insert one questionnaire): the status is
// recomputed once after. Consistent by construction, so foreign-key triggers are skipped too.
await etapa(`${QUESTIONARIOS} questionnaires`, async () => {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
    with d as (select min(id) as primeiro from objeto),
         e as (select array[${sql.join(
           edicoes.map((id) => sql`${id}::int`),
           sql`, `,
         )}] as ids)
    insert into questionario (objeto_id, edicao_id, usuario_id, finalizado, finalizado_em)
    select o.id, e.ids[1 + g % cardinality(e.ids)], o.usuario_id, g % 5 <> 0,
           case when g % 5 <> 0 then now() - (g % 700) * interval '1 day' end
      from generate_series(0, ${QUESTIONARIOS - 1}::int) g
      cross join d cross join e
      join objeto o on o.id = d.primeiro + (g / 2) % ${UNIDADES}::int`);
  });
  await t.db.execute(sql`select objeto_situacao_atualizar(null)`);
});

// Every questionnaire of the answered edition answers all 40 indicators (level of weight 1).
await etapa('answers of the answered edition', async () => {
  await t.db.execute(sql`
    insert into resposta (questionario_id, indicador_id, nivel_id)
    select q.id, n.indicador_id, n.id
      from questionario q
      join nivel n on n.peso = 1 and n.indicador_id in (
        select i.id from indicador i join criterio c on c.id = i.criterio_id where c.principio_id = ${pRespondida})
     where q.edicao_id = ${respondida}`);
});

// 10,000 audit rows of the seeded edition among 200,000 of other editions or of no edition.
await etapa('audit rows', async () => {
  const outrasIds = sql.join(
    outras.map((id) => sql`${id}::int`),
    sql`, `,
  );
  await t.db.execute(sql`
    insert into auditoria (ator_id, ator_nome, acao, edicao_id, detalhes, criado_em)
    select ${admin.id}, 'Bench Admin', 'guia.estrutura',
           case when g % 4 = 0 then null else (array[${outrasIds}])[1 + g % ${outras.length}::int] end,
           jsonb_build_object('principio', jsonb_build_object('id', g, 'codigo', 1), 'versao', jsonb_build_array(g, g + 1)),
           now() - g * interval '1 minute'
      from generate_series(1, ${AUDITORIA_OUTRAS}::int) g`);
  await t.db.execute(sql`
    insert into auditoria (ator_id, ator_nome, acao, edicao_id, detalhes, criado_em)
    select ${admin.id}, 'Bench Admin', 'guia.nivel', ${semeada},
           jsonb_build_object('id', g, 'indicador', '1.1.1', 'antes', 'Texto anterior ' || g, 'depois', 'Texto novo ' || g),
           now() - g * interval '7 minute'
      from generate_series(1, ${AUDITORIA_DA_EDICAO}::int) g`);
});
await etapa('vacuum analyze', () => t.db.execute(sql`vacuum analyze`));
const [contagem] = await linhas<{
  edicoes: number;
  questionarios: number;
  respostas: number;
  auditoria: number;
}>(
  sql`select (select count(*)::int from edicao) as edicoes, (select count(*)::int from questionario) as questionarios,
             (select count(*)::int from resposta) as respostas, (select count(*)::int from auditoria) as auditoria`,
);
console.log(
  `seeded in ${((performance.now() - inicioSeed) / 1000).toFixed(1)} s: ${JSON.stringify(contagem)}\n`,
);

// ---------------------------------------------------------------------------------------------
// Cases
// ---------------------------------------------------------------------------------------------
await medir('GET Admin/Guia, sort=totalRespondido desc (20 editions)', () =>
  chamar('GET', '/Admin/Guia?sort=totalRespondido&order=desc'),
);
await medir('GET Admin/Guia, default order (ano desc)', () => chamar('GET', '/Admin/Guia'));
await medir('GET Admin/Guia/{id} (detail, answered edition)', () => chamar('GET', `/Admin/Guia/${semeada}`));

// Copies and fresh drafts take free years (2000-2100) and are kept: deleting a draft is slow at
// scale (see the DELETE cases), which would dominate the run.
const anosUsados = new Set(
  (await linhas<{ ano: number }>(sql`select ano from edicao`)).map((r) => Number(r.ano)),
);
const anoLivre = () => {
  for (let ano = 2017; ano <= 2100; ano++) {
    if (!anosUsados.has(ano)) {
      anosUsados.add(ano);
      return ano;
    }
  }
  throw new Error('no free year left: lower BENCH_RODADAS_DUPLICA or BENCH_RODADAS_ESCRITA');
};
const RODADAS_DUPLICA = Number(process.env.BENCH_RODADAS_DUPLICA ?? Math.min(RODADAS, 12));
const RODADAS_ESCRITA = Number(process.env.BENCH_RODADAS_ESCRITA ?? Math.min(RODADAS, 15));
const copias: Record<string, number[]> = {};
for (const [nome, origem] of [
  ['seeded edition', semeada],
  ['large edition: 200 indicators, 1,200 levels, 400 links', grande],
] as const) {
  copias[nome] = [];
  await medir(
    `POST Admin/Guia/{id} duplicate, ${nome}`,
    async () => {
      copias[nome]!.push((await chamar('POST', `/Admin/Guia/${origem}`, { ano: anoLivre() }, 201)).data.id);
    },
    undefined,
    RODADAS_DUPLICA,
  );
}
// Deleting a draft copy: each level deleted checks resposta's foreign key on nivel_id, which has no
// index on purpose (docs/performance.md), so each one scans the answers. Timed a few times only.
for (const [nome, vezes] of [
  ['seeded edition', Number(process.env.BENCH_EXCLUSOES ?? 3)],
  ['large edition: 200 indicators, 1,200 levels, 400 links', Number(process.env.BENCH_EXCLUSOES_GRANDE ?? 1)],
] as const) {
  const ids = copias[nome] ?? [];
  if (ids.length === 0 || vezes < 1 || (filtro && !filtro.test('delete'))) continue;
  const tempos: number[] = [];
  for (const id of ids.slice(0, vezes)) tempos.push(await tempo(() => chamar('DELETE', `/Admin/Guia/${id}`)));
  tempos.sort((x, y) => x - y);
  const r = {
    caso: `DELETE Admin/Guia/{id}, a draft copy of the ${nome} (${tempos.length} calls)`,
    p50: quantil(tempos, 0.5),
    p95: quantil(tempos, 0.95),
    n: tempos.length,
  };
  resultados.push(r);
  console.log(
    `${r.caso.padEnd(62)} p50 ${r.p50.toFixed(1).padStart(7)} ms  p95 ${r.p95.toFixed(1).padStart(7)} ms`,
  );
}
const [contagemGrande] = await linhas<{ n: number }>(
  sql`select count(*)::int as n from indicador i join criterio c on c.id = i.criterio_id
       join principio p on p.id = c.principio_id where p.edicao_id = ${grande}`,
);
if (contagemGrande?.n !== 200) throw new Error(`large edition has ${contagemGrande?.n} indicators`);

await medir("(diagnostic) objeto_situacao_atualizar(null): every unit's status", () =>
  t.db.execute(sql`select objeto_situacao_atualizar(null)`),
);

// The first save of 40 indicators, each time in principle 1 of a fresh draft (created untimed).
let novoRascunho = { edicao: 0, principio: 0 };
await medir(
  'POST …/Indicador/{p}: first save of 40 indicators (fresh draft)',
  () =>
    chamar('POST', `/Admin/Guia/${novoRascunho.edicao}/Indicador/${novoRascunho.principio}`, corpoDe40(1)),
  async () => {
    const edicao = await criar(anoLivre());
    novoRascunho = { edicao, principio: await principioDe(edicao) };
  },
  RODADAS_ESCRITA,
);
// The draft measured below gets the same structure (untimed).
await chamar('POST', `/Admin/Guia/${rascunho}/Indicador/${pRascunho}`, corpoDe40(1));
// Two support links per indicator, as in a real edition.
await t.db.execute(sql`
  insert into apoio (indicador_id, categoria_id, titulo, url)
  select i.id, k, 'Cartilha ' || k, 'https://example.org/c-' || i.id || '-' || k
    from indicador i join criterio c on c.id = i.criterio_id, (values (5), (6)) v(k)
   where c.principio_id in (${pRascunho}, ${pRespondida})`);

await medir('GET …/Indicador/{p}: 40 indicators (draft)', () =>
  chamar('GET', `/Admin/Guia/${rascunho}/Indicador/${pRascunho}`),
);
await medir('GET …/Indicador/{p}: 40 indicators (answered edition)', () =>
  chamar('GET', `/Admin/Guia/${respondida}/Indicador/${pRespondida}`),
);
let atual: AdminEstrutura = (await chamar('GET', `/Admin/Guia/${rascunho}/Indicador/${pRascunho}`)).data;
await medir('POST …/Indicador/{p}: reorder everything, 40 indicators (draft)', async () => {
  atual = (await chamar('POST', `/Admin/Guia/${rascunho}/Indicador/${pRascunho}`, corpoDe(atual, true))).data;
});

const qRespondida = (
  await linhas<{ n: number }>(
    sql`select count(*)::int as n from questionario where edicao_id = ${respondida}`,
  )
)[0]!.n;
let respondidaAtual: AdminEstrutura = (
  await chamar('GET', `/Admin/Guia/${respondida}/Indicador/${pRespondida}`)
).data;
const alvoDoTexto = respondidaAtual.criterios[0]!.indicadores[0]!.id;
await medir(
  `POST …/Indicador/{p}: text-only save, answered edition (${qRespondida.toLocaleString('en')} questionnaires)`,
  async (i) => {
    const body = corpoDe(respondidaAtual, false, (id) =>
      id === alvoDoTexto ? `Título revisto ${i}` : undefined,
    );
    respondidaAtual = (await chamar('POST', `/Admin/Guia/${respondida}/Indicador/${pRespondida}`, body)).data;
  },
);

const niveis = respondidaAtual.criterios.flatMap((c) =>
  c.indicadores.flatMap((i) => i.niveis.map((n) => n.id)),
);
await medir('PATCH Admin/Guia/update/nivel (answered edition)', (i) =>
  chamar('PATCH', '/Admin/Guia/update/nivel', {
    id: niveis[(i + niveis.length) % niveis.length],
    titulo: `Descrição revista ${i}`,
  }),
);
await medir('PATCH Admin/Guia/update/indicador (answered edition)', (i) =>
  chamar('PATCH', '/Admin/Guia/update/indicador', { id: alvoDoTexto, titulo: `Título ${i}` }),
);

await medir(
  `GET …/Historico page 1 (${AUDITORIA_DA_EDICAO.toLocaleString('en')} of ${(AUDITORIA_DA_EDICAO + AUDITORIA_OUTRAS).toLocaleString('en')} rows)`,
  () => chamar('GET', `/Admin/Guia/${semeada}/Historico`),
);
await medir('GET …/Historico page 400 (the last)', () =>
  chamar('GET', `/Admin/Guia/${semeada}/Historico?page=${Math.ceil(AUDITORIA_DA_EDICAO / 20)}`),
);

console.log(`\n| case (${banco}) | p50 ms | p95 ms |\n| --- | ---: | ---: |`);
for (const r of resultados) console.log(`| ${r.caso} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} |`);
console.log(`\ntotal ${((performance.now() - inicioSeed) / 1000).toFixed(1)} s`);
await t.close();
