import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Database, schema } from '../db/client.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createUser, criarUnidade, type TestUser } from '../test/factories.ts';
import { acessar } from './acessar.ts';
import type { Actor } from './actor.ts';

const { objeto, auditoria } = schema;

describe('acessar, the access gate', () => {
  let t: TestApp;
  let dono: Actor;
  let outro: Actor;
  let admin: Actor;
  let objetoId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const [d, o, a] = await Promise.all([
      createUser(t),
      createUser(t),
      createUser(t, { role: 'administrador' }),
    ]);
    dono = { id: d!.id, role: 'visitante' };
    outro = { id: o!.id, role: 'visitante' };
    admin = { id: a!.id, role: 'administrador' };
    objetoId = await criarUnidade(t, d as TestUser);
  });
  afterAll(() => t.close());
  beforeEach(() => vi.restoreAllMocks());

  const carregarUnidade = (id: number) => async (db: Database) => {
    const [row] = await db
      .select({ objetoId: objeto.id, usuarioId: objeto.usuarioId, nome: objeto.nomeunidade })
      .from(objeto)
      .where(eq(objeto.id, id));
    return row;
  };
  const ler = (actor: Actor, id = objetoId) =>
    acessar(t.db, actor, 'objeto.ler', carregarUnidade(id), {
      naoEncontrado: 'Unidade não encontrada',
      detalhes: () => ({}),
    });
  const linhas = () => t.db.select().from(auditoria).where(eq(auditoria.objetoId, objetoId));

  it('lets the owner in with the loaded record, without a transaction or an audit row', async () => {
    const transacoes = vi.spyOn(t.db, 'transaction');
    const antes = (await linhas()).length;
    await expect(ler(dono)).resolves.toMatchObject({ objetoId, usuarioId: dono.id });
    expect(transacoes).not.toHaveBeenCalled();
    expect(await linhas()).toHaveLength(antes);
  });

  it('answers another user 404, exactly like a missing record, and writes nothing', async () => {
    const antes = (await linhas()).length;
    const outroErro = await ler(outro).catch((e: unknown) => e);
    const ausente = await ler(outro, 2_000_000_000).catch((e: unknown) => e);
    expect(outroErro).toMatchObject({ statusCode: 404, message: 'Unidade não encontrada' });
    expect(ausente).toMatchObject({ statusCode: 404, message: 'Unidade não encontrada' });
    expect(await linhas()).toHaveLength(antes);
  });

  it('lets an administrator read, with the audit row written in the same transaction as the load', async () => {
    const transacoes = vi.spyOn(t.db, 'transaction');
    const antes = (await linhas()).length;
    await expect(ler(admin)).resolves.toMatchObject({ objetoId, usuarioId: dono.id });
    expect(transacoes).toHaveBeenCalledTimes(1);
    const novas = (await linhas()).slice(antes);
    expect(novas).toHaveLength(1);
    expect(novas[0]).toMatchObject({
      atorId: admin.id,
      acao: 'objeto.ver',
      alvoUsuarioId: dono.id,
      objetoId,
      detalhes: {},
    });
  });

  it('refuses an administrator the owner-only acts with 404, and writes nothing', async () => {
    const antes = (await linhas()).length;
    await expect(
      acessar(t.db, admin, 'objeto.editar', carregarUnidade(objetoId), {
        naoEncontrado: 'Unidade não encontrada',
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(await linhas()).toHaveLength(antes);
  });

  it('checks the state (validar) after the permission and before the audit row', async () => {
    const antes = (await linhas()).length;
    await expect(
      acessar(t.db, admin, 'objeto.ler', carregarUnidade(objetoId), {
        naoEncontrado: 'Unidade não encontrada',
        validar: () => {
          throw Object.assign(new Error('fechado'), { statusCode: 409 });
        },
        detalhes: () => ({}),
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await linhas()).toHaveLength(antes);
  });

  it('refuses the act (503) and changes nothing when the audit row cannot be written', async () => {
    // An administrator whose account is gone: the audit row (which copies the actor's name) fails.
    const conta = await createUser(t, { role: 'administrador' });
    await t.db.delete(schema.usuario).where(eq(schema.usuario.id, conta.id));
    const sumido: Actor = { id: conta.id, role: 'administrador' };
    const antes = (await linhas()).length;
    // The act: rename the unit, in the transaction the gate joins.
    const ato = t.db.transaction(async (tx) => {
      await tx.update(objeto).set({ nomeunidade: 'Renomeada' }).where(eq(objeto.id, objetoId));
      return acessar(tx, sumido, 'objeto.ler', carregarUnidade(objetoId), {
        naoEncontrado: 'Unidade não encontrada',
        detalhes: () => ({}),
      });
    });
    await expect(ato).rejects.toMatchObject({ statusCode: 503, code: 'audit_unavailable' });
    const [unidade] = await t.db
      .select({ nome: objeto.nomeunidade })
      .from(objeto)
      .where(eq(objeto.id, objetoId));
    expect(unidade?.nome).not.toBe('Renomeada');
    expect(await linhas()).toHaveLength(antes);
  });
});
