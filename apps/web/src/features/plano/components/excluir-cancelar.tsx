import type { ItemPlano } from '@guia/shared';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { FormAlert } from '@/components/form-alert';
import { ApiError } from '@/lib/api-client';
import { useDeleteItem } from '../api/delete-item';
import { useUpdateItem } from '../api/update-item';

/**
 * Deleting an action and cancelling it. A delete the API refuses (409: the action has records or has
 * started) turns into the offer to cancel it, with the server's reason.
 */
export function useExcluirCancelar(objetoId: number) {
  const { t } = useTranslation('plano');
  const remover = useDeleteItem();
  const update = useUpdateItem();
  const [excluindo, setExcluindo] = useState<ItemPlano | null>(null);
  const [cancelando, setCancelando] = useState<{ item: ItemPlano; aviso: string | null } | null>(null);

  return {
    objetoId,
    excluindo,
    cancelando,
    excluir: (item: ItemPlano) => setExcluindo(item),
    cancelar: (item: ItemPlano) => setCancelando({ item, aviso: null }),
    fecharExcluir: () => setExcluindo(null),
    fecharCancelar: () => setCancelando(null),
    /** Resolves the message to toast; on a 409, null (nothing to toast) and the cancel offer opens. */
    confirmarExcluir: async (item: ItemPlano): Promise<string | null> => {
      try {
        return (await remover.mutateAsync({ objetoId, id: item.id })).message || t('excluir.feito');
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          setCancelando({ item, aviso: error.message });
          return null;
        }
        throw error;
      }
    },
    confirmarCancelar: async (item: ItemPlano): Promise<string> =>
      (await update.mutateAsync({ objetoId, id: item.id, body: { estado: 'cancelada' } })).message ||
      t('cancelar.feito'),
  };
}

/** The two confirmations, driven by `useExcluirCancelar`. */
export function ExcluirCancelar({ estado }: { estado: ReturnType<typeof useExcluirCancelar> }) {
  const { t } = useTranslation('plano');
  const { excluindo, cancelando } = estado;
  return (
    <>
      <ConfirmModal
        opened={excluindo !== null}
        title={t('excluir.titulo')}
        onClose={estado.fecharExcluir}
        onConfirm={() => excluindo && estado.confirmarExcluir(excluindo)}
        confirmLabel={t('excluir.confirmar')}
        cancelLabel={t('cancelar.voltar')}
        danger
      >
        {excluindo ? t('excluir.pergunta', { indicador: excluindo.indicador.titulo }) : ''}
      </ConfirmModal>
      <ConfirmModal
        opened={cancelando !== null}
        title={t('cancelar.titulo')}
        onClose={estado.fecharCancelar}
        onConfirm={() => cancelando && estado.confirmarCancelar(cancelando.item)}
        confirmLabel={t('cancelar.confirmar')}
        cancelLabel={t('cancelar.voltar')}
        danger
      >
        <Stack gap="sm">
          {cancelando?.aviso && <FormAlert message={cancelando.aviso} />}
          <Text>
            {cancelando ? t('cancelar.pergunta', { indicador: cancelando.item.indicador.titulo }) : ''}
          </Text>
        </Stack>
      </ConfirmModal>
    </>
  );
}
