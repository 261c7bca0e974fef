import { type AdminFaqItemBody, adminFaqItemBody, FAQ_RESPOSTA_MAX } from '@guia/shared';
import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { ModalFormActions } from '@/components/modal-form-actions';
import { useModalSubmit } from '@/hooks/use-modal-submit';
import { useSaveFaqItem } from '../api/save-faq-item';

/** What the modal edits: a new question (itemId null) or an existing one of the topic. */
export interface PerguntaAlvo {
  itemId: number | null;
  titulo: string;
  descricao: string;
}

/** Add or edit a question: pergunta and resposta both required (Cancelar / Concluir). */
export function PerguntaModal({
  faqId,
  alvo,
  onClose,
}: {
  faqId: number;
  alvo: PerguntaAlvo | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-ajuda');
  return (
    <Modal
      opened={alvo !== null}
      onClose={onClose}
      title={alvo?.itemId ? t('pergunta.editar') : t('pergunta.nova')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('fechar') }}
    >
      {alvo && <PerguntaForm key={alvo.itemId ?? 'nova'} faqId={faqId} alvo={alvo} onClose={onClose} />}
    </Modal>
  );
}

function PerguntaForm({ faqId, alvo, onClose }: { faqId: number; alvo: PerguntaAlvo; onClose: () => void }) {
  const { t } = useTranslation('admin-ajuda');
  const mutation = useSaveFaqItem();
  const form = useForm<AdminFaqItemBody>({
    initialValues: { titulo: alvo.titulo, descricao: alvo.descricao },
    validate: zod4Resolver(adminFaqItemBody),
  });
  const { submit, pending, erro } = useModalSubmit(form, {
    enviar: (values) => mutation.mutateAsync({ faqId, itemId: alvo.itemId, body: values }),
    onClose,
    sucesso: t('pergunta.salva'),
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('pergunta.pergunta')}
          required
          maxLength={300}
          data-autofocus
          {...form.getInputProps('titulo')}
        />
        <Textarea
          label={t('pergunta.resposta')}
          required
          resize="vertical"
          rows={6}
          maxLength={FAQ_RESPOSTA_MAX}
          {...form.getInputProps('descricao')}
        />
        <ModalFormActions erro={erro} pending={pending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
