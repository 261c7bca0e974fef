import { colors, prioridadeColors } from '@guia/shared';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast } from '@/testing/contraste';
import { theme } from './theme';

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
