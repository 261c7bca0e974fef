import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
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
  const conceder = target?.role !== 'administrador';
  const nome = target?.nome ?? '';
  return (
    <ConfirmModal
      opened={target !== null}
      title={conceder ? t('role.tituloConceder') : t('role.tituloRevogar')}
      danger={!conceder}
      confirmLabel={t('role.confirmar')}
      erroGenerico={null}
      onConfirm={async () => {
        if (target)
          await mutation.mutateAsync({ userId: target.id, role: conceder ? 'administrador' : 'visitante' });
      }}
      onClose={onClose}
    >
      {conceder ? t('role.perguntaConceder', { nome }) : t('role.perguntaRevogar', { nome })}
    </ConfirmModal>
  );
}
