import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { contrast } from '@/testing/contraste';
import { TOM_STATUS_TECNICO } from './tecnico-status-badge';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const shade = (cor: string, n: number) => merged.colors[cor]![n]!;

describe("the admin technician list's status badges", () => {
  it.each(Object.entries(TOM_STATUS_TECNICO))(
    '%s reads at WCAG AA (4.5:1) on its tint',
    (_, { color, c }) => {
      const [corTexto, n] = c.split('.') as [string, string];
      expect(contrast(shade(corTexto, Number(n)), shade(color, 1))).toBeGreaterThanOrEqual(4.5);
    },
  );
});
