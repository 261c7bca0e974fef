import { type AuthData, validarTokenBody } from '@guia/shared';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@/app/routes';
import { FormAlert } from '@/components/form-alert';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { useResetPassword } from '../api/reset-password';
import { PasswordField } from './password-field';

/** Error codes of ValidarToken for a link that can no longer be used. */
const DEAD_LINK_CODES = new Set(['invalid_reset_token', 'expired_reset_token']);
const MIN_TOKEN_LENGTH = 10;

interface ResetPasswordFormProps {
  token: string | null;
  onSuccess: (auth: AuthData) => void;
}

/** Screen 3 'Recupere a sua senha': Nova Senha, Confirme sua senha and 'Pronto'. */
export function ResetPasswordForm({ token, onSuccess }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const mutation = useResetPassword();
  const [message, setMessage] = useState<string | null>(null);
  const [deadLink, setDeadLink] = useState<string | null>(
    !token || token.length < MIN_TOKEN_LENGTH ? t('recuperar.semToken') : null,
  );
  const form = useForm({
    initialValues: { password: '', confirmpassword: '', token: token ?? '' },
    validate: zod4Resolver(validarTokenBody),
  });

  if (deadLink) {
    return (
      <Stack gap="md">
        <FormAlert message={deadLink} />
        <Anchor component={Link} to={routes.EsqueciSenha} underline="always" fw={600}>
          {t('recuperar.pedirNovoLink')}
        </Anchor>
      </Stack>
    );
  }

  const submit = form.onSubmit((values) => {
    setMessage(null);
    mutation.mutate(values, {
      onSuccess: (data) => onSuccess(data),
      onError: (error) => {
        if (error instanceof ApiError && error.code && DEAD_LINK_CODES.has(error.code)) {
          setDeadLink(error.message);
          return;
        }
        setMessage(applyServerErrors(form, error));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('recuperar.texto')}</Text>
        <FormAlert message={message} />
        <PasswordField
          label={t('campos.novaSenha')}
          description={t('cadastro.ajudaSenha')}
          autoComplete="new-password"
          required
          data-autofocus
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={t('campos.confirmeSenha')}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmpassword')}
        />
        <Button type="submit" fullWidth loading={mutation.isPending}>
          {t('recuperar.pronto')}
        </Button>
      </Stack>
    </form>
  );
}
