import { href } from '@/app/routes';

/** The performance report of a unit's {product} (Desempenho.Single). */
export function desempenhoPath(objetoId: number, productId: number): string {
  return href('Desempenho.Single', { objectId: objetoId, productId });
}

/** API path of the proof of filling (opened with downloadPdf). */
export function comprovantePath(objetoId: number, productId: number): string {
  return `/Guia/Report/${objetoId}/${productId}`;
}
