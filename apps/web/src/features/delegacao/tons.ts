import type { StatusAutorizacao, StatusTecnico } from '@guia/shared';

/** A badge in Mantine's light variant: the tint's colour and, where it needs one, a darker text. */
export interface Tom {
  color: string;
  /** The text colour ('dark.7'); without it Mantine writes shade 9 of `color` on shade 1. */
  c?: string;
}

// Shade 9 on shade 1 of orange and yellow is below WCAG AA (4.5:1): those labels are written dark, as the
// plan's are (features/plano/tons.ts). tons.test.ts checks every tone against the theme.

/** Where a grant stands: letting the technician in (green), or not, and why. */
export const TOM_AUTORIZACAO: Record<StatusAutorizacao, Tom> = {
  ativa: { color: 'pasture' },
  revogada: { color: 'red' },
  expirada: { color: 'gray' },
  suspensa: { color: 'orange', c: 'dark.7' },
};

/** Where the technician's own accreditation stands. */
export const TOM_TECNICO: Record<StatusTecnico, Tom> = {
  pendente: { color: 'yellow', c: 'dark.7' },
  credenciado: { color: 'pasture' },
  suspenso: { color: 'red' },
};
