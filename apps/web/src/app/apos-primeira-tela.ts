/**
 * What waits for the first screen (issue 16 §4): code and files that screen does not need (the text font, the
 * top bar's drop-down menus) are asked for once it is on screen with its reads done, so that they do not
 * share a weak link with what the user is waiting for. main.tsx sets the moment; until it does (tests, the
 * prerender) nothing waits.
 */
let primeiraTela: Promise<void> | null = null;

/** Called once by main.tsx: `pronta` resolves when the first screen is usable. */
export function definirPrimeiraTela(pronta: Promise<void>) {
  primeiraTela = pronta;
}

/** Resolves once the first screen is usable (at once when no moment was set). */
export function aposPrimeiraTela(): Promise<void> {
  return primeiraTela ?? Promise.resolve();
}
