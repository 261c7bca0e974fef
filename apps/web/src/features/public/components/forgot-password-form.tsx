import { recuperarSenhaBody } from '@guia/shared';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { applyServerErrors } from '@/lib/form-errors';
import { useForgotPassword } from '../api/forgot-password';

interface ForgotPasswordFormProps {
  onSuccess: (message: string) => void;
  onBack: () => void;
  initialEmail?: string;
}

/** Screen 2: the e-mail that receives the reset link, 'Recuperar' and 'Voltar'. */
export function ForgotPasswordForm({ onSuccess, onBack, initialEmail = '' }: ForgotPasswordFormProps) {
  const { t } = useTranslation('auth');
  const mutation = useForgotPassword();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: initialEmail },
    validate: zod4Resolver(recuperarSenhaBody),
  });

  const submit = form.onSubmit((values) => {
    setMessage(null);
    mutation.mutate(values.email.trim(), {
      onSuccess: (serverMessage) => onSuccess(serverMessage ?? t('esqueci.sucesso')),
      onError: (error) => setMessage(applyServerErrors(form, error)),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('esqueci.texto')}</Text>
        <FormAlert message={message} />
        <TextInput
          label={t('campos.email')}
          type="email"
          autoComplete="email"
          required
          data-autofocus
          {...form.getInputProps('email')}
        />
        <Group justify="space-between" gap="sm" wrap="wrap-reverse">
          <Button type="button" variant="default" onClick={onBack}>
            {t('esqueci.voltar')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('esqueci.recuperar')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
