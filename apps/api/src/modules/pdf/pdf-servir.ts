import { createHash } from 'node:crypto';
import { errorResponse } from '@guia/shared';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import type { FileStore } from '../../plugins/file-store.ts';
import { CACHE_DE_RELATORIO, naoMudou } from '../relatorio/relatorio.etag.ts';
import type { TrabalhoPdf } from './pdf.worker.ts';
import type { PoolDePdf } from './pdf-pool.ts';

/** What every PDF route may answer. */
export const respostasPdf = {
  200: z.unknown().describe('O documento PDF (application/pdf), para abrir em uma nova aba; com ETag'),
  304: z.unknown().describe('Não modificado: o PDF de If-None-Match ainda vale (sem corpo)'),
  400: errorResponse,
  401: errorResponse,
  404: errorResponse,
  // Too many PDFs of this user rendering at once (Retry-After).
  429: errorResponse,
  500: errorResponse,
  // An administrator's read the audit log could not record, or the render queue is full (Retry-After).
  503: errorResponse,
};

/**
 * Bump when a renderer's layout changes: stored PDFs are keyed by it and by their data, so a new
 * version renders (and stores) every PDF again and phones holding the old one get a new ETag.
 */
const VERSAO_DOS_PDFS = 1;

export interface PdfParaServir {
  /** Which PDF ('relatorio' is the generated report, the performance PDF with another title). */
  tipo: string;
  /** Whose questionnaire: the stored file lives with the unit (deleted with it and with the account). */
  dono: { usuarioId: number; objetoId: number; questionarioId: number };
  /** File name without `.pdf`. */
  nome: string;
  trabalho: TrabalhoPdf;
  /** Stored once and served from the FileStore next time (a finished questionnaire's PDF is immutable). */
  guardar: boolean;
}

const muitosPdfs = (segundos: number) =>
  new AppError(
    429,
    'Você já tem PDFs sendo gerados. Aguarde alguns segundos e tente novamente.',
    'too_many_requests',
    undefined,
    { 'retry-after': String(segundos) },
  );

/**
 * Serves the PDFs of finished questionnaires: an `ETag` from the presented data (If-None-Match ->
 * 304, no body), the stored file when there is one, else a render in the worker pool. The access
 * gate ran before (the caller loaded the data through it, inside `umPorVez`), on every request,
 * stored file or not.
 */
export function criarServidorDePdf(deps: {
  fileStore: FileStore;
  pool: PoolDePdf;
  limitePorUsuario: number;
  log: FastifyBaseLogger;
}) {
  const { fileStore, pool, limitePorUsuario, log } = deps;
  /** Renders in flight by file key: the same PDF asked twice at once is rendered once. */
  const emVoo = new Map<string, Promise<Buffer>>();
  const porUsuario = new Map<number, number>();

  /**
   * Runs one PDF request of `atorId` (the gate's load, then the stored file or the render): at most
   * `limitePorUsuario` at once, so one account looping on PDFs cannot hold the event loop or the
   * render threads; beyond, 429 with Retry-After.
   */
  async function umPorVez<T>(atorId: number, pedido: () => Promise<T>): Promise<T> {
    const emAndamento = porUsuario.get(atorId) ?? 0;
    if (emAndamento >= limitePorUsuario) throw muitosPdfs(2);
    porUsuario.set(atorId, emAndamento + 1);
    try {
      return await pedido();
    } finally {
      const restantes = (porUsuario.get(atorId) ?? 1) - 1;
      if (restantes > 0) porUsuario.set(atorId, restantes);
      else porUsuario.delete(atorId);
    }
  }

  async function renderizar(chave: string, p: PdfParaServir): Promise<Buffer> {
    const mesmo = emVoo.get(chave);
    if (mesmo) return mesmo;
    const render = (async () => {
      try {
        const pdf = await pool.renderizar(p.trabalho);
        if (p.guardar) await guardar(chave, pdf);
        return pdf;
      } finally {
        emVoo.delete(chave);
      }
    })();
    emVoo.set(chave, render);
    return render;
  }

  /** Written to a temporary file and moved into place: a reader never sees half a PDF. */
  async function guardar(chave: string, pdf: Buffer) {
    const temp = await fileStore.createTemp();
    try {
      await temp.write(pdf);
      await temp.close();
      await fileStore.move(temp.key, chave);
    } catch (err) {
      // The PDF is still answered; the next request renders it again.
      log.warn({ err, chave }, 'falha ao guardar o PDF');
      await fileStore.delete(temp.key).catch(() => undefined);
    }
  }

  async function servir(request: FastifyRequest, reply: FastifyReply, p: PdfParaServir) {
    const hash = createHash('sha256')
      .update(JSON.stringify([VERSAO_DOS_PDFS, p.tipo, p.trabalho]))
      .digest('base64url')
      .slice(0, 32);
    const etag = `"${hash}"`;
    const { usuarioId, objetoId, questionarioId } = p.dono;
    const chave = `usuarios/${usuarioId}/objetos/${objetoId}/pdf/${p.tipo}-${questionarioId}-${hash}.pdf`;
    const cabecalhos = { etag, 'cache-control': CACHE_DE_RELATORIO };
    if (naoMudou(request, etag)) return reply.code(304).headers(cabecalhos).send();
    const corpo = (p.guardar ? await fileStore.get(chave) : null) ?? (await renderizar(chave, p));
    return reply
      .headers(cabecalhos)
      .type('application/pdf')
      .header(
        'content-disposition',
        contentDisposition(`${p.nome}.pdf`, { disposicao: 'inline', somenteAscii: true }),
      )
      .send(corpo);
  }

  return { umPorVez, servir };
}
