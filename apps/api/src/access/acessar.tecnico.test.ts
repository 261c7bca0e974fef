import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, schema } from '../db/client.ts';
import { linhas } from '../db/linhas.ts';
import { revogarAutorizacao, suspenderTecnico } from '../modules/autorizacao/revogacao.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createUser, criarUnidade, type TestUser } from '../test/factories.ts';
import { conceder, novoTecnico } from '../test/tecnicos.ts';
import { acessar } from './acessar.ts';
import type { Actor } from './actor.ts';
import {
  MENSAGEM_AUTORIZACAO_EXPIRADA,
  MENSAGEM_AUTORIZACAO_REVOGADA,
  MENSAGEM_SEM_PERMISSAO,
  MENSAGEM_TECNICO_SUSPENSO,
} from './concessao.ts';

const { objeto, auditoria } = schema;
const NAO_ENCONTRADA = 'Unidade não encontrada';

describe('acessar, a technician through a producer grant (issue 18)', () => {
  let t: TestApp;
  let dono: TestUser;
  let tecnico: Actor;
  let adminId: number;
  let unidadeA: number;
  let unidadeB: number;

  const carregarUnidade = (id: number) => async (db: Database) => {
    const [row] = await db
      .select({ objetoId: objeto.id, usuarioId: objeto.usuarioId })
      .from(objeto)
      .where(eq(objeto.id, id));
    return row;
  };
  const ler = (actor: Actor, id: number) =>
    acessar(t.db, actor, 'objeto.ler', carregarUnidade(id), {
      naoEncontrado: NAO_ENCONTRADA,
      detalhes: () => ({}),
    });
  const auditadas = (atorId: number) =>
    t.db.select().from(auditoria).where(eq(auditoria.atorId, atorId)).orderBy(auditoria.id);

  beforeAll(async () => {
    t = await buildTestApp();
    dono = await createUser(t);
    adminId = (await createUser(t, { role: 'administrador' })).id;
    unidadeA = await criarUnidade(t, dono, { nomeunidade: 'Fazenda A' });
    unidadeB = await criarUnidade(t, dono, { nomeunidade: 'Fazenda B' });
    tecnico = await novoTecnico(t);
    await conceder(t, { tecnicoId: tecnico.id, objetoId: unidadeA });
  });
  afterAll(() => t.close());

  it('lets him read the granted unit, and audits the read with the grant', async () => {
    await expect(ler(tecnico, unidadeA)).resolves.toMatchObject({ objetoId: unidadeA, usuarioId: dono.id });
    const [linha] = (await auditadas(tecnico.id)).slice(-1);
    expect(linha).toMatchObject({
      acao: 'tecnico.objeto.ler',
      alvoUsuarioId: dono.id,
      objetoId: unidadeA,
      detalhes: { autorizacaoId: expect.any(Number) },
    });
  });

  it("answers 404 on the producer's other unit, like a missing one, and audits nothing", async () => {
    const antes = (await auditadas(tecnico.id)).length;
    await expect(ler(tecnico, unidadeB)).rejects.toMatchObject({ statusCode: 404, message: NAO_ENCONTRADA });
    await expect(ler(tecnico, 2_000_000_000)).rejects.toMatchObject({ statusCode: 404 });
    expect(await auditadas(tecnico.id)).toHaveLength(antes);
  });

  it('never lets him do an owner-only act (the registration, its deletion)', async () => {
    for (const acao of ['objeto.editar', 'objeto.excluir'] as const) {
      await expect(
        acessar(t.db, tecnico, acao, carregarUnidade(unidadeA), { naoEncontrado: NAO_ENCONTRADA }),
      ).rejects.toMatchObject({ statusCode: 404 });
    }
  });

  it('refuses an act the grant does not include (403), and audits nothing', async () => {
    const antes = (await auditadas(tecnico.id)).length;
    await expect(
      acessar(t.db, tecnico, 'evidencia.enviar', carregarUnidade(unidadeA), {
        naoEncontrado: NAO_ENCONTRADA,
      }),
    ).rejects.toMatchObject({ statusCode: 403, message: MENSAGEM_SEM_PERMISSAO });
    expect(await auditadas(tecnico.id)).toHaveLength(antes);
  });

  it('refuses from the next request on once the grant expired, was revoked or he was suspended', async () => {
    const expirado = await novoTecnico(t);
    await conceder(t, {
      tecnicoId: expirado.id,
      objetoId: unidadeB,
      validaAte: sql`now() - interval '1 second'`,
    });
    await expect(ler(expirado, unidadeB)).rejects.toMatchObject({
      statusCode: 403,
      message: MENSAGEM_AUTORIZACAO_EXPIRADA,
    });

    const revogado = await novoTecnico(t);
    const g = await conceder(t, { tecnicoId: revogado.id, objetoId: unidadeB });
    await expect(ler(revogado, unidadeB)).resolves.toBeTruthy();
    expect(await revogarAutorizacao(t.db, dono.id, g)).toBe(true);
    await expect(ler(revogado, unidadeB)).rejects.toMatchObject({
      statusCode: 403,
      message: MENSAGEM_AUTORIZACAO_REVOGADA,
    });
    // Only the producer revokes his own grant, once.
    expect(await revogarAutorizacao(t.db, dono.id, g)).toBe(false);

    const suspenso = await novoTecnico(t);
    await conceder(t, { tecnicoId: suspenso.id, objetoId: unidadeB });
    await expect(ler(suspenso, unidadeB)).resolves.toBeTruthy();
    expect(await suspenderTecnico(t.db, suspenso.id, adminId)).toBe(true);
    await expect(ler(suspenso, unidadeB)).rejects.toMatchObject({
      statusCode: 403,
      message: MENSAGEM_TECNICO_SUSPENSO,
    });
  });

  it('a grant of another producer over the same technician does not open this unit', async () => {
    const outro = await novoTecnico(t);
    const outraUnidade = await criarUnidade(t, await createUser(t), { nomeunidade: 'Vizinha' });
    await conceder(t, { tecnicoId: outro.id, objetoId: outraUnidade });
    await expect(ler(outro, outraUnidade)).resolves.toBeTruthy();
    await expect(ler(outro, unidadeA)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('the access gate against a revocation (issue 18)', () => {
  let t: TestApp;
  let dono: TestUser;
  let unidade: number;
  beforeAll(async () => {
    t = await buildTestApp();
    dono = await createUser(t);
    unidade = await criarUnidade(t, dono);
  });
  afterAll(() => t.close());
  const carregarUnidade = (id: number) => async (db: Database) => {
    const [row] = await db
      .select({ objetoId: objeto.id, usuarioId: objeto.usuarioId })
      .from(objeto)
      .where(eq(objeto.id, id));
    return row;
  };

  it('commits no act after the revocation commits (a race, run many times)', async () => {
    for (let rodada = 0; rodada < 6; rodada++) {
      const tec = await novoTecnico(t);
      const g = await conceder(t, { tecnicoId: tec.id, objetoId: unidade });
      // Each act: let in by the gate, then work a little in the same transaction, then note the clock.
      const agir = () =>
        t.db.transaction(async (tx) => {
          await acessar(tx, tec, 'resposta.salvar', carregarUnidade(unidade), {
            naoEncontrado: NAO_ENCONTRADA,
          });
          await tx.execute(sql`select pg_sleep(0.01)`);
          return microssegundos(tx, sql`clock_timestamp()`);
        });
      const atos = Array.from({ length: 12 }, (_, i) =>
        new Promise((pronto) => setTimeout(pronto, i * 4)).then(agir),
      );
      const revogacao = new Promise((pronto) => setTimeout(pronto, 15)).then(() =>
        revogarAutorizacao(t.db, dono.id, g),
      );
      const resultados = await Promise.allSettled(atos);
      expect(await revogacao).toBe(true);
      const revogada = await microssegundos(t.db, sql`(select revogada_em from autorizacao where id = ${g})`);
      const feitos = resultados.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      const recusados = resultados.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
      for (const motivo of recusados) {
        expect(motivo).toMatchObject({ statusCode: 403, message: MENSAGEM_AUTORIZACAO_REVOGADA });
      }
      expect(feitos.filter((feito) => feito >= revogada)).toEqual([]);
      expect(feitos.length + recusados.length).toBe(12);
    }
  });
});

/** A moment in microseconds since the epoch, read in the database (exact, unlike a float of seconds). */
async function microssegundos(db: Pick<Database, 'execute'>, momento: SQL): Promise<bigint> {
  const [r] = await linhas<{ us: string }>(
    db,
    sql`select (extract(epoch from ${momento}) * 1000000)::bigint::text as us`,
  );
  return BigInt(r!.us);
}
