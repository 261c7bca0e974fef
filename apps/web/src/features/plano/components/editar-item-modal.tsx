import { hojeEm, type ItemPlano, type ItemPlanoUpdateInput } from '@guia/shared';
import { Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalFormActions } from '@/components/modal-form-actions';
import { applyServerErrors } from '@/lib/form-errors';
import { useUpdateItem } from '../api/update-item';
import { errosDoItem, type ItemForm, type NivelMeta } from '../candidatos';
import { ItemFields } from './item-fields';

/** The indicator's levels above the current one, with their descriptions (the possible targets). */
const niveisAcima = (item: ItemPlano): NivelMeta[] => item.niveis_acima;

const valoresDe = (item: ItemPlano): ItemForm => ({
  indicador_id: item.indicador_id,
  peso_meta: String(item.peso_meta),
  prazo: item.prazo,
  acoes: item.acoes,
  responsavel: item.responsavel ?? '',
});

/** What changed, as the PUT body (only those fields: an overdue deadline left as it is stays valid). */
function alteracoes(item: ItemPlano, v: ItemForm): ItemPlanoUpdateInput {
  const body: ItemPlanoUpdateInput = {};
  if (Number(v.peso_meta) !== item.peso_meta) body.peso_meta = Number(v.peso_meta);
  if (v.prazo.trim() !== item.prazo) body.prazo = v.prazo.trim();
  if (v.acoes.trim() !== item.acoes) body.acoes = v.acoes.trim();
  if ((v.responsavel.trim() || null) !== item.responsavel) body.responsavel = v.responsavel.trim() || null;
  return body;
}

/** Edits an action's target, deadline, what will be done and who is in charge. */
export function EditarItemModal({
  objetoId,
  item,
  onClose,
}: {
  objetoId: number;
  item: ItemPlano | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('plano');
  const update = useUpdateItem();
  const [erro, setErro] = useState<string | null>(null);
  const hoje = hojeEm(new Date());
  const form = useForm<ItemForm>({
    initialValues: item
      ? valoresDe(item)
      : { indicador_id: 0, peso_meta: '', prazo: '', acoes: '', responsavel: '' },
    validate: (v) => {
      if (!item) return {};
      const erros = errosDoItem(v, niveisAcima(item), hoje);
      if (v.prazo === item.prazo) delete erros.prazo;
      return erros;
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is reset when another action opens.
  useEffect(() => {
    if (!item) return;
    form.setValues(valoresDe(item));
    form.resetDirty(valoresDe(item));
    form.clearErrors();
    setErro(null);
  }, [item?.id]);

  const salvar = form.onSubmit(async (v) => {
    if (!item) return;
    const body = alteracoes(item, v);
    if (Object.keys(body).length === 0) return onClose();
    setErro(null);
    try {
      const res = await update.mutateAsync({ objetoId, id: item.id, body });
      notifications.show({ color: 'pasture', message: res.message || t('editar.salvo') });
      onClose();
    } catch (error) {
      setErro(applyServerErrors(form, error));
    }
  });

  return (
    <Modal
      opened={item !== null}
      onClose={() => !update.isPending && onClose()}
      title={item ? t('editar.titulo', { indicador: item.indicador.titulo }) : ''}
      closeButtonProps={{ 'aria-label': t('registro.fechar') }}
      size="lg"
    >
      {item && (
        <form onSubmit={salvar} noValidate>
          <Stack gap="md">
            <ItemFields
              form={form}
              caminho=""
              item={form.values}
              niveisAcima={niveisAcima(item)}
              hoje={hoje}
            />
            <ModalFormActions
              erro={erro}
              pending={update.isPending}
              onCancel={onClose}
              cancelLabel={t('cancelar.voltar')}
              submitLabel={t('editar.salvar')}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
