import { type RefObject, useEffect } from 'react';

/** The CSS variable that holds the open bar's height (read by the cookie and shell styles). */
export const ALTURA_DO_BANNER = '--guia-cookie-banner-altura';

/** How long after a focus a settled scroll may still leave the focused control under the bar. */
export const VIGIA_DO_FOCO_MS = 2000;
/** A scroll counts as settled when no scroll event came for this long. */
const ROLAGEM_PAROU_MS = 100;

/**
 * Keeps the page clear of the fixed cookie bar while it is open (WCAG 2.4.11, focus not obscured): its
 * height goes into a CSS variable (scroll padding, bottom padding), and a control focused under it, even one
 * focused with `preventScroll` (the landing's 'CADASTRE-SE GRÁTIS'), is scrolled up above it. The check
 * runs on the frame after the focus, again whenever a scroll settles in the moments after it (a smooth
 * scroll to a section may still be running, or a lazily loaded form may move things), and when the bar
 * opens or grows over a control that already has the focus. A visitor who scrolls away later on
 * purpose is left alone.
 */
/** `:focus-visible`, or true where the engine does not know it (older browsers, jsdom). */
function focoVisivel(el: Element): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return true;
  }
}

export function useEspacoDoBanner(bar: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    const el = bar.current;
    if (!open || !el) return;
    const root = document.documentElement;

    const desobstruir = () => {
      const alvo = document.activeElement;
      if (!(alvo instanceof HTMLElement) || alvo === document.body || el.contains(alvo) || !el.isConnected)
        return;
      // Only a focus the visitor sees (keyboard, a field focused by the app): a link or button pressed with a
      // pointer is not moved from under the pointer between the press and the release, which lost the click.
      if (!focoVisivel(alvo)) return;
      if (alvo.getBoundingClientRect().bottom > el.getBoundingClientRect().top)
        alvo.scrollIntoView({ block: 'nearest' });
    };

    const medir = () => {
      root.style.setProperty(ALTURA_DO_BANNER, `${Math.ceil(el.getBoundingClientRect().height)}px`);
      requestAnimationFrame(desobstruir);
    };
    medir();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(medir);
    observer?.observe(el);

    let vigiarAte = 0;
    let espera: ReturnType<typeof setTimeout> | undefined;
    const aoFocar = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement) || el.contains(event.target)) return;
      vigiarAte = performance.now() + VIGIA_DO_FOCO_MS;
      requestAnimationFrame(desobstruir);
    };
    const aoRolar = () => {
      if (performance.now() > vigiarAte) return;
      clearTimeout(espera);
      espera = setTimeout(desobstruir, ROLAGEM_PAROU_MS);
    };
    document.addEventListener('focusin', aoFocar);
    window.addEventListener('scroll', aoRolar, { passive: true });
    return () => {
      observer?.disconnect();
      clearTimeout(espera);
      document.removeEventListener('focusin', aoFocar);
      window.removeEventListener('scroll', aoRolar);
      root.style.removeProperty(ALTURA_DO_BANNER);
    };
  }, [bar, open]);
}
