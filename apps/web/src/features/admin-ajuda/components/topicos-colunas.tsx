import type { AdminFaqTopico } from '@guia/shared';
import { Anchor } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/app/routes';
import { editarAcao, excluirAcao, RowActions } from '@/components/row-actions';
import type { SortableTableColumn } from '@/components/sortable-table';
import { formatNumber } from '@/lib/format';

/** The columns of the FAQ topics, the same in the manual order and in a search. */
export function useTopicosColunas({
  onEditar,
  onExcluir,
}: {
  onEditar: (topico: AdminFaqTopico) => void;
  onExcluir: (topico: AdminFaqTopico) => void;
}): SortableTableColumn<AdminFaqTopico>[] {
  const { t } = useTranslation('admin-ajuda');
  return [
    { key: 'ordem', header: t('colunas.ordem'), sortable: true, width: 90, render: (x) => x.ordem },
    {
      key: 'titulo',
      header: t('colunas.titulo'),
      sortable: true,
      render: (x) => (
        <Anchor component={Link} to={href('Admin.Ajuda.Single', { faqId: x.id })} fw={600}>
          {x.titulo}
        </Anchor>
      ),
    },
    {
      key: 'totalItems',
      header: t('colunas.totalItems'),
      sortable: true,
      align: 'right',
      width: 110,
      render: (x) => formatNumber(x.totalItems),
    },
    {
      key: 'acoes',
      header: t('colunas.acoes'),
      align: 'center',
      width: 150,
      render: (x) => (
        <RowActions
          actions={[
            {
              label: t('acoes.perguntas', { titulo: x.titulo }),
              icon: IconListDetails,
              to: href('Admin.Ajuda.Single', { faqId: x.id }),
            },
            editarAcao(t('acoes.editar', { titulo: x.titulo }), () => onEditar(x)),
            excluirAcao(t('acoes.excluir', { titulo: x.titulo }), () => onExcluir(x)),
          ]}
        />
      ),
    },
  ];
}
