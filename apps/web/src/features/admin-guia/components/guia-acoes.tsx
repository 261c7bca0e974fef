import type { AdminGuiaItem } from '@guia/shared';
import { Button, Group } from '@mantine/core';
import { IconCopy, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { href } from '@/app/routes';
import { RowActions } from '@/components/row-actions';

/** What an edition's row asks for: each opens its own modal. */
export type GuiaAcao = { tipo: 'disponibilizar' | 'fechar' | 'excluir' | 'duplicar'; guia: AdminGuiaItem };

/** An edition's row actions: open/close at hand, edit, duplicate and delete in its menu. */
export function GuiaAcoes({ guia, onAcao }: { guia: AdminGuiaItem; onAcao: (acao: GuiaAcao) => void }) {
  const { t } = useTranslation('admin-guia');
  // An edition with questionnaires is closed, never deleted: say so before the click.
  const bloqueada = guia.totalQuestionarios > 0;
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button
        size="xs"
        variant={guia.disponivel ? 'default' : 'filled'}
        onClick={() => onAcao({ tipo: guia.disponivel ? 'fechar' : 'disponibilizar', guia })}
      >
        {guia.disponivel ? t('lista.fechar') : t('lista.disponibilizar')}
      </Button>
      <RowActions
        menuLabel={t('lista.acoesDe', { ano: guia.ano })}
        actions={[
          {
            label: t('lista.editar'),
            icon: IconPencil,
            to: href('Admin.Guia.Principios', { productId: guia.id }),
          },
          { label: t('lista.duplicar'), icon: IconCopy, onClick: () => onAcao({ tipo: 'duplicar', guia }) },
          {
            label: t('lista.excluir'),
            icon: IconTrash,
            danger: !bloqueada,
            disabled: bloqueada,
            hint: bloqueada ? t('lista.excluirBloqueado') : undefined,
            onClick: () => onAcao({ tipo: 'excluir', guia }),
          },
        ]}
      />
    </Group>
  );
}
