import type { Locator } from '@playwright/test';

/**
 * The WCAG contrast ratio of an element's text against what is behind it: its own and its ancestors'
 * background colours composited (translucent light variants included) over white.
 */
export function contraste(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const rgba = (c: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (c.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a: c.startsWith('rgba') ? a : 1 };
    };
    const camadas: { r: number; g: number; b: number; a: number }[] = [];
    for (let e: Element | null = el; e; e = e.parentElement) {
      const bg = rgba(getComputedStyle(e).backgroundColor);
      if (bg.a > 0) camadas.push(bg);
      if (bg.a === 1) break;
    }
    let fundo = { r: 255, g: 255, b: 255 };
    for (const c of camadas.reverse()) {
      fundo = {
        r: c.r * c.a + fundo.r * (1 - c.a),
        g: c.g * c.a + fundo.g * (1 - c.a),
        b: c.b * c.a + fundo.b * (1 - c.a),
      };
    }
    const lum = ({ r, g, b }: { r: number; g: number; b: number }) =>
      [r, g, b]
        .map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        })
        .reduce((soma, c, i) => soma + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const [claro, escuro] = [lum(rgba(getComputedStyle(el).color)), lum(fundo)].sort((a, b) => b - a);
    return (claro! + 0.05) / (escuro! + 0.05);
  });
}
