import { Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { ApiError } from '@/lib/api-client';

/** The message to show for a failed call: the server's own for a 4xx or a dropped connection. */
export function mensagemDeErro(error: unknown, generica: string): string {
  if (error instanceof ApiError && error.status < 500) return error.message;
  return generica;
}

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  /** Runs the change; its resolved text (the server's message) is toasted. */
  onConfirm: () => Promise<string | undefined>;
  onClose: () => void;
  confirmLabel?: string;
  danger?: boolean;
}

/**
 * Every change of the edition screens goes through one of these (admin §4): the button is disabled
 * while the call runs; on success the modal closes and the server's message is toasted; on failure the
 * button comes back and the server's reason shows inside the modal.
 */
export function ConfirmModal({
  opened,
  title,
  children,
  onConfirm,
  onClose,
  confirmLabel,
  danger,
}: ConfirmModalProps) {
  const { t } = useTranslation('admin-guia');
  const [pending, setPending] = useState(false);
  const [erro, setErro] = useState<string | null>(null);

  useEffect(() => {
    if (opened) setErro(null);
  }, [opened]);

  const confirmar = async () => {
    setErro(null);
    setPending(true);
    try {
      const message = await onConfirm();
      notifications.show({ color: 'pasture', message: message || t('confirmar.feito') });
      onClose();
    } catch (error) {
      setErro(mensagemDeErro(error, t('erroGenerico')));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => !pending && onClose()}
      title={title}
      closeButtonProps={{ 'aria-label': t('confirmar.cancelar') }}
    >
      <Stack gap="md">
        {children}
        <FormAlert message={erro} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('confirmar.cancelar')}
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={confirmar} disabled={pending} loading={pending}>
            {confirmLabel ?? t('confirmar.confirmar')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
