import { colors, principioColors } from '@guia/shared';

/** Principle colour by code 1..5 (DESIGN.md), the text colour for anything else (the total). */
export function principioColor(codigo: number): string {
  return principioColors[codigo as 1 | 2 | 3 | 4 | 5] ?? colors.text;
}
