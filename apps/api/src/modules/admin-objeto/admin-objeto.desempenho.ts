import type { Database } from '../../db/client.ts';
import type { Actor } from '../../policies/objeto.policy.ts';
import { auditarLeituraDoRelatorio } from '../relatorio/relatorio.auditoria.ts';
import {
  carregarRelatorio,
  type Desempenho,
  type FonteDeEstrutura,
  montarDesempenho,
} from '../relatorio/relatorio.service.ts';

/**
 * GET Admin/Objeto/{objetoId}/{edicaoId}: the unit's performance in the edition (its latest
 * finished Guia), read on the owner's behalf. The same loader and presenter as the owner's
 * `GET Objeto/{objetoId}/{edicaoId}`; the audit row is written in the read's transaction, so a read
 * that cannot be recorded is refused (503).
 */
export async function desempenhoDaUnidade(
  db: Database,
  actor: Actor,
  ref: { objetoId: number; edicaoId: number },
  cache: FonteDeEstrutura,
): Promise<Desempenho> {
  const relatorio = await db.transaction(async (tx) => {
    const r = await carregarRelatorio(tx, actor, ref);
    await auditarLeituraDoRelatorio(tx, actor, r.cabecalho, { acao: 'relatorio.desempenho' });
    return r;
  });
  return montarDesempenho(relatorio, await cache.estrutura(relatorio.cabecalho.edicaoId));
}
