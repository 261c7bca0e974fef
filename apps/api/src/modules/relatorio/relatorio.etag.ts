import type { FastifyRequest } from 'fastify';

/** Kept on the device but checked every time (304 when unchanged); never in a shared cache. */
export const CACHE_DE_RELATORIO = 'private, no-cache';

/** True when `If-None-Match` names this ETag (or `*`). */
export function naoMudou(request: FastifyRequest, etag: string): boolean {
  const cabecalho = request.headers['if-none-match'];
  if (!cabecalho) return false;
  return cabecalho.split(',').some((t) => {
    const v = t.trim().replace(/^W\//, '');
    return v === '*' || v === etag;
  });
}
