import { useParams, useSearchParams } from 'react-router';
import { href } from '@/app/routes';

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

/** The report route's ids (`:objectId`, `:productId`, `:questionarioId`) as positive integers, or null. */
export function useReportParams(): ReportParams {
  const { objectId, productId, questionarioId } = useParams();
  const [search] = useSearchParams();
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

/** Back to the performance report of one questionnaire, keeping `?user_id=`. */
export function relatorioDoQuestionario(
  key: { objetoId: number; edicaoId: number; questionarioId: number },
  userId: number | null,
): string {
  return withUser(
    href('Desempenho.Relatorio', {
      objectId: key.objetoId,
      productId: key.edicaoId,
      questionarioId: key.questionarioId,
    }),
    userId,
  );
}
