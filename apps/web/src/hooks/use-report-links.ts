import { useTranslation } from 'react-i18next';
import { useQuestionarios } from '@/api/get-questionarios';
import { href } from '@/app/routes';
import { formatMonthYear } from '@/lib/format';
import { clearGuiaState } from '@/lib/guia-selection';
import { selectQuestionnaire } from '@/lib/local-state';

export interface ReportLink {
  key: number;
  objetoId: number;
  /** Submission date, as sent by the server. */
  dataenvio: string;
  label: string;
  to: string;
  /** Opening a report clears the stored questionnaire and sets the chosen one (spec §2). */
  onOpen: () => void;
}

/** The RELATÓRIOS entries: one per finished questionnaire, labelled with unit name and month/year. */
export function useReportLinks() {
  const { t } = useTranslation('shell');
  const query = useQuestionarios();
  const links: ReportLink[] = (query.data ?? []).map((q) => ({
    key: q.id,
    objetoId: q.objeto_id,
    dataenvio: q.dataenvio,
    label: t('menu.relatorio', { nome: q.nomeunidade, data: formatMonthYear(q.dataenvio) }),
    to: href('Desempenho.Relatorio', {
      objectId: q.objeto_id,
      productId: q.guia_id,
      questionarioId: q.questionario_id,
    }),
    onOpen: () => {
      // Leaving to a report clears the {product} being filled and its unsaved choices (spec §4 'Leaving').
      clearGuiaState();
      selectQuestionnaire({ objetoId: q.objeto_id, productId: q.guia_id, questionarioId: q.questionario_id });
    },
  }));
  return { links, isPending: query.isPending, isError: query.isError };
}
