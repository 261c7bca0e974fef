import { createContext } from 'react';

/** The four report screens of a finished questionnaire. */
export type RelatorioView = 'desempenho' | 'completo' | 'prioridades' | 'comparativo';

/**
 * A report opened outside the producer's own routes (an administrator on behalf of the owner): the ids
 * come from here instead of the route, every call carries the owner's `user_id`, and the links between
 * the reports lead where the host screen says.
 */
export interface ReportScope {
  objetoId: number;
  edicaoId: number;
  /** Null: the edition's latest finished questionnaire (performance report only). */
  questionarioId: number | null;
  userId: number;
  linkTo: (view: RelatorioView, questionarioId: number) => string;
}

export const ReportScopeContext = createContext<ReportScope | null>(null);
