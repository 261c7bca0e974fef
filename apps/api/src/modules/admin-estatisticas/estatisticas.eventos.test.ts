import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, schema } from '../../db/client.ts';
import { comEvento, publicar } from '../../events/eventos.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { reconstruirRollup } from './estatisticas-rollup.ts';

/*
 * The statistics follow the producers' acts through the domain events they subscribe to at
 * composition (app.ts), not through the producer modules: a row changed without its event moves no
 * number, the event alone moves it, in the act's transaction.
 */

let t: TestApp;
let dono: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  dono = await createUser(t);
});

afterAll(async () => {
  await t?.close();
});

/** Registered units in the rollup, all days summed. */
async function unidadesNoRollup(): Promise<number> {
  const { rows } = (await t.db.execute(
    sql`select coalesce(sum(objetos), 0)::integer as n from estat_objeto where granularidade = 1`,
  )) as { rows: { n: number }[] };
  return Number(rows[0]!.n);
}

/** A unit row written straight to the table: no event. */
async function inserirUnidade(db: Database, usuarioId: number): Promise<number> {
  const [row] = await db
    .insert(schema.objeto)
    .values({ usuarioId, categoriaId: 6, nomeunidade: 'Fazenda do Evento', uf: 'MT', cidade: 5103403 })
    .returning({ id: schema.objeto.id });
  return row!.id;
}

describe('statistics upkeep by domain events', () => {
  it('counts a unit when its creation is published, and not before', async () => {
    const antes = await unidadesNoRollup();
    const objetoId = await inserirUnidade(t.db, dono.id);
    expect(await unidadesNoRollup(), 'a row without its event').toBe(antes);
    await t.db.transaction((tx) => publicar(tx, { tipo: 'unidade.criada', objetoId }));
    expect(await unidadesNoRollup()).toBe(antes + 1);
    // Taken out around its deletion.
    await comEvento(t.db, { tipo: 'unidade.excluida', objetoId }, (tx) =>
      tx.delete(schema.objeto).where(eq(schema.objeto.id, objetoId)),
    );
    expect(await unidadesNoRollup()).toBe(antes);
  });

  it('moves nothing when the act rolls back: the upkeep is in its transaction', async () => {
    const antes = await unidadesNoRollup();
    await expect(
      t.db.transaction(async (tx) => {
        const objetoId = await inserirUnidade(tx, dono.id);
        await publicar(tx, { tipo: 'unidade.criada', objetoId });
        throw new Error('desfeito');
      }),
    ).rejects.toThrow('desfeito');
    expect(await unidadesNoRollup()).toBe(antes);
  });

  it("takes an account's units out around its deletion, and stays equal to a rebuild", async () => {
    const conta = await createUser(t);
    const antes = await unidadesNoRollup();
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 2; i++) {
        await publicar(tx, { tipo: 'unidade.criada', objetoId: await inserirUnidade(tx, conta.id) });
      }
    });
    expect(await unidadesNoRollup()).toBe(antes + 2);
    await comEvento(t.db, { tipo: 'conta.excluida', usuarioId: conta.id }, (tx) =>
      tx.delete(schema.usuario).where(eq(schema.usuario.id, conta.id)),
    );
    expect(await unidadesNoRollup()).toBe(antes);
    await reconstruirRollup(t.db);
    expect(await unidadesNoRollup(), 'incremental = rebuild').toBe(antes);
  });
});
