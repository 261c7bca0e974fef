import { type AdminCategoria, adminCategoriaBody } from '@guia/shared';
import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorField } from '@/components/color-field';
import { ModalFormActions } from '@/components/modal-form-actions';
import { useModalSubmit } from '@/hooks/use-modal-submit';

export type CategoriaValores = {
  sigla: string;
  titulo: string;
  descricao: string;
  cor: string;
};

const schema = adminCategoriaBody.required({ titulo: true });

/** 'Adicionar categoria': sigla, name, description and a colour picker (ColorField). */
export function CategoriaModal({
  aberto,
  categoria,
  onSalvar,
  onClose,
}: {
  aberto: boolean;
  categoria: AdminCategoria | null;
  onSalvar: (valores: CategoriaValores) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-materiais');
  const form = useForm<CategoriaValores>({
    initialValues: { sigla: '', titulo: '', descricao: '', cor: '' },
    validate: zod4Resolver(schema),
  });
  const envio = useModalSubmit(form, { enviar: onSalvar, onClose });
  const { pending: pendente, erro } = envio;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens
  useEffect(() => {
    if (!aberto) return;
    form.setValues(
      categoria
        ? {
            sigla: categoria.sigla,
            titulo: categoria.titulo,
            descricao: categoria.descricao,
            cor: categoria.cor,
          }
        : { sigla: '', titulo: '', descricao: '', cor: '' },
    );
    envio.reset();
  }, [aberto]);

  return (
    <Modal
      opened={aberto}
      closeButtonProps={{ 'aria-label': t('fechar') }}
      onClose={() => !pendente && onClose()}
      title={categoria ? t('categorias.modalEditar') : t('categorias.modalNovo')}
    >
      <form onSubmit={envio.submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('categorias.sigla')}
            withAsterisk
            data-autofocus
            {...form.getInputProps('sigla')}
          />
          <TextInput label={t('categorias.nome')} withAsterisk {...form.getInputProps('titulo')} />
          <Textarea
            label={t('categorias.descricao')}
            withAsterisk
            rows={4}
            {...form.getInputProps('descricao')}
          />
          <ColorField
            label={t('categorias.cor')}
            withAsterisk
            placeholder="#1e63b5"
            swatches={['#1e63b5', '#7b3fa0', '#b3261e', '#c2410c', '#0e6e73', '#2f7d32']}
            {...form.getInputProps('cor')}
          />
          <ModalFormActions erro={erro} pending={pendente} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
