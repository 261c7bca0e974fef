import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { ATRIBUTO_DOS_ESTILOS_COMPLETOS } from '../src/app/estilos/marcadores';

/** The rest of Mantine's styles, beside the landing's set that the entry imports (src/app/estilos). */
export const ESTILOS_DO_RESTO = 'src/app/estilos/mantine-resto.css';
const ESTILOS_DA_LANDING = 'src/app/estilos/mantine-landing.css';

interface Saida {
  type: 'chunk' | 'asset';
  fileName: string;
  originalFileNames?: string[];
}

/** The built file of the rest's style sheet (emitted for its `?url` import, src/app/estilos/estilos-completos.ts). */
export function arquivoDoResto(bundle: Record<string, Saida>): string {
  const arquivos = Object.values(bundle).filter(
    (saida) =>
      saida.type === 'asset' &&
      saida.originalFileNames?.some((nome) => nome.replaceAll('\\', '/').endsWith(ESTILOS_DO_RESTO)),
  );
  if (arquivos.length !== 1) {
    throw new Error(`o build devia ter um arquivo de ${ESTILOS_DO_RESTO}, tem ${arquivos.length}`);
  }
  return arquivos[0]!.fileName;
}

/** The link index.html gets: render-blocking, as the entry's, and marked for the landing's prerender. */
export function linkDoResto(bundle: Record<string, Saida>, base: string): HtmlTagDescriptor {
  return {
    tag: 'link',
    attrs: {
      rel: 'stylesheet',
      crossorigin: true,
      href: `${base}${arquivoDoResto(bundle)}`,
      [ATRIBUTO_DOS_ESTILOS_COMPLETOS]: true,
    },
    injectTo: 'head',
  };
}

/**
 * Mantine's styles in two style sheets (issue 16 §4): the landing's set in the entry's, the rest
 * (src/app/estilos/mantine-resto.css) a file of its own, linked from index.html after what the other plugins
 * add there (the answering screen's inline preload would otherwise wait for it: an inline script waits for the
 * style sheets above it). The prerender turns that link into a placeholder for the landing
 * (src/prerender/documento.ts). In development the landing's set imports the rest: all styles, in order.
 */
export function estilosCompletos(): Plugin {
  let base = '/';
  let raiz = process.cwd();
  let desenvolvimento = false;
  return {
    name: 'guia:estilos-completos',
    configResolved(config) {
      base = config.base;
      raiz = config.root;
      desenvolvimento = config.command === 'serve';
    },
    // Development: the landing's set brings the rest (Vite's CSS plugin inlines the @import).
    load: {
      filter: { id: /mantine-landing\.css$/ },
      handler(id) {
        if (!desenvolvimento || path.resolve(id) !== path.join(raiz, ESTILOS_DA_LANDING)) return;
        return `${readFileSync(id, 'utf8')}\n@import './${path.basename(ESTILOS_DO_RESTO)}';\n`;
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        return [linkDoResto(ctx.bundle as Record<string, Saida>, base)];
      },
    },
  };
}
