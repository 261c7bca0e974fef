import type { AdminFaqTopico } from '@guia/shared';
import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@/app/routes';
import { ConfirmModal } from '@/components/confirm-modal';
import { DataTable, SearchField, useListParams } from '@/components/data-table';
import { ListHeading } from '@/components/list-heading';
import { SortableTable, useOrdemLocal } from '@/components/sortable-table';
import { useModalTarget } from '@/hooks/use-modal-target';
import { useDeleteFaqTopico } from '../api/delete-faq-topico';
import { useFaqTopicos } from '../api/get-faq-topicos';
import { useReorderFaq } from '../api/reorder-faq';
import { type TopicoAlvo, TopicoModal } from '../components/topico-modal';
import { useTopicosColunas } from '../components/topicos-colunas';

/** Every topic fits one page of the manual order (the API's largest page). */
const PAGINA_DA_ORDEM = 100;

/**
 * Admin.Ajuda: the FAQ topics. In the producers' order (the default) the rows are dragged or moved
 * with buttons and each move saves the whole order; a search or another sort shows a plain table.
 */
export function FaqTopicosPage() {
  const { t } = useTranslation('admin-ajuda');
  const list = useListParams({ sort: 'ordem' });
  const naOrdem = list.sort === 'ordem' && list.order === 'asc' && !list.q;
  const topicos = useFaqTopicos({
    page: naOrdem ? 1 : list.page,
    pageSize: naOrdem ? PAGINA_DA_ORDEM : undefined,
    sort: list.sort,
    order: list.order,
    q: list.q || undefined,
  });
  const reorder = useReorderFaq();
  const excluir = useDeleteFaqTopico();
  const [editando, setEditando] = useState<TopicoAlvo | null>(null);
  const excluindo = useModalTarget<AdminFaqTopico>();
  const items = topicos.data?.items;
  const ordem = useOrdemLocal(
    items,
    async (_, nova) => (await reorder.mutateAsync({ ids: nova.map((x) => x.id) })).message,
    t('ordemSalva'),
  );
  const total = topicos.data?.pagination.totalItems;
  const podeOrdenar = naOrdem && (topicos.data?.pagination.totalPages ?? 1) <= 1;
  const colunas = useTopicosColunas({
    onEditar: (x) => setEditando({ id: x.id, titulo: x.titulo, descricao: x.descricao }),
    onExcluir: excluindo.abrir,
  });

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <ListHeading title={t('titulo')} total={total} totalText={(n) => t('total', n)} />
        <Text>{t('descricao')}</Text>
        <Group align="end" justify="space-between" gap="sm" wrap="wrap">
          <SearchField
            value={list.q}
            onChange={list.setSearch}
            label={t('buscar')}
            placeholder={t('buscarPlaceholder')}
          />
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditando({ id: null, titulo: '', descricao: '' })}
          >
            {t('adicionar')}
          </Button>
        </Group>
        {topicos.isError && (
          <Alert color="red" role="alert">
            {topicos.error.message}
          </Alert>
        )}
        {naOrdem ? (
          <>
            <Text size="sm" c="dimmed">
              {t('reordenarDica')}
            </Text>
            <SortableTable<AdminFaqTopico>
              label={t('tabela')}
              columns={colunas}
              rows={ordem.rows}
              rowKey={(x) => x.id}
              itemName={(x) => t('item', { titulo: x.titulo })}
              onMove={ordem.mover}
              disabled={!podeOrdenar || reorder.isPending}
              loading={topicos.isFetching}
              emptyText={t('vazio')}
              sort="ordem"
              onSortChange={list.toggleSort}
              minWidth={720}
            />
          </>
        ) : (
          <>
            <Group gap="sm" wrap="wrap">
              <Text size="sm" c="dimmed">
                {t('reordenarIndisponivel')}
              </Text>
              <Button
                component={Link}
                to={routes['Admin.Ajuda']}
                variant="subtle"
                color="dark"
                size="compact-sm"
              >
                {t('voltarOrdem')}
              </Button>
            </Group>
            <DataTable<AdminFaqTopico>
              label={t('tabela')}
              columns={colunas}
              rows={items}
              rowKey={(x) => x.id}
              loading={topicos.isFetching}
              emptyText={t('vazio')}
              list={list}
              totalPages={topicos.data?.pagination.totalPages ?? 1}
              minWidth={720}
            />
          </>
        )}
      </Stack>
      <TopicoModal alvo={editando} onClose={() => setEditando(null)} />
      <ConfirmModal
        opened={excluindo.opened}
        title={t('excluirTopico.titulo')}
        danger
        feito={t('feito', { ns: 'confirmacao' })}
        onConfirm={async () => (await excluir.mutateAsync(excluindo.alvo!.id)).message}
        onClose={excluindo.fechar}
      >
        {t('excluirTopico.mensagem', {
          titulo: excluindo.alvo?.titulo ?? '',
          count: excluindo.alvo?.totalItems ?? 0,
        })}
      </ConfirmModal>
    </Container>
  );
}
