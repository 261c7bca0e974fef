import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  createUser,
  criarQuestionario,
  criarUnidade,
  questionarioRespondido,
  type TestUser,
} from '../../test/factories.ts';
import { linhas as linhasDe } from '../linhas.ts';

/**
 * The admin list's maintained data equals a direct computation from the questionnaires:
 * `objeto.situacao` (database triggers on questionario and edicao) and `objeto_indicador_ultimo`
 * (rewritten when a questionnaire is finished).
 */
let t: TestApp;
let dono: TestUser;
let edicaoId: number;

const linhas = <T>(q: ReturnType<typeof sql>) => linhasDe<T>(t.db, q);

/** Every unit's stored status next to the status computed from its questionnaires, by id. */
async function situacoes() {
  const r = await linhas<{ id: number; guardada: string; calculada: string }>(sql`
    select o.id, o.situacao as guardada,
           case when bool_or(q.finalizado) then 'completo'
                when count(q.id) > 0 then 'incompleto'
                else 'sem-guia' end as calculada
      from objeto o
      left join questionario q on q.objeto_id = o.id
       and q.edicao_id = (select e.id from edicao e where e.disponivel order by e.ano desc, e.id desc limit 1)
     group by o.id order by o.id`);
  for (const x of r) expect(x.guardada, `unit ${x.id}`).toBe(x.calculada);
  return Object.fromEntries(r.map((x) => [Number(x.id), x.guardada]));
}

async function finalizar(objetoId: number, questionarioId: number) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/Guia/Questionario',
    headers: dono.auth,
    payload: { objeto_id: objetoId, guia_id: edicaoId, questionario_id: questionarioId },
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await buildTestApp();
  dono = await createUser(t);
  const [e] = await linhas<{ id: number }>(
    sql`select id from edicao where disponivel order by ano desc limit 1`,
  );
  edicaoId = Number(e!.id);
});

afterAll(async () => {
  await t.close();
});

describe('objeto.situacao', () => {
  it('follows starts, finishes, deletions and the current edition', async () => {
    const semGuia = await criarUnidade(t, dono, { nomeunidade: 'Sem Guia' });
    const aberto = await criarUnidade(t, dono, { nomeunidade: 'Aberto' });
    const abertoQ = await criarQuestionario(t, dono, aberto, edicaoId);
    const pronto = await questionarioRespondido(t, dono, edicaoId, 'Pronto');
    expect(await situacoes()).toEqual({
      [semGuia]: 'sem-guia',
      [aberto]: 'incompleto',
      [pronto.objetoId]: 'incompleto',
    });

    await finalizar(pronto.objetoId, pronto.questionarioId);
    expect((await situacoes())[pronto.objetoId]).toBe('completo');

    // A new questionnaire of the same edition after a finished one: still completo.
    await linhas(sql`insert into questionario (objeto_id, edicao_id, usuario_id)
                     values (${pronto.objetoId}, ${edicaoId}, ${dono.id})`);
    expect((await situacoes())[pronto.objetoId]).toBe('completo');

    await linhas(sql`delete from questionario where id = ${abertoQ}`);
    expect((await situacoes())[aberto]).toBe('sem-guia');

    // A newer edition made available: nobody has a Guia of it yet.
    const [nova] = await linhas<{ id: number }>(sql`
      insert into edicao (ano, disponivel) values ((select max(ano) + 1 from edicao), false) returning id`);
    expect((await situacoes())[pronto.objetoId]).toBe('completo');
    await linhas(sql`update edicao set disponivel = true where id = ${nova!.id}`);
    expect(await situacoes()).toEqual({
      [semGuia]: 'sem-guia',
      [aberto]: 'sem-guia',
      [pronto.objetoId]: 'sem-guia',
    });
    await linhas(sql`update edicao set disponivel = false where id = ${nova!.id}`);
    expect((await situacoes())[pronto.objetoId]).toBe('completo');
  });
});

