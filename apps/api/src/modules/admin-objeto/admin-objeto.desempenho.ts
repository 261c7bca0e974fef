import type { Actor } from '../../access/actor.ts';
import type { Database } from '../../db/client.ts';
import {
  carregarRelatorio,
  type Desempenho,
  type FonteDeEstrutura,
  montarDesempenho,
} from '../relatorio/relatorio.service.ts';

/**
 * GET Admin/Objeto/{objetoId}/{edicaoId}: the unit's performance in the edition (its latest
 * finished Guia), read on the owner's behalf. The same loader and presenter as the owner's
 * `GET Objeto/{objetoId}/{edicaoId}`; the access gate writes the audit row in the read's
 * transaction, so a read that cannot be recorded is refused (503).
 */
export async function desempenhoDaUnidade(
  db: Database,
  actor: Actor,
  ref: { objetoId: number; edicaoId: number },
  cache: FonteDeEstrutura,
): Promise<Desempenho> {
  const relatorio = await carregarRelatorio(db, actor, { acao: 'relatorio.desempenho.ler' }, ref);
  return montarDesempenho(relatorio, await cache.estrutura(relatorio.cabecalho.edicaoId));
}
