import { Alert, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { CodeEntryForm } from '@/components/code-entry-form';
import { useConfirmarEmail } from '../api/confirmar-email';
import { useEnviarCodigoEmail } from '../api/enviar-codigo-email';

interface EmailPendenteProps {
  /** The account's e-mail, still used to log in. */
  atual: string;
  /** The new e-mail waiting for its code. */
  novo: string;
  /** The code was sent a moment ago: resending waits for the cooldown. */
  justSent: boolean;
}

/** A change of e-mail waiting for the code sent to the new address. */
export function EmailPendente({ atual, novo, justSent }: EmailPendenteProps) {
  const { t } = useTranslation('configuracoes');
  const confirmar = useConfirmarEmail();
  const reenviar = useEnviarCodigoEmail();
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t('emailPendente.titulo')}
      styles={{ message: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="md">
        <Text size="sm">{t('emailPendente.texto', { novo, atual })}</Text>
        <CodeEntryForm
          email={novo}
          justSent={justSent}
          onSubmitCode={async (codigo) => {
            const { message } = await confirmar.mutateAsync(codigo);
            notifications.show({ color: 'green', message: message ?? t('emailPendente.sucesso') });
          }}
          onResend={() => reenviar.mutateAsync()}
        />
      </Stack>
    </Alert>
  );
}
