import { type AuthData, EMAIL_CODE_LENGTH, loginCredentialsBody, onlyDigits } from '@guia/shared';
import { Anchor, Button, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useState } from 'react';
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
  codigo: string;
};

/** Login asks for the e-mailed code with the password (the account had too many failed logins). */
const LOGIN_CODE_REQUIRED = 'login_code_required';

interface LoginFormProps {
  onSuccess: (auth: AuthData) => void;
  /** The password is a registration attempt's: the code modal takes over, bound to that attempt. */
  onPendingEmail: (email: string, tentativa?: string) => void;
  onForgotPassword: () => void;
}

/** Login by e-mail, CPF or CNPJ and password. Enter submits. */
export function LoginForm({ onSuccess, onPendingEmail, onForgotPassword }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const mutation = useLogin();
  const [message, setMessage] = useState<string | null>(null);
  const [askCode, setAskCode] = useState(false);
  const form = useForm<LoginValues>({
    initialValues: { alternativa: 'EMAIL', email: '', cpf: '', cnpj: '', password: '', codigo: '' },
    validate: zod4Resolver(loginCredentialsBody),
  });
  const { alternativa } = form.values;
  // The code field appears after the answer: the keyboard goes to it.
  useEffect(() => {
    if (askCode) document.getElementById('login-codigo')?.focus();
  }, [askCode]);

  const submit = form.onSubmit((values) => {
    setMessage(null);
    const identifier =
      values.alternativa === 'EMAIL'
        ? { email: values.email.trim() }
        : values.alternativa === 'CPF'
          ? { cpf: onlyDigits(values.cpf) }
          : { cnpj: onlyDigits(values.cnpj) };
    mutation.mutate(
      {
        alternativa: values.alternativa,
        ...identifier,
        password: values.password,
        ...(askCode && values.codigo.trim() ? { codigo: values.codigo.trim() } : {}),
      },
      {
        onSuccess: (data) => onSuccess(data),
        onError: (error) => {
          if (error instanceof ApiError && error.code === PENDING_EMAIL_CODE) {
            const body = error.body as { email?: string; tentativa?: string };
            onPendingEmail(body.email ?? values.email.trim(), body.tentativa);
            return;
          }
          if (error instanceof ApiError && error.code === LOGIN_CODE_REQUIRED) {
            setAskCode(true);
            // The field carries its message (aria-describedby); the alert only when it has none.
            form.setFieldValue('codigo', '');
            if (error.fields.codigo) {
              form.setErrors({ codigo: error.fields.codigo });
              setMessage(null);
            } else setMessage(error.message);
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
        {askCode && (
          <TextInput
            id="login-codigo"
            label={t('campos.codigo')}
            description={t('login.codigoAjuda')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={EMAIL_CODE_LENGTH}
            required
            {...form.getInputProps('codigo')}
            onChange={(event) => form.setFieldValue('codigo', event.currentTarget.value.replace(/\D+/g, ''))}
          />
        )}
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
