import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { TOM_DESFECHO } from '@/components/metas-julgadas';
import { contrast } from '@/testing/contraste';
import { TOM_ESTADO, TOM_PRAZO, type Tom } from './tons';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const shade = (cor: string, n: number) => merged.colors[cor]![n]!;

/** Mantine's light badge in the light scheme: shade 1 of the colour behind, shade 9 (or `c`) as the text. */
function contraste({ color, c }: Tom) {
  const [corTexto, n] = c ? (c.split('.') as [string, string]) : [color, '9'];
  return contrast(shade(corTexto, Number(n)), shade(color, 1));
}

describe("the plan's badges", () => {
  it.each([...Object.entries(TOM_ESTADO), ...Object.entries(TOM_DESFECHO), ...Object.entries(TOM_PRAZO)])(
    '%s reads at WCAG AA (4.5:1) on its tint',
    (_, tom) => {
      expect(contraste(tom)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('would not with the yellow and orange tints’ own text (why `c` is there)', () => {
    expect(contraste({ color: 'yellow' })).toBeLessThan(4.5);
    expect(contraste({ color: 'orange' })).toBeLessThan(4.5);
  });
});
