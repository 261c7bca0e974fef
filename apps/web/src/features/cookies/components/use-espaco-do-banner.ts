import { type RefObject, useEffect } from 'react';

/** The CSS variable that holds the open bar's height (read by the cookie and shell styles). */
export const ALTURA_DO_BANNER = '--guia-cookie-banner-altura';

/**
 * Keeps the page clear of the fixed cookie bar while it is open (WCAG 2.4.11, focus not obscured): its
 * height goes into a CSS variable (scroll padding, bottom padding), and a control focused under it, even one
 * focused with `preventScroll` (the landing's 'CADASTRE-SE GRÁTIS'), is scrolled up above it.
 */
export function useEspacoDoBanner(bar: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    const el = bar.current;
    if (!open || !el) return;
    const root = document.documentElement;
    const medir = () =>
      root.style.setProperty(ALTURA_DO_BANNER, `${Math.ceil(el.getBoundingClientRect().height)}px`);
    medir();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(medir);
    observer?.observe(el);

    const aoFocar = (event: FocusEvent) => {
      const alvo = event.target;
      if (!(alvo instanceof HTMLElement) || el.contains(alvo)) return;
      // After the focus's own scrolling (a smooth scroll to a section may still be running).
      requestAnimationFrame(() => {
        if (document.activeElement !== alvo || !el.isConnected) return;
        const topoDoBanner = el.getBoundingClientRect().top;
        if (alvo.getBoundingClientRect().bottom > topoDoBanner) alvo.scrollIntoView({ block: 'nearest' });
      });
    };
    document.addEventListener('focusin', aoFocar);
    return () => {
      observer?.disconnect();
      document.removeEventListener('focusin', aoFocar);
      root.style.removeProperty(ALTURA_DO_BANNER);
    };
  }, [bar, open]);
}
