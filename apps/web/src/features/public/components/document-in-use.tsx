import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { ApiError } from '@/lib/api-client';
import { useSendDocumentRequest } from '../api/send-document-request';

interface DocumentInUseProps {
  tipo: 'cpf' | 'cnpj';
  onContinue: () => void;
}

/**
 * After the e-mail is confirmed, when the CPF/CNPJ typed at registration belongs to another account:
 * says the account was created without it and offers to send the request to support.
 */
export function DocumentInUse({ tipo, onContinue }: DocumentInUseProps) {
  const { t } = useTranslation('auth');
  const send = useSendDocumentRequest();
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const sent = message?.tone === 'success';

  const request = () =>
    send.mutate(undefined, {
      onSuccess: (text) => setMessage({ text: text ?? t('documentoEmUso.enviado'), tone: 'success' }),
      onError: (error) =>
        setMessage({
          text: error instanceof ApiError ? error.message : t('documentoEmUso.falhou'),
          tone: 'error',
        }),
    });

  return (
    <Stack gap="md">
      <Text>{t(`documentoEmUso.explicacao.${tipo}`)}</Text>
      <Text size="sm">{t('documentoEmUso.comoResolver')}</Text>
      <FormAlert message={message?.text} tone={message?.tone} />
      {!sent && (
        <Button onClick={request} loading={send.isPending} data-autofocus>
          {t('documentoEmUso.enviar')}
        </Button>
      )}
      <Button variant={sent ? 'filled' : 'subtle'} onClick={onContinue}>
        {t('documentoEmUso.continuar')}
      </Button>
    </Stack>
  );
}
