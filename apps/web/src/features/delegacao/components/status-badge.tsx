import type { StatusAutorizacao, StatusTecnico } from '@guia/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TOM_AUTORIZACAO, TOM_TECNICO } from '../tons';

const estilo = { label: { textTransform: 'none' as const } };

/** A grant's status in words on its tint (ativa, revogada, expirada, suspensa). */
export function AutorizacaoBadge({ status }: { status: StatusAutorizacao }) {
  const { t } = useTranslation('tecnico');
  return (
    <Badge {...TOM_AUTORIZACAO[status]} variant="light" radius="sm" styles={estilo}>
      {t(`statusAutorizacao.${status}`)}
    </Badge>
  );
}

/** The technician's accreditation in words on its tint. */
export function TecnicoBadge({ status }: { status: StatusTecnico }) {
  const { t } = useTranslation('tecnico');
  return (
    <Badge {...TOM_TECNICO[status]} variant="light" radius="sm" size="lg" styles={estilo}>
      {t(`statusTecnico.${status}`)}
    </Badge>
  );
}
