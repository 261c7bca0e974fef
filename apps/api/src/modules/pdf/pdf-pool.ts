import fp from 'fastify-plugin';
import { Piscina } from 'piscina';
import { serviceUnavailable } from '../../errors.ts';
import type { PdfRenderizado, TrabalhoPdf } from './pdf.worker.ts';

/**
 * The worker threads that render PDFs, so a render (pdfkit lays out and compresses for tens to
 * hundreds of milliseconds) never blocks the event loop that answers everyone else. At most
 * `threads` render at once (the global limit); more wait in a bounded queue.
 */
export class PoolDePdf {
  #pool: Piscina | null = null;
  /** PDFs rendered since start (the tests count them: a stored PDF is not rendered again). */
  renderizacoes = 0;
  /** The worker thread of the last render. */
  ultimaThread = -1;

  constructor(private readonly threads: number) {}

  /** Threads start on the first PDF and leave after a minute without work. */
  #abrir(): Piscina {
    this.#pool ??= new Piscina({
      // A JavaScript entry that registers tsx, then loads the TypeScript worker (pdf.worker.ts).
      filename: new URL('./pdf.worker.mjs', import.meta.url).href,
      execArgv: [],
      minThreads: 0,
      maxThreads: this.threads,
      idleTimeout: 60_000,
      maxQueue: this.threads * 16,
      // Renders yield the CPU to the thread that answers everyone else (Linux: per-thread nice).
      niceIncrement: 10,
    });
    return this.#pool;
  }

  async renderizar(trabalho: TrabalhoPdf): Promise<Buffer> {
    const pool = this.#abrir();
    if (pool.queueSize >= this.threads * 16) {
      throw serviceUnavailable('Muitos PDFs sendo gerados agora. Tente novamente em alguns segundos.', 5);
    }
    this.renderizacoes += 1;
    const r = (await pool.run(trabalho)) as PdfRenderizado;
    this.ultimaThread = r.threadId;
    return Buffer.from(r.pdf.buffer, r.pdf.byteOffset, r.pdf.byteLength);
  }

  async fechar() {
    await this.#pool?.destroy();
    this.#pool = null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    pdfPool: PoolDePdf;
  }
}

export const pdfPoolPlugin = fp<{ threads: number }>(
  async (app, { threads }) => {
    const pool = new PoolDePdf(threads);
    app.decorate('pdfPool', pool);
    app.addHook('onClose', () => pool.fechar());
  },
  { name: 'pdf-pool' },
);
