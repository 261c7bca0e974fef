import { type ItemGabarito, prioridadeColors } from '@guia/shared';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Legend colour of an item's weight band (SCORING.md: 1-2, 3-4, 5); null for NA or unanswered. */
export function legendaColor(legenda: ItemGabarito['legenda']): string | null {
  if (legenda === 'MUITO IMPORTANTE') return prioridadeColors.muitoImportante;
  if (legenda === 'IMPORTANTE') return prioridadeColors.importante;
  if (legenda === 'PARABÉNS') return prioridadeColors.parabens;
  return null;
}

/** The legend of the complete and priorities reports: 1 'MUITO IMPORTANTE', 3 'IMPORTANTE', 5 'PARABÉNS'. */
export function LegendaPrioridade() {
  const { t } = useTranslation('desempenho');
  const entries = [
    {
      peso: 1,
      cor: prioridadeColors.muitoImportante,
      texto: t('legenda.muitoImportante'),
      faixa: t('legenda.pesos12'),
    },
    {
      peso: 3,
      cor: prioridadeColors.importante,
      texto: t('legenda.importante'),
      faixa: t('legenda.pesos34'),
    },
    { peso: 5, cor: prioridadeColors.parabens, texto: t('legenda.parabens'), faixa: t('legenda.peso5') },
  ];
  return (
    <Stack gap={6} component="section" aria-label={t('legenda.titulo')}>
      <Text fw={700} size="sm">
        {t('legenda.titulo')}
      </Text>
      <Group gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {entries.map((e) => (
          <Group key={e.peso} gap={6} component="li" wrap="nowrap">
            <Badge color={e.cor} radius="sm" size="lg" aria-hidden>
              {e.peso}
            </Badge>
            <Text size="sm" fw={700}>
              {e.texto}
            </Text>
            <Text size="xs" c="dimmed">
              ({e.faixa})
            </Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
