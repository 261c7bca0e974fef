import type { MaterialIcone } from '@guia/shared';
import { Modal, MultiSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ModalFormActions } from '@/components/modal-form-actions';
import { useModalSubmit } from '@/hooks/use-modal-submit';
import { IconeSelect } from './material-icone';

export type TituloIconeValores = {
  titulo: string;
  descricao: string;
  icone: MaterialIcone | '';
  /** Platform category ids (as the MultiSelect's strings); empty = offered to every category. */
  categorias?: string[];
};

const VAZIO: TituloIconeValores = { titulo: '', descricao: '', icone: '', categorias: [] };

/**
 * The add/edit form of a theme and of a theme's type: name, description and icon, all required
 * (spec §5). Concluir is disabled while the call runs and comes back on failure with the server's
 * per-field messages.
 */
export function TituloIconeModal({
  aberto,
  titulo,
  schema,
  inicial,
  categoriasOpcoes,
  onSalvar,
  onClose,
}: {
  aberto: boolean;
  titulo: string;
  /** The contract's body (adminTemaBody or adminTipoBody): its Portuguese messages per field. */
  schema: z.ZodObject;
  inicial: TituloIconeValores | null;
  /** Given for a material type: the platform categories it may be offered to (a MultiSelect). */
  categoriasOpcoes?: { value: string; label: string }[];
  onSalvar: (valores: {
    titulo: string;
    descricao: string;
    icone: MaterialIcone;
    categorias?: number[];
  }) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-materiais');
  const form = useForm<TituloIconeValores>({
    initialValues: VAZIO,
    validate: (valores) =>
      zod4Resolver(schema as z.ZodObject)({ ...valores, categorias: (valores.categorias ?? []).map(Number) }),
  });
  const envio = useModalSubmit(form, {
    enviar: (valores: TituloIconeValores) =>
      onSalvar({
        titulo: valores.titulo,
        descricao: valores.descricao,
        icone: valores.icone as MaterialIcone,
        // Only a material type has platform categories (a theme has none).
        ...(categoriasOpcoes ? { categorias: (valores.categorias ?? []).map(Number) } : {}),
      }),
    onClose,
  });
  const { pending: pendente, erro } = envio;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens
  useEffect(() => {
    if (!aberto) return;
    form.setValues({ ...VAZIO, ...inicial });
    envio.reset();
  }, [aberto]);

  return (
    <Modal
      opened={aberto}
      closeButtonProps={{ 'aria-label': t('fechar') }}
      onClose={() => !pendente && onClose()}
      title={titulo}
    >
      <form onSubmit={envio.submit} noValidate>
        <Stack gap="md">
          <TextInput label={t('form.nome')} withAsterisk data-autofocus {...form.getInputProps('titulo')} />
          <Textarea label={t('form.descricao')} withAsterisk rows={4} {...form.getInputProps('descricao')} />
          <IconeSelect
            label={t('form.icone')}
            placeholder={t('form.iconePlaceholder')}
            withAsterisk
            {...form.getInputProps('icone')}
          />
          {categoriasOpcoes && (
            <MultiSelect
              label={t('form.categorias')}
              description={t('form.categoriasAjuda')}
              placeholder={t('form.categoriasPlaceholder')}
              data={categoriasOpcoes}
              searchable
              clearable
              {...form.getInputProps('categorias')}
            />
          )}
          <ModalFormActions erro={erro} pending={pendente} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
