import type { AdminEstrutura } from '@guia/shared';
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { type MockHandler, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { categoriasFixture, estruturaFixture } from '../testing/fixtures';
import { EstruturaPage } from './estrutura-page';

// What the structure editor's tests share: the page rendered on a mocked API, and readers of
// the codes and titles on screen.

export const PATH = '/api/Admin/Guia/3/Indicador/11';

export function renderEditor(
  estrutura: AdminEstrutura = estruturaFixture(),
  extra: Record<string, MockHandler> = {},
) {
  const api = mockApi({
    [`GET ${PATH}`]: { body: { data: estrutura }, headers: { etag: `"principio-11-v${estrutura.versao}"` } },
    'GET /api/Categoria': { body: { data: categoriasFixture } },
    ...extra,
  });
  const view = renderRoute(
    [
      { path: '/admin/guia/edit/:productId/:principioId', element: <EstruturaPage /> },
      { path: '/admin/guia/:productId', element: <p>Princípios do Guia</p> },
    ],
    { path: '/admin/guia/edit/3/11' },
  );
  return { ...api, ...view };
}

/** The codes on screen, in order: 'Critério 1.1', 'Indicador 1.1.1', ... */
export const codigos = () =>
  screen
    .getAllByRole('heading')
    .map((h) => h.textContent ?? '')
    .filter((t) => /^(Critério|Indicador) /.test(t));

/** The title typed in the indicator card named `codigo`. */
export function tituloDoIndicador(codigo: string) {
  const card = screen.getByRole('listitem', { name: `Indicador ${codigo}` });
  return (within(card).getByRole('textbox', { name: /^Título do indicador/ }) as HTMLTextAreaElement).value;
}

export const posts = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === PATH);

/** jsdom lays nothing out: every draggable card and empty-criterion area gets a row of its own, in page order. */
export function umaLinhaPorLugar() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const lugares = [...document.querySelectorAll('[data-dnd-item], [data-dnd-vazio]')];
    const lugar = this.closest('[data-dnd-item], [data-dnd-vazio]');
    const top = lugar ? lugares.indexOf(lugar) * 200 : 0;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      bottom: top + 180,
      right: 600,
      width: 600,
      height: 180,
      toJSON() {},
    } as DOMRect;
  });
}

/** After each test: signed out, no mocks, no draft kept. */
export function limparEditor() {
  authStore.set(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
}
