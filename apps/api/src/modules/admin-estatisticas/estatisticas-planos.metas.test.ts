import type { AdminEstatisticasPlanos } from '@guia/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { linhas } from '../../db/linhas.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, duplicarEdicaoParaTeste } from '../../test/factories.ts';
import { type Cenario, cenario, criar, editar, item } from '../plano-acao/plano-acao.test-helpers.ts';

// Issue 17 §4, the share of met targets: three producers plan the same three targets in one
// edition; next year's edition retitles one of them; finishing it freezes the outcomes (§2). The
// floor is 3 producers: a share is shown only over judged targets of 3 producers.
//   x: met, met, went back            -> 3 judged, 2 met: 66% (truncated)
//   y: met, kept, kept                -> 3 judged, 1 met: 33%
//   z: met, kept, cancelled (not judged) -> 2 producers judged: not shown; its items (3) are

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ COMPARATIVO_MIN_UNIDADES: 3 });
});
afterAll(async () => {
  await t?.close();
});

/** The indicator of `edicaoId` with the lineage of `indicadorId`. */
async function mesmaLinhagem(indicadorId: number, edicaoId: number): Promise<number> {
  const [r] = await linhas<{ id: number }>(
    t.db,
    sql`select novo.id from indicador antigo join indicador novo on novo.linhagem = antigo.linhagem
      join criterio c on c.id = novo.criterio_id join principio p on p.id = c.principio_id
      where antigo.id = ${indicadorId} and p.edicao_id = ${edicaoId}`,
  );
  return r!.id;
}

/** Starts the unit's questionnaire of `edicaoId`, answers every applicable indicator at weight 5
 * unless `pesos` (by the new indicator's id) says otherwise, and finishes it through the API. */
async function finalizarNovaEdicao(c: Cenario, edicaoId: number, pesos: Map<number, number>) {
  const inicio = await t.app.inject({
    method: 'POST',
    url: '/api/Guia/Questionario',
    headers: c.user.auth,
    payload: { objeto_id: c.objetoId, guia_id: edicaoId },
  });
  expect(inicio.statusCode, inicio.body).toBe(201);
  const questionarioId = inicio.json().data.questionario.id as number;
  const estrutura = await t.app.inject({
    method: 'GET',
    url: `/api/Guia/${c.objetoId}/${edicaoId}/${questionarioId}`,
    headers: c.user.auth,
  });
  const ids = (
    estrutura.json().data.principios as { criterios: { indicadores: { id: number }[] }[] }[]
  ).flatMap((p) => p.criterios.flatMap((cr) => cr.indicadores.map((i) => i.id)));
  const niveis = await t.db.select().from(schema.nivel).where(inArray(schema.nivel.indicadorId, ids));
  await t.db.insert(schema.resposta).values(
    ids.map((indicadorId) => {
      const peso = pesos.get(indicadorId) ?? 5;
      const n = niveis.find((x) => x.indicadorId === indicadorId && x.peso === peso)!;
      return { questionarioId, indicadorId, nivelId: n.id };
    }),
  );
  const fim = await t.app.inject({
    method: 'PUT',
    url: '/api/Guia/Questionario',
    headers: c.user.auth,
    payload: { objeto_id: c.objetoId, guia_id: edicaoId, questionario_id: questionarioId },
  });
  expect(fim.statusCode, fim.body).toBe(200);
}

describe('POST /api/Admin/Estatisticas/PlanosAcao: targets met', () => {
  it('shares met targets per lineage, titled by the latest edition, over judged targets of enough producers', async () => {
    const cs = [await cenario(t), await cenario(t), await cenario(t)];
    const [x, y, z] = cs[0]!.emDois as [number, number, number];
    for (const c of cs) {
      const res = await criar(t, c.user, c.objetoId, {
        questionario_id: c.questionarioId,
        itens: [item(x), item(y), item(z)],
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const [, , c3] = cs as [Cenario, Cenario, Cenario];
    const [planoC3] = await t.db
      .select()
      .from(schema.planoAcao)
      .where(eq(schema.planoAcao.objetoId, c3.objetoId));
    const [zDeC3] = await t.db
      .select({ id: schema.planoAcaoItem.id })
      .from(schema.planoAcaoItem)
      .where(
        sql`${schema.planoAcaoItem.planoId} = ${planoC3!.id} and ${schema.planoAcaoItem.indicadorId} = ${z}`,
      );
    expect((await editar(t, c3.user, zDeC3!.id, { estado: 'cancelada' })).statusCode).toBe(200);

    const [ed] = await t.db.select().from(schema.edicao).where(eq(schema.edicao.id, cs[0]!.edicaoId));
    const nova = await duplicarEdicaoParaTeste(t, cs[0]!.edicaoId, ed!.ano + 1);
    const [nx, ny, nz] = [
      await mesmaLinhagem(x, nova),
      await mesmaLinhagem(y, nova),
      await mesmaLinhagem(z, nova),
    ];
    await t.db
      .update(schema.indicador)
      .set({ titulo: 'Título da nova edição' })
      .where(eq(schema.indicador.id, nx));
    const pesos: [number, number, number][] = [
      [3, 3, 3], // met x, y, z (targets at 3)
      [3, 2, 2], // met x; kept y, z
      [1, 2, 2], // x went back from 2; kept y; z cancelled
    ];
    for (const [i, c] of cs.entries()) {
      const [px, py, pz] = pesos[i]!;
      await finalizarNovaEdicao(
        c,
        nova,
        new Map([
          [nx, px],
          [ny, py],
          [nz, pz],
        ]),
      );
    }

    const admin = await createUser(t, { role: 'administrador' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/Estatisticas/PlanosAcao',
      headers: admin.auth,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data as AdminEstatisticasPlanos;
    expect(d.resumo).toEqual({ planos: 3, unidades: 3, itens: 9, oculto: false });
    const linhagem = async (id: number) =>
      (await t.db.select().from(schema.indicador).where(eq(schema.indicador.id, id)))[0]!.linhagem;
    const linha = async (id: number) => {
      const l = await linhagem(id);
      const rows = d.indicadores.filter((i) => i.linhagem === l);
      expect(rows).toHaveLength(1); // one row per lineage, not one per edition
      return rows[0]!;
    };
    expect(await linha(x)).toMatchObject({
      titulo: 'Título da nova edição',
      itens: 3,
      avaliados: 3,
      atingidas: 2,
      percentualAtingidas: 66,
      metasOculto: false,
    });
    expect(await linha(y)).toMatchObject({ itens: 3, avaliados: 3, atingidas: 1, percentualAtingidas: 33 });
    expect(await linha(z)).toMatchObject({
      itens: 3,
      itensOculto: false,
      avaliados: null,
      atingidas: null,
      percentualAtingidas: null,
      metasOculto: true,
    });
    // Every indicator of the current (new) edition has its row, and nothing else is listed.
    const [{ n }] = (await linhas<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from indicador i join criterio c on c.id = i.criterio_id
        join principio p on p.id = c.principio_id where p.edicao_id = ${nova}`,
    )) as [{ n: number }];
    expect(d.indicadores).toHaveLength(n);
  });
});
