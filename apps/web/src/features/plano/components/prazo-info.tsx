import { diasAte, type ItemPlano } from '@guia/shared';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { TOM_PRAZO } from '../tons';

/** 'Prazo: 10/05/2027' and, while the action is open, 'vence em N dias' or 'vencida'. */
export function PrazoInfo({ item, hoje }: { item: ItemPlano; hoje: string }) {
  const { t } = useTranslation('plano');
  const aberta = item.estado === 'planejada' || item.estado === 'em_andamento';
  const dias = diasAte(item.prazo, hoje);
  return (
    <Group gap="xs">
      <Text size="sm">
        <Text span fw={700}>
          {t('acao.prazo')}:
        </Text>{' '}
        {formatDate(item.prazo)}
      </Text>
      {aberta &&
        (dias < 0 ? (
          <Badge color="red" variant="filled">
            {t('acao.vencida')}
          </Badge>
        ) : (
          <Badge {...(dias <= 30 ? TOM_PRAZO.proximo : TOM_PRAZO.distante)} variant="light">
            {t('acao.venceEm', { count: dias })}
          </Badge>
        ))}
    </Group>
  );
}
