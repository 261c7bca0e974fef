import type { IndicadorGuia, PrincipioGuia } from '@guia/shared';
import { Anchor, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { href } from '@/app/routes';
import { setSelection } from '@/lib/guia-selection';
import { OutboxStatusChip } from '@/lib/outbox/ui/status-chip';
import { tituloNumerado } from '@/lib/titulo-numerado';
import { GuiaLoadError, GuiaLoading } from '../components/load-state';
import { useGuiaComPendentes } from '../hooks/use-guia-com-pendentes';
import { useGuiaParams } from '../hooks/use-guia-params';
import { indicadoresDoPrincipio } from '../model';

interface Params {
  objectId: number;
  productId: number;
  questionarioId: number;
}

/** The answer as the review reads it: the chosen level, 'Não se aplica' or 'Não respondido'. */
export function respostaLida(indicador: IndicadorGuia): { tipo: 'nivel' | 'na' | 'vazio'; texto?: string } {
  if (indicador.resposta === null) return { tipo: 'vazio' };
  if (indicador.resposta.peso === 0) return { tipo: 'na' };
  const nivel = indicador.niveis.find((n) => n.id === indicador.resposta?.nivel_id);
  return { tipo: 'nivel', texto: nivel?.descricao ?? '' };
}

function Resposta({ indicador }: { indicador: IndicadorGuia }) {
  const { t } = useTranslation('guia');
  const lida = respostaLida(indicador);
  if (lida.tipo === 'vazio') {
    return (
      <Text size="sm" c="red.8" fw={600}>
        {t('revisar.naoRespondido')}
      </Text>
    );
  }
  if (lida.tipo === 'na') return <Text size="sm">{t('revisar.naoSeAplica')}</Text>;
  const peso = indicador.resposta?.peso ?? 0;
  const percentual = indicador.possuipercentual ? indicador.percentualrespondido : null;
  return (
    <>
      <Text size="sm">{t('revisar.nivel', { peso, descricao: lida.texto })}</Text>
      {percentual !== null && <Text size="sm">{t('revisar.percentual', { valor: percentual })}</Text>}
    </>
  );
}

function PrincipioRevisado({ principio, params }: { principio: PrincipioGuia; params: Params }) {
  const { t } = useTranslation('guia');
  const tituloId = `revisar-principio-${principio.id}`;
  return (
    <Stack component="section" aria-labelledby={tituloId} gap="sm">
      <Stack gap={0}>
        <Title order={2} size="h3" id={tituloId}>
          {principio.titulo} · {principio.subtitulo}
        </Title>
        <Text size="sm" c="dimmed">
          {t('principios.respondidas', { respondidas: principio.respondidas, total: principio.total })}
        </Text>
      </Stack>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {indicadoresDoPrincipio(principio).map(({ indicador }) => {
          const titulo = tituloNumerado(indicador.codigo, indicador.titulo);
          const editar = `${href('Principio.Single', { ...params, principioId: principio.id })}?indicador=${indicador.id}`;
          return (
            <Paper key={indicador.id} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {titulo}
                  </Text>
                  <Resposta indicador={indicador} />
                </Stack>
                <Anchor component={Link} to={editar} style={{ flexShrink: 0 }}>
                  <Group gap={4} wrap="nowrap">
                    <IconPencil size={16} aria-hidden />
                    {t('revisar.editar')}
                    {/* The link's name says which indicator: 'Editar 1.1.1 …' to a screen reader. */}{' '}
                    <VisuallyHidden>{titulo}</VisuallyHidden>
                  </Group>
                </Anchor>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}

/**
 * 'Revise suas respostas' (as gov.br forms do before sending): every principle with its indicators, the
 * answer given (level, 'Não se aplica' or 'Não respondido', and the percentage when there is one) and an
 * 'Editar' link to the indicator's answering screen. Read from the same questionnaire query; no new request.
 */
export function GuiaRevisarPage() {
  const { t } = useTranslation('guia');
  const { objetoId, productId, questionarioId } = useGuiaParams();
  const key = objetoId && productId && questionarioId ? { objetoId, productId, questionarioId } : null;
  // The answers as the user left them on this device: the choices still in the outbox over the server's.
  const { query: guia, guia: g } = useGuiaComPendentes(key);

  useEffect(() => {
    if (objetoId && productId && questionarioId) setSelection({ objetoId, productId, questionarioId });
  }, [objetoId, productId, questionarioId]);

  if (!key) return <Navigate to={href('Resumo')} replace />;
  if (guia.isError) return <GuiaLoadError error={guia.error} onRetry={() => void guia.refetch()} />;
  if (!g) return <GuiaLoading />;
  if (g.questionario.finalizado) {
    return (
      <Navigate to={href('Guia.Encerrado', { objectId: key.objetoId, productId: key.productId })} replace />
    );
  }
  const params = { objectId: key.objetoId, productId: key.productId, questionarioId: key.questionarioId };

  return (
    <Stack gap="xl" maw={760} mx="auto" w="100%">
      <Stack gap={4}>
        <OutboxStatusChip />
        <Title order={1}>{t('revisar.titulo')}</Title>
        <Text>{t('revisar.intro')}</Text>
        <Text fw={600}>
          {t('finalizar.contagem', { respondidas: g.totalRespondido, total: g.totalPerguntas })}
        </Text>
      </Stack>
      {g.principios.map((p) => (
        <PrincipioRevisado key={p.id} principio={p} params={params} />
      ))}
      <Group justify="center">
        <Button component={Link} to={href('Guia.Single', params)} variant="outline">
          {t('revisar.voltarPrincipios')}
        </Button>
        <Button component={Link} to={href('Guia.Finalizar', params)}>
          {t('revisar.irFinalizar')}
        </Button>
      </Group>
    </Stack>
  );
}
