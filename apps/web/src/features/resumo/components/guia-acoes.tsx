import type { GuiaDaUnidade } from '@guia/shared';
import { Button, Group, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/app/routes';
import { StartGuiaButton } from '@/components/start-guia-button';
import { acoesDaEdicao } from '@/lib/edicao-acoes';
import { setSelection } from '@/lib/guia-selection';

/**
 * The {product} actions of a unit on the summary, by screen 10's rules (`acoesDaEdicao`, the same as the unit
 * detail): continue the open questionnaire of an edition; start it when the unit never filled it; after a
 * finished one, only a secondary 'Novo preenchimento' (its report is listed below the actions).
 */
export function GuiaAcoes({ objetoId, guia }: { objetoId: number; guia: readonly GuiaDaUnidade[] }) {
  const { t } = useTranslation('resumo');
  const edicoes = [...guia].sort((a, b) => b.ano - a.ano);
  const acoes = edicoes.flatMap((edicao) => {
    const { aberto, iniciar, encerrado } = acoesDaEdicao(edicao);
    if (encerrado && edicao.questionarios.some((q) => !q.finalizado)) {
      // A filling left open when the administrators closed the edition: say so instead of 'Continuar'.
      return [
        <Text key={edicao.id} size="sm" c="dimmed" fw={600}>
          {t('guiaEncerrado', { ano: edicao.ano })}
        </Text>,
      ];
    }
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
    if (iniciar) {
      return [
        <StartGuiaButton
          key={edicao.id}
          objetoId={objetoId}
          productId={edicao.id}
          variant={iniciar === 'primeiro' ? 'light' : 'subtle'}
        >
          {iniciar === 'primeiro'
            ? t('iniciarGuia', { ano: edicao.ano })
            : t('novoPreenchimento', { ano: edicao.ano })}
        </StartGuiaButton>,
      ];
    }
    return [];
  });
  if (acoes.length === 0) return null;
  return <Group gap="sm">{acoes}</Group>;
}
