import { SCRIPT_DA_LANDING } from '@guia/shared';
import { ATRIBUTO_DOS_ESTILOS_COMPLETOS, META_DOS_ESTILOS_COMPLETOS } from '@/app/estilos/marcadores';
import { ATRIBUTO_DO_PRERENDER } from '@/app/hidratacao';
import { routes } from '@/app/routes';

/** What Vite's build manifest (.vite/manifest.json) says of each chunk, as far as the prerender reads it. */
export interface ChunkDoManifesto {
  file: string;
  name?: string;
  src?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifesto = Record<string, ChunkDoManifesto>;

/** The landing's files the document links from its head, beyond the shell's own. */
export interface AtivosDaLanding {
  /** Style sheets of the landing's chunks: linked, so that the first paint is styled without any script. */
  estilos: string[];
  /** The landing's chunks: preloaded beside the entry, instead of requested once the entry has run. */
  modulos: string[];
}

/** The landing's route module: its manifest key (a path from apps/web) when it has a chunk of its own. */
export const MODULO_DA_LANDING = 'src/features/public/routes/landing-page.tsx';
/** The chunk group that vite.config.ts draws around the landing's module and its dependencies. */
export const CHUNK_DA_LANDING = 'landing';

/** Every chunk `chave` loads before it runs (itself included), its static imports followed through. */
function fecho(manifesto: Manifesto, chave: string, vistos = new Set<string>()): Set<string> {
  if (vistos.has(chave)) return vistos;
  vistos.add(chave);
  for (const importado of manifesto[chave]?.imports ?? []) fecho(manifesto, importado, vistos);
  return vistos;
}

/**
 * The landing's chunks and style sheets that the shell (index.html) does not already load, from the build
 * manifest. (No font: the app asks for it once the landing is usable, src/app/fonte.ts.)
 */
export function ativosDaLanding(manifesto: Manifesto): AtivosDaLanding {
  const landing =
    (manifesto[MODULO_DA_LANDING] && MODULO_DA_LANDING) ??
    Object.keys(manifesto).find((chave) => manifesto[chave]?.name === CHUNK_DA_LANDING);
  if (!landing) throw new Error(`${MODULO_DA_LANDING} não está no manifesto do build`);
  const doShell = new Set<string>();
  for (const [chave, chunk] of Object.entries(manifesto)) {
    if (chunk.isEntry) for (const c of fecho(manifesto, chave)) doShell.add(c);
  }
  const estilos: string[] = [];
  const modulos: string[] = [];
  for (const chave of fecho(manifesto, landing)) {
    if (doShell.has(chave)) continue;
    const chunk = manifesto[chave];
    if (!chunk) continue;
    modulos.push(chunk.file);
    for (const css of chunk.css ?? []) if (!estilos.includes(css)) estilos.push(css);
  }
  return { estilos, modulos };
}

function substituirUmaVez(html: string, procurado: string, novo: string): string {
  const i = html.indexOf(procurado);
  if (i < 0 || html.indexOf(procurado, i + 1) >= 0) {
    throw new Error(`o shell (index.html) devia ter exatamente um ${procurado}`);
  }
  return html.slice(0, i) + novo + html.slice(i + procurado.length);
}

/**
 * The shell's link to the rest of Mantine's styles (vite/estilos-completos.ts), left as a placeholder: the landing
 * draws with the entry's set alone, and the app puts the link there once the landing is usable
 * (src/app/estilos/estilos-completos.ts), so that its ~20 kB do not share the first visit's weak link.
 */
function adiarEstilosCompletos(html: string): string {
  const links = html.match(new RegExp(`<link [^>]*${ATRIBUTO_DOS_ESTILOS_COMPLETOS}[^>]*>`, 'g')) ?? [];
  if (links.length !== 1) {
    throw new Error(`o shell (index.html) devia ter exatamente um link ${ATRIBUTO_DOS_ESTILOS_COMPLETOS}`);
  }
  return substituirUmaVez(html, links[0]!, `<meta name="${META_DOS_ESTILOS_COMPLETOS}">`);
}

/**
 * The landing's document: the built shell with the prerendered markup in #root (marked with its path, so the
 * app hydrates it), the signed-in visitor's redirect first in the head, the landing's own style sheets and
 * chunks linked from the head so that they load in parallel with the entry, and Mantine's other styles left
 * for later.
 */
export function montarDocumento(shell: string, markup: string, ativos: AtivosDaLanding): string {
  const url = (arquivo: string) => `/${arquivo}`;
  const links = [
    ...ativos.estilos.map((css) => `<link rel="stylesheet" crossorigin href="${url(css)}">`),
    ...ativos.modulos.map((js) => `<link rel="modulepreload" crossorigin href="${url(js)}">`),
  ];
  let html = substituirUmaVez(
    adiarEstilosCompletos(shell),
    '<meta charset="UTF-8" />',
    `<meta charset="UTF-8" />\n    <script>${SCRIPT_DA_LANDING}</script>`,
  );
  html = substituirUmaVez(html, '</head>', `${links.map((l) => `  ${l}\n`).join('')}</head>`);
  return substituirUmaVez(
    html,
    '<div id="root"></div>',
    `<div id="root" ${ATRIBUTO_DO_PRERENDER}="${routes.Landing}">${markup}</div>`,
  );
}
