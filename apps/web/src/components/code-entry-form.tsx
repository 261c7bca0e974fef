import { confirmarEmailBody, EMAIL_CODE_LENGTH } from '@guia/shared';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCooldown } from '@/hooks/use-cooldown';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { FormAlert } from './form-alert';

/** Seconds between two 'Reenviar código' requests. */
export const RESEND_COOLDOWN_SECONDS = 30;

interface CodeEntryFormProps {
  /** Where the code was sent. */
  email: string;
  /** A code was sent a moment ago: resending waits for the cooldown first. */
  justSent?: boolean;
  /** Checks the code; a rejection is shown (its per-field message on the field). */
  onSubmitCode: (codigo: string) => Promise<unknown>;
  /** Asks for a new code; answers the server's message. */
  onResend: () => Promise<string | undefined>;
}

/**
 * A 6-digit e-mail code: field Código, VALIDAR and 'Reenviar código' with a cooldown. Used for the
 * registration's confirmation and for a change of e-mail in Configurações.
 */
export function CodeEntryForm({ email, justSent = false, onSubmitCode, onResend }: CodeEntryFormProps) {
  const { t } = useTranslation('auth');
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS, justSent);
  const [pending, setPending] = useState<'validar' | 'reenviar' | null>(null);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const form = useForm({ initialValues: { codigo: '' }, validate: zod4Resolver(confirmarEmailBody) });

  const submit = form.onSubmit(async (values) => {
    setMessage(null);
    setPending('validar');
    try {
      await onSubmitCode(values.codigo.trim());
    } catch (error) {
      const text = applyServerErrors(form, error);
      // 'Código inválido' on the field is enough: the same words above it would be read twice.
      const onField = error instanceof ApiError && error.fields.codigo === text;
      setMessage(onField ? null : { text, tone: 'error' });
    } finally {
      setPending(null);
    }
  });

  const resend = async () => {
    setMessage(null);
    setPending('reenviar');
    try {
      const serverMessage = await onResend();
      setMessage({ text: serverMessage ?? t('codigo.reenviado'), tone: 'success' });
      cooldown.start();
    } catch (error) {
      setMessage({ text: applyServerErrors(form, error), tone: 'error' });
    } finally {
      setPending(null);
    }
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
        <Button type="submit" fullWidth loading={pending === 'validar'}>
          {t('codigo.validar')}
        </Button>
        <Group justify="center" gap="xs">
          <Button
            type="button"
            variant="subtle"
            onClick={() => void resend()}
            loading={pending === 'reenviar'}
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
