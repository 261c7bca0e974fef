import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { contrast } from '@/testing/contraste';
import { TOM_AUTORIZACAO, TOM_TECNICO, type Tom } from './tons';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const shade = (cor: string, n: number) => merged.colors[cor]![n]!;

/** Mantine's light badge in the light scheme: shade 1 of the colour behind, shade 9 (or `c`) as the text. */
function contraste({ color, c }: Tom) {
  const [corTexto, n] = c ? (c.split('.') as [string, string]) : [color, '9'];
  return contrast(shade(corTexto, Number(n)), shade(color, 1));
}

describe("the delegation's badges", () => {
  it.each([...Object.entries(TOM_AUTORIZACAO), ...Object.entries(TOM_TECNICO)])(
    '%s reads at WCAG AA (4.5:1) on its tint',
    (_, tom) => {
      expect(contraste(tom)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('tells every grant status apart by its colour, not only by its word', () => {
    const cores = Object.values(TOM_AUTORIZACAO).map((t) => t.color);
    expect(new Set(cores).size).toBe(cores.length);
  });
});
