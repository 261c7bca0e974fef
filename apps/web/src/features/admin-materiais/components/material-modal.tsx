import {
  type AdminMaterial,
  acceptDaFinalidade,
  adminMaterialCampos,
  EXTENSOES_POR_FINALIDADE,
  UPLOAD_TAMANHO_MAXIMO,
} from '@guia/shared';
import { Alert, FileInput, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconPaperclip } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalFormActions } from '@/components/modal-form-actions';
import { useModalSubmit } from '@/hooks/use-modal-submit';
import type { MaterialForm } from '../api/materiais';

const textos = adminMaterialCampos.pick({ titulo: true, descricao: true });

/**
 * 'Cadastre um novo material' (spec §2.9): title and description required, one file, and the
 * warning that every user of the platform can open it. Editing keeps the file unless a new one is
 * chosen. Concluir is disabled during the call and comes back on failure.
 */
export function MaterialModal({
  aberto,
  material,
  onSalvar,
  onClose,
}: {
  aberto: boolean;
  /** The material being edited; null adds a new one. */
  material: AdminMaterial | null;
  onSalvar: (valores: MaterialForm) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-materiais');
  const novo = material === null;
  const form = useForm<MaterialForm>({
    initialValues: { titulo: '', descricao: '', arquivo: null },
    validate: (valores) => {
      const erros = zod4Resolver(textos)(valores);
      if (novo && !valores.arquivo) erros.arquivo = t('materiais.arquivoObrigatorio');
      if (valores.arquivo && valores.arquivo.size > UPLOAD_TAMANHO_MAXIMO)
        erros.arquivo = t('materiais.arquivoGrande');
      return erros;
    },
  });
  const envio = useModalSubmit(form, { enviar: onSalvar, onClose });
  const { pending: pendente, erro } = envio;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens
  useEffect(() => {
    if (!aberto) return;
    form.setValues({ titulo: material?.titulo ?? '', descricao: material?.descricao ?? '', arquivo: null });
    envio.reset();
  }, [aberto]);

  return (
    <Modal
      opened={aberto}
      closeButtonProps={{ 'aria-label': t('fechar') }}
      onClose={() => !pendente && onClose()}
      title={novo ? t('materiais.modalNovo') : t('materiais.modalEditar')}
    >
      <form onSubmit={envio.submit} noValidate>
        <Stack gap="md">
          {novo && (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
              <Text size="sm" c="dark.7">
                {t('materiais.aviso')}
              </Text>
            </Alert>
          )}
          <TextInput label={t('form.titulo')} withAsterisk data-autofocus {...form.getInputProps('titulo')} />
          <Textarea label={t('form.descricao')} withAsterisk rows={4} {...form.getInputProps('descricao')} />
          <FileInput
            label={novo ? t('materiais.arquivo') : t('materiais.arquivoTrocar')}
            description={
              material?.nomearquivo
                ? t('materiais.arquivoAtual', { nome: material.nomearquivo })
                : t('materiais.arquivoDescricao', { tipos: EXTENSOES_POR_FINALIDADE.material.join(', ') })
            }
            placeholder={t('materiais.arquivoPlaceholder')}
            accept={acceptDaFinalidade('material')}
            withAsterisk={novo}
            clearable
            clearButtonProps={{ 'aria-label': t('materiais.arquivoLimpar') }}
            leftSection={<IconPaperclip size={18} aria-hidden />}
            // A file the server refuses (its content does not match its name) is told after the upload: announce it.
            errorProps={{ role: 'alert' }}
            {...form.getInputProps('arquivo')}
          />
          <ModalFormActions erro={erro} pending={pendente} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
