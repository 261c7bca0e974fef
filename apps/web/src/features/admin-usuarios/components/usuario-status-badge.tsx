import { colors, type Role, type UsuarioStatus } from '@guia/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// A light tint marks the status; the text is always dark (AA contrast on every tint).
const STATUS_COLOR: Record<UsuarioStatus, { color: string; c: string }> = {
  ativo: { color: 'pasture', c: 'pasture.9' },
  pendente: { color: 'yellow', c: 'dark.7' },
  'termos-pendentes': { color: 'orange', c: 'dark.7' },
  'troca-de-email': { color: 'blue', c: 'dark.7' },
};

/** The account's status as a badge with its Portuguese label. */
export function UsuarioStatusBadge({ status }: { status: UsuarioStatus }) {
  const { t } = useTranslation('admin-usuarios');
  return (
    <Badge
      {...STATUS_COLOR[status]}
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
      color={role === 'administrador' ? colors.adminBadge : 'gray'}
      c={role === 'administrador' ? undefined : 'dark.6'}
      variant={role === 'administrador' ? 'filled' : 'light'}
      radius="sm"
      styles={{ label: { textTransform: 'none' } }}
    >
      {t(`roles.${role}`)}
    </Badge>
  );
}
