import { sql } from 'drizzle-orm';
import type { Actor } from '../access/actor.ts';
import { linhas } from '../db/linhas.ts';
import type { TestApp } from './build-test-app.ts';
import { createUser } from './factories.ts';

/** Technicians and grants for tests (issue 18), written straight to the tables. */

/** Makes user `usuarioId` a technician in `status` (accredited by default). */
export async function credenciarTecnico(t: TestApp, usuarioId: number, status = 'credenciado') {
  await t.db.execute(sql`
    insert into tecnico (usuario_id, instituicao, registro_profissional, uf, status)
    values (${usuarioId}, 'Instituto X', 'CRMV-MT 1234', 'MT', ${status})
    on conflict (usuario_id) do update set status = excluded.status`);
}

/** A new accredited technician, as the gate's actor. */
export async function novoTecnico(t: TestApp): Promise<Actor> {
  const u = await createUser(t);
  await credenciarTecnico(t, u.id);
  return { id: u.id, role: 'visitante' };
}

export interface Concessao {
  tecnicoId: number;
  objetoId: number;
  /** Answering is on unless said; evidence, plan and finishing are off. */
  preencher?: boolean;
  evidencias?: boolean;
  plano?: boolean;
  finalizar?: boolean;
  /** Until when (an SQL expression); 12 months from now by default. */
  validaAte?: ReturnType<typeof sql>;
}

/** The unit's owner grants `c.tecnicoId` access to unit `c.objetoId`; answers the grant's id. */
export async function conceder(t: TestApp, c: Concessao): Promise<number> {
  const [g] = await linhas<{ id: number }>(
    t.db,
    sql`insert into autorizacao (produtor_id, tecnico_id, objeto_id, preencher, evidencias, plano, finalizar,
                                 valida_ate, consentimento_versao)
        select o.usuario_id, ${c.tecnicoId}, o.id, ${c.preencher ?? true}, ${c.evidencias ?? false},
               ${c.plano ?? false}, ${c.finalizar ?? false},
               ${c.validaAte ?? sql`now() + interval '12 months'`}, 'v1'
          from objeto o where o.id = ${c.objetoId}
        returning id`,
  );
  if (!g) throw new Error(`no unit ${c.objetoId}`);
  return g.id;
}
