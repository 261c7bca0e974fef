import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconArrowRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { href } from '@/app/routes';
import { ApiError } from '@/lib/api-client';
import { setSelection } from '@/lib/guia-selection';
import { AguardandoEnvio, totalAguardando, useAguardandoEnvio } from '@/lib/outbox/ui/aguardando-envio';
import { OutboxStatusChip } from '@/lib/outbox/ui/status-chip';
import { useFinishQuestionario } from '../api/finish-questionario';
import { GuiaLoading } from '../components/load-state';
import { useGuiaComPendentes } from '../hooks/use-guia-com-pendentes';
import { useGuiaParams } from '../hooks/use-guia-params';
import { primeiroPendenteDoGuia } from '../model';

interface Recusa {
  mensagem: string;
  respondidas?: number;
  total?: number;
}

/** The server's refusal: a 400 carries how many of the applicable indicators are answered. */
function recusaDe(error: unknown): Recusa {
  if (error instanceof ApiError) {
    const body = error.body as { respondidas?: unknown; total?: unknown };
    if (error.status === 400 && typeof body.respondidas === 'number' && typeof body.total === 'number') {
      return { mensagem: error.message, respondidas: body.respondidas, total: body.total };
    }
    return { mensagem: error.message };
  }
  return { mensagem: String((error as Error)?.message ?? error) };
}

/**
 * Screen 15: 'Já terminou o {product}?' and the finish modal; finishing is irreversible. A questionnaire known to
 * lack answers says so at once, with the count and the way to the first unanswered indicator, instead of
 * offering 'Terminei' and a modal that can only refuse. If the structure cannot be loaded, the server decides.
 */
export function GuiaFinalizarPage() {
  const { t } = useTranslation('guia');
  const navigate = useNavigate();
  const { objetoId, productId, questionarioId } = useGuiaParams();
  const [aberto, setAberto] = useState(false);
  const [recusa, setRecusa] = useState<Recusa | null>(null);
  const finish = useFinishQuestionario();
  // Finishing stays online: not while answers or evidence files of this questionnaire wait on this device.
  const aguardando = useAguardandoEnvio(questionarioId);
  // With the choices still on this device counted: complete here means 'Terminei', disabled until they are sent.
  const { query: guia, guia: comPendentes } = useGuiaComPendentes(
    objetoId && productId && questionarioId ? { objetoId, productId, questionarioId } : null,
  );

  useEffect(() => {
    if (objetoId && productId && questionarioId) setSelection({ objetoId, productId, questionarioId });
  }, [objetoId, productId, questionarioId]);

  if (!objetoId || !productId || !questionarioId) return <Navigate to={href('Resumo')} replace />;
  const params = { objectId: objetoId, productId, questionarioId };

  const finalizar = () => {
    setRecusa(null);
    finish.mutate(
      { objeto_id: objetoId, guia_id: productId, questionario_id: questionarioId },
      {
        onSuccess: () => {
          notifications.show({ color: 'pasture', message: t('finalizar.sucesso') });
          navigate(href('Guia.Concluido', { objectId: objetoId, productId }), { replace: true });
        },
        onError: (error) => setRecusa(recusaDe(error)),
      },
    );
  };

  const insuficiente = recusa?.respondidas !== undefined && recusa.total !== undefined;

  if (guia.isPending) return <GuiaLoading />;
  if (comPendentes && !comPendentes.completo && !comPendentes.questionario.finalizado) {
    const g = comPendentes;
    const pendente = primeiroPendenteDoGuia(g);
    return (
      <Paper withBorder radius="md" p="xl" maw={640} mx="auto">
        <Stack align="center" ta="center" gap="md">
          <OutboxStatusChip />
          <Title order={1}>{t('finalizar.insuficiente')}</Title>
          <Text size="lg">
            {t('finalizar.contagem', { respondidas: g.totalRespondido, total: g.totalPerguntas })}
          </Text>
          <Text>{t('finalizar.dica')}</Text>
          <AguardandoEnvio aguardando={aguardando} />
          <Group justify="center">
            <Button component={Link} to={href('Guia.Single', params)} variant="outline">
              {t('finalizar.aindaNao')}
            </Button>
            <Button component={Link} to={href('Guia.Revisar', params)} variant="light">
              {t('finalizar.revisar')}
            </Button>
            {pendente && (
              <Button
                component={Link}
                to={`${href('Principio.Single', { ...params, principioId: pendente.principio.id })}?indicador=${pendente.indicador.id}`}
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                {t('principios.irPendente')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto">
      <Stack align="center" ta="center" gap="md">
        {/* The changes that hold 'Terminei' back, and a way to the ones that need a decision here. */}
        <OutboxStatusChip />
        <Title order={1}>{t('finalizar.titulo')}</Title>
        <Text size="lg">{t('finalizar.aviso')}</Text>
        <AguardandoEnvio aguardando={aguardando} />
        <Group justify="center">
          <Button component={Link} to={href('Guia.Single', params)} variant="outline">
            {t('finalizar.aindaNao')}
          </Button>
          <Button component={Link} to={href('Guia.Revisar', params)} variant="light">
            {t('finalizar.revisar')}
          </Button>
          <Button onClick={() => setAberto(true)} disabled={totalAguardando(aguardando) !== 0}>
            {t('finalizar.terminei')}
          </Button>
        </Group>
      </Stack>

      <Modal
        opened={aberto}
        onClose={() => !finish.isPending && setAberto(false)}
        title={t('finalizar.modalTitulo')}
        closeButtonProps={{ 'aria-label': t('fechar') }}
      >
        <Stack gap="md">
          <Text>{t('finalizar.modalAviso')}</Text>
          {recusa && (
            <Alert color="red" role="alert" icon={<IconAlertTriangle size={20} aria-hidden />}>
              {insuficiente ? (
                <Stack gap={4}>
                  <Text fw={600} size="sm">
                    {t('finalizar.insuficiente')}
                  </Text>
                  <Text size="sm">
                    {t('finalizar.contagem', { respondidas: recusa.respondidas, total: recusa.total })}
                  </Text>
                  <Text size="sm">{t('finalizar.dica')}</Text>
                </Stack>
              ) : (
                recusa.mensagem
              )}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="outline" onClick={() => setAberto(false)} disabled={finish.isPending}>
              {t('finalizar.cancelar')}
            </Button>
            <Button onClick={finalizar} loading={finish.isPending}>
              {t('finalizar.confirmar')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
