import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useUpdateUsuarioRole } from '../api/update-usuario-role';

export interface RoleTarget {
  id: number;
  nome: string;
  role: 'administrador' | 'visitante';
}

/**
 * 'Deseja realmente conceder/revogar ... como administrador?'. The button is disabled while the call
 * runs; on success the lists refresh and the modal closes; on failure the button comes back, with
 * the server's reason when it gives one (your own role, the last administrator).
 */
export function RoleModal({ target, onClose }: { target: RoleTarget | null; onClose: () => void }) {
  const { t } = useTranslation('admin-usuarios');
  const mutation = useUpdateUsuarioRole();
  const [erro, setErro] = useState<string | null>(null);
  const conceder = target?.role !== 'administrador';

  // A new target starts clean.
  useEffect(() => {
    if (target) setErro(null);
  }, [target]);

  const confirmar = () => {
    if (!target) return;
    setErro(null);
    mutation.mutate(
      { userId: target.id, role: conceder ? 'administrador' : 'visitante' },
      {
        onSuccess: () => onClose(),
        onError: (error) =>
          setErro(
            error instanceof ApiError && error.status < 500 && error.status !== 0 ? error.message : null,
          ),
      },
    );
  };

  return (
    <Modal
      opened={target !== null}
      onClose={() => !mutation.isPending && onClose()}
      title={conceder ? t('role.tituloConceder') : t('role.tituloRevogar')}
      closeButtonProps={{ 'aria-label': t('role.cancelar') }}
    >
      <Stack gap="md">
        <Text>
          {conceder
            ? t('role.perguntaConceder', { nome: target?.nome ?? '' })
            : t('role.perguntaRevogar', { nome: target?.nome ?? '' })}
        </Text>
        {erro && (
          <Alert color="red" variant="light" role="alert">
            {erro}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            {t('role.cancelar')}
          </Button>
          <Button
            color={conceder ? undefined : 'red'}
            onClick={confirmar}
            disabled={mutation.isPending}
            loading={mutation.isPending}
          >
            {t('role.confirmar')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
