import { metasJulgadas } from '@guia/shared';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePlanoAvaliado } from '@/api/plano-avaliado';
import { href } from '@/app/routes';
import { MetasJulgadas } from '@/components/metas-julgadas';

interface Props {
  objetoId: number;
  edicaoId: number;
  questionarioId: number;
  /** An administrator reading on the owner's behalf sees the verdict, never the owner's actions. */
  emNomeDe: boolean;
}

/**
 * 'Metas do ciclo anterior: X de Y atingidas' (issue 17 §2): the previous plan as this finished
 * questionnaire judged it, and 'Montar novo plano' (starting from the unmet targets) when the unit
 * has no active plan. Nothing when this questionnaire judged no plan.
 */
export function MetasDoCiclo({ objetoId, edicaoId, questionarioId, emNomeDe }: Props) {
  const { t } = useTranslation('desempenho');
  const query = usePlanoAvaliado(objetoId, questionarioId);
  const plano = query.data?.plano;
  if (!plano) return null;
  const { itens, atingidas, total } = metasJulgadas(plano);
  if (total === 0) return null;
  const montar = `${href('Objeto.Plano.Montar', { objectId: objetoId, productId: edicaoId, questionarioId })}?copiar=1`;
  return (
    <Paper
      component="section"
      aria-labelledby="metas-do-ciclo"
      withBorder
      radius="md"
      p="lg"
      data-testid="metas-ciclo-anterior"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="metas-do-ciclo">
          {t('metas.titulo', { atingidas, total })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('metas.descricao', { ano: plano.ano })}
        </Text>
        <MetasJulgadas itens={itens} />
        {!emNomeDe && (
          <Group gap="sm" align="center">
            {query.data?.plano_ativo ? (
              <Button
                component={Link}
                to={href('Objeto.Plano', { objectId: objetoId })}
                variant="light"
                leftSection={<IconListCheck size={18} aria-hidden />}
              >
                {t('metas.verPlano')}
              </Button>
            ) : (
              <>
                <Button component={Link} to={montar} leftSection={<IconListCheck size={18} aria-hidden />}>
                  {t('metas.montarNovo')}
                </Button>
                <Text size="sm" c="dimmed">
                  {t('metas.montarNovoDescricao')}
                </Text>
              </>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
