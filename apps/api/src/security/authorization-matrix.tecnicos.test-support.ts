import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db/client.ts';
import { linhas as lerLinhas } from '../db/linhas.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createUser, criarUnidade, type TestUser } from '../test/factories.ts';
import { createWorld, type World } from '../test/fixture-world.ts';
import { apiRoutes } from '../test/route-table.ts';
import { credenciarTecnico } from '../test/tecnicos.ts';
import { callRoute, type Row, ultimaAuditoria } from './authorization-matrix.test-support.ts';

/**
 * The matrix's new actors (issue 18 §4): accredited technicians, each in one state of his grants over the
 * owner's units, called on every route that names one of the owner's records (the owner in, another user
 * 404). Every grant allows everything (ver, preencher, evidências, plano, finalizar), so what a technician
 * may do there is the action's own rule (`access/acoes.ts`), written in the row (`tecnico`).
 */
export type EstadoDoTecnico = 'concedido' | 'outraUnidade' | 'revogado' | 'expirado' | 'suspenso';
const ESTADOS: EstadoDoTecnico[] = ['concedido', 'outraUnidade', 'revogado', 'expirado', 'suspenso'];

/** A route about one of the owner's records: he is let in, another ordinary user gets 404. */
export const doDono = (r: Row) => r.expected.owner < 300 && r.expected.other === 404;

/** What the technician fully granted answers: the row's word, else reads as the owner, acts 404. */
export const esperadoDoConcedido = (r: Row) => r.tecnico ?? (r.expected.admin < 300 ? r.expected.owner : 404);

/** What a technician in `estado` answers: let in only when granted; 403 once a grant that let him in stops. */
export function esperado(r: Row, estado: EstadoDoTecnico): number {
  const concedido = esperadoDoConcedido(r);
  if (estado === 'concedido') return concedido;
  if (estado === 'outraUnidade') return 404;
  return concedido < 300 ? 403 : 404;
}

/**
 * Grants each state's technician what his state says over every unit of the owner that has none from him
 * yet (the world's, and those a row's `fresh` made); the other-unit technician only over `outra`.
 */
async function cobrir(t: TestApp, w: World, tecnicos: Record<EstadoDoTecnico, TestUser>) {
  for (const estado of ESTADOS) {
    if (estado === 'outraUnidade') continue;
    const revogada = estado === 'revogado' ? sql`now()` : sql`null`;
    const validaAte =
      estado === 'expirado' ? sql`now() - interval '1 second'` : sql`now() + interval '1 year'`;
    await t.db.execute(sql`
      insert into autorizacao (produtor_id, tecnico_id, objeto_id, preencher, evidencias, plano, finalizar,
                               valida_ate, consentimento_versao, revogada_em)
      select o.usuario_id, ${tecnicos[estado].id}, o.id, true, true, true, true, ${validaAte}, 'v1', ${revogada}
        from objeto o
       where o.usuario_id = ${w.owner.id}
         and not exists (select 1 from autorizacao a where a.tecnico_id = ${tecnicos[estado].id} and a.objeto_id = o.id)`);
  }
}

async function prepararTecnicos(t: TestApp, w: World): Promise<Record<EstadoDoTecnico, TestUser>> {
  const tecnicos = {} as Record<EstadoDoTecnico, TestUser>;
  for (const estado of ESTADOS) {
    tecnicos[estado] = await createUser(t, { nome: `Técnico ${estado}` });
    await credenciarTecnico(t, tecnicos[estado].id, estado === 'suspenso' ? 'suspenso' : 'credenciado');
  }
  // The other-unit technician's grant: a unit of the same owner that no row names.
  const outra = await criarUnidade(t, w.owner, { nomeunidade: 'Sítio Vizinho' });
  await t.db.execute(sql`
    insert into autorizacao (produtor_id, tecnico_id, objeto_id, preencher, evidencias, plano, finalizar,
                             valida_ate, consentimento_versao)
    values (${w.owner.id}, ${tecnicos.outraUnidade.id}, ${outra}, true, true, true, true,
            now() + interval '1 year', 'v1')`);
  await cobrir(t, w, tecnicos);
  return tecnicos;
}

/** The audit rows a technician's call left: one or more 'tecnico.*' about the owner when let in, none else. */
async function conferirAuditoriaDoTecnico(
  t: TestApp,
  where: string,
  tecnico: TestUser,
  w: World,
  status: number,
  desde: number,
): Promise<string[]> {
  const novas = await lerLinhas<{ acao: string; ator_id: number; alvo_usuario_id: number | null }>(
    t.db,
    sql`select acao, ator_id, alvo_usuario_id from ${schema.auditoria} where id > ${desde} and ator_id = ${tecnico.id}`,
  );
  if (status >= 300) {
    return novas.length === 0
      ? []
      : [`${where}: audit rows on a refusal ${novas.map((n) => n.acao).join(', ')}`];
  }
  if (novas.length === 0) return [`${where}: let in without an audit row`];
  const erradas = novas.filter((n) => !n.acao.startsWith('tecnico.') || n.alvo_usuario_id !== w.owner.id);
  return erradas.length === 0 ? [] : [`${where}: audit rows ${JSON.stringify(erradas)}`];
}

/** The technicians' matrix of one group of rows, on an app and a world of its own. */
export function conferirMatrizDosTecnicos(linhas: Record<string, Row>): void {
  let t: TestApp;
  let world: World;
  let tecnicos: Record<EstadoDoTecnico, TestUser>;

  beforeAll(async () => {
    t = await buildTestApp();
    world = await createWorld(t);
    tecnicos = await prepararTecnicos(t, world);
  });
  afterAll(() => t.close());

  describe('authorization matrix, accredited technicians (issue 18)', () => {
    it("lets a technician in only through a live grant on the record's unit, audited; 0 leaks", async () => {
      const failures: string[] = [];
      for (const route of apiRoutes(t.routes)) {
        const r = linhas[route.key];
        if (!r || !doDono(r)) continue;
        for (const estado of ESTADOS) {
          const w = r.fresh ? { ...world, ...(await r.fresh(t, world)) } : world;
          await cobrir(t, w, tecnicos);
          const tecnico = tecnicos[estado];
          const desde = await ultimaAuditoria(t);
          const res = await callRoute(t, route.method, route.url, r, w, tecnico);
          await r.after?.(t);
          const where = `${route.key} as technician ${estado}`;
          const expected = esperado(r, estado);
          if (res.statusCode !== expected) {
            failures.push(`${where}: ${res.statusCode} (expected ${expected}) ${res.body.slice(0, 160)}`);
            continue;
          }
          failures.push(...(await conferirAuditoriaDoTecnico(t, where, tecnico, w, res.statusCode, desde)));
          // Never the owner's account data, whatever the grant: a technician sees units, not the person.
          const leaked = [world.owner.email, world.owner.cpf].filter((s) => res.body.includes(s));
          if (leaked.length > 0) failures.push(`${where}: answer shows the owner's ${leaked.join(', ')}`);
          if (estado !== 'concedido' && res.body.includes('Açougue do Centro'))
            failures.push(`${where}: answer names the owner's unit`);
        }
      }
      expect(failures).toEqual([]);
    }, 300_000);
  });
}
