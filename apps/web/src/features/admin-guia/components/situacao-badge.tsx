import type { AdminGuiaItem } from '@guia/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const mesAno = new Intl.DateTimeFormat('pt-BR', {
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});

/** 'mm/aaaa' of an ISO date. */
export function formatMesAno(value: string): string {
  return mesAno.format(new Date(value));
}

// A light tint marks the state; the text stays dark (AA contrast on every tint).
const COR = { rascunho: 'gray', disponivel: 'pasture', fechado: 'orange' } as const;

/** Where an edition stands: Rascunho, Disponível desde mm/aaaa, or Fechado. */
export function SituacaoBadge({ guia }: { guia: Pick<AdminGuiaItem, 'situacao' | 'datadisponivel'> }) {
  const { t } = useTranslation('admin-guia');
  const texto =
    guia.situacao === 'disponivel'
      ? guia.datadisponivel
        ? t('situacao.disponivel', { data: formatMesAno(guia.datadisponivel) })
        : t('situacao.disponivelSemData')
      : t(`situacao.${guia.situacao}`);
  return (
    <Badge
      color={COR[guia.situacao]}
      c={guia.situacao === 'disponivel' ? 'pasture.9' : 'dark.7'}
      variant="light"
      radius="sm"
      styles={{ label: { textTransform: 'none' } }}
    >
      {texto}
    </Badge>
  );
}
