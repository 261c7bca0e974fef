import type { UnidadeAtendida } from '@guia/shared';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingWarehouse, IconChartBar, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/app/routes';
import { formatDate } from '@/lib/format';
import { desempenhoPath } from '@/lib/guia-links';
import { clearGuiaState, setSelection } from '@/lib/guia-selection';
import { selectQuestionnaire } from '@/lib/local-state';
import { PermissoesResumo } from './permissoes-resumo';

/**
 * One unit a producer granted the technician: the unit, the producer's name, what he may do and until when,
 * and the way into the producer's own screens (the unit, its {product} in progress, its report), which work for
 * him within the grant.
 */
export function UnidadeAtendidaCard({ unidade }: { unidade: UnidadeAtendida }) {
  const { t } = useTranslation('tecnico');
  const { objeto, questionario, permissoes } = unidade;
  const tituloId = `unidade-atendida-${unidade.autorizacao_id}`;
  const selecao = questionario && {
    objetoId: objeto.id,
    productId: questionario.edicao_id,
    questionarioId: questionario.id,
  };
  return (
    <Card withBorder padding="md" component="li" aria-labelledby={tituloId}>
      <Stack gap={6}>
        <Title order={3} size="h4" id={tituloId}>
          {objeto.nomeunidade}
        </Title>
        <Text size="sm" fw={600}>
          {t('produtores.produtor', { nome: unidade.produtor.nome })}
        </Text>
        <Text size="sm">{t('produtores.local', { municipio: objeto.municipio, uf: objeto.uf })}</Text>
        <PermissoesResumo permissoes={permissoes} />
        <Text size="sm">{t('produtores.acessoAte', { data: formatDate(unidade.valida_ate) })}</Text>
        <Group gap="sm" mt={4}>
          {selecao && questionario && !questionario.finalizado && permissoes.preencher && (
            <Button
              component={Link}
              to={href('Guia.Single', {
                objectId: selecao.objetoId,
                productId: selecao.productId,
                questionarioId: selecao.questionarioId,
              })}
              leftSection={<IconPlayerPlay size={18} aria-hidden />}
              onClick={() => setSelection(selecao)}
            >
              {t('produtores.continuar')}
            </Button>
          )}
          {selecao && questionario?.finalizado && (
            <Button
              component={Link}
              to={desempenhoPath(selecao.objetoId, selecao.productId)}
              variant="light"
              leftSection={<IconChartBar size={18} aria-hidden />}
              onClick={() => {
                clearGuiaState();
                selectQuestionnaire(selecao);
              }}
            >
              {t('produtores.relatorio')}
            </Button>
          )}
          <Button
            component={Link}
            to={href('Objeto.Single', { objectId: objeto.id })}
            variant="default"
            leftSection={<IconBuildingWarehouse size={18} aria-hidden />}
          >
            {t('produtores.abrirUnidade')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
