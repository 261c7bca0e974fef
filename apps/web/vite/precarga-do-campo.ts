import type { Plugin } from 'vite';
import { META_DO_CAMPO, SCRIPT_DO_CAMPO } from '../src/app/precarga-do-campo';

interface Saida {
  type: 'chunk' | 'asset';
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** Every chunk `arquivo` loads before it runs (itself included), its static imports followed through. */
function fecho(bundle: Record<string, Saida>, arquivo: string, vistos = new Set<string>()): Set<string> {
  if (vistos.has(arquivo) || bundle[arquivo]?.type !== 'chunk') return vistos;
  vistos.add(arquivo);
  for (const importado of bundle[arquivo].imports ?? []) fecho(bundle, importado, vistos);
  return vistos;
}

/**
 * The files of the `campo` chunk and of its static imports that the entry does not already load, then their
 * style sheets.
 */
export function arquivosDoCampo(bundle: Record<string, Saida>, chunk = 'campo'): string[] {
  const doEntry = new Set<string>();
  for (const [arquivo, saida] of Object.entries(bundle)) {
    if (saida.type === 'chunk' && saida.isEntry) fecho(bundle, arquivo, doEntry);
  }
  const campo = Object.keys(bundle).find((a) => bundle[a]?.type === 'chunk' && bundle[a]?.name === chunk);
  if (!campo) throw new Error(`o build não tem o chunk '${chunk}' (vite/grupos-de-chunks.ts)`);
  const chunks = [...fecho(bundle, campo)].filter((a) => !doEntry.has(a));
  const estilos = new Set(chunks.flatMap((a) => [...(bundle[a]?.viteMetadata?.importedCss ?? [])]));
  return [...chunks, ...estilos];
}

/**
 * Writes the `campo` chunk's files into index.html (a meta tag) with the constant inline script that preloads
 * them for a signed-in visit (src/app/precarga-do-campo.ts): the answering screen's code downloads beside the
 * entry instead of after it. The service worker precaches the resulting index.html as any build's.
 */
export function precarregarCampo(): Plugin {
  let base = '/';
  return {
    name: 'guia:precarregar-campo',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const arquivos = arquivosDoCampo(ctx.bundle as Record<string, Saida>).map((a) => `${base}${a}`);
        return [
          { tag: 'meta', attrs: { name: META_DO_CAMPO, content: arquivos.join(' ') }, injectTo: 'head' },
          { tag: 'script', children: SCRIPT_DO_CAMPO, injectTo: 'head' },
        ];
      },
    },
  };
}
