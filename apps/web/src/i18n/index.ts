import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { productName } from '@/lib/format';
import { CARREGADORES, EAGER } from './namespaces';

const IDIOMA = 'pt-BR';

/** Reads a namespace outside the entry from its JSON file's chunk, when a screen first needs it. */
const catalogo: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => {},
  read(idioma, ns, callback) {
    const carregar = idioma === IDIOMA ? CARREGADORES[ns] : undefined;
    if (!carregar) return callback(new Error(`o catálogo não tem ${idioma}/${ns}`), false);
    carregar().then(
      (textos) => callback(null, textos),
      (erro: Error) => callback(erro, false),
    );
  },
};

/**
 * Sets an i18next instance up as the app's. The entry's namespaces are bundled (`resources`, a copy: i18next
 * adds the others to that object); the others come through the backend (`partialBundledLanguages`). A
 * component whose namespace is not in yet suspends (react-i18next's Suspense) instead of showing its keys; the
 * routes load theirs with their code (`comTextos`).
 */
export function iniciar(instancia: typeof i18n) {
  return instancia.use(catalogo).init({
    lng: IDIOMA,
    fallbackLng: IDIOMA,
    load: 'currentOnly',
    resources: { [IDIOMA]: { ...EAGER } },
    partialBundledLanguages: true,
    defaultNS: 'common',
    ns: Object.keys(EAGER),
    interpolation: { escapeValue: false, defaultVariables: { product: productName() } },
    returnNull: false,
  });
}

void iniciar(i18n.use(initReactI18next));

/**
 * Loads the namespaces not in yet, and rejects when one could not be read (offline, say): a screen then shows
 * the route error page rather than its keys.
 */
export async function carregarTextos(namespaces: readonly string[]): Promise<void> {
  const faltando = () => namespaces.filter((ns) => !i18n.hasResourceBundle(IDIOMA, ns));
  if (faltando().length === 0) return;
  // reloadResources, not loadNamespaces: a namespace whose read failed once is read again, not given up.
  await i18n.reloadResources([IDIOMA], faltando());
  const ausentes = faltando();
  if (ausentes.length > 0) throw new Error(`textos não carregados: ${ausentes.join(', ')}`);
}

/**
 * `carregar` (a route's or a lazy component's code) with the namespaces it draws, loaded beside it rather
 * than after it: `lazy: { Component: comTextos(['guia'], async () => (await import('./x')).X) }`.
 * The lists are checked against the code (textos-das-rotas.test.ts).
 */
export function comTextos<T>(namespaces: readonly string[], carregar: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([carregar(), carregarTextos(namespaces)]))[0];
}

export default i18n;
