import { metasJulgadas, type PlanoAcao } from '@guia/shared';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MetasJulgadas } from '@/components/metas-julgadas';
import { formatDate } from '@/lib/format';

/** The last evaluated plan, read-only: each target with the outcome the next finished Guia froze. */
export function PlanoAnterior({ plano }: { plano: PlanoAcao }) {
  const { t } = useTranslation('plano');
  const { atingidas, total } = metasJulgadas(plano);
  return (
    <Stack gap="sm" component="section" aria-labelledby="plano-anterior">
      <Title order={2} size="h3" id="plano-anterior">
        {t('anterior.titulo', { ano: plano.ano })}
      </Title>
      {plano.avaliado_em && (
        <Text c="dimmed">{t('anterior.descricao', { data: formatDate(plano.avaliado_em) })}</Text>
      )}
      <Text fw={700}>{t('anterior.atingidas', { atingidas, total })}</Text>
      <MetasJulgadas itens={plano.itens} />
    </Stack>
  );
}
