import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { createUser } from '../../test/factories.ts';
import { atualizarComparativo } from './comparativo.service.ts';
import {
  ALERTA,
  ALERTA_BRASIL,
  antigo,
  comparativoDe,
  novoDono,
  publicar,
  RIO,
  regras,
  unidadeFinalizada,
  valores,
} from './comparativo.test-helpers.ts';
import { abrirRelatorios, novoRelatorio, type Relatorios } from './relatorio.test-helpers.ts';

// What the comparative publishes cannot be differenced to learn one producer's numbers.

const ctx = { ano: 1989 } as Relatorios;
beforeAll(() => abrirRelatorios(ctx));
beforeEach(() => novoRelatorio(ctx));
afterAll(() => ctx.t.close());

/** Six owners in RJ with one finished unit each, one of them watching, and a 7th owner watching. */
async function seisDonosNoRio(observadorValores: number[][] = [[50, 50, 50, 50, 50]]) {
  const observador = await antigo(ctx, await createUser(ctx.t));
  const doObservador: number[] = [];
  for (const v of observadorValores) {
    doObservador.push(await unidadeFinalizada(ctx, 'RJ', RIO, v, { dono: observador.id }));
  }
  const umDosSeis = await antigo(ctx, await createUser(ctx.t));
  const doUm = await unidadeFinalizada(ctx, 'RJ', RIO, [10, 10, 10, 10, 10], { dono: umDosSeis.id });
  for (const v of [20, 30, 40, 50, 60])
    await unidadeFinalizada(ctx, 'RJ', RIO, [v, v + 1, v + 2, v + 3, v + 4]);
  await publicar(ctx);
  const meu = doObservador[0]!;
  const olhar = async () => ({
    observador: (await comparativoDe(ctx, observador, meu)).comparado,
    observadorBrasil: (await comparativoDe(ctx, observador, meu, 'brasil')).comparado,
    umDosSeis: (await comparativoDe(ctx, umDosSeis, doUm)).comparado,
  });
  return { observador, doObservador, olhar };
}

describe('comparative: a published value cannot be differenced', () => {
  it('the RJ attack: 7 units of one owner and 1 of another answer the alert on every unit', async () => {
    const atacante = await createUser(ctx.t);
    const admin = await createUser(ctx.t, { role: 'administrador' });
    const vitima = await novoDono(ctx);
    const unidades: number[] = [];
    for (let i = 0; i < 7; i++) {
      unidades.push(
        await unidadeFinalizada(ctx, 'RJ', RIO, [40 + i, 50 + i, 60 + i, 70 + i, 80 + i], {
          dono: atacante.id,
        }),
      );
    }
    await unidadeFinalizada(ctx, 'RJ', RIO, [13, 27, 91, 4, 66], { dono: vitima });
    await publicar(ctx);

    for (const objetoId of unidades) {
      for (const grupo of ['minha-regiao', 'Sudeste', 'brasil']) {
        const r = await comparativoDe(ctx, atacante, objetoId, grupo);
        expect(r.comparado, `${objetoId} ${grupo}`).toBeNull();
        expect(r.alert).toBe(grupo === 'brasil' ? ALERTA_BRASIL : ALERTA);
        // Nor does an administrator reading the owner's unit see the other producer.
        const a = await comparativoDe(ctx, admin, objetoId, grupo, `&user_id=${atacante.id}`);
        expect(a.comparado).toBeNull();
      }
    }
  });

  it('a group of 5 units or more but fewer than 5 other owners answers the alert', async () => {
    const observador = await antigo(ctx, await createUser(ctx.t));
    const meu = await unidadeFinalizada(ctx, 'RJ', RIO, [50, 50, 50, 50, 50], { dono: observador.id });
    const grande = await novoDono(ctx);
    for (let i = 0; i < 5; i++)
      await unidadeFinalizada(ctx, 'RJ', RIO, [10, 20, 30, 40, 50], { dono: grande });
    for (let i = 0; i < 3; i++) await unidadeFinalizada(ctx, 'RJ', RIO, [20, 30, 40, 50, 60]);
    // 9 units of 5 owners are published; without the observer's: 8 units of 4 owners.
    expect((await publicar(ctx)).publicados).toContain('uf:RJ');
    expect(await comparativoDe(ctx, observador, meu)).toMatchObject({ comparado: null, alert: ALERTA });

    // With a threshold of 4 the same group shows, which proves it is the owners that were short.
    // Quarters 5 x (0, 0, 1, 1, 2) and 3 x (0, 1, 1, 2, 2): P1 0 -> 12.5 -> 10; P2 3 -> 21.9 -> 20;
    // P3 8 -> 37.5 -> 40 (tie); P4 11 -> 46.9 -> 45; P5 16 -> 62.5 -> 60 (tie). Total floor(175/5) = 35.
    ctx.t.config.COMPARATIVO_MIN_UNIDADES = 4;
    try {
      expect(await comparativoDe(ctx, observador, meu)).toMatchObject({
        comparado: { valores: valores([10, 20, 40, 45, 60]), total: 35 },
      });
    } finally {
      ctx.t.config.COMPARATIVO_MIN_UNIDADES = 5;
    }
  });
});

