import { colors, prioridadeColors } from '@guia/shared';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

function luminance(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('theme', () => {
  it('gives destructive red buttons WCAG AA contrast with white, at rest and on hover', () => {
    // The theme the provider builds: Mantine's defaults overridden by ours.
    const merged = mergeMantineTheme(DEFAULT_THEME, theme);
    const shade = typeof merged.primaryShade === 'number' ? merged.primaryShade : merged.primaryShade.light;
    const red = merged.colors.red;
    // Filled: white text on the shade; outline/subtle: the shade as text on white. Hover is one shade darker.
    for (const tone of [red[shade], red[shade + 1], red[8]]) {
      expect(contrast(tone!, '#ffffff'), tone).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("gives the 'Administrador' badge's white text WCAG AA contrast", () => {
    expect(contrast(colors.adminBadge, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('gives the priority legend colours, written as text, WCAG AA contrast on white', () => {
    for (const [nome, cor] of Object.entries(prioridadeColors)) {
      expect(contrast(cor, '#ffffff'), nome).toBeGreaterThanOrEqual(4.5);
    }
  });
});
