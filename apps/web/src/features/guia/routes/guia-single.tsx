import { Alert, Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCheck, IconFlag } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { href } from '@/app/routes';
import { setSelection } from '@/lib/guia-selection';
import { OutboxStatusChip } from '@/lib/outbox/ui/status-chip';
import { GuiaLoadError, GuiaLoading } from '../components/load-state';
import { OrientacaoModal } from '../components/orientacao-modal';
import { PrepararOffline } from '../components/preparar-offline';
import { useGuiaComPendentes } from '../hooks/use-guia-com-pendentes';
import { useGuiaParams } from '../hooks/use-guia-params';
import { faltamNoPrincipio, primeiroPendente, primeiroPendenteDoGuia, principioConcluido } from '../model';

/**
 * Screen 12: the principles of a questionnaire with their progress (the server's numbers, as they are) and what
 * is still missing; it leads to the first unanswered indicator, or, with everything answered, to finishing.
 * The orientation modal shows here.
 */
export function GuiaSinglePage() {
  const { t } = useTranslation('guia');
  const { objetoId, productId, questionarioId } = useGuiaParams();
  const key = objetoId && productId && questionarioId ? { objetoId, productId, questionarioId } : null;
  // The server's numbers, with the choices this device has not sent yet laid over them.
  const { query: guia, guia: comPendentes, naoEnviadas } = useGuiaComPendentes(key);

  useEffect(() => {
    if (objetoId && productId && questionarioId) setSelection({ objetoId, productId, questionarioId });
  }, [objetoId, productId, questionarioId]);

  if (!key) return <Navigate to={href('Resumo')} replace />;
  if (guia.isError) return <GuiaLoadError error={guia.error} onRetry={() => void guia.refetch()} />;
  if (!comPendentes) return <GuiaLoading />;
  const g = comPendentes;
  if (g.questionario.finalizado) {
    return (
      <Navigate to={href('Guia.Encerrado', { objectId: key.objetoId, productId: key.productId })} replace />
    );
  }
  const params = { objectId: key.objetoId, productId: key.productId, questionarioId: key.questionarioId };
  const pendente = primeiroPendenteDoGuia(g);
  const faltam = Math.max(0, g.totalPerguntas - g.totalRespondido);
  const finalizarHref = href('Guia.Finalizar', params);
  const pendenteHref = pendente
    ? `${href('Principio.Single', { ...params, principioId: pendente.principio.id })}?indicador=${pendente.indicador.id}`
    : null;

  return (
    <Stack gap="lg">
      <OrientacaoModal questionarioId={key.questionarioId} situacao={g.questionario.orientacao} />
      <Stack gap={4}>
        <OutboxStatusChip />
        <Title order={1}>{t('principios.titulo', { ano: g.ano })}</Title>
        <Text c="dimmed">
          {t('principios.respondidas', { respondidas: g.totalRespondido, total: g.totalPerguntas })}
        </Text>
        {naoEnviadas > 0 && <Text size="sm">{t('principios.naoEnviadas', { count: naoEnviadas })}</Text>}
      </Stack>

      {g.completo ? (
        <Alert color="pasture" role="status" icon={<IconCheck size={20} aria-hidden />}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('principios.completo', { total: g.totalPerguntas })}</Text>
            <Button component={Link} to={finalizarHref} leftSection={<IconFlag size={18} aria-hidden />}>
              {t('principios.finalizar')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        pendenteHref && (
          <Alert color="yellow" role="status">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('principios.pendentes', { count: faltam, total: g.totalPerguntas })}</Text>
              <Button
                component={Link}
                to={pendenteHref}
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                {t('principios.irPendente')}
              </Button>
            </Stack>
          </Alert>
        )
      )}

      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {g.principios.map((p) => {
          const pendenteP = primeiroPendente(p);
          const iniciado = p.respondidas > 0;
          const concluido = principioConcluido(p);
          const faltamP = faltamNoPrincipio(p);
          const to = href('Principio.Single', { ...params, principioId: p.id });
          const [rotulo, rotuloAcessivel] = concluido
            ? [t('principios.revisar'), t('principios.revisarPrincipio', { titulo: p.subtitulo })]
            : iniciado
              ? [t('principios.continuar'), t('principios.continuarPrincipio', { titulo: p.subtitulo })]
              : [t('principios.iniciar'), t('principios.iniciarPrincipio', { titulo: p.subtitulo })];
          return (
            <Card key={p.id} component="li" withBorder radius="md" padding="lg">
              <Stack gap="sm" h="100%" justify="space-between">
                <Stack gap={4}>
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Text size="sm" c="dimmed">
                      {p.titulo}
                    </Text>
                    {concluido && (
                      <Badge
                        color="pasture"
                        variant="light"
                        leftSection={<IconCheck size={14} aria-hidden />}
                      >
                        {t('principios.concluido')}
                      </Badge>
                    )}
                  </Group>
                  <Title order={2} size="h4">
                    {p.subtitulo}
                  </Title>
                </Stack>
                <Stack gap={6}>
                  <Progress
                    value={p.percentual}
                    size="lg"
                    aria-label={t('principios.progresso', { titulo: p.subtitulo })}
                  />
                  <Text size="sm" fw={600}>
                    {t('principios.respondidas', { respondidas: p.respondidas, total: p.total })}
                  </Text>
                  {faltamP > 0 && (
                    <Text size="sm" c="dimmed">
                      {t('principios.faltam', { count: faltamP })}
                    </Text>
                  )}
                </Stack>
                <Group>
                  <Button
                    component={Link}
                    to={iniciado && pendenteP ? `${to}?indicador=${pendenteP.id}` : to}
                    variant={iniciado ? 'light' : 'filled'}
                    aria-label={rotuloAcessivel}
                  >
                    {rotulo}
                  </Button>
                </Group>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>

      <Group justify="center">
        <Button
          component={Link}
          to={finalizarHref}
          size="md"
          variant={g.completo ? 'filled' : 'outline'}
          leftSection={<IconFlag size={20} aria-hidden />}
        >
          {t('principios.finalizar')}
        </Button>
      </Group>

      <PrepararOffline guiaKey={key} />
    </Stack>
  );
}
