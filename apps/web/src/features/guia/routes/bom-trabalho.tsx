import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { href } from '@/app/routes';
import { selectionFor } from '@/lib/guia-selection';
import { GuiaLoadError, GuiaLoading } from '../components/load-state';
import { useGuiaComPendentes } from '../hooks/use-guia-com-pendentes';
import { useGuiaParams } from '../hooks/use-guia-params';
import { findPrincipio } from '../model';

/** 'Bom trabalho!': the principle was answered; 'Continuar' goes back to the principle list. */
export function BomTrabalhoPage() {
  const { t } = useTranslation('guia');
  const { objetoId, productId, principioId } = useGuiaParams();
  const selection = objetoId && productId ? selectionFor(objetoId, productId) : null;
  // With the choices still on this device counted: the last answer may not have reached the server yet.
  const { query: guia, guia: comPendentes } = useGuiaComPendentes(selection);

  // The route carries no questionnaire id: without the stored one there is nowhere to continue.
  if (!selection || !principioId) return <Navigate to={href('Resumo')} replace />;
  if (guia.isError) return <GuiaLoadError error={guia.error} onRetry={() => void guia.refetch()} />;
  if (!comPendentes) return <GuiaLoading />;
  const principio = findPrincipio(comPendentes, principioId);
  const params = {
    objectId: selection.objetoId,
    productId: selection.productId,
    questionarioId: selection.questionarioId,
  };

  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto">
      <Stack align="center" ta="center" gap="md">
        <IconCircleCheck size={64} stroke={1.25} color="var(--mantine-color-pasture-6)" aria-hidden />
        <Title order={1}>{t('bomTrabalho.titulo')}</Title>
        {principio && <Text size="lg">{t('bomTrabalho.texto', { subtitulo: principio.subtitulo })}</Text>}
        <Group justify="center">
          {comPendentes.completo && (
            <Button component={Link} to={href('Guia.Finalizar', params)} variant="light">
              {t('indicador.irFinalizar')}
            </Button>
          )}
          <Button component={Link} to={href('Guia.Single', params)} size="md">
            {t('bomTrabalho.continuar')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
