import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { ApiError } from '@/lib/api-client';

/**
 * A delete confirmation (spec §4): Cancelar / Excluir, the button disabled while the call runs;
 * on success the modal closes, on failure the button comes back (with the server's reason when it
 * gives one, e.g. a category still in use).
 */
export function ConfirmarExclusaoModal({
  aberto,
  titulo,
  pergunta,
  aviso,
  onConfirmar,
  onClose,
}: {
  aberto: boolean;
  titulo: string;
  pergunta: string;
  aviso?: string;
  onConfirmar: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-materiais');
  const [pendente, setPendente] = useState(false);
  const [erro, setErro] = useState<string | null>(null);

  useEffect(() => {
    if (aberto) setErro(null);
  }, [aberto]);

  const confirmar = async () => {
    setPendente(true);
    setErro(null);
    try {
      await onConfirmar();
      onClose();
    } catch (error) {
      setErro(error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null);
    } finally {
      setPendente(false);
    }
  };

  return (
    <Modal
      opened={aberto}
      onClose={() => !pendente && onClose()}
      title={titulo}
      closeButtonProps={{ 'aria-label': t('fechar') }}
    >
      <Stack gap="md">
        <Text>{pergunta}</Text>
        {aviso && (
          <Text size="sm" c="dark.6">
            {aviso}
          </Text>
        )}
        <FormAlert message={erro} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pendente}>
            {t('cancelar')}
          </Button>
          <Button color="red" onClick={confirmar} disabled={pendente} loading={pendente}>
            {t('excluir')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
