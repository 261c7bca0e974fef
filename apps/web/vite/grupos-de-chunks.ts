import type { Plugin } from 'vite';

/**
 * The chunk graph, drawn for a slow HTTP/1.1 link (issue 16 §4): each request costs a round trip on one of six
 * connections and ~0.4 kB of headers, so the first screen's code is one chunk, the landing and its
 * registration form one chunk each, and the field screens (the signed-in shell and the answering screens) one
 * chunk, instead of dozens of sub-kilobyte common chunks.
 *
 * A Rolldown group captures its modules' dependencies recursively, first group first. The landing's and the
 * form's groups used to capture the Mantine components, icons and helpers the field screens share with them,
 * so a cold answering screen downloaded the landing's and the form's chunks (~64 kB) for those pieces. The
 * shared pieces now have groups of their own, listed below and captured before the landing's and the form's:
 * the landing loads `landing-comum` beside its chunk (one more request, no more bytes), the form
 * `formulario-comum`, and a field screen both of them (~10 kB) instead of the landing and the form.
 *
 * The lists follow the code: when the landing or the form starts sharing another module with a field screen,
 * the build stops with the chunk to move (`verificarCampo`).
 */
const ENTRE = String.raw`[\\/]`;
const nm = (caminho: string) => new RegExp(`node_modules${ENTRE}${caminho.replaceAll('/', ENTRE)}`);
const mantine = (...nomes: string[]) => nm(`@mantine/core/esm/(${nomes.join('|')})\\b`);
const src = (caminho: string) => new RegExp(`src${ENTRE}${caminho.replaceAll('/', ENTRE)}`);

/** What the landing shares with the field screens. */
const LANDING_COMUM = [
  mantine(
    'components/(List|ActionIcon|Collapse|Badge)',
    'components/Accordion/AccordionChevron',
    'core/utils/(create-safe-context|create-scoped-keydown-handler|find-element-ancestor)',
  ),
  nm('@mantine/hooks/esm/use-collapse/'),
  nm('@tabler/icons-react/dist/esm/(createReactComponent|defaultAttributes)\\.mjs'),
  nm(
    '@tabler/icons-react/dist/esm/icons/Icon(Check|ChartBar|Download|Brand(Facebook|Instagram|Linkedin|Youtube|Whatsapp))\\.mjs',
  ),
  src('lib/contato\\.ts'),
  /packages[\\/]shared[\\/]src[\\/]contato\.ts$/,
];

/** What the registration form (and the account modals) share with the field screens. */
const FORMULARIO_COMUM = [
  mantine(
    'components/(Checkbox|VisuallyHidden|Alert)',
    'components/Radio/RadioIcon',
    'core/DirectionProvider',
    'core/MantineProvider/color-functions/get-auto-contrast-value',
  ),
  nm('@tanstack/(query-core/build/modern/mutationObserver|react-query/build/modern/useMutation)\\.js'),
];

const qualquer = (lista: RegExp[]) => (id: string) => lista.some((r) => r.test(id));

/**
 * Namespaces of the i18n catalogue (src/i18n/pt-BR/<ns>.json). Outside the entry, each is a chunk of its own
 * that the screens load beside their code (src/i18n `comTextos`): one more request each. The hot paths' go
 * inside the chunk that brings those screens' code instead, already on the way: no request at all.
 */
const textos = (...namespaces: string[]) => src(`i18n/pt-BR/(${namespaces.join('|')})\\.json$`);

/** The namespaces the entry holds (EAGER in src/i18n/namespaces.ts): the build stops at any other. */
export const TEXTOS_DA_ENTRADA = ['common', 'cookies', 'titulos'];
/** The landing's own texts; the registration form's (and the account modals': they load the form's chunk). */
export const TEXTOS_DA_LANDING = textos('landing');
export const TEXTOS_DO_CADASTRO = textos('auth');
/**
 * The signed-in frame's (RequireAuth's notices, the shell) and the answering screen's: the `campo` chunk,
 * which a signed-in visit preloads beside the entry (vite/precarga-do-campo.ts).
 */
export const TEXTOS_DO_CAMPO = textos('shell', 'pwa', 'guia', 'outbox', 'evidencia');

/** The field screens' route modules: the signed-in shell and the answering screen. */
const CAMPO =
  /src[\\/](app[\\/]layouts[\\/]app-layout|features[\\/]guia[\\/]routes[\\/]principio-single)\.tsx$/;

/** Dexie and the databases built on it: the only modules of the outbox that need Dexie at run time. */
const ARMAZENAMENTO = [nm('dexie/'), src('lib/outbox/db\\.ts$'), src('lib/guia-offline/guia-cache-db\\.ts$')];

