import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import type { ModalTarget } from '@/hooks/use-modal-target';

/**
 * The delete confirmation of the support-material screens (spec §4): Cancelar / Excluir, the server's
 * reason when it refuses (a category still in use), no toast on success (the list shows it gone).
 */
export function ExcluirModal<T extends { id: number }>({
  alvo,
  titulo,
  pergunta,
  aviso,
  excluir,
}: {
  alvo: ModalTarget<T>;
  titulo: string;
  pergunta: string;
  aviso?: string;
  excluir: (id: number) => Promise<unknown>;
}) {
  const { t } = useTranslation('admin-materiais');
  return (
    <ConfirmModal
      opened={alvo.opened}
      title={titulo}
      danger
      closeLabel={t('fechar')}
      erroGenerico={null}
      onConfirm={() => excluir(alvo.alvo!.id)}
      onClose={alvo.fechar}
    >
      <Text>{pergunta}</Text>
      {aviso && (
        <Text size="sm" c="dark.6">
          {aviso}
        </Text>
      )}
    </ConfirmModal>
  );
}
