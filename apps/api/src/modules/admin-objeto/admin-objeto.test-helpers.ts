import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { linhas as linhasDe } from '../../db/linhas.ts';
import { atualizarResultadosDasUnidades } from '../../db/queries/objeto-resultado.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, questionarioRespondido, type TestUser } from '../../test/factories.ts';

/** The units every admin-objeto test reads: their owner, an administrator, a visitante and the ids. */
export interface Unidades {
  t: TestApp;
  admin: TestUser;
  visitante: TestUser;
  dono: TestUser;
  edicaoId: number;
  ids: Record<string, number>;
}

type Dono = Pick<Unidades, 't' | 'dono' | 'edicaoId'>;

export function linhas<T>(t: TestApp, q: ReturnType<typeof sql>): Promise<T[]> {
  return linhasDe<T>(t.db, q);
}

async function unidade(
  { t, dono }: Dono,
  nome: string,
  uf: string,
  cidade: number,
  categoria: number,
  area: number | null,
  rebanho: number | null,
) {
  const [r] = await linhas<{ id: number }>(
    t,
    sql`
    insert into objeto (usuario_id, categoria_id, nomeunidade, uf, cidade, area, rebanho)
    values (${dono.id}, ${categoria}, ${nome}, ${uf}, ${cidade}, ${area}, ${rebanho}) returning id`,
  );
  return Number(r!.id);
}

/** A finished questionnaire with these per-principle aproveitamentos, and one answer of weight `peso` to the indicator. */
async function finalizado(
  { t, dono, edicaoId }: Dono,
  objetoId: number,
  ps: number[],
  quando: string,
  indicador?: { id: number; nivelId: number },
) {
  const [q] = await linhas<{ id: number }>(
    t,
    sql`
    insert into questionario (objeto_id, edicao_id, usuario_id, finalizado, finalizado_em)
    values (${objetoId}, ${edicaoId}, ${dono.id}, true, ${quando}::timestamptz) returning id`,
  );
  const qid = Number(q!.id);
  for (const [i, p] of ps.entries()) {
    await t.db.execute(sql`
      insert into resultado_principio (questionario_id, principio_codigo, total, respondidas, aplicaveis, potencial,
        avaliacao, aproveitamento, atendido, nao_atendido, nao_preenchido)
      values (${qid}, ${i + 1}, 10, 10, 10, 50, ${Math.floor(p / 2)}, ${p}, ${p}, ${100 - p}, 0)`);
  }
  if (indicador)
    await t.db.execute(sql`insert into resposta (questionario_id, indicador_id, nivel_id)
      values (${qid}, ${indicador.id}, ${indicador.nivelId})`);
  await atualizarResultadosDasUnidades(t.db, [objetoId]);
  return qid;
}

/**
 * Five units of one owner, built once per file: finished twice, finished once with a formula for a
 * name, never started, started, and finished through the API.
 */
export async function montarUnidades(): Promise<Unidades> {
  const ids: Record<string, number> = {};
  const t = await buildTestApp();
  const [admin, visitante, dono] = await Promise.all([
    createUser(t, { role: 'administrador' }),
    createUser(t),
    createUser(t, { nome: 'Dona Ana' }),
  ]);
  const [e] = await linhas<{ id: number }>(
    t,
    sql`select id from edicao where disponivel order by ano desc limit 1`,
  );
  const edicaoId = Number(e!.id);
  const u: Dono = { t, dono, edicaoId };
  // An indicator of the edition with its levels of weight 1 and 5.
  const niveis = await linhas<{ indicador_id: number; id: number; peso: number }>(
    t,
    sql`
    select n.indicador_id, n.id, n.peso from nivel n
     where n.indicador_id = (select i.id from indicador i join criterio c on c.id = i.criterio_id
                              join principio p on p.id = c.principio_id
                             where p.edicao_id = ${edicaoId}
                               and exists (select 1 from nivel a where a.indicador_id = i.id and a.peso = 1)
                               and exists (select 1 from nivel b where b.indicador_id = i.id and b.peso = 5)
                             order by i.id limit 1)
       and n.peso in (1, 5)`,
  );
  const indicadorId = Number(niveis[0]!.indicador_id);
  const nivel = (peso: number) => ({
    id: indicadorId,
    nivelId: Number(niveis.find((n) => n.peso === peso)!.id),
  });
  ids.indicador = indicadorId;

  ids.saoJoao = await unidade(u, 'São João', 'SP', 3550308, 3, null, null);
  await finalizado(u, ids.saoJoao, [10, 20, 30, 40, 50], '2025-01-10T12:00:00Z', nivel(1));
  await finalizado(u, ids.saoJoao, [50, 60, 70, 80, 95], '2026-03-10T12:00:00Z', nivel(5));
  ids.hyperlink = await unidade(u, '=HYPERLINK("http://x")', 'MT', 5103403, 6, 1000, 300);
  await finalizado(u, ids.hyperlink, [5, 5, 5, 5, 5], '2026-02-01T12:00:00Z', nivel(1));
  ids.sitio = await unidade(u, 'Sítio Alegre', 'MT', 5103403, 3, 50, 20000);
  await t.db.execute(sql`update objeto set criado_em = now() - interval '2 years' where id = ${ids.sitio}`);
  ids.joao = await unidade(u, 'Joao Pequeno', 'SP', 3550308, 3, 10, null);
  await t.db.execute(sql`insert into questionario (objeto_id, edicao_id, usuario_id)
    values (${ids.joao}, ${edicaoId}, ${dono.id})`);
  // Finished through the API: the latest result is written in the finishing transaction.
  const pronto = await questionarioRespondido(t, dono, edicaoId, 'Açougue Pronto');
  ids.pronto = pronto.objetoId;
  const fim = await t.app.inject({
    method: 'PUT',
    url: '/api/Guia/Questionario',
    headers: dono.auth,
    payload: { objeto_id: pronto.objetoId, guia_id: edicaoId, questionario_id: pronto.questionarioId },
  });
  expect(fim.statusCode, fim.body).toBe(200);
  return { t, admin, visitante, dono, edicaoId, ids };
}
