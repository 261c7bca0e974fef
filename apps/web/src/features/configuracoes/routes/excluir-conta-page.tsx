import { REDIRECT_DELAY_MS } from '@guia/shared';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { routes } from '@/app/routes';
import { useCountdown } from '@/hooks/use-countdown';
import { ApiError } from '@/lib/api-client';
import { authStore, useAuth } from '@/lib/auth-store';
import { applyServerErrors } from '@/lib/form-errors';
import { clearQuestionnaireState } from '@/lib/local-state';
import { useExcluirConta } from '../api/excluir-conta';

const COUNTDOWN_SECONDS = REDIRECT_DELAY_MS / 1000;

/** After the deletion: the session is over; clears everything and goes to login. */
function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const ended = useRef(false);
  return useCallback(
    (go = true) => {
      if (ended.current) return;
      ended.current = true;
      authStore.set(null);
      clearQuestionnaireState();
      if (go) void navigate(routes.Acessar, { replace: true });
      queryClient.clear();
    },
    [navigate, queryClient],
  );
}

function Excluida() {
  const { t } = useTranslation('configuracoes');
  const endSession = useEndSession();
  const left = useCountdown(COUNTDOWN_SECONDS, true, () => endSession());
  // Leaving the page during the countdown must not leave a deleted account signed in. The check is
  // deferred so that StrictMode's mount-unmount-mount in development does not end the session early.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      queueMicrotask(() => {
        if (!mounted.current) endSession(false);
      });
    };
  }, [endSession]);
  return (
    <Card withBorder padding="lg">
      <Stack gap="md" align="flex-start">
        <Title order={1} size="h2">
          {t('excluirConta.sucesso')}
        </Title>
        <Text role="status">{t('excluirConta.desconectado', { count: left })}</Text>
        <Button onClick={() => endSession()}>{t('excluirConta.irLogin')}</Button>
      </Stack>
    </Card>
  );
}

/** Excluir conta (spec screen 26): permanent and irreversible; the typed e-mail confirms. */
export function ExcluirContaPage() {
  const { t } = useTranslation('configuracoes');
  const auth = useAuth();
  const mutation = useExcluirConta();
  const [deleted, setDeleted] = useState(false);
  const form = useForm({
    initialValues: { email: '' },
    validate: {
      email: (value) =>
        value.trim() === ''
          ? t('excluirConta.emailObrigatorio')
          : value.trim().toLowerCase() !== auth?.email.toLowerCase()
            ? t('excluirConta.emailDiferente')
            : null,
    },
  });

  if (deleted) return <Excluida />;

  const submit = form.onSubmit(({ email }) => {
    mutation.mutate(email.trim(), {
      onSuccess: ({ message }) => {
        notifications.show({ color: 'green', message: message ?? t('excluirConta.sucesso') });
        setDeleted(true);
      },
      onError: (error) => {
        const message = applyServerErrors(form, error);
        if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) {
          notifications.show({ color: 'red', message });
        }
      },
    });
  });

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t('excluirConta.titulo')}</Title>
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('excluirConta.aviso')}
      >
        {t('excluirConta.avisoTexto')}
      </Alert>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('excluirConta.email')}
            description={t('excluirConta.emailDescricao')}
            type="email"
            autoComplete="off"
            required
            {...form.getInputProps('email')}
          />
          <Group>
            <Button component={Link} to={routes.Configuracoes} variant="default">
              {t('common:cancelar')}
            </Button>
            <Button type="submit" color="red" loading={mutation.isPending}>
              {t('excluirConta.confirmar')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
