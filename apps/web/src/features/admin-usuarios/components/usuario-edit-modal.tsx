import {
  type AdminUsuario,
  displayCelular,
  emailField,
  formatCelular,
  isValidCelular,
  requiredText,
} from '@guia/shared';
import { Alert, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MaskedInput } from '@/components/masked-input';
import { ModalFormActions } from '@/components/modal-form-actions';
import { useModalSubmit } from '@/hooks/use-modal-submit';
import { useUsuario } from '../api/get-usuario';
import { useUpdateUsuario } from '../api/update-usuario';

const schema = z.object({
  nome: requiredText('Informe o nome', 150),
  email: emailField,
  celular: z
    .string()
    .trim()
    .min(1, 'Informe o celular')
    .refine(isValidCelular, 'Informe um celular válido: (99) 99999-9999'),
});
type Values = z.input<typeof schema>;

/** The edit modal of the user list: opens on a user id, loads the account, saves name, e-mail, phone. */
export function UsuarioEditModal({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const { t } = useTranslation('admin-usuarios');
  const opened = userId !== null;
  const detalhe = useUsuario(userId ?? 0, { enabled: opened });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('editar.titulo')}
      closeButtonProps={{ 'aria-label': t('editar.cancelar') }}
    >
      {detalhe.isPending ? (
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text>{t('editar.carregando')}</Text>
        </Group>
      ) : detalhe.isError ? (
        <Alert color="red" role="alert">
          {detalhe.error.message}
        </Alert>
      ) : (
        <EditForm key={detalhe.data.usuario.id} usuario={detalhe.data.usuario} onClose={onClose} />
      )}
    </Modal>
  );
}

function EditForm({ usuario, onClose }: { usuario: AdminUsuario; onClose: () => void }) {
  const { t } = useTranslation('admin-usuarios');
  const mutation = useUpdateUsuario();
  const [pendente, setPendente] = useState<{ email: string; atual: string } | null>(
    usuario.emailPendente ? { email: usuario.emailPendente, atual: usuario.email } : null,
  );
  const form = useForm<Values>({
    initialValues: {
      nome: usuario.nome,
      // The account's e-mail; a change waiting for the user's code is told below the fields.
      email: usuario.email,
      celular: displayCelular(usuario.celular),
    },
    validate: zod4Resolver(schema),
    validateInputOnBlur: true,
  });

  const { submit, pending, erro } = useModalSubmit(form, {
    enviar: (values) =>
      mutation.mutateAsync({
        userId: usuario.id,
        // The server takes the spec's mask (99)99999-9999.
        body: {
          nome: values.nome.trim(),
          email: values.email.trim(),
          celular: formatCelular(values.celular),
        },
      }),
    onClose,
    sucesso: t('editar.salvo'),
    // A change of e-mail waits for the user's code: the modal stays to say so.
    depois: ({ data }) => {
      if (!data.emailPendente) return true;
      setPendente({ email: data.emailPendente, atual: data.email });
      return false;
    },
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('editar.nome')} required maxLength={150} {...form.getInputProps('nome')} />
        <TextInput label={t('editar.email')} type="email" required {...form.getInputProps('email')} />
        <MaskedInput
          label={t('editar.celular')}
          mask="(00) 00000-0000"
          inputMode="tel"
          placeholder="(99) 99999-9999"
          required
          {...form.getInputProps('celular')}
          value={form.values.celular}
        />
        {pendente && (
          <Alert color="blue" variant="light" role="status">
            {t('editar.emailPendente', { email: pendente.email, atual: pendente.atual })}
          </Alert>
        )}
        <ModalFormActions erro={erro} pending={pending} onCancel={onClose} submitLabel={t('editar.salvar')} />
      </Stack>
    </form>
  );
}
