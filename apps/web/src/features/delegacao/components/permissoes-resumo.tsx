import type { PermissoesAutorizacao } from '@guia/shared';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PERMISSOES_OPCIONAIS } from '../autorizacao-valores';

const lista = new Intl.ListFormat('pt-BR', { type: 'conjunction' });

/** What a grant lets the technician do, in one sentence: 'Pode: ver, responder o Guia e cuidar das evidências'. */
export function PermissoesResumo({ permissoes }: { permissoes: PermissoesAutorizacao }) {
  const { t } = useTranslation('tecnico');
  const concedidas = (['ver', ...PERMISSOES_OPCIONAIS] as const)
    .filter((p) => permissoes[p])
    .map((p) => t(`permissoes.lista.${p}`));
  return <Text size="sm">{t('permissoes.resumo', { lista: lista.format(concedidas) })}</Text>;
}