describe('comparative: a published value cannot be differenced', () => {
  it('a victim joining six other owners changes nothing until four more owners join', async () => {
    const { olhar } = await seisDonosNoRio();
    const antes = await olhar();
    // The observer sees the six, 10s to 64 (quarters 0, 0, 1, 1, 2, 2 on every principle): 6 -> 37.5
    // -> 40 (tie). One of the six sees the other five and the observer's 50s (0, 1, 1, 2, 2, 2):
    // 8 -> 45.8 -> 45.
    expect(antes.observador).toEqual({ valores: valores([40, 40, 40, 40, 40]), total: 40 });
    expect(antes.observadorBrasil).toEqual(antes.observador);
    expect(antes.umDosSeis).toEqual({ valores: valores([45, 45, 45, 45, 45]), total: 45 });

    // The victim joins: nothing anyone sees changes, nor with three more owners (four changes).
    await unidadeFinalizada(ctx, 'RJ', RIO, [99, 1, 77, 3, 88]);
    expect((await publicar(ctx)).publicados).toEqual([]);
    expect(await olhar()).toEqual(antes);
    for (const v of [5, 15, 25]) await unidadeFinalizada(ctx, 'RJ', RIO, [v, v, v, v, v]);
    expect((await publicar(ctx)).publicados).toEqual([]);
    expect(await olhar()).toEqual(antes);

    // The fifth changed owner publishes the five changes together. The newcomers' quarters: the
    // victim 3, 0, 3, 0, 3; 5s, 15s -> 0; 25s, 35s -> 1. Observer: 11 units, 6 + 2 + victim:
    // P1 11 -> 37.5 -> 40 (tie); P2 8 -> 30.7 -> 30; P3 11 -> 40; P4 8 -> 30; P5 11 -> 40; total 36.
    // One of the six: 11 units, 8 + 2 + victim: 13 -> 42 -> 40; 10 -> 35.2 -> 35; 40; 35; 40; total 38.
    await unidadeFinalizada(ctx, 'RJ', RIO, [35, 35, 35, 35, 35]);
    expect((await publicar(ctx)).publicados).toEqual(['brasil', 'regiao:Sudeste', 'uf:RJ']);
    expect(await olhar()).toEqual({
      observador: { valores: valores([40, 30, 40, 30, 40]), total: 36 },
      observadorBrasil: { valores: valores([40, 30, 40, 30, 40]), total: 36 },
      umDosSeis: { valores: valores([40, 35, 40, 35, 40]), total: 38 },
    });
  });

  it("the observer's own additions and deletions change nothing he sees", async () => {
    const { observador, doObservador, olhar } = await seisDonosNoRio([
      [50, 50, 50, 50, 50],
      [0, 0, 0, 0, 0],
    ]);
    const antes = await olhar();
    expect(antes.observador).toEqual({ valores: valores([40, 40, 40, 40, 40]), total: 40 });

    // He deletes a published unit, adds one and finishes it, adds and deletes another.
    await ctx.t.db.delete(schema.objeto).where(eq(schema.objeto.id, doObservador[1]!));
    await unidadeFinalizada(ctx, 'RJ', RIO, [100, 100, 100, 100, 100], { dono: observador.id });
    const efemera = await unidadeFinalizada(ctx, 'RJ', RIO, [7, 7, 7, 7, 7], { dono: observador.id });
    await ctx.t.db.delete(schema.objeto).where(eq(schema.objeto.id, efemera));
    expect(
      (await atualizarComparativo(ctx.t.db, ctx.edicaoId, regras(ctx), { forcar: true })).publicados,
    ).toEqual([]);
    expect(await olhar()).toEqual(antes);

    // Four other owners join: with his own changes that is five owners, so it publishes; he still
    // sees only the others (quarters of 5s to 35s: 0, 0, 1, 1). Observer: 10 units, 6 + 2 = 8 -> 32.5
    // -> 30 (tie). One of the six: 5 + 4 + the observer's 50s and 100s = 11 units, 6 + 2 + 2 + 3 = 13
    // -> 42 -> 40, on every principle.
    for (const v of [5, 15, 25, 35]) await unidadeFinalizada(ctx, 'RJ', RIO, [v, v, v, v, v]);
    expect((await publicar(ctx)).publicados).toEqual(['brasil', 'regiao:Sudeste', 'uf:RJ']);
    expect(await olhar()).toEqual({
      observador: { valores: valores([30, 30, 30, 30, 30]), total: 30 },
      observadorBrasil: { valores: valores([30, 30, 30, 30, 30]), total: 30 },
      umDosSeis: { valores: valores([40, 40, 40, 40, 40]), total: 40 },
    });
  });
});
