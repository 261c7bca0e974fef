import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AjudaPage } from '@/features/ajuda/routes/ajuda-page';
import { LandingFooter } from '@/features/public/components/landing-footer';
import { AppFooter } from '@/features/shell/components/app-footer';
import { renderRoute } from '@/testing/render-route';
import { getContato } from './contato';

/** What the server writes into index.html from the CONTATO_* settings. */
function serverSends(contato: Record<string, string>) {
  const meta = document.createElement('meta');
  meta.name = 'contato';
  meta.content = JSON.stringify(contato);
  document.head.append(meta);
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="contato"]')) meta.remove();
});

const configured = {
  email: 'fale@pecuaria.example.org',
  telefone: '(65) 3321-4000',
  whatsapp: '5565999887766',
  instagram: 'https://instagram.com/pecuaria',
};

function hrefs(container: HTMLElement) {
  return within(container)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));
}

describe('one set of contact settings', () => {
  it('the landing footer, the app footer and Ajuda show the configured channels, and only those', () => {
    serverSends(configured);
    renderRoute([
      {
        path: '/',
        element: (
          <>
            <div data-testid="landing">
              <LandingFooter />
            </div>
            <div data-testid="app">
              <AppFooter />
            </div>
            <div data-testid="ajuda">
              <AjudaPage />
            </div>
          </>
        ),
      },
    ]);
    const landing = hrefs(screen.getByTestId('landing'));
    expect(landing).toEqual(
      expect.arrayContaining([
        'mailto:fale@pecuaria.example.org',
        'tel:+556533214000',
        'https://wa.me/5565999887766',
        'https://instagram.com/pecuaria',
      ]),
    );
    const ajuda = hrefs(screen.getByTestId('ajuda'));
    expect(ajuda).toEqual(
      expect.arrayContaining([
        'mailto:fale@pecuaria.example.org',
        'tel:+556533214000',
        'https://wa.me/5565999887766',
      ]),
    );
    expect(within(screen.getByTestId('ajuda')).getByText('(65) 3321-4000')).toBeInTheDocument();
    const app = hrefs(screen.getByTestId('app'));
    expect(app).toContain('https://instagram.com/pecuaria');
    expect(app.some((h) => h?.startsWith('https://wa.me/5565999887766?text='))).toBe(true);

    // Not configured: no Facebook, LinkedIn or YouTube link anywhere, and no placeholder.
    for (const href of [...landing, ...ajuda, ...app]) {
      expect(href).not.toMatch(/facebook|linkedin|youtube/);
      expect(href).not.toBe('#');
    }
  });

  it('shows no e-mail, phone or WhatsApp item when none is configured', () => {
    serverSends({ instagram: 'https://instagram.com/pecuaria' });
    renderRoute([{ path: '/', element: <AjudaPage /> }]);
    expect(screen.queryByRole('link', { name: /@|\(\d\d\)|WhatsApp/ })).not.toBeInTheDocument();
  });

  it("without the server's tag (the Vite dev server) offers only the default e-mail, never an invented phone", () => {
    const contato = getContato();
    expect(contato.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
    expect(contato.telefone).toBeUndefined();
    expect(contato.whatsapp).toBeUndefined();
    expect(contato.instagram).toBeUndefined();
  });
});
