import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { mensagemDeErro } from '@/lib/form-errors';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** The question: a text is shown as a paragraph, anything else as it is. */
  children: ReactNode;
  /**
   * Runs what was confirmed. A promise keeps the buttons disabled until it settles; a string it resolves
   * (the server's message) is toasted.
   */
  onConfirm: () => unknown;
  onClose: () => void;
  /** Defaults to 'Excluir'. */
  confirmLabel?: string;
  /** Defaults to 'Cancelar'. */
  cancelLabel?: string;
  /** The name of the corner close button; defaults to the cancel label. */
  closeLabel?: string;
  /** A red confirm button (deleting, closing, revoking). */
  danger?: boolean;
  /** Toasted on success when the call resolves no message; without it a success is not toasted. */
  feito?: string;
  /** Shown when a call fails without a reason the user can act on (a 5xx); null shows nothing. */
  erroGenerico?: string | null;
}

/**
 * Every confirmation of the app (admin §4): Cancelar and the action; the buttons are disabled while the
 * call runs; on success the modal closes (and the server's message is toasted); on failure the buttons
 * come back and the server's reason shows inside the modal. Escape and the corner button cancel, except
 * while the call runs.
 */
export function ConfirmModal({
  opened,
  title,
  children,
  onConfirm,
  onClose,
  confirmLabel,
  cancelLabel,
  closeLabel,
  danger,
  feito,
  erroGenerico,
}: ConfirmModalProps) {
  const { t } = useTranslation('confirmacao');
  const [pending, setPending] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const cancelar = cancelLabel ?? t('cancelar');

  useEffect(() => {
    if (opened) setErro(null);
  }, [opened]);

  const concluir = (resultado: unknown) => {
    const mensagem = (typeof resultado === 'string' && resultado) || feito;
    if (mensagem) notifications.show({ color: 'pasture', message: mensagem });
    onClose();
  };

  const confirmar = async () => {
    setErro(null);
    const resultado = onConfirm();
    // A confirmation that only changes the screen closes at once.
    if (!(resultado instanceof Promise)) return concluir(resultado);
    setPending(true);
    try {
      concluir(await resultado);
    } catch (error) {
      setErro(mensagemDeErro(error, erroGenerico === undefined ? t('erroGenerico') : erroGenerico));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => !pending && onClose()}
      title={title}
      closeButtonProps={{ 'aria-label': closeLabel ?? cancelar }}
    >
      <Stack gap="md">
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <FormAlert message={erro} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {cancelar}
          </Button>
          <Button
            color={danger ? 'red' : undefined}
            onClick={() => void confirmar()}
            disabled={pending}
            loading={pending}
          >
            {confirmLabel ?? t('excluir')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
