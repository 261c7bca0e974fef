import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { META_DO_CAMPO, SCRIPT_DO_CAMPO } from './precarga-do-campo';

const SCRIPTS = ['/assets/campo-abc123.js', '/assets/landing-comum-def456.js'];
const ESTILO = '/assets/campo-ghi789.css';
const ARQUIVOS = [...SCRIPTS, ESTILO];
const SESSAO = {
  id: 7,
  email: 'p@x.org',
  nome: 'P',
  role: 'produtor',
  token: 't',
  refreshToken: 'r',
  aceite: true,
};

/** Runs the inline script as the browser would, on this document. */
function rodar() {
  new Function(SCRIPT_DO_CAMPO)();
}

const precargas = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  );
const estilos = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')].map((l) =>
    l.getAttribute('href'),
  );

describe('the inline script that preloads the answering screen (issue 16 §4)', () => {
  beforeEach(() => {
    const meta = document.createElement('meta');
    meta.name = META_DO_CAMPO;
    meta.content = ARQUIVOS.join(' ');
    document.head.append(meta);
  });

  afterEach(() => {
    for (const el of document.head.querySelectorAll(`meta[name="${META_DO_CAMPO}"], link`)) el.remove();
    window.history.replaceState(null, '', '/');
  });

  it('preloads every file of the meta tag for a signed-in visit, the style sheet as a style', () => {
    localStorage.setItem('guia.auth', JSON.stringify(SESSAO));
    window.history.replaceState(null, '', '/guia/1/2/3/principio/4');
    rodar();
    expect(precargas()).toEqual(SCRIPTS);
    expect(estilos()).toEqual([ESTILO]);
    for (const l of document.head.querySelectorAll('link')) {
      // As Vite's own preloads: the import that follows reuses the preloaded response.
      expect(l.getAttribute('crossorigin')).toBe('');
    }
  });

  it('preloads nothing for a visitor without a session, or with a broken one', () => {
    rodar();
    expect(precargas()).toEqual([]);
    expect(estilos()).toEqual([]);
    localStorage.setItem('guia.auth', '{not json');
    rodar();
    expect(precargas()).toEqual([]);
    localStorage.setItem('guia.auth', JSON.stringify({ ...SESSAO, token: '' }));
    rodar();
    expect(precargas()).toEqual([]);
  });

  it("preloads nothing on the administration's screens, nor without the build's meta tag", () => {
    localStorage.setItem('guia.auth', JSON.stringify(SESSAO));
    window.history.replaceState(null, '', '/admin/usuarios');
    rodar();
    expect(precargas()).toEqual([]);
    window.history.replaceState(null, '', '/resumo');
    document.head.querySelector(`meta[name="${META_DO_CAMPO}"]`)?.remove();
    rodar();
    expect(precargas()).toEqual([]);
  });
});
