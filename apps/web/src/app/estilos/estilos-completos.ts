/**
 * Mantine's full styles (issue 16 §4). The entry's style sheet holds what the landing draws (mantine-landing.css);
 * the rest (mantine-resto.css, ~20 kB brotli) is a style sheet of its own. index.html links it from the head, so
 * every page it opens is styled at its first paint. The prerendered landing does not: on its slow first visit
 * those bytes would share the link with what makes it usable. There the build leaves a meta tag in the link's
 * place, and the app asks for the sheet once the landing is usable (main.tsx), or as soon as something needs it:
 * another page (the router waits, app/route-tree.tsx), the landing's account modals or its registration form.
 */

// The built file's path (the build emits the sheet for this import, and links it from index.html).
import urlDoResto from './mantine-resto.css?url';
import { ATRIBUTO_DOS_ESTILOS_COMPLETOS, META_DOS_ESTILOS_COMPLETOS } from './marcadores';

interface Carga {
  pronta: boolean;
  promessa: Promise<void>;
}

const cargas = new WeakMap<Document, Carga>();

function marcador(doc: Document): HTMLMetaElement | null {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${META_DOS_ESTILOS_COMPLETOS}"]`);
}

/**
 * Resolves once Mantine's full styles apply to `doc`: at once where the document links them (or has no
 * placeholder: tests, the prerender in Node); otherwise the first call puts the style sheet where the
 * placeholder is (the place index.html's link has in the cascade) and every call resolves when it has loaded,
 * or failed: a page without some styles beats a page that never opens.
 */
export function carregarEstilosCompletos(
  doc: Document | undefined = globalThis.document,
  href: string = urlDoResto,
): Promise<void> {
  if (!doc) return Promise.resolve();
  const carga = cargas.get(doc);
  if (carga) return carga.promessa;
  const meta = marcador(doc);
  if (!meta) return Promise.resolve();
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  // As Vite links the entry's (`crossorigin`): one request mode for the sheet, whoever asks for it.
  link.crossOrigin = '';
  link.href = href;
  link.setAttribute(ATRIBUTO_DOS_ESTILOS_COMPLETOS, '');
  const nova: Carga = {
    pronta: false,
    promessa: new Promise((resolve) => {
      const fim = () => {
        nova.pronta = true;
        resolve();
      };
      link.addEventListener('load', fim, { once: true });
      link.addEventListener('error', fim, { once: true });
    }),
  };
  cargas.set(doc, nova);
  meta.replaceWith(link);
  return nova.promessa;
}

/** Whether Mantine's full styles apply to `doc` already: carregarEstilosCompletos would not wait. */
export function estilosCompletosProntos(doc: Document | undefined = globalThis.document): boolean {
  if (!doc) return true;
  const carga = cargas.get(doc);
  return carga ? carga.pronta : !marcador(doc);
}