export const GRUPOS = [
  { name: 'index', tags: ['$initial' as const] },
  { name: 'landing-comum', test: qualquer(LANDING_COMUM) },
  { name: 'formulario-comum', test: qualquer(FORMULARIO_COMUM) },
  // 'landing': the prerender finds the landing's chunk by this name (src/prerender/documento.ts).
  { name: 'landing', test: qualquer([src('features/public/routes/landing-page\\.tsx$'), TEXTOS_DA_LANDING]) },
  {
    name: 'cadastro',
    test: qualquer([src('features/public/components/register-form\\.tsx$'), TEXTOS_DO_CADASTRO]),
  },
  // Loaded after the first screen (issue 16 §4): left alone, Rolldown puts what several of the field screens'
  // lazy chunks share into `campo` (their common importer), on the answering screen's critical path. Only these
  // modules: their dependencies (reabrir.ts) are the field screens' too. (A group for @floating-ui did not pay:
  // `campo` needs its useMergeRefs through ScrollArea, so it was one more request for the same bytes.)
  { name: 'armazenamento', test: qualquer(ARMAZENAMENTO), includeDependenciesRecursively: false },
  { name: 'campo', test: qualquer([CAMPO, TEXTOS_DO_CAMPO]) },
];

const LISTAS = 'add them to LANDING_COMUM or FORMULARIO_COMUM (apps/web/vite/grupos-de-chunks.ts)';
/** The chunks a field screen must not load before it is usable, and what to do when it does. */
const ALHEIOS: Record<string, string> = {
  landing: LISTAS,
  cadastro: LISTAS,
  armazenamento: 'import Dexie only through lib/outbox/carregar.ts (it loads after the first screen)',
};

/** Stops the build when a field screen's chunk imports the landing's, the form's or Dexie's (see above). */
export function verificarCampo(): Plugin {
  return {
    name: 'guia:verificar-campo',
    apply: 'build',
    generateBundle(_opcoes, bundle) {
      const chunks = new Map<string, { name: string; imports: string[]; modulos: string[] }>();
      for (const [arquivo, saida] of Object.entries(bundle)) {
        if (saida.type === 'chunk') {
          chunks.set(arquivo, {
            name: saida.name,
            imports: saida.imports,
            modulos: Object.keys(saida.modules),
          });
        }
      }
      const vistos = new Set<string>();
      const pilha = [...chunks].filter(([, c]) => c.modulos.some((m) => CAMPO.test(m))).map(([a]) => a);
      while (pilha.length) {
        const arquivo = pilha.pop()!;
        if (vistos.has(arquivo)) continue;
        vistos.add(arquivo);
        pilha.push(...(chunks.get(arquivo)?.imports ?? []).filter((i) => chunks.has(i)));
      }
      const alheios = [...vistos].filter((a) => (chunks.get(a)?.name ?? '') in ALHEIOS);
      if (alheios.length === 0) return;
      // The modules of those chunks that another chunk of the field screens imports.
      const doCampo = new Set(
        [...vistos].filter((a) => !alheios.includes(a)).flatMap((a) => chunks.get(a)!.modulos),
      );
      const compartilhados = alheios.flatMap((a) =>
        chunks.get(a)!.modulos.flatMap((m) => {
          const por = this.getModuleInfo(m)?.importers.filter((i) => doCampo.has(i)) ?? [];
          return por.length ? [`${m} (imported by ${por.join(', ')})`] : [];
        }),
      );
      const conselhos = [...new Set(alheios.map((a) => ALHEIOS[chunks.get(a)!.name]))];
      this.error(
        `The field screens load ${alheios.join(', ')} for ${compartilhados.join(', ')}: ${conselhos.join('; ')}.`,
      );
    },
  };
}

const TEXTO = /src[\\/]i18n[\\/]pt-BR[\\/](.+)\.json$/;

/** Stops the build when the entry holds a namespace beyond TEXTOS_DA_ENTRADA (a static import of its JSON). */
export function verificarEntrada(): Plugin {
  return {
    name: 'guia:verificar-entrada',
    apply: 'build',
    generateBundle(_opcoes, bundle) {
      for (const saida of Object.values(bundle)) {
        if (saida.type !== 'chunk' || !saida.isEntry) continue;
        const alheios = Object.keys(saida.modules)
          .map((m) => TEXTO.exec(m)?.[1])
          .filter((ns): ns is string => ns !== undefined && !TEXTOS_DA_ENTRADA.includes(ns));
        if (alheios.length === 0) continue;
        this.error(
          `The entry ${saida.fileName} holds the namespaces ${alheios.join(', ')}: load them with the code ` +
            'that draws them (comTextos, src/i18n/index.ts), or add them to TEXTOS_DA_ENTRADA and EAGER.',
        );
      }
    },
  };
}
