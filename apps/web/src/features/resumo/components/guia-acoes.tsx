import type { GuiaDaUnidade } from '@guia/shared';
import { Button, Group } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/app/routes';
import { StartGuiaButton } from '@/features/guia/components/start-guia-button';
import { setSelection } from '@/features/guia/state/selection';

/**
 * The {product} actions of a unit on the summary: continue the open questionnaire of an edition, or start one
 * when the edition is available and no form is open. GET Resumo carries every unit's editions.
 */
export function GuiaAcoes({ objetoId, guia }: { objetoId: number; guia: readonly GuiaDaUnidade[] }) {
  const { t } = useTranslation('resumo');
  const edicoes = [...guia].sort((a, b) => b.ano - a.ano);
  const acoes = edicoes.flatMap((edicao) => {
    const aberto = edicao.questionarios.find((q) => !q.finalizado);
    if (aberto) {
      return [
        <Button
          key={edicao.id}
          component={Link}
          to={href('Guia.Single', { objectId: objetoId, productId: edicao.id, questionarioId: aberto.id })}
          onClick={() => setSelection({ objetoId, productId: edicao.id, questionarioId: aberto.id })}
          leftSection={<IconPlayerPlay size={18} aria-hidden />}
        >
          {t('continuarGuia', { ano: edicao.ano })}
        </Button>,
      ];
    }
    if (edicao.disponivel && !edicao.hasOpenForm) {
      return [
        <StartGuiaButton key={edicao.id} objetoId={objetoId} productId={edicao.id} variant="light">
          {t('iniciarGuia', { ano: edicao.ano })}
        </StartGuiaButton>,
      ];
    }
    return [];
  });
  if (acoes.length === 0) return null;
  return <Group gap="sm">{acoes}</Group>;
}
