import { PRODUTO_NA_LANDING } from '@guia/shared';
import { describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { renderizarLanding } from './landing';

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
