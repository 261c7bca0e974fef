import type { ComponentType } from 'react';

/** The four report screens a unit's finished Guia has. */
export type RelatorioView = 'desempenho' | 'completo' | 'prioridades' | 'comparativo';

export const RELATORIO_VIEWS: readonly RelatorioView[] = [
  'desempenho',
  'completo',
  'prioridades',
  'comparativo',
];

/**
 * The report, opened on behalf of the unit's owner. Features do not import each other: the performance
 * report feature provides a component of this shape and the composition root (app-routes) hands it in.
 */
export interface OnBehalfReportProps {
  view: RelatorioView;
  objetoId: number;
  edicaoId: number;
  /** The finished questionnaire; null: the edition's latest finished one. */
  questionarioId: number | null;
  /** The owner: every report call carries `?user_id=`. */
  userId: number;
  /** Where a report's links (to the other reports, back to the report) lead, inside the admin area. */
  linkTo: (view: RelatorioView, questionarioId: number) => string;
}

export type OnBehalfReport = ComponentType<OnBehalfReportProps>;
