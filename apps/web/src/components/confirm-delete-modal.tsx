import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { ApiError } from '@/lib/api-client';

export interface ConfirmDeleteModalProps {
  opened: boolean;
  title: string;
  /** The question ('Deseja realmente excluir ...?'). */
  message: string;
  /** Runs the deletion; its resolved text (the server's message) is toasted. */
  onConfirm: () => Promise<string | undefined>;
  onClose: () => void;
}

/**
 * A deletion confirmed in a modal (admin §4): the button is disabled while the call runs; on success
 * the modal closes and the server's message is toasted; on failure the button comes back and the
 * server's reason (a 4xx) shows inside the modal.
 */
export function ConfirmDeleteModal({ opened, title, message, onConfirm, onClose }: ConfirmDeleteModalProps) {
  const { t } = useTranslation('confirmacao');
  const [pending, setPending] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  useEffect(() => {
    if (opened) setErro(null);
  }, [opened]);

  const confirmar = async () => {
    setErro(null);
    setPending(true);
    try {
      const resposta = await onConfirm();
      notifications.show({ color: 'pasture', message: resposta || t('feito') });
      onClose();
    } catch (error) {
      setErro(error instanceof ApiError && error.status < 500 ? error.message : t('erroGenerico'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => !pending && onClose()}
      title={title}
      closeButtonProps={{ 'aria-label': t('cancelar') }}
    >
      <Stack gap="md">
        <Text>{message}</Text>
        <FormAlert message={erro} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('cancelar')}
          </Button>
          <Button color="red" onClick={confirmar} disabled={pending} loading={pending}>
            {t('excluir')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
