import type { Role, UsuarioStatus } from '@guia/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Dark text on light tints: AA contrast on every colour.
const STATUS_COLOR: Record<UsuarioStatus, string> = {
  ativo: 'green',
  pendente: 'yellow',
  'termos-pendentes': 'orange',
  'troca-de-email': 'blue',
};

/** The account's status as a badge with its Portuguese label. */
export function UsuarioStatusBadge({ status }: { status: UsuarioStatus }) {
  const { t } = useTranslation('admin-usuarios');
  return (
    <Badge
      color={STATUS_COLOR[status]}
      variant="light"
      radius="sm"
      styles={{ label: { textTransform: 'none' } }}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}

/** The role as a badge: administrators stand out. */
export function UsuarioRoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation('admin-usuarios');
  return (
    <Badge
      color={role === 'administrador' ? 'grape' : 'gray'}
      variant={role === 'administrador' ? 'filled' : 'light'}
      radius="sm"
      styles={{ label: { textTransform: 'none' } }}
    >
      {t(`roles.${role}`)}
    </Badge>
  );
}
