import { type OrientacaoBody, type OrientacaoSituacao, orientacaoBody } from '@guia/shared';
import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '@/components/masked-input';
import { useCountdown } from '@/hooks/use-countdown';
import { applyServerErrors } from '@/lib/form-errors';
import { storageKeys } from '@/lib/local-state';
import { useRecusarOrientacao } from '../api/recusar-orientacao';
import { useSaveOrientacao } from '../api/save-orientacao';

/** The applicator form masks the cell with a space after the area code: (99) 99999-9999. */
export const CELULAR_APLICADOR_MASK = '(00) 00000-0000';
/** Seconds the success message stays before the modal closes (spec §9 'Orientado countdown'). */
export const ORIENTACAO_COUNTDOWN_S = 5;

/** Validates with the shared schema, keeping the first message of each field (empty -> 'Informe ...'). */
function validateOrientacao(values: OrientacaoBody): Record<string, string> {
  const result = orientacaoBody.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

type Step = 'orientacao' | 'pergunta' | 'formulario' | 'enviado';
type Outcome = 'dispensado' | 'negado' | 'enviado';

function alreadyOffered(questionarioId: number): boolean {
  try {
    return localStorage.getItem(storageKeys.orientacao(questionarioId)) !== null;
  } catch {
    return false;
  }
}

function remember(questionarioId: number, outcome: Outcome) {
  try {
    localStorage.setItem(storageKeys.orientacao(questionarioId), outcome);
  } catch {
    // Private mode without storage: the modal may show again next time, nothing else breaks.
  }
}

/**
 * Screen 11: the orientation on how to fill, then the applicator question ('Sim' asks for the applicator's
 * data, 'Não' declines). Shown once per questionnaire: the answer (sent or declined) is kept on the server,
 * so another device does not ask again (`situacao` from GET Guia); a dismissal is remembered on this device.
 */
export function OrientacaoModal({
  questionarioId,
  situacao,
}: {
  questionarioId: number;
  situacao: OrientacaoSituacao;
}) {
  const { t } = useTranslation('guia');
  const [opened, setOpened] = useState(() => situacao === 'pendente' && !alreadyOffered(questionarioId));
  const recusar = useRecusarOrientacao();
  const [step, setStep] = useState<Step>('orientacao');
  const [mensagem, setMensagem] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const save = useSaveOrientacao();
  const form = useForm<OrientacaoBody>({
    mode: 'controlled',
    initialValues: {
      orientado: {
        questionario_id: questionarioId,
        preenchimento_orientado_responsavel: '',
        preenchimento_orientado_celular: '',
        preenchimento_orientado_email: '',
        preenchimento_orientado_instituicao: '',
      },
    },
    validate: validateOrientacao,
  });

  const close = (outcome: Outcome) => {
    if (!alreadyOffered(questionarioId)) remember(questionarioId, outcome);
    setOpened(false);
  };
  const left = useCountdown(ORIENTACAO_COUNTDOWN_S, opened && step === 'enviado', () => setOpened(false));

  const submit = form.onSubmit((values) => {
    setErro(null);
    save.mutate(values, {
      onSuccess: (res) => {
        remember(questionarioId, 'enviado');
        setMensagem(res.message ?? null);
        setStep('enviado');
      },
      onError: (error) => setErro(applyServerErrors(form, error)),
    });
  });

  const field = (name: keyof OrientacaoBody['orientado']) => `orientado.${name}`;

  return (
    <Modal
      opened={opened}
      onClose={() => close(step === 'enviado' ? 'enviado' : 'dispensado')}
      title={step === 'formulario' ? t('orientacao.formTitulo') : t('orientacao.titulo')}
      closeButtonProps={{ 'aria-label': t('fechar') }}
      size="lg"
    >
      {step === 'orientacao' && (
        <Stack gap="md">
          <List spacing="xs">
            <List.Item>{t('orientacao.texto1')}</List.Item>
            <List.Item>{t('orientacao.texto2')}</List.Item>
            <List.Item>{t('orientacao.texto3')}</List.Item>
          </List>
          <Group justify="flex-end">
            <Button onClick={() => setStep('pergunta')}>{t('orientacao.entendi')}</Button>
          </Group>
        </Stack>
      )}

      {step === 'pergunta' && (
        <Stack gap="md">
          <Text fw={600}>{t('orientacao.pergunta')}</Text>
          <Group justify="flex-end">
            <Button
              variant="outline"
              onClick={() => {
                // Kept on this device at once; the server keeps it for the others (a failure only means
                // another device may ask again).
                recusar.mutate({ questionario_id: questionarioId });
                close('negado');
              }}
            >
              {t('orientacao.nao')}
            </Button>
            <Button onClick={() => setStep('formulario')}>{t('orientacao.sim')}</Button>
          </Group>
        </Stack>
      )}

      {step === 'formulario' && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('orientacao.responsavel')}
              required
              maxLength={150}
              autoComplete="off"
              {...form.getInputProps(field('preenchimento_orientado_responsavel'))}
            />
            <MaskedInput
              label={t('orientacao.celular')}
              mask={CELULAR_APLICADOR_MASK}
              inputMode="tel"
              placeholder="(99) 99999-9999"
              required
              {...form.getInputProps(field('preenchimento_orientado_celular'))}
            />
            <TextInput
              label={t('orientacao.email')}
              type="email"
              required
              autoComplete="off"
              {...form.getInputProps(field('preenchimento_orientado_email'))}
            />
            <TextInput
              label={t('orientacao.instituicao')}
              required
              autoComplete="off"
              {...form.getInputProps(field('preenchimento_orientado_instituicao'))}
            />
            {erro && (
              <Alert color="red" role="alert">
                {erro}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="subtle" onClick={() => setStep('pergunta')} disabled={save.isPending}>
                {t('orientacao.voltar')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('orientacao.enviar')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}

      {step === 'enviado' && (
        <Stack gap="md">
          <Alert
            color="pasture"
            role="status"
            withCloseButton
            onClose={() => setOpened(false)}
            closeButtonLabel={t('fechar')}
          >
            {mensagem ?? t('orientacao.sucesso')}
          </Alert>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('orientacao.fechandoEm', { count: left })}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
