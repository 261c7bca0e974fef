import { useMemo } from 'react';
import { type RelatorioView, type ReportScope, ReportScopeContext } from './hooks/report-scope';
import { DesempenhoSinglePage } from './routes/desempenho-single';
import { RelatorioComparativoPage } from './routes/relatorio-comparativo';
import { RelatorioCompletoPage } from './routes/relatorio-completo';
import { RelatorioPrioridadesPage } from './routes/relatorio-prioridades';

export type { RelatorioView };

export interface OnBehalfReportProps extends ReportScope {
  view: RelatorioView;
}

const PAGES = {
  desempenho: DesempenhoSinglePage,
  completo: RelatorioCompletoPage,
  prioridades: RelatorioPrioridadesPage,
  comparativo: RelatorioComparativoPage,
} as const;

/**
 * A report exactly as the owner sees it, opened by an administrator on the owner's behalf: every call
 * carries `?user_id=<owner>`, and the links between the reports stay in the host (admin) screen. The admin
 * features receive this component from the composition root (features do not import each other).
 */
export function OnBehalfReport({
  view,
  objetoId,
  edicaoId,
  questionarioId,
  userId,
  linkTo,
}: OnBehalfReportProps) {
  const scope = useMemo(
    () => ({ objetoId, edicaoId, questionarioId, userId, linkTo }),
    [objetoId, edicaoId, questionarioId, userId, linkTo],
  );
  // A questionnaire's own reports need its id; without one only the performance report applies.
  const Page = questionarioId === null ? DesempenhoSinglePage : PAGES[view];
  return (
    <ReportScopeContext.Provider value={scope}>
      <Page />
    </ReportScopeContext.Provider>
  );
}
