import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { linhas } from '../../db/linhas.ts';

/**
 * Revokes producer `produtorId`'s grant `id` (issue 18 §1). First the row's lock (FOR UPDATE): it waits
 * for every technician act already let in through this grant (they hold it FOR SHARE, see
 * `access/concessao.ts`) to commit; then `revogada_em` is the clock time after that wait. From the commit
 * on, the gate refuses the grant. Answers whether a live grant of that producer was revoked (false: not
 * his, unknown or already revoked).
 */
export async function revogarAutorizacao(db: Database, produtorId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [viva] = await linhas<{ id: number }>(
      tx,
      sql`select id from autorizacao
           where id = ${id} and produtor_id = ${produtorId} and revogada_em is null
             for update`,
    );
    if (!viva) return false;
    await tx.execute(sql`update autorizacao set revogada_em = clock_timestamp() where id = ${id}`);
    return true;
  });
}

/**
 * Suspends technician `tecnicoId` (issue 18 §1): his row's lock first, like a revocation, so every grant
 * he holds stops letting him in from this commit on (the gate reads his status with the grant).
 */
export async function suspenderTecnico(db: Database, tecnicoId: number, adminId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [t] = await linhas<{ usuario_id: number }>(
      tx,
      sql`select usuario_id from tecnico where usuario_id = ${tecnicoId} for update`,
    );
    if (!t) return false;
    await tx.execute(
      sql`update tecnico set status = 'suspenso', decidido_em = clock_timestamp(), decidido_por = ${adminId}
           where usuario_id = ${tecnicoId}`,
    );
    return true;
  });
}
