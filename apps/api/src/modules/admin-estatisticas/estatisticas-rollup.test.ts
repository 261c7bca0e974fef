import {
  type AdminEstatisticas,
  estaNoUltimoAno,
  mediaDosResultados,
  type ResultadoPrincipioArmazenado,
} from '@guia/shared';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { linhas as linhasDe } from '../../db/linhas.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  createUser,
  criarQuestionario,
  criarUnidade,
  indicadoresAplicaveis,
  type TestUser,
} from '../../test/factories.ts';
import { comRollup, porUnidade, reconstruirRollup } from './estatisticas-rollup.ts';

/*
 * The rollup against the raw rows: after finishes, an edit, a questionnaire moved back in time, a unit
 * deletion and an account deletion, every filter's answer equals a direct computation with the shared
 * rule (`mediaDosResultados`) over the stored results, and the incremental tables equal a rebuild.
 */

let t: TestApp;
let admin: TestUser;
let dono: TestUser;
let outro: TestUser;
let edicaoId: number;

const CAR_MT = 'MT-5103403-0123456789ABCDEF0123456789ABCDEF';
const produtor = (overrides: Record<string, unknown> = {}) => ({
  categoria_id: 6,
  nomeunidade: 'Fazenda Boa Vista',
  uf: 'MT',
  cidade: 5103403,
  inscricao_estadual: '13.123.456-78',
  car: CAR_MT,
  cnpj: '11.222.333/0001-81',
  atividade_id: 1,
  sistemaadotado_id: 2,
  area: 1200,
  areaPasto: 800,
  rebanho: 950,
  zonapecuaria: '',
  ...overrides,
});

