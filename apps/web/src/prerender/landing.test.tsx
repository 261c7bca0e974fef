import { PRODUTO_NA_LANDING } from '@guia/shared';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { copiaDasRotas } from '@/app/copia-das-rotas';
import { roteadorPronto } from '@/app/hidratacao';
import { routeTree } from '@/app/route-tree';
import i18n from '@/i18n';
import { renderizarLanding as renderizar } from './landing';

/**
 * The landing's markup, then React's server renderer reset. It leaves the context values of the last task it ran
 * set on the contexts (the content of the root layout's Suspense: the router's, Mantine's), for the next server
 * render to unwind; the browser's renderer, here in the same process, would read them as if it were inside
 * those providers ('You cannot render a <Router> inside another <Router>'). An empty render unwinds them.
 */
async function renderizarLanding(): Promise<string> {
  const markup = await renderizar();
  await prerender(null);
  return markup;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** The prerendered markup as a document fragment, to query like the page the browser parses. */
function parse(markup: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = markup;
  return host;
}

describe('the landing prerender', () => {
  it('draws the landing a visitor without a session sees: the heading and the calls to register and to sign in', async () => {
    const page = parse(await renderizarLanding());
    expect(page.querySelector('h1')?.textContent).toBe('Sustentabilidade da pecuária, medida por quem faz');
    const buttons = [...page.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toEqual(expect.arrayContaining(['CADASTRE-SE GRÁTIS', 'Já tenho cadastro', 'ENTRAR']));
    // The registration section is real content; its form arrives with the visitor's first gesture.
    expect(page.querySelector('#cadastro-titulo')?.textContent).toBe('Crie sua conta gratuita');
  });

  it('names the product by the placeholder the server replaces, and leaves the i18n as it was', async () => {
    const page = parse(await renderizarLanding());
    expect(page.querySelector('header a[href="/"]')?.getAttribute('aria-label')).toBe(
      `${PRODUTO_NA_LANDING}: página inicial`,
    );
    expect(page.textContent).not.toMatch(/\bGuia\b/);
    expect(i18n.t('landing:logo.nome')).toBe('Guia');
  });

  it('leaves out what belongs to this browser or deployment: the cookie bar, the contact channels, the year', async () => {
    const page = parse(await renderizarLanding());
    expect(page.querySelector('[aria-labelledby="cookies-titulo"]')).toBeNull();
    expect(page.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(page.querySelector('footer')?.textContent).toContain(
      `© ${PRODUTO_NA_LANDING}. Autoavaliação voluntária, gratuita e confidencial.`,
    );
  });
});

describe('the hydration of the prerendered landing', () => {
  it("takes over the server's markup with no mismatch, not even an attribute (React in development says so)", async () => {
    // What the server sends, its product name written over the placeholder.
    const markup = (await renderizarLanding()).replaceAll(PRODUTO_NA_LANDING, 'Guia');
    const root = document.createElement('div');
    root.innerHTML = markup;
    document.body.append(root);
    const heading = root.querySelector('h1');
    const router = createMemoryRouter(copiaDasRotas(routeTree), { initialEntries: ['/'] });
    await roteadorPronto(router);
    const consoleError = vi.spyOn(console, 'error');
    const recovered: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, <App router={router} />, { onRecoverableError: (error) => recovered.push(error) });
    });
    expect(recovered).toEqual([]);
    // Every other complaint counts. This one only says that the prerender's renderer (react-dom/static) and
    // the browser's ran in one process, as they never do outside this test.
    const complaints = consoleError.mock.calls.filter(
      ([message]) => !String(message).includes('multiple renderers concurrently rendering'),
    );
    expect(complaints).toEqual([]);
    // The very element the server drew, now the app's; and what waited for the browser is there.
    expect(root.querySelector('h1')).toBe(heading);
    expect(root.querySelector('[aria-labelledby="cookies-titulo"]')).not.toBeNull();
    expect(root.querySelector('a[href^="mailto:"]')).not.toBeNull();
    router.dispose();
  });
});
