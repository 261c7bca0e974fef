import { useTranslation } from 'react-i18next';
import { useGuia } from '../api/get-guia';
import { useGuiaParams } from '../hooks/use-guia-params';

/** The questionnaire of the current route, from the query the page itself loads (no extra request). */
function useGuiaDaRota() {
  const { objetoId, productId, questionarioId } = useGuiaParams();
  return useGuia(objetoId && productId && questionarioId ? { objetoId, productId, questionarioId } : null);
}

/** Breadcrumb step naming the unit being filled ('Fazenda Boa Vista'). */
export function UnidadeCrumb({ fallback }: { fallback: string }) {
  const guia = useGuiaDaRota();
  return guia.data?.nomeunidade ?? fallback;
}

/** Breadcrumb step naming the edition being filled ('Guia 2026'). */
export function GuiaCrumb({ fallback }: { fallback: string }) {
  const { t } = useTranslation('guia');
  const guia = useGuiaDaRota();
  return guia.data ? t('principios.titulo', { ano: guia.data.ano }) : fallback;
}
