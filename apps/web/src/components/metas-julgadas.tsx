import { type Desfecho, type ItemPlano, ROTULO_DESFECHO } from '@guia/shared';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COR_DESFECHO: Record<Desfecho, string> = {
  atingida: 'pasture',
  avancou: 'blue',
  manteve: 'yellow',
  recuou: 'red',
  nao_avaliavel: 'gray',
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
              <Badge color={COR_DESFECHO[item.desfecho]} variant="light" style={{ flexShrink: 0 }}>
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
