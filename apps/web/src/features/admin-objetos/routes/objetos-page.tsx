import type { AdminObjetoItem } from '@guia/shared';
import { Alert, Anchor, Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/app/routes';
import { CategoryTag } from '@/components/category-tag';
import { DataTable, type DataTableColumn, useListParams } from '@/components/data-table';
import { formatHectares, formatNumber } from '@/lib/format';
import { useAdminObjetos } from '../api/get-objetos';
import { ExportarObjetos } from '../components/exportar-objetos';
import { ObjetosFiltros } from '../components/objetos-filtros';
import {
  FILTRO_KEYS,
  filtrosParaApi,
  filtrosProntos,
  PAGE_SIZE,
  precisaPrincipio,
  temFiltros,
} from '../filtros';

/** Badge background and (dark, for contrast on the light background) text colour per status. */
const STATUS_COR = {
  completo: { color: 'pasture', c: 'pasture.9' },
  incompleto: { color: 'yellow', c: 'dark.7' },
  'sem-guia': { color: 'gray', c: 'dark.6' },
} as const;

/** Admin.Objetos: every unit, filtered, sorted and paged by the server, 50 a page; the state lives in the URL. */
export function ObjetosPage() {
  const { t } = useTranslation('admin-objetos');
  const list = useListParams({ sort: 'nomeunidade', filters: FILTRO_KEYS });
  const filtros = filtrosParaApi(list.filters);
  const pronto = filtrosProntos(list.filters);
  const query = useAdminObjetos(
    pronto
      ? {
          ...filtros,
          page: list.page,
          pageSize: PAGE_SIZE,
          sort: list.sort,
          order: list.order,
          q: list.q || undefined,
        }
      : null,
  );
  const pagina = query.data;
  // While a kind waits for its principle/indicator the previous page's count would mislead.
  const total = pronto ? (pagina?.pagination.totalUnidades ?? pagina?.pagination.totalItems) : undefined;

  const columns: DataTableColumn<AdminObjetoItem>[] = [
    {
      key: 'nomeunidade',
      header: t('lista.colunas.nomeunidade'),
      sortable: true,
      render: (o) => (
        <Anchor
          component={Link}
          to={href('Admin.Objeto.Single', { objectId: o.id })}
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
        >
          {o.nomeunidade}
        </Anchor>
      ),
    },
    {
      key: 'dono',
      header: t('lista.colunas.dono'),
      render: (o) => (
        <Stack gap={0}>
          <Text size="sm">{o.dono.nome}</Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {o.dono.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'categoria',
      header: t('lista.colunas.categoria'),
      sortable: true,
      render: (o) => (
        <CategoryTag nome={o.categoria.titulo} descricao={o.categoria.descricao} cor={o.categoria.cor} />
      ),
    },
    {
      // One column for the place keeps the list within 1280 px (the UF filter is above).
      key: 'municipio',
      header: t('lista.colunas.local'),
      sortable: true,
      render: (o) => `${o.municipio}/${o.uf}`,
    },
    {
      key: 'area',
      header: t('lista.colunas.area'),
      sortable: true,
      align: 'right',
      nowrap: true,
      render: (o) => formatHectares(o.area),
    },
    {
      key: 'rebanho',
      header: t('lista.colunas.rebanho'),
      sortable: true,
      align: 'right',
      nowrap: true,
      render: (o) => formatNumber(o.rebanho),
    },
    {
      key: 'status',
      header: t('lista.colunas.status'),
      nowrap: true,
      render: (o) => (
        <Badge variant="light" {...STATUS_COR[o.status]} radius="sm" style={{ textTransform: 'none' }}>
          {t(`status.${o.status}`)}
        </Badge>
      ),
    },
    {
      key: 'percentual',
      header: t('lista.colunas.percentual'),
      sortable: true,
      align: 'right',
      nowrap: true,
      render: (o) => (o.percentual === null ? '—' : `${o.percentual}%`),
    },
  ];

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <Stack gap={4}>
            <Title order={1}>{t('lista.titulo')}</Title>
            <Text c="dimmed">{t('lista.descricao')}</Text>
            {total !== undefined && (
              <Text fw={600} data-testid="contagem" aria-live="polite">
                {t('lista.contagem', { count: total, total: formatNumber(total) })}
              </Text>
            )}
          </Stack>
          <ExportarObjetos
            filtros={{ ...filtros, q: list.q || undefined, sort: list.sort, order: list.order }}
          />
        </Group>

        <ObjetosFiltros
          filtros={list.filters}
          setFilters={list.setFilters}
          onClear={list.clearFilters}
          canClear={temFiltros(list.filters, list.q)}
        />

        {!pronto && (
          <Alert color="blue" variant="light">
            {precisaPrincipio(list.filters.filtro)
              ? t('lista.aguardandoPrincipio')
              : t('lista.aguardandoIndicador')}
          </Alert>
        )}
        {query.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={t('lista.erro')}>
            {query.error.message}
          </Alert>
        )}

        {pronto && (
          <DataTable<AdminObjetoItem>
            label={t('lista.tabela')}
            columns={columns}
            rows={pagina?.items}
            rowKey={(o) => o.id}
            loading={query.isFetching}
            emptyText={t('lista.vazio')}
            list={list}
            totalPages={pagina?.pagination.totalPages ?? 0}
            search={{
              label: t('lista.busca'),
              placeholder: t('lista.buscaPlaceholder'),
            }}
            minWidth={860}
          />
        )}
      </Stack>
    </Container>
  );
}
