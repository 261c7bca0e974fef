import { useCallback, useContext } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { href } from '@/app/routes';
import { type RelatorioView, ReportScopeContext } from './report-scope';

function positiveInt(value: string | null | undefined): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

export interface ReportParams {
  objetoId: number | null;
  edicaoId: number | null;
  questionarioId: number | null;
  /** `?user_id=`: an administrator viewing the report on behalf of the unit's owner (spec §2). */
  userId: number | null;
}

/**
 * The report's ids as positive integers, or null: from the route (`:objectId`, `:productId`,
 * `:questionarioId`, `?user_id=`), or from the on-behalf scope a host screen set around the report.
 */
export function useReportParams(): ReportParams {
  const { objectId, productId, questionarioId } = useParams();
  const [search] = useSearchParams();
  const scope = useContext(ReportScopeContext);
  if (scope) {
    return {
      objetoId: scope.objetoId,
      edicaoId: scope.edicaoId,
      questionarioId: scope.questionarioId,
      userId: scope.userId,
    };
  }
  return {
    objetoId: positiveInt(objectId),
    edicaoId: positiveInt(productId),
    questionarioId: positiveInt(questionarioId),
    userId: positiveInt(search.get('user_id')),
  };
}

/** A link that keeps an administrator's `?user_id=` from screen to screen. */
export function withUser(path: string, userId: number | null): string {
  return userId ? `${path}?user_id=${userId}` : path;
}

const ROUTE_OF_VIEW = {
  desempenho: 'Desempenho.Relatorio',
  completo: 'Desempenho.Completo',
  prioridades: 'Desempenho.Prioridades',
  comparativo: 'Desempenho.Comparativo',
} as const;

/**
 * Where a link from one report to another leads: the producer's report routes (keeping `?user_id=`), or,
 * inside an on-behalf scope, the host screen's own paths.
 */
export function useReportLink() {
  const scope = useContext(ReportScopeContext);
  const { userId } = useReportParams();
  return useCallback(
    (view: RelatorioView, key: { objetoId: number; edicaoId: number; questionarioId: number }) =>
      scope
        ? scope.linkTo(view, key.questionarioId)
        : withUser(
            href(ROUTE_OF_VIEW[view], {
              objectId: key.objetoId,
              productId: key.edicaoId,
              questionarioId: key.questionarioId,
            }),
            userId,
          ),
    [scope, userId],
  );
}
