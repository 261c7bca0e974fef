import { adminGuiaAnoBody } from '@guia/shared';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalFormActions } from '@/components/modal-form-actions';
import { useModalSubmit } from '@/hooks/use-modal-submit';

export interface AnoModalProps {
  opened: boolean;
  title: string;
  /** Shown above the field (the duplicate modal explains what is copied). */
  description?: string;
  /** The year suggested when the modal opens (a duplicate suggests the source year + 1). */
  sugestao?: number;
  /** Creates or duplicates; resolves the server's message. */
  onSubmit: (ano: number) => Promise<string | undefined>;
  onClose: () => void;
  sucesso: string;
}

/** The single field 'Ano*' with Cancelar / Concluir, for a new edition and for a duplicate. */
export function AnoModal({
  opened,
  title,
  description,
  sugestao,
  onSubmit,
  onClose,
  sucesso,
}: AnoModalProps) {
  const { t } = useTranslation('admin-guia');
  const form = useForm({
    initialValues: { ano: '' },
    validate: {
      ano: (value) => {
        if (!value.trim()) return t('ano.obrigatorio');
        const parsed = adminGuiaAnoBody.safeParse({ ano: value.trim() });
        return parsed.success ? null : (parsed.error.issues[0]?.message ?? t('ano.obrigatorio'));
      },
    },
  });
  const { submit, pending, erro, reset } = useModalSubmit(form, {
    enviar: ({ ano }) => onSubmit(Number(ano.trim())),
    onClose,
    sucesso,
    erroGenerico: t('erroGenerico'),
  });

  // Each opening starts clean, with the suggested year.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets only when the modal opens
  useEffect(() => {
    if (!opened) return;
    form.setValues({ ano: sugestao ? String(sugestao) : '' });
    form.resetDirty();
    reset();
  }, [opened, sugestao]);

  return (
    <Modal
      opened={opened}
      onClose={() => !pending && onClose()}
      title={title}
      closeButtonProps={{ 'aria-label': t('ano.cancelar') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {description && <Text size="sm">{description}</Text>}
          <TextInput
            label={t('ano.label')}
            placeholder={t('ano.placeholder')}
            required
            inputMode="numeric"
            maxLength={4}
            data-autofocus
            {...form.getInputProps('ano')}
          />
          <ModalFormActions erro={erro} pending={pending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
