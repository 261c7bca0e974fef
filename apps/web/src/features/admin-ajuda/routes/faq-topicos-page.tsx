import type { AdminFaqTopico } from '@guia/shared';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconListDetails, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href, routes } from '@/app/routes';
import { ConfirmDeleteModal } from '@/components/confirm-delete-modal';
import { DataTable, useListParams } from '@/components/data-table';
import { moverItem, SortableTable, type SortableTableColumn } from '@/components/sortable-table';
import { formatNumber } from '@/lib/format';
import { useDeleteFaqTopico } from '../api/delete-faq-topico';
import { useFaqTopicos } from '../api/get-faq-topicos';
import { useReorderFaq } from '../api/reorder-faq';
import { type TopicoAlvo, TopicoModal } from '../components/topico-modal';

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
  const [excluindo, setExcluindo] = useState<AdminFaqTopico | null>(null);
  // The order just dropped, shown until the saved list comes back.
  const [ordemLocal, setOrdemLocal] = useState<AdminFaqTopico[] | null>(null);
  const [busca, setBusca] = useState(list.q);
  const pushBusca = useDebouncedCallback((q: string) => list.setSearch(q), 300);
  useEffect(() => setBusca(list.q), [list.q]);

  const items = topicos.data?.items;
  const rows = ordemLocal ?? items;
  const total = topicos.data?.pagination.totalItems;
  const podeOrdenar = naOrdem && (topicos.data?.pagination.totalPages ?? 1) <= 1;

  const mover = (from: number, to: number) => {
    if (!rows || to < 0 || to >= rows.length) return;
    const nova = moverItem(rows, from, to);
    setOrdemLocal(nova);
    reorder.mutate(
      { ids: nova.map((x) => x.id) },
      {
        onSuccess: ({ message }) =>
          notifications.show({ color: 'pasture', message: message ?? t('ordemSalva') }),
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
        onSettled: () => setOrdemLocal(null),
      },
    );
  };

  const colunas: SortableTableColumn<AdminFaqTopico>[] = [
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
        <Group gap={4} justify="center" wrap="nowrap">
          <ActionIcon
            component={Link}
            to={href('Admin.Ajuda.Single', { faqId: x.id })}
            variant="subtle"
            color="dark"
            size="lg"
            aria-label={t('acoes.perguntas', { titulo: x.titulo })}
          >
            <IconListDetails size={20} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            aria-label={t('acoes.editar', { titulo: x.titulo })}
            onClick={() => setEditando({ id: x.id, titulo: x.titulo, descricao: x.descricao })}
          >
            <IconPencil size={20} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red.8"
            size="lg"
            aria-label={t('acoes.excluir', { titulo: x.titulo })}
            onClick={() => setExcluindo(x)}
          >
            <IconTrash size={20} aria-hidden />
          </ActionIcon>
        </Group>
      ),
    },
  ];

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="baseline" wrap="wrap">
          <Title order={1}>{t('titulo')}</Title>
          {total !== undefined && (
            <Text c="dimmed" aria-live="polite">
              {t('total', { count: total, total: formatNumber(total) })}
            </Text>
          )}
        </Group>
        <Text>{t('descricao')}</Text>
        <Group align="end" justify="space-between" gap="sm" wrap="wrap">
          <TextInput
            label={t('buscar')}
            placeholder={t('buscarPlaceholder')}
            value={busca}
            onChange={(e) => {
              setBusca(e.currentTarget.value);
              pushBusca(e.currentTarget.value);
            }}
            leftSection={<IconSearch size={16} aria-hidden />}
            type="search"
            w={{ base: '100%', sm: 320 }}
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
              rows={rows}
              rowKey={(x) => x.id}
              itemName={(x) => t('item', { titulo: x.titulo })}
              onMove={mover}
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
              page={list.page}
              totalPages={topicos.data?.pagination.totalPages ?? 1}
              onPageChange={list.setPage}
              sort={list.sort}
              order={list.order}
              onSortChange={list.toggleSort}
              minWidth={720}
            />
          </>
        )}
      </Stack>
      <TopicoModal alvo={editando} onClose={() => setEditando(null)} />
      <ConfirmDeleteModal
        opened={excluindo !== null}
        title={t('excluirTopico.titulo')}
        message={t('excluirTopico.mensagem', {
          titulo: excluindo?.titulo ?? '',
          count: excluindo?.totalItems ?? 0,
        })}
        onConfirm={async () => (await excluir.mutateAsync(excluindo!.id)).message}
        onClose={() => setExcluindo(null)}
      />
    </Container>
  );
}
