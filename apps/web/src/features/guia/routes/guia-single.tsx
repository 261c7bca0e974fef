import { Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { href } from '@/app/routes';
import { useGuia } from '../api/get-guia';
import { GuiaLoadError, GuiaLoading } from '../components/load-state';
import { OrientacaoModal } from '../components/orientacao-modal';
import { useGuiaParams } from '../hooks/use-guia-params';
import { percentInteiro, primeiroPendente } from '../model';
import { setSelection } from '../state/selection';

/** Screen 12: the principles of a questionnaire with their progress; the orientation modal shows here. */
export function GuiaSinglePage() {
  const { t } = useTranslation('guia');
  const { objetoId, productId, questionarioId } = useGuiaParams();
  const key = objetoId && productId && questionarioId ? { objetoId, productId, questionarioId } : null;
  const guia = useGuia(key);

  useEffect(() => {
    if (objetoId && productId && questionarioId) setSelection({ objetoId, productId, questionarioId });
  }, [objetoId, productId, questionarioId]);

  if (!key) return <Navigate to={href('Resumo')} replace />;
  if (guia.isError) return <GuiaLoadError error={guia.error} onRetry={() => void guia.refetch()} />;
  if (!guia.data) return <GuiaLoading />;
  const g = guia.data;
  if (g.questionario.finalizado) {
    return (
      <Navigate to={href('Guia.Encerrado', { objectId: key.objetoId, productId: key.productId })} replace />
    );
  }
  const params = { objectId: key.objetoId, productId: key.productId, questionarioId: key.questionarioId };

  return (
    <Stack gap="lg">
      <OrientacaoModal questionarioId={key.questionarioId} />
      <Stack gap={4}>
        <Title order={1}>{t('principios.titulo', { ano: g.ano })}</Title>
        <Text c="dimmed">
          {t('principios.respondidas', { respondidas: g.totalRespondido, total: g.totalPerguntas })}
        </Text>
      </Stack>

      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {g.principios.map((p) => {
          const pendente = primeiroPendente(p);
          const iniciado = p.respondidas > 0;
          const to = href('Principio.Single', { ...params, principioId: p.id });
          return (
            <Card key={p.id} component="li" withBorder radius="md" padding="lg">
              <Stack gap="sm" h="100%" justify="space-between">
                <Stack gap={4}>
                  <Text size="sm" c="dimmed">
                    {p.titulo}
                  </Text>
                  <Title order={2} size="h4">
                    {p.subtitulo}
                  </Title>
                </Stack>
                <Stack gap={6}>
                  <Progress
                    value={percentInteiro(p.respondidas, p.total)}
                    size="lg"
                    aria-label={t('principios.progresso', { titulo: p.subtitulo })}
                  />
                  <Text size="sm" fw={600}>
                    {t('principios.respondidas', { respondidas: p.respondidas, total: p.total })}
                  </Text>
                </Stack>
                <Group>
                  <Button
                    component={Link}
                    to={iniciado && pendente ? `${to}?indicador=${pendente.id}` : to}
                    variant={iniciado ? 'light' : 'filled'}
                    aria-label={
                      iniciado
                        ? t('principios.continuarPrincipio', { titulo: p.subtitulo })
                        : t('principios.iniciarPrincipio', { titulo: p.subtitulo })
                    }
                  >
                    {iniciado ? t('principios.continuar') : t('principios.iniciar')}
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
          to={href('Guia.Finalizar', params)}
          size="md"
          leftSection={<IconFlag size={20} aria-hidden />}
        >
          {t('principios.finalizar')}
        </Button>
      </Group>
    </Stack>
  );
}
