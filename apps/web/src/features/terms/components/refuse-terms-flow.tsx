import { REDIRECT_DELAY_MS } from '@guia/shared';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routes } from '@/app/routes';
import { useCountdown } from '@/hooks/use-countdown';
import { ApiError } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { clearQuestionnaireState } from '@/lib/local-state';
import { useDeleteAccount } from '../api/delete-account';

/** Seconds the logged-out message stays before the login page: the spec's redirect delay (3000 ms). */
export const LOGGED_OUT_SECONDS = REDIRECT_DELAY_MS / 1000;

type Stage = 'inicio' | 'email' | 'confirmar' | 'excluida';
const STEP: Record<Exclude<Stage, 'excluida'>, number> = { inicio: 1, email: 2, confirmar: 3 };

interface RefuseTermsFlowProps {
  accountEmail: string;
  /** Cancel at any stage: back to the terms, and the flow starts over next time. */
  onCancel: () => void;
}

/** Refusing the terms deletes the account in three stages: explanation, typed e-mail, confirmation. */
export function RefuseTermsFlow({ accountEmail, onCancel }: RefuseTermsFlowProps) {
  const { t } = useTranslation('terms');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useDeleteAccount();
  const [stage, setStage] = useState<Stage>('inicio');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  // Each stage replaces the previous one: the keyboard and the screen reader start at its title.
  const headingRef = useCallback((heading: HTMLHeadingElement | null) => heading?.focus(), []);

  const goToLogin = () => {
    clearQuestionnaireState();
    queryClient.clear();
    authStore.set(null);
    navigate(routes.Acessar, { replace: true });
  };
  const left = useCountdown(LOGGED_OUT_SECONDS, stage === 'excluida', goToLogin);

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim().toLowerCase() !== accountEmail.trim().toLowerCase()) {
      setEmailError(t('recusa.email.diferente'));
      return;
    }
    setEmailError(null);
    setStage('confirmar');
  };

  const confirmDeletion = () => {
    setServerError(null);
    mutation.mutate(email.trim().toLowerCase(), {
      onSuccess: () => setStage('excluida'),
      onError: (error) => setServerError(error instanceof ApiError ? error.message : t('recusa.erro')),
    });
  };

  if (stage === 'excluida') {
    return (
      <Stack gap="md">
        {/* The spec's order: 'Conta deletada com sucesso', then the logged-out message with its countdown. */}
        <Title order={2} ref={headingRef} tabIndex={-1}>
          {t('recusa.sucesso')}
        </Title>
        <Text>{t('contaExcluida.texto', { ns: 'auth' })}</Text>
        <Text fw={600} role="status">
          {t('contaExcluida.contagem', { ns: 'auth', count: left })}
        </Text>
        <Button onClick={goToLogin}>{t('contaExcluida.irLogin', { ns: 'auth' })}</Button>
      </Stack>
    );
  }

  const cancel = (
    <Button variant="default" onClick={onCancel}>
      {t('recusa.cancelar')}
    </Button>
  );

  return (
    <Stack gap="md">
      <Text size="sm" fw={600}>
        {t('recusa.etapa', { n: STEP[stage] })}
      </Text>
      {stage === 'inicio' && (
        <>
          <Title order={2} ref={headingRef} tabIndex={-1}>
            {t('recusa.inicio.titulo')}
          </Title>
          <Text>{t('recusa.inicio.texto')}</Text>
          <Text>{t('recusa.inicio.detalhe')}</Text>
          <Group justify="flex-end" gap="sm">
            {cancel}
            <Button color="red.8" onClick={() => setStage('email')}>
              {t('recusa.inicio.continuar')}
            </Button>
          </Group>
        </>
      )}
      {stage === 'email' && (
        <form onSubmit={submitEmail} noValidate>
          <Stack gap="md">
            <Title order={2} ref={headingRef} tabIndex={-1}>
              {t('recusa.email.titulo')}
            </Title>
            <Text>{t('recusa.email.texto')}</Text>
            <TextInput
              label={t('recusa.email.campo')}
              type="email"
              autoComplete="off"
              required
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setEmailError(null);
              }}
              error={emailError}
            />
            <Group justify="flex-end" gap="sm">
              {cancel}
              <Button type="submit" color="red.8">
                {t('recusa.email.continuar')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {stage === 'confirmar' && (
        <>
          <Title order={2} ref={headingRef} tabIndex={-1}>
            {t('recusa.confirmar.titulo')}
          </Title>
          <Text>{t('recusa.confirmar.texto')}</Text>
          {serverError && (
            <Alert role="alert" color="red" variant="light">
              {serverError}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            {cancel}
            <Button color="red.8" onClick={confirmDeletion} loading={mutation.isPending}>
              {t('recusa.confirmar.excluir')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
