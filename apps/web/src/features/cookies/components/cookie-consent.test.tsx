import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPEN_COOKIE_PREFERENCES_EVENT, storageKeys } from '@/lib/local-state';
import { CookieConsent } from './cookie-consent';

function renderConsent() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <label>
            Nome completo
            <input />
          </label>
          <CookieConsent />
        </>
      ),
    },
  ]);
  const view = render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const stored = () => JSON.parse(localStorage.getItem(storageKeys.cookieConsent) ?? 'null');

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** A box at `top` (viewport px) of `height`. */
const caixa = (top: number, height: number) =>
  ({
    top,
    bottom: top + height,
    height,
    left: 0,
    right: 360,
    width: 360,
    x: 0,
    y: top,
    toJSON: () => ({}),
  }) as DOMRect;

describe('CookieConsent keeps the page clear of the bar (WCAG 2.4.11)', () => {
  it('publishes its height for the scroll padding, and scrolls a field focused under it back above it', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'SECTION' ? caixa(500, 140) : caixa(540, 44);
    });
    const view = renderConsent();
    expect(document.documentElement.style.getPropertyValue('--guia-cookie-banner-altura')).toBe('140px');

    // Focused with preventScroll, as the landing's 'CADASTRE-SE GRÁTIS' does: the field sits under the bar.
    act(() => screen.getByRole('textbox', { name: 'Nome completo' }).focus({ preventScroll: true }));
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' }));

    await view.user.click(screen.getByRole('button', { name: 'Recusar' }));
    expect(document.documentElement.style.getPropertyValue('--guia-cookie-banner-altura')).toBe('');
  });
});

describe('CookieConsent watches the focused field while the page settles', () => {
  /** The field's top (viewport px), moved by the test as a scroll would; the bar sits at 500-640. */
  let topoDoCampo = 100;
  const scrollIntoView = vi.fn();
  const campo = () => screen.getByRole('textbox', { name: 'Nome completo' });
  const rolar = () => act(() => void window.dispatchEvent(new Event('scroll')));

  function medirCaixas() {
    Element.prototype.scrollIntoView = scrollIntoView;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'SECTION' ? caixa(500, 140) : caixa(topoDoCampo, 44);
    });
  }

  afterEach(() => {
    vi.useRealTimers();
    scrollIntoView.mockReset();
    topoDoCampo = 100;
  });

  it('a smooth scroll that ends with the field under the bar brings it back above the bar', async () => {
    medirCaixas();
    renderConsent();
    act(() => campo().focus({ preventScroll: true }));
    await new Promise((r) => requestAnimationFrame(r));
    expect(scrollIntoView).not.toHaveBeenCalled();

    // The section's smooth scroll (or a form arriving late) leaves the field at 560 px, under the bar.
    topoDoCampo = 560;
    rolar();
    rolar();
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('leaves alone a visitor who scrolls the focused field away long after focusing it', async () => {
    medirCaixas();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    renderConsent();
    act(() => campo().focus({ preventScroll: true }));
    vi.advanceTimersByTime(2500);
    topoDoCampo = 560;
    rolar();
    vi.advanceTimersByTime(500);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('the bar growing over the focused field (text wrapping on a turned phone) moves the field above it', async () => {
    let observado: (() => void) | undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(cb: () => void) {
          observado = cb;
        }
        observe() {}
        disconnect() {}
      },
    );
    let topoDaBarra = 500;
    Element.prototype.scrollIntoView = scrollIntoView;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'SECTION' ? caixa(topoDaBarra, 640 - topoDaBarra) : caixa(440, 44);
    });
    renderConsent();
    act(() => campo().focus({ preventScroll: true }));
    await new Promise((r) => requestAnimationFrame(r));
    expect(scrollIntoView).not.toHaveBeenCalled();

    topoDaBarra = 400;
    act(() => observado?.());
    expect(document.documentElement.style.getPropertyValue('--guia-cookie-banner-altura')).toBe('240px');
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' }));
    vi.unstubAllGlobals();
  });
});

describe('CookieConsent', () => {
  it('is a labelled region until the visitor accepts, then stays hidden', async () => {
    const first = renderConsent();
    const region = screen.getByRole('region', { name: 'Este site usa cookies' });
    expect(region).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Aceitar' }));
    expect(screen.queryByRole('region', { name: 'Este site usa cookies' })).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ necessarios: true, desempenho: true, funcionalidade: true });

    first.unmount();
    renderConsent();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('"Recusar" stores only the necessary cookies', async () => {
    const { user } = renderConsent();
    await user.click(screen.getByRole('button', { name: 'Recusar' }));
    expect(stored()).toMatchObject({ necessarios: true, desempenho: false, funcionalidade: false });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('preferences keep the necessary cookies on and save the chosen toggles', async () => {
    const { user } = renderConsent();
    await user.click(screen.getByRole('button', { name: 'Preferências' }));
    expect(screen.getByRole('switch', { name: 'Necessários' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Necessários' })).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'Desempenho' }));
    await user.click(screen.getByRole('button', { name: 'Salvar preferências' }));
    expect(stored()).toMatchObject({ desempenho: true, funcionalidade: false });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('reopens on the footer event with the stored choice', async () => {
    localStorage.setItem(
      storageKeys.cookieConsent,
      JSON.stringify({ necessarios: true, desempenho: true, funcionalidade: false, em: '2026-01-01' }),
    );
    renderConsent();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event(OPEN_COOKIE_PREFERENCES_EVENT));
    });
    expect(screen.getByRole('region', { name: 'Preferências de cookies' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Desempenho' })).toBeChecked();
  });
});
