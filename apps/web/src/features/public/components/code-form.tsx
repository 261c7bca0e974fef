import { type AuthData, EMAIL_CODE_LENGTH, validarEmailBody } from '@guia/shared';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/lib/form-errors';
import { useSendCode } from '../api/send-code';
import { useValidateEmail } from '../api/validate-email';
import { useCooldown } from '../hooks/use-cooldown';
import { FormAlert } from './form-alert';

/** Seconds between two 'Reenviar código' requests. */
export const RESEND_COOLDOWN_SECONDS = 30;

interface CodeFormProps {
  email: string;
  /** A code was sent a moment ago (just registered): resending waits for the cooldown first. */
  justSent?: boolean;
  onSuccess: (auth: AuthData) => void;
}

/** The e-mail confirmation code: field Código, VALIDAR and 'Reenviar código' with a cooldown. */
export function CodeForm({ email, justSent = false, onSuccess }: CodeFormProps) {
  const { t } = useTranslation('auth');
  const validate = useValidateEmail();
  const resend = useSendCode();
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS, justSent);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const form = useForm({
    initialValues: { email, codigo: '' },
    validate: zod4Resolver(validarEmailBody),
  });

  const submit = form.onSubmit((values) => {
    setMessage(null);
    validate.mutate(
      { email, codigo: values.codigo.trim() },
      {
        onSuccess: (data) => onSuccess(data),
        onError: (error) => setMessage({ text: applyServerErrors(form, error), tone: 'error' }),
      },
    );
  });

  const onResend = () => {
    setMessage(null);
    resend.mutate(email, {
      onSuccess: (serverMessage) => {
        setMessage({ text: serverMessage ?? t('codigo.reenviado'), tone: 'success' });
        cooldown.start();
      },
      onError: (error) => setMessage({ text: applyServerErrors(form, error), tone: 'error' }),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('codigo.prompt')}</Text>
        <Text size="sm">{t('codigo.enviadoPara', { email })}</Text>
        <FormAlert message={message?.text} tone={message?.tone} />
        <TextInput
          label={t('campos.codigo')}
          description={t('codigo.ajuda')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={EMAIL_CODE_LENGTH}
          required
          data-autofocus
          {...form.getInputProps('codigo')}
          onChange={(event) => form.setFieldValue('codigo', event.currentTarget.value.replace(/\D+/g, ''))}
        />
        <Button type="submit" fullWidth loading={validate.isPending}>
          {t('codigo.validar')}
        </Button>
        <Group justify="center" gap="xs">
          <Button
            type="button"
            variant="subtle"
            onClick={onResend}
            loading={resend.isPending}
            disabled={cooldown.left > 0}
          >
            {t('codigo.reenviar')}
          </Button>
        </Group>
        {cooldown.left > 0 && (
          <Text size="sm" ta="center" aria-live="off">
            {t('codigo.aguarde', { count: cooldown.left })}
          </Text>
        )}
      </Stack>
    </form>
  );
}
