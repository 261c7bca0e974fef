import { threadId } from 'node:worker_threads';
import type { renderComparativo } from './comparativo.pdf.ts';
import type { renderCompleto } from './completo.pdf.ts';
import type { renderComprovante } from './comprovante.pdf.ts';
import type { renderDesempenho } from './desempenho.pdf.ts';
import type { renderPlanoAcao } from './plano-acao.pdf.ts';
import type { renderPrioridades } from './prioridades.pdf.ts';

/** One PDF to render: the kind and the presented data (plain, structured-clonable values). */
export type TrabalhoPdf =
  | { tipo: 'comprovante'; args: Parameters<typeof renderComprovante> }
  | { tipo: 'desempenho'; args: Parameters<typeof renderDesempenho> }
  | { tipo: 'completo'; args: Parameters<typeof renderCompleto> }
  | { tipo: 'prioridades'; args: Parameters<typeof renderPrioridades> }
  | { tipo: 'comparativo'; args: Parameters<typeof renderComparativo> }
  | { tipo: 'plano'; args: Parameters<typeof renderPlanoAcao> };

export interface PdfRenderizado {
  pdf: Uint8Array;
  /** The worker thread that rendered it (never the main thread's 0). */
  threadId: number;
}

/** Runs in a worker thread (see pdf-pool.ts): presented data in, PDF bytes out. */
export default async function renderizar(t: TrabalhoPdf): Promise<PdfRenderizado> {
  return { pdf: await renderizarAqui(t), threadId };
}

/** The renderers (pdfkit and its fonts) load in the worker on its first PDF. */
export async function renderizarAqui(t: TrabalhoPdf): Promise<Buffer> {
  switch (t.tipo) {
    case 'comprovante':
      return (await import('./comprovante.pdf.ts')).renderComprovante(...t.args);
    case 'desempenho':
      return (await import('./desempenho.pdf.ts')).renderDesempenho(...t.args);
    case 'completo':
      return (await import('./completo.pdf.ts')).renderCompleto(...t.args);
    case 'prioridades':
      return (await import('./prioridades.pdf.ts')).renderPrioridades(...t.args);
    case 'comparativo':
      return (await import('./comparativo.pdf.ts')).renderComparativo(...t.args);
    case 'plano':
      return (await import('./plano-acao.pdf.ts')).renderPlanoAcao(...t.args);
  }
}
