/**
 * The service worker's routing decisions (issue 16 §3), pure so they are tested without a worker.
 *
 * - 'api': the API. Never answered from Cache Storage and never stored there: tokens and personal data
 *   stay out of it, and writes are never replayed by the worker (the outbox in the page does that).
 * - 'navegacao': a page load. Network first; without a network, the precached shell (index.html).
 * - 'precache': the built shell's files (scripts, styles, fonts), served from the precache when listed.
 * - 'rede': anything else (another origin, a non-GET request): the worker does not touch it.
 */
export type DecisaoDaRota = 'api' | 'navegacao' | 'precache' | 'rede';

export interface PedidoDaRota {
  url: string;
  method: string;
  mode: RequestMode;
}

/** Paths of the server that are not the single-page app: the API and its reference (/docs/). */
const FORA_DO_APP = /^\/(api|docs)(\/|$)/i;

export function decidirRota(pedido: PedidoDaRota, origem: string): DecisaoDaRota {
  const url = new URL(pedido.url, origem);
  if (url.origin !== origem) return 'rede';
  if (/^\/api(\/|$)/i.test(url.pathname)) return 'api';
  if (pedido.method !== 'GET') return 'rede';
  if (FORA_DO_APP.test(url.pathname)) return 'rede';
  return pedido.mode === 'navigate' ? 'navegacao' : 'precache';
}

/** Whether the worker may answer this request from Cache Storage (the API: never). */
export function deveServirDoCache(pedido: PedidoDaRota, origem: string): boolean {
  const decisao = decidirRota(pedido, origem);
  return decisao === 'navegacao' || decisao === 'precache';
}

/** The NavigationRoute's denylist: page loads under these paths are the server's, not the shell's. */
export const NAVEGACAO_FORA_DO_SHELL = [FORA_DO_APP];
