import type { EstadoItem } from '@guia/shared';

/** A badge of the plan in Mantine's light variant: the tint's colour and, where it needs one, a darker text. */
export interface Tom {
  color: string;
  /** The text colour ('dark.7'); without it Mantine writes shade 9 of `color` on shade 1. */
  c?: string;
}

// Shade 9 on shade 1 of orange (and yellow: the outcomes' badges, components/metas-julgadas.tsx) is below WCAG AA
// (4.5:1): those labels are written dark, as the admin badges' are. tons.test.ts checks every tone against the theme.

/** An action's state on the plan page. */
export const TOM_ESTADO: Record<EstadoItem, Tom> = {
  planejada: { color: 'gray' },
  em_andamento: { color: 'blue' },
  concluida: { color: 'pasture' },
  cancelada: { color: 'dark' },
};

/** 'vence em N dias': near (30 days or less) or not. */
export const TOM_PRAZO = {
  proximo: { color: 'orange', c: 'dark.7' },
  distante: { color: 'gray' },
} satisfies Record<string, Tom>;
