import {
  type AdminOnboarding,
  ARQUIVO_MENSAGENS,
  acceptDaFinalidade,
  extensaoAceita,
  ONBOARDING_DESCRICAO_MAX,
  UPLOAD_TAMANHO_MAXIMO,
} from '@guia/shared';
import { FileInput, Group, Image, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ModalFormActions } from '@/components/modal-form-actions';
import { useModalSubmit } from '@/hooks/use-modal-submit';
import { type OnboardingForm, useSaveOnboarding } from '../api/save-onboarding';

/** What the modal edits: a new slide (null slide) or an existing one. */
export type OnboardingAlvo = { slide: AdminOnboarding | null };

/** Add or edit a welcome slide: titulo, descricao and one image (gif, jpg, jpeg, png, 10 MB). */
export function OnboardingModal({ alvo, onClose }: { alvo: OnboardingAlvo | null; onClose: () => void }) {
  const { t } = useTranslation('admin-onboarding');
  return (
    <Modal
      opened={alvo !== null}
      onClose={onClose}
      title={alvo?.slide ? t('form.editar') : t('form.novo')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('fechar') }}
    >
      {alvo && <Formulario key={alvo.slide?.id ?? 'novo'} slide={alvo.slide} onClose={onClose} />}
    </Modal>
  );
}

function Formulario({ slide, onClose }: { slide: AdminOnboarding | null; onClose: () => void }) {
  const { t } = useTranslation('admin-onboarding');
  const mutation = useSaveOnboarding();
  const form = useForm<OnboardingForm>({
    initialValues: { titulo: slide?.titulo ?? '', descricao: slide?.descricao ?? '', imagem: null },
    validate: {
      titulo: (v) => (v.trim() ? null : t('form.tituloObrigatorio')),
      descricao: (v) => (v.trim() ? null : t('form.descricaoObrigatoria')),
      imagem: (file) => {
        if (!file) return slide ? null : t('form.imagemObrigatoria');
        if (!extensaoAceita('imagem', file.name)) return t('form.imagemTipo');
        if (file.size > UPLOAD_TAMANHO_MAXIMO) return ARQUIVO_MENSAGENS.tamanhoMaximo;
        return null;
      },
    },
  });
  const { submit, pending, erro } = useModalSubmit(form, {
    enviar: (values) =>
      mutation.mutateAsync({
        id: slide?.id ?? null,
        form: { ...values, titulo: values.titulo.trim(), descricao: values.descricao.trim() },
      }),
    onClose,
    sucesso: t('form.salvo'),
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('form.titulo')}
          required
          maxLength={200}
          data-autofocus
          {...form.getInputProps('titulo')}
        />
        <Textarea
          label={t('form.descricao')}
          required
          rows={4}
          resize="vertical"
          maxLength={ONBOARDING_DESCRICAO_MAX}
          {...form.getInputProps('descricao')}
        />
        {slide && (
          <Group gap="sm" wrap="nowrap">
            <Image src={slide.imagem} alt={t('form.imagemAtual')} w={96} h={72} fit="contain" radius="sm" />
            <Text size="sm" c="dimmed">
              {t('form.imagemEdicao', { nome: slide.nomearquivo })}
            </Text>
          </Group>
        )}
        <FileInput
          label={t('form.imagem')}
          description={slide ? undefined : t('form.imagemAjuda')}
          placeholder={t('form.imagemPlaceholder')}
          accept={acceptDaFinalidade('imagem')}
          required={!slide}
          clearable
          clearButtonProps={{ 'aria-label': t('form.imagemLimpar') }}
          leftSection={<IconPhoto size={18} aria-hidden />}
          {...form.getInputProps('imagem')}
        />
        <ModalFormActions erro={erro} pending={pending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
