/**
 * Moves the keyboard focus to the first invalid field inside `container` (DOM order, so the one
 * highest on the page) and scrolls it into view; run after the errors are on screen. Returns it.
 */
export function focusFirstInvalid(container: HTMLElement | null): HTMLElement | null {
  const el = container?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null;
  if (!el) return null;
  el.scrollIntoView({ block: 'center', behavior: 'smooth' });
  // The smooth scroll brings it to the middle; focusing must not jump the page a second time.
  el.focus({ preventScroll: true });
  return el;
}
