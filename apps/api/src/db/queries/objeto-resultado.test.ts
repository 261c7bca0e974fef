import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { criarUnidade, iniciar, questionarioRespondido } from '../../test/fixture-world.ts';

/**
 * The admin list's maintained data equals a direct computation from the questionnaires:
 * `objeto.situacao` (database triggers on questionario and edicao).
 */
let t: TestApp;
let dono: TestUser;
let edicaoId: number;

async function linhas<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
}

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
    const semGuia = await criarUnidade(t, dono, 'Sem Guia');
    const aberto = await criarUnidade(t, dono, 'Aberto');
    const abertoQ = await iniciar(t, dono, aberto, edicaoId);
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
