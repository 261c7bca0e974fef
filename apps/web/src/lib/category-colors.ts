const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const FALLBACK = '#5b6b62';

function channel(value: number) {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string) {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const n = Number.parseInt(full.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

function contrast(a: number, b: number) {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** A category's own colour (`cor`), or a neutral one when the stored value is not a hex colour. */
export function categoryBackground(cor: string | null | undefined): string {
  return cor && HEX.test(cor.trim()) ? cor.trim() : FALLBACK;
}

/** Black or white, whichever reads better on the given background (WCAG contrast ratio). */
export function readableTextColor(background: string): '#000000' | '#ffffff' {
  const l = luminance(categoryBackground(background));
  return contrast(l, 0) >= contrast(l, 1) ? '#000000' : '#ffffff';
}
