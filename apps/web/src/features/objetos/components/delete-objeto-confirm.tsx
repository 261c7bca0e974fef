import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routes } from '@/app/routes';
import { useDeleteObjeto } from '../api/delete-objeto';

interface DeleteObjetoConfirmProps {
  objeto: { id: number; nomeunidade: string };
  onCancel: () => void;
}

/**
 * 'Tem certeza de que deseja excluir a unidade {name}?' with Sim and Não. On Sim the unit is
 * deleted and the user lands on the units list (the spec's other reading, Resumo after 3 s, is the
 * one for deleting the account). A failure re-enables the buttons without a message (spec §8).
 */
export function DeleteObjetoConfirm({ objeto, onCancel }: DeleteObjetoConfirmProps) {
  const { t } = useTranslation('objetos');
  const navigate = useNavigate();
  const remove = useDeleteObjeto();

  const confirm = () =>
    remove.mutate(objeto.id, {
      onSuccess: () => {
        notifications.show({ color: 'pasture', message: t('excluir.excluida') });
        void navigate(routes['Objetos.List'], { replace: true });
      },
    });

  return (
    <Stack gap="md">
      <Text size="lg">{t('excluir.pergunta', { name: objeto.nomeunidade })}</Text>
      <Text size="sm" c="dimmed">
        {t('excluir.aviso')}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={remove.isPending} data-autofocus>
          {t('excluir.nao')}
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending}>
          {t('excluir.sim')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The delete confirmation as a dialog, from the edit and detail screens. */
export function DeleteObjetoModal({
  objeto,
  opened,
  onClose,
}: {
  objeto: { id: number; nomeunidade: string };
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('objetos');
  return (
    <Modal opened={opened} onClose={onClose} title={t('excluir.titulo')} centered>
      <DeleteObjetoConfirm objeto={objeto} onCancel={onClose} />
    </Modal>
  );
}
