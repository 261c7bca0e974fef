import { type AdminFaqBody, adminFaqBody } from '@guia/shared';
import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { ModalFormActions } from '@/components/modal-form-actions';
import { useModalSubmit } from '@/hooks/use-modal-submit';
import { useSaveFaqTopico } from '../api/save-faq-topico';

/** What the modal edits: a new topic (id null) or an existing one. */
export interface TopicoAlvo {
  id: number | null;
  titulo: string;
  descricao: string;
}

/** Add or edit a FAQ topic: title required, description optional (validated before save). */
export function TopicoModal({ alvo, onClose }: { alvo: TopicoAlvo | null; onClose: () => void }) {
  const { t } = useTranslation('admin-ajuda');
  return (
    <Modal
      opened={alvo !== null}
      onClose={onClose}
      title={alvo?.id ? t('topico.editar') : t('topico.novo')}
      closeButtonProps={{ 'aria-label': t('fechar') }}
    >
      {alvo && <TopicoForm key={alvo.id ?? 'novo'} alvo={alvo} onClose={onClose} />}
    </Modal>
  );
}

function TopicoForm({ alvo, onClose }: { alvo: TopicoAlvo; onClose: () => void }) {
  const { t } = useTranslation('admin-ajuda');
  const mutation = useSaveFaqTopico();
  const form = useForm<AdminFaqBody>({
    initialValues: { titulo: alvo.titulo, descricao: alvo.descricao },
    validate: zod4Resolver(adminFaqBody),
  });
  const { submit, pending, erro } = useModalSubmit(form, {
    enviar: (values) => mutation.mutateAsync({ id: alvo.id, body: values }),
    onClose,
    sucesso: t('topico.salvo'),
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('topico.titulo')}
          required
          maxLength={200}
          data-autofocus
          {...form.getInputProps('titulo')}
        />
        <Textarea
          label={t('topico.descricao')}
          description={t('topico.descricaoAjuda')}
          resize="vertical"
          rows={3}
          maxLength={1000}
          {...form.getInputProps('descricao')}
        />
        <ModalFormActions erro={erro} pending={pending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