async function criarProdutor(user: TestUser) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Objeto',
    headers: user.auth,
    payload: produtor(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

/** Answers every applicable indicator (the last one through the API, so the service sees it) and finishes. */
async function preencher(user: TestUser, objetoId: number, categoriaId: number, finalizar: boolean) {
  const questionarioId = await criarQuestionario(t, user, objetoId, edicaoId);
  const aplicaveis = await indicadoresAplicaveis(t, edicaoId, categoriaId);
  // Varied levels, so the principles score differently.
  const niveis = await t.db
    .select({ id: schema.nivel.id, indicadorId: schema.nivel.indicadorId })
    .from(schema.nivel)
    .orderBy(schema.nivel.peso);
  const escolha = (indicadorId: number, n: number) => {
    const doIndicador = niveis.filter((l) => l.indicadorId === indicadorId);
    return doIndicador[(n + objetoId) % doIndicador.length]!.id;
  };
  const [ultimo, ...resto] = aplicaveis;
  await t.db.insert(schema.resposta).values(
    resto.map((i, n) => ({
      questionarioId,
      indicadorId: i.indicadorId,
      nivelId: escolha(i.indicadorId, n),
    })),
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Guia/Resposta',
    headers: user.auth,
    payload: {
      objeto_id: objetoId,
      guia_id: edicaoId,
      questionario_id: questionarioId,
      indicador_id: ultimo!.indicadorId,
      nivel_id: ultimo!.nivelId,
    },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  if (finalizar) {
    const fim = await t.app.inject({
      method: 'PUT',
      url: '/api/Guia/Questionario',
      headers: user.auth,
      payload: { objeto_id: objetoId, guia_id: edicaoId, questionario_id: questionarioId },
    });
    expect(fim.statusCode, fim.body).toBe(200);
  }
  return questionarioId;
}

interface Filtro {
  intervalo?: '1 year';
  categoria?: number;
  uf?: string;
}
const FILTROS: Filtro[] = [
  {},
  { intervalo: '1 year' },
  { uf: 'MT' },
  { uf: 'SP', intervalo: '1 year' },
  { categoria: 6 },
  { categoria: 3, uf: 'SP' },
];

/** The statistics computed straight from the rows, with the shared rules. */
async function direto(f: Filtro) {
  const agora = new Date();
  const noIntervalo = (d: Date) => f.intervalo === undefined || estaNoUltimoAno(d, agora);
  const unidades = (await t.db.select().from(schema.objeto)).filter(
    (o) =>
      (f.categoria === undefined || o.categoriaId === f.categoria) && (f.uf === undefined || o.uf === f.uf),
  );
  const ids = new Set(unidades.map((o) => o.id));
  const questionarios = (await t.db.select().from(schema.questionario)).filter((q) => ids.has(q.objetoId));
  const finalizados = questionarios.filter((q) => q.finalizado && noIntervalo(q.finalizadoEm!));
  const resultados = await t.db.select().from(schema.resultadoPrincipio);
  const porQuestionario = (id: number): ResultadoPrincipioArmazenado[] =>
    resultados.filter((r) => r.questionarioId === id);
  const media = mediaDosResultados(finalizados.map((q) => porQuestionario(q.id)));
  const entregues = new Set(finalizados.map((q) => q.objetoId));
  const comEntrega = unidades.filter((o) => entregues.has(o.id));
  const completos = await linhasDe<{ id: number; ultima: string | Date }>(
    t.db,
    sql`
    select q.id, max(r.atualizado_em) as ultima from questionario q
    join objeto o on o.id = q.objeto_id
    join resposta r on r.questionario_id = q.id
    where not q.finalizado
    group by q.id, q.edicao_id, o.categoria_id
    having count(*) = (select count(*) from indicador i join criterio c on c.id = i.criterio_id
      join principio p on p.id = c.principio_id
      where p.edicao_id = q.edicao_id and (cardinality(i.categorias) = 0 or o.categoria_id = any(i.categorias)))`,
  );
  const abertosCompletos = completos.filter(
    (c) => questionarios.some((q) => q.id === c.id) && noIntervalo(new Date(c.ultima)),
  ).length;
  const usuarios = (await t.db.select().from(schema.usuario)).filter(
    (u) => noIntervalo(u.criadoEm) && (f.uf === undefined || u.uf === f.uf),
  );
  return {
    novosCadastros: usuarios.length,
    guiaEntregues: finalizados.length,
    guiaPreenchidos: finalizados.length + abertosCompletos,
    blocoAproveitamento: {
      aproveitamento: finalizados.length ? media.aproveitamento : media.aproveitamento.map(() => null),
      potencial: media.potencial,
      percentual: finalizados.length ? media.percentual : null,
    },
    blocoPercentuais: media.blocoPercentuais.map((b, i) => ({ principio: i + 1, ...b })),
    areaGuiaEntregue: comEntrega.reduce((s, o) => s + (o.area ?? 0), 0),
    rebanhoGuiaEntregue: comEntrega.reduce((s, o) => s + (o.rebanho ?? 0), 0),
    objetos: unidades.filter((o) => noIntervalo(o.criadoEm)).length,
  };
}

async function viaRota(f: Filtro): Promise<AdminEstatisticas> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Admin/Estatisticas',
    headers: admin.auth,
    payload: f,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The rollup's non-zero rows, in a stable order. */
async function tabelas() {
  const linhas = async (
    tabela: string,
    medida: string,
    ordem = 'granularidade, inicio, categoria_id, uf',
  ) => {
    const rows = await linhasDe<Record<string, unknown>>(
      t.db,
      sql.raw(`select * from ${tabela} where ${medida} <> 0 order by ${ordem}`),
    );
    return rows.map((r) => JSON.stringify(r));
  };
  return {
    entrega: await linhas('estat_entrega', 'entregues'),
    objeto: await linhas('estat_objeto', 'objetos'),
    objetoEntrega: await linhas('estat_objeto_entrega', 'objetos'),
    cadastro: await linhas('estat_cadastro', 'usuarios', 'granularidade, inicio, uf'),
    completos: await linhas('questionario_completo', '1', 'questionario_id'),
  };
}

async function conferir(passo: string) {
  for (const f of FILTROS) {
    const rota = await viaRota(f);
    const { categorias: _c, ...semCategorias } = rota;
    expect(semCategorias, `${passo} ${JSON.stringify(f)}`).toEqual(await direto(f));
  }
  const incremental = await tabelas();
  await reconstruirRollup(t.db);
  expect(await tabelas(), `${passo}: incremental = rebuild`).toEqual(incremental);
}

beforeAll(async () => {
  t = await buildTestApp();
  [admin, dono, outro] = await Promise.all([
    createUser(t, { role: 'administrador' }),
    createUser(t),
    createUser(t),
  ]);
  const [ed] = await t.db
    .select({ id: schema.edicao.id })
    .from(schema.edicao)
    .where(eq(schema.edicao.disponivel, true))
    .orderBy(desc(schema.edicao.ano))
    .limit(1);
  edicaoId = ed!.id;
});

afterAll(async () => {
  await t?.close();
});

describe('statistics rollup', () => {
  it('stays equal to a direct computation through finishes, edits and deletions', async () => {
    const varejo = await criarUnidade(t, dono, { nomeunidade: 'Açougue do Dono' });
    const fazenda = await criarProdutor(dono);
    const fazendaOutro = await criarProdutor(outro);
    const aberta = await criarUnidade(t, outro, { nomeunidade: 'Açougue em andamento' });
    await conferir('units only');

    await preencher(dono, varejo, 3, true);
    await preencher(dono, fazenda, 6, true);
    await preencher(outro, fazendaOutro, 6, true);
    const completoAberto = await preencher(outro, aberta, 3, false);
    const antes = await viaRota({});
    expect(antes.guiaEntregues).toBe(3);
    expect(antes.guiaPreenchidos).toBe(4);
    await conferir('after finishes');

    // Clearing an answer makes the open questionnaire incomplete again.
    const [umaResposta] = await t.db
      .select({ indicadorId: schema.resposta.indicadorId })
      .from(schema.resposta)
      .where(eq(schema.resposta.questionarioId, completoAberto))
      .limit(1);
    const limpar = await t.app.inject({
      method: 'POST',
      url: '/api/Guia/Resposta',
      headers: outro.auth,
      payload: {
        objeto_id: aberta,
        guia_id: edicaoId,
        questionario_id: completoAberto,
        indicador_id: umaResposta!.indicadorId,
        nivel_id: null,
      },
    });
    expect(limpar.statusCode, limpar.body).toBeLessThan(300);
    expect((await viaRota({})).guiaPreenchidos).toBe(3);
    await conferir('after clearing an answer');

    // The owner changes the farm's area and herd: summed once, with the new values.
    const edicao = await t.app.inject({
      method: 'PUT',
      url: `/api/Objeto/${fazenda}`,
      headers: dono.auth,
      payload: produtor({ area: 333.33, areaPasto: 300, rebanho: 44 }),
    });
    expect(edicao.statusCode, edicao.body).toBe(200);
    await conferir('after a unit edit');

    // A second finish of the same farm: two questionnaires, the unit's area still once.
    await preencher(dono, fazenda, 6, true);
    expect((await viaRota({})).areaGuiaEntregue).toBe(333.33 + 1200);
    await conferir('after a second finish');

    // One finish moved back 400 days (as if finished then): out of 'Último ano'.
    const [primeiro] = await t.db
      .select({ id: schema.questionario.id })
      .from(schema.questionario)
      .where(eq(schema.questionario.objetoId, fazendaOutro));
    await comRollup(t.db, porUnidade(fazendaOutro), (tx) =>
      tx.execute(
        sql`update questionario set finalizado_em = now() - interval '400 days', atualizado_em = now() - interval '400 days' where id = ${primeiro!.id}`,
      ),
    );
    expect((await viaRota({ intervalo: '1 year' })).guiaEntregues).toBe(3);
    await conferir('after moving a finish back');

    const exclusao = await t.app.inject({
      method: 'DELETE',
      url: `/api/Objeto/${varejo}`,
      headers: dono.auth,
    });
    expect(exclusao.statusCode, exclusao.body).toBe(200);
    await conferir('after a unit deletion');

    const conta = await t.app.inject({
      method: 'DELETE',
      url: '/api/Configuracao/ExcluirConta',
      headers: outro.auth,
      payload: {},
    });
    expect(conta.statusCode, conta.body).toBe(200);
    const depois = await viaRota({});
    expect(depois.guiaEntregues).toBe(2);
    expect(depois.objetos).toBe(1);
    await conferir('after an account deletion');
  });
});
