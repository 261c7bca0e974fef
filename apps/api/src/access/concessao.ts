import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { linhas } from '../db/linhas.ts';
import { forbidden } from '../errors.ts';
import type { PermissaoDoTecnico } from './acoes.ts';

export const MENSAGEM_AUTORIZACAO_REVOGADA = 'Autorização revogada pelo produtor.';
export const MENSAGEM_AUTORIZACAO_EXPIRADA = 'A autorização do produtor para esta unidade expirou.';
export const MENSAGEM_TECNICO_SUSPENSO = 'Seu credenciamento de técnico não está ativo.';
export const MENSAGEM_SEM_PERMISSAO = 'A autorização do produtor não inclui esta ação.';

interface LinhaDaConcessao {
  id: number;
  revogada: boolean;
  expirada: boolean;
  status: string;
  permite: boolean;
}

/**
 * The grant that lets technician `tecnicoId` do `permissao` on unit `objetoId`, read and LOCKED (FOR SHARE,
 * the grant's row and the technician's) until the caller's transaction ends: a revocation or a suspension
 * takes the same rows FOR UPDATE first, so it waits for an act already let in to commit, and an act that
 * comes after it reads the revoked row. No act is ever committed after the revocation commits.
 *
 * Answers the grant's id, null when the technician never had one on that unit (the caller answers 404, like
 * any other user's record), or throws 403 with the reason when he had one that no longer lets him in.
 * Must run inside the act's transaction.
 */
export async function concessaoDoTecnico(
  tx: Pick<Database, 'execute'>,
  tecnicoId: number,
  objetoId: number,
  permissao: PermissaoDoTecnico,
): Promise<number | null> {
  const [g] = await linhas<LinhaDaConcessao>(
    tx,
    sql`
    select a.id, a.revogada_em is not null as revogada, a.valida_ate <= now() as expirada, t.status,
           a.${sql.identifier(permissao)} as permite
      from autorizacao a
      join tecnico t on t.usuario_id = a.tecnico_id
     where a.tecnico_id = ${tecnicoId} and a.objeto_id = ${objetoId}
     order by a.revogada_em is null desc, a.criada_em desc
     limit 1
       for share of a, t`,
  );
  if (!g) return null;
  if (g.revogada) throw forbidden(MENSAGEM_AUTORIZACAO_REVOGADA);
  if (g.status !== 'credenciado') throw forbidden(MENSAGEM_TECNICO_SUSPENSO);
  if (g.expirada) throw forbidden(MENSAGEM_AUTORIZACAO_EXPIRADA);
  if (!g.permite) throw forbidden(MENSAGEM_SEM_PERMISSAO);
  return g.id;
}
