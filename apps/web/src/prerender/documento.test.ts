import { SCRIPT_DA_LANDING } from '@guia/shared';
import { describe, expect, it } from 'vitest';
import { META_DOS_ESTILOS_COMPLETOS } from '@/app/estilos/marcadores';
import { ativosDaLanding, type Manifesto, montarDocumento } from './documento';

const SHELL = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <title>Guia</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-b2.css">
    <link rel="stylesheet" crossorigin href="/assets/mantine-resto-c9.css" data-estilos-completos>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** What Vite writes for the app's entry, the landing's chunk group and a chunk both share. */
const MANIFESTO: Manifesto = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    imports: ['_runtime.js'],
    css: ['assets/index-b2.css'],
  },
  '_runtime.js': { file: 'assets/runtime-c3.js' },
  '_landing-d4.js': {
    file: 'assets/landing-d4.js',
    name: 'landing',
    imports: ['_runtime.js', 'index.html', '_icones.js'],
    css: ['assets/landing-e5.css'],
  },
  '_icones.js': { file: 'assets/icones-f6.js', imports: ['_runtime.js'], css: ['assets/icones-g7.css'] },
  'src/features/guia/routes/guia-page.tsx': { file: 'assets/guia-h8.js', imports: ['index.html'] },
};

describe('the landing document', () => {
  it("links the landing's chunks and style sheets that the shell does not load", () => {
    expect(ativosDaLanding(MANIFESTO)).toEqual({
      estilos: ['assets/landing-e5.css', 'assets/icones-g7.css'],
      modulos: ['assets/landing-d4.js', 'assets/icones-f6.js'],
    });
  });

  it("finds the landing's module when it has a chunk of its own", () => {
    const manifesto: Manifesto = {
      ...MANIFESTO,
      'src/features/public/routes/landing-page.tsx': {
        file: 'assets/landing-page-z9.js',
        imports: ['index.html'],
      },
    };
    expect(ativosDaLanding(manifesto).modulos).toEqual(['assets/landing-page-z9.js']);
  });

  it('refuses a manifest without the landing', () => {
    expect(() => ativosDaLanding({ 'index.html': MANIFESTO['index.html']! })).toThrow(/landing-page/);
  });

  it('puts the markup in #root marked with its path, the redirect first in the head and the links in the head', () => {
    const html = montarDocumento(SHELL, '<h1>Olá</h1>', ativosDaLanding(MANIFESTO));
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const root = doc.getElementById('root');
    expect(root?.getAttribute('data-prerender')).toBe('/');
    expect(root?.innerHTML).toBe('<h1>Olá</h1>');
    expect(doc.head.querySelector('meta[charset] + script')?.textContent).toBe(SCRIPT_DA_LANDING);
    const links = [...doc.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.getAttribute('href')}`);
    expect(links).toEqual([
      'stylesheet /assets/index-b2.css',
      'stylesheet /assets/landing-e5.css',
      'stylesheet /assets/icones-g7.css',
      'modulepreload /assets/landing-d4.js',
      'modulepreload /assets/icones-f6.js',
    ]);
    // The font is asked for by the app once the landing is usable (src/app/fonte.ts), never from the head.
    expect(doc.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  it("leaves Mantine's other styles out of the landing's first paint, a placeholder where the shell links them", () => {
    const html = montarDocumento(SHELL, '<h1>Olá</h1>', ativosDaLanding(MANIFESTO));
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(html).not.toContain('mantine-resto');
    // Where the app puts the link once the landing is usable: the shell's place for it, in the cascade too.
    const marcador = doc.head.querySelector(`meta[name="${META_DOS_ESTILOS_COMPLETOS}"]`);
    expect(marcador?.previousElementSibling?.getAttribute('href')).toBe('/assets/index-b2.css');
    expect(() =>
      montarDocumento(
        SHELL.replace(' data-estilos-completos', ''),
        '<h1>Olá</h1>',
        ativosDaLanding(MANIFESTO),
      ),
    ).toThrow(/data-estilos-completos/);
  });

  it('refuses a shell it does not recognise, rather than write a landing without its markup', () => {
    expect(() =>
      montarDocumento(SHELL.replace('<div id="root"></div>', '<main></main>'), '<h1>Olá</h1>', {
        estilos: [],
        modulos: [],
      }),
    ).toThrow(/root/);
  });
});
