import type { StatusTecnico } from '@guia/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// A light tint marks the status; the text is dark where shade 9 of the tint would read below AA
// (tecnico-status-badge.test.tsx checks every one against the theme).
export const TOM_STATUS_TECNICO: Record<StatusTecnico, { color: string; c: string }> = {
  pendente: { color: 'yellow', c: 'dark.7' },
  credenciado: { color: 'pasture', c: 'pasture.9' },
  suspenso: { color: 'red', c: 'red.9' },
};

/** The technician's accreditation as a badge with its Portuguese label. */
export function TecnicoStatusBadge({ status }: { status: StatusTecnico }) {
  const { t } = useTranslation('admin-tecnicos');
  return (
    <Badge
      {...TOM_STATUS_TECNICO[status]}
      variant="light"
      radius="sm"
      styles={{ label: { textTransform: 'none' } }}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
