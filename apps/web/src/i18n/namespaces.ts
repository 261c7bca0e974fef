import common from './pt-BR/common.json';
import cookies from './pt-BR/cookies.json';
import titulos from './pt-BR/titulos.json';

/**
 * The namespaces in the entry chunk, ready before any route's code: what any first screen may draw before its
 * own code is in. 'common' (the page loader, the route error page, the close buttons' names), 'cookies' (the
 * cookie bar) and 'titulos' (the document titles). Every other namespace loads with the code that uses it
 * (`comTextos` in ./index.ts): its JSON is a chunk of its own, or inside the chunk group of the screens that
 * need it, so that it arrives with their code (the landing, the registration form, the field screens:
 * vite/grupos-de-chunks.ts).
 */
export const EAGER = { common, cookies, titulos };

type Textos = Record<string, unknown>;

// Every JSON file in ./pt-BR is a namespace named after the file (common.json -> "common"). The entry's are
// left out: a dynamic import of a module the entry holds would only make the bundler warn.
const arquivos = import.meta.glob<Textos>(['./pt-BR/*.json', '!./pt-BR/{common,cookies,titulos}.json'], {
  import: 'default',
});
const nomeDe = (arquivo: string) => arquivo.replace(/^.*\/(.+)\.json$/, '$1');

/** The loader of each namespace outside the entry, by name: a dynamic import of its JSON file. */
export const CARREGADORES: Readonly<Record<string, () => Promise<Textos>>> = Object.fromEntries(
  Object.entries(arquivos).map(([arquivo, carregar]) => [nomeDe(arquivo), carregar]),
);

/** Every namespace of the catalogue. */
export const NAMESPACES = [...Object.keys(EAGER), ...Object.keys(CARREGADORES)];