/** Every latest answer (weight > 0) with the previous finished questionnaire's answer to the same code, computed from the answers. */
async function indicadoresCalculados() {
  return linhas<{
    objeto_id: number;
    indicador_id: number;
    percentual: number;
    anterior_percentual: number | null;
  }>(sql`
    with fin as (
      select q.objeto_id, q.id,
             row_number() over (partition by q.objeto_id order by q.finalizado_em desc, q.id desc) as rn
        from questionario q where q.finalizado
    ),
    pct as (
      select rs.questionario_id, rs.indicador_id, i.codigo, n.peso,
             floor(n.peso * 100.0 / (select max(n2.peso) from nivel n2 where n2.indicador_id = n.indicador_id))::int as p
        from resposta rs join nivel n on n.id = rs.nivel_id join indicador i on i.id = rs.indicador_id
    )
    select l.objeto_id, a.indicador_id, a.p as percentual,
           (select b.p from pct b where b.questionario_id = ant.id and b.codigo = a.codigo and b.peso > 0) as anterior_percentual
      from fin l
      join pct a on a.questionario_id = l.id and a.peso > 0
      left join fin ant on ant.objeto_id = l.objeto_id and ant.rn = 2
     where l.rn = 1
     order by 1, 2`);
}

async function indicadoresGuardados() {
  return linhas<{
    objeto_id: number;
    indicador_id: number;
    percentual: number;
    anterior_percentual: number | null;
  }>(
    sql`select objeto_id, indicador_id, percentual, anterior_percentual from objeto_indicador_ultimo order by 1, 2`,
  );
}

/** The lowest level of weight > 0 and the weight-0 level ('não se aplica'), when it has one, of each answered indicator. */
async function niveisBaixos(questionarioId: number) {
  return linhas<{ indicador_id: number; baixo: number; zero: number | null }>(sql`
    select rs.indicador_id,
           (select n.id from nivel n where n.indicador_id = rs.indicador_id and n.peso > 0 order by n.peso limit 1) as baixo,
           (select n.id from nivel n where n.indicador_id = rs.indicador_id and n.peso = 0 limit 1) as zero
      from resposta rs where rs.questionario_id = ${questionarioId} order by rs.indicador_id`);
}

describe('objeto_indicador_ultimo', () => {
  it('equals the latest and previous answers computed directly, after each finish', async () => {
    // First Guia: some answers lowered, some 'não se aplica'; the second answers the highest levels.
    const primeiro = await questionarioRespondido(t, dono, edicaoId, 'Evolui');
    const baixos = await niveisBaixos(primeiro.questionarioId);
    expect(baixos.length).toBeGreaterThan(3);
    for (const [i, n] of baixos.entries()) {
      const nivel = i % 3 === 0 ? n.baixo : i % 3 === 1 && n.zero !== null ? n.zero : null;
      if (nivel !== null)
        await linhas(sql`update resposta set nivel_id = ${nivel}
                          where questionario_id = ${primeiro.questionarioId} and indicador_id = ${n.indicador_id}`);
    }
    await finalizar(primeiro.objetoId, primeiro.questionarioId);
    const depoisDoPrimeiro = await indicadoresGuardados();
    expect(depoisDoPrimeiro).toEqual(await indicadoresCalculados());
    expect(depoisDoPrimeiro.filter((x) => Number(x.objeto_id) === primeiro.objetoId).length).toBeGreaterThan(
      0,
    );
    expect(depoisDoPrimeiro.every((x) => x.anterior_percentual === null)).toBe(true);

    const segundoId = await criarQuestionario(t, dono, primeiro.objetoId, edicaoId);
    await linhas(sql`insert into resposta (questionario_id, indicador_id, nivel_id)
      select ${segundoId}, indicador_id,
             (select n.id from nivel n where n.indicador_id = r.indicador_id order by n.peso desc limit 1)
        from resposta r where r.questionario_id = ${primeiro.questionarioId}`);
    await finalizar(primeiro.objetoId, segundoId);
    const guardados = await indicadoresGuardados();
    expect(guardados).toEqual(await indicadoresCalculados());
    const desta = guardados.filter((x) => Number(x.objeto_id) === primeiro.objetoId);
    expect(desta.every((x) => x.percentual === 100)).toBe(true);
    expect(desta.some((x) => x.anterior_percentual !== null && x.anterior_percentual < 100)).toBe(true);

    // The list's evolution filter reads it: this unit rose in a lowered indicator.
    const subiu = desta.find((x) => x.anterior_percentual !== null && x.anterior_percentual < 100)!;
    const admin = await createUser(t, { role: 'administrador' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Admin/Objeto',
      query: { filtro: 'evolucao-indicador', indicador: String(subiu.indicador_id) },
      headers: admin.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.items.map((i: { id: number }) => i.id)).toEqual([primeiro.objetoId]);
  });
});
