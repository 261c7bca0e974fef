import { contarAtingidas, type PlanoAcao, ROTULO_DESFECHO } from '@guia/shared';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { TOM_DESFECHO } from '../tons';

/** The last evaluated plan, read-only: each target with the outcome the next finished Guia froze. */
export function PlanoAnterior({ plano }: { plano: PlanoAcao }) {
  const { t } = useTranslation('plano');
  const desfechos = plano.itens.flatMap((i) => (i.desfecho ? [i.desfecho] : []));
  const { atingidas, total } = contarAtingidas(desfechos);
  return (
    <Stack gap="sm" component="section" aria-labelledby="plano-anterior">
      <Title order={2} size="h3" id="plano-anterior">
        {t('anterior.titulo', { ano: plano.ano })}
      </Title>
      {plano.avaliado_em && (
        <Text c="dimmed">{t('anterior.descricao', { data: formatDate(plano.avaliado_em) })}</Text>
      )}
      <Text fw={700}>{t('anterior.atingidas', { atingidas, total })}</Text>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {plano.itens.map((item) => (
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
              {item.desfecho && (
                <Badge {...TOM_DESFECHO[item.desfecho]} variant="light" style={{ flexShrink: 0 }}>
                  {ROTULO_DESFECHO[item.desfecho]}
                </Badge>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
