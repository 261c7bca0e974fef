import type { AdminEstatisticasPlanos } from '@guia/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { linhas } from '../../db/linhas.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, duplicarEdicaoParaTeste } from '../../test/factories.ts';
import {
  type Cenario,
  cenario,
  criar,
  editar,
  item,
  mesmaLinhagem,
  responderEFinalizar,
} from '../plano-acao/plano-acao.test-helpers.ts';

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
      (await mesmaLinhagem(t, x, nova))!,
      (await mesmaLinhagem(t, y, nova))!,
      (await mesmaLinhagem(t, z, nova))!,
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
      await responderEFinalizar(
        t,
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
