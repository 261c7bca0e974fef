import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { authFixture } from '@/features/public/testing/fixtures';
import { useNoNavegador } from '@/hooks/use-no-navegador';
import { podeHidratar, roteadorPronto } from './hidratacao';

function Landing() {
  return <h1>Landing</h1>;
}

function Canais() {
  return <p>{useNoNavegador() ? 'canais do navegador' : 'sem canais'}</p>;
}

function root(prerender?: string): HTMLElement {
  const el = document.createElement('div');
  if (prerender !== undefined) el.setAttribute('data-prerender', prerender);
  return el;
}

describe('podeHidratar', () => {
  it('hydrates the markup prerendered for this path, for a visitor without a session', () => {
    expect(podeHidratar(root('/'), { pathname: '/', search: '' }, null)).toBe(true);
    expect(podeHidratar(root('/'), { pathname: '/', search: '?utm_source=whatsapp' }, null)).toBe(true);
  });

  it('renders anew where the markup is not the one this visit sees', () => {
    // The empty shell, or markup of another path.
    expect(podeHidratar(root(), { pathname: '/', search: '' }, null)).toBe(false);
    expect(podeHidratar(root('/'), { pathname: '/resumo', search: '' }, null)).toBe(false);
    // A session goes on to /resumo; a recover link opens its modal over the landing.
    expect(podeHidratar(root('/'), { pathname: '/', search: '' }, authFixture)).toBe(false);
    expect(podeHidratar(root('/'), { pathname: '/', search: '?token=abc' }, null)).toBe(false);
  });
});

describe('roteadorPronto', () => {
  it('resolves once the first screen is loaded (its lazy module and loader), not before', async () => {
    let load!: () => void;
    const loaded = new Promise<void>((resolve) => {
      load = resolve;
    });
    const router = createMemoryRouter([
      {
        path: '/',
        lazy: async () => {
          await loaded;
          return { Component: Landing };
        },
      },
    ]);
    let ready = false;
    const pronto = roteadorPronto(router).then(() => {
      ready = true;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(ready).toBe(false);
    load();
    await pronto;
    expect(router.state.initialized).toBe(true);
    router.dispose();
  });
});

describe('useNoNavegador', () => {
  let container: HTMLElement | null = null;
  afterEach(() => container?.remove());

  it('is false in the server render and during the hydration, then true, with no mismatch', async () => {
    const markup = renderToString(<Canais />);
    expect(markup).toBe('<p>sem canais</p>');
    container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container!, <Canais />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(container.textContent).toBe('canais do navegador');
    expect(errors).toEqual([]);
  });
});
