import type { QueryClient } from '@tanstack/react-query';

/** The longest wait for the first screen's reads before the font is asked for anyway. */
const ESPERA_MAXIMA_MS = 15_000;

/**
 * Resolves once `client` has no read in flight (checked after a macrotask, so that a screen just rendered has
 * started its reads), or after `esperaMaximaMs`.
 */
export function semLeiturasEmCurso(client: QueryClient, esperaMaximaMs = ESPERA_MAXIMA_MS): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(() => {
      if (client.isFetching() === 0) return resolve();
      const limite = setTimeout(fim, esperaMaximaMs);
      const parar = client.getQueryCache().subscribe(() => {
        if (client.isFetching() === 0) fim();
      });
      function fim() {
        clearTimeout(limite);
        parar();
        resolve();
      }
    }, 0);
  });
}

/**
 * The text font (Inter, issue 16 §4) is asked for once the first screen is usable: its 49 kB (Latin subset)
 * would otherwise share a weak link with the scripts and the screen's data. Until then, and where it never
 * arrives, the text is in the system font (the theme's fallbacks); `font-display: swap` then redraws it.
 * `primeiraTela` resolves when the first screen is on screen with its code.
 */
export async function carregarFonteDepois(primeiraTela: Promise<void>, client: QueryClient): Promise<void> {
  await primeiraTela;
  await semLeiturasEmCurso(client);
  // Resolves when the font's style sheet is asked for, not when it arrives: what waits for the first screen
  // (app/apos-primeira-tela.ts) goes on at the same moment.
  void import('@fontsource-variable/inter');
}
