import { type AuthData, loginCredentialsBody, onlyDigits } from '@guia/shared';
import { Anchor, Button, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { MASKS, MaskedInput } from '@/components/masked-input';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { useLogin } from '../api/login';
import { PENDING_EMAIL_CODE } from '../pending-email';
import { PasswordField } from './password-field';

type Alternativa = 'EMAIL' | 'CPF' | 'CNPJ';

type LoginValues = {
  alternativa: Alternativa;
  email: string;
  cpf: string;
  cnpj: string;
  password: string;
};

interface LoginFormProps {
  onSuccess: (auth: AuthData) => void;
  /** The account exists but its e-mail is not confirmed: the code modal takes over. */
  onPendingEmail: (email: string) => void;
  onForgotPassword: () => void;
}

/** Login by e-mail, CPF or CNPJ and password. Enter submits. */
export function LoginForm({ onSuccess, onPendingEmail, onForgotPassword }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const mutation = useLogin();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<LoginValues>({
    initialValues: { alternativa: 'EMAIL', email: '', cpf: '', cnpj: '', password: '' },
    validate: zod4Resolver(loginCredentialsBody),
  });
  const { alternativa } = form.values;

  const submit = form.onSubmit((values) => {
    setMessage(null);
    const identifier =
      values.alternativa === 'EMAIL'
        ? { email: values.email.trim() }
        : values.alternativa === 'CPF'
          ? { cpf: onlyDigits(values.cpf) }
          : { cnpj: onlyDigits(values.cnpj) };
    mutation.mutate(
      { alternativa: values.alternativa, ...identifier, password: values.password },
      {
        onSuccess: (data) => onSuccess(data),
        onError: (error) => {
          if (error instanceof ApiError && error.code === PENDING_EMAIL_CODE) {
            const email = (error.body as { email?: string }).email ?? values.email.trim();
            onPendingEmail(email);
            return;
          }
          setMessage(applyServerErrors(form, error));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={message} />
        <Stack gap={6}>
          <span id="login-alternativa" style={{ fontWeight: 500, fontSize: 'var(--mantine-font-size-sm)' }}>
            {t('login.entrarCom')}
          </span>
          <SegmentedControl
            aria-labelledby="login-alternativa"
            fullWidth
            value={alternativa}
            onChange={(value) => {
              form.setFieldValue('alternativa', value as Alternativa);
              form.clearErrors();
            }}
            data={[
              { value: 'EMAIL', label: t('login.opcaoEmail') },
              { value: 'CPF', label: t('login.opcaoCpf') },
              { value: 'CNPJ', label: t('login.opcaoCnpj') },
            ]}
          />
        </Stack>
        {alternativa === 'EMAIL' && (
          <TextInput
            label={t('campos.email')}
            type="email"
            autoComplete="username"
            required
            data-autofocus
            {...form.getInputProps('email')}
          />
        )}
        {alternativa === 'CPF' && (
          <MaskedInput
            label={t('campos.cpf')}
            mask={MASKS.cpf}
            autoComplete="username"
            required
            placeholder="000.000.000-00"
            {...form.getInputProps('cpf')}
          />
        )}
        {alternativa === 'CNPJ' && (
          <MaskedInput
            label={t('campos.cnpj')}
            mask={MASKS.cnpj}
            autoComplete="username"
            required
            placeholder="00.000.000/0000-00"
            {...form.getInputProps('cnpj')}
          />
        )}
        <PasswordField
          label={t('campos.senha')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Anchor
          component="button"
          type="button"
          onClick={onForgotPassword}
          size="sm"
          underline="always"
          ta="left"
        >
          {t('login.recuperarSenha')}
        </Anchor>
        <Button type="submit" fullWidth loading={mutation.isPending}>
          {t('login.entrar')}
        </Button>
      </Stack>
    </form>
  );
}
