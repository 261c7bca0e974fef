import { type Desfecho, type ItemPlano, ROTULO_DESFECHO } from '@guia/shared';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * An outcome's badge in Mantine's light variant: the tint's colour and, where it needs one, a darker text.
 * Shade 9 on shade 1 of yellow is below WCAG AA: 'Manteve' is written dark (features/plano/tons.test.ts).
 */
export const TOM_DESFECHO: Record<Desfecho, { color: string; c?: string }> = {
  atingida: { color: 'pasture' },
  avancou: { color: 'blue' },
  manteve: { color: 'yellow', c: 'dark.7' },
  recuou: { color: 'red' },
  nao_avaliavel: { color: 'gray' },
};

/**
 * A judged plan's targets, read-only: each indicator with the level aimed at, the level the next
 * finished Guia holds, and the outcome frozen then (the plan page and the performance report).
 */
export function MetasJulgadas({ itens }: { itens: ItemPlano[] }) {
  const { t } = useTranslation('plano');
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {itens.map((item) => (
        <Paper key={item.id} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={700} size="sm">
                {item.indicador.codigo} {item.indicador.titulo}
              </Text>
              <Text size="sm">
                {t('acao.meta')}:{' '}
                {t('item.nivelComDescricao', { peso: item.peso_meta, descricao: item.nivel_meta })}
              </Text>
              <Text size="sm">
                {t('anterior.obtido')}:{' '}
                {item.peso_obtido === null
                  ? t('anterior.semObtido')
                  : t('item.nivel', { peso: item.peso_obtido })}
              </Text>
            </Stack>
            {item.desfecho ? (
              <Badge {...TOM_DESFECHO[item.desfecho]} variant="light" style={{ flexShrink: 0 }}>
                {ROTULO_DESFECHO[item.desfecho]}
              </Badge>
            ) : (
              <Badge color="gray" variant="outline" style={{ flexShrink: 0 }}>
                {t('anterior.naoJulgada')}
              </Badge>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
