import type { AdminObjetoDetalhe } from '@guia/shared';
import { Alert, Anchor, Badge, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconChartDonut } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { href, routes } from '@/app/routes';
import { BackLink } from '@/components/back-link';
import { CategoryTag } from '@/components/category-tag';
import { DataTable, type DataTableColumn, useListParams } from '@/components/data-table';
import { DetailList } from '@/components/detail-list';
import { ApiError } from '@/lib/api-client';
import { formatMonthYear, formatNumber } from '@/lib/format';
import { useAdminObjeto } from '../api/get-objeto';

type Guia = AdminObjetoDetalhe['guias'][number];

function positiveInt(value: string | undefined): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

/** The unit's Guias sorted (on the client: a unit has a few) by year or by answered share. */
function ordenar(guias: Guia[], sort: string, order: 'asc' | 'desc'): Guia[] {
  const campo = sort === 'totalRespondido' ? 'totalRespondido' : 'ano';
  const sinal = order === 'asc' ? 1 : -1;
  return [...guias].sort((a, b) => (a[campo] - b[campo] || a.questionarioId - b.questionarioId) * sinal);
}

/** Admin.Objeto.Single: a unit, its owner, and its Guias; a finished one opens its performance report. */
export function ObjetoSinglePage() {
  const { t } = useTranslation('admin-objetos');
  const objetoId = positiveInt(useParams().objectId);
  const query = useAdminObjeto(objetoId);
  const list = useListParams({ sort: 'ano', order: 'desc' });

  const voltar = <BackLink to={routes['Admin.Objetos']}>{t('single.voltar')}</BackLink>;

  if (objetoId === null || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <Container size="lg" py="xl">
        <Stack gap="md">
          {voltar}
          <Alert color="gray" icon={<IconAlertCircle size={18} aria-hidden />}>
            {t('single.naoEncontrada')}
          </Alert>
        </Stack>
      </Container>
    );
  }
  if (query.isError) {
    return (
      <Container size="lg" py="xl">
        <Stack gap="md">
          {voltar}
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={t('single.erro')}>
            {query.error.message}
          </Alert>
        </Stack>
      </Container>
    );
  }
  if (!query.data) {
    return (
      <Container size="lg" py="xl" aria-busy>
        <Stack gap="md">
          <Skeleton height={36} width="50%" />
          <Skeleton height={120} />
          <Skeleton height={200} />
        </Stack>
      </Container>
    );
  }

  const { objeto, guias } = query.data;
  const busca = list.q.trim();
  const linhas = ordenar(
    busca ? guias.filter((g) => String(g.ano).includes(busca)) : guias,
    list.sort,
    list.order,
  );
  const naoInformado = t('single.naoInformado');
  const dados: [string, ReactNode][] = [
    [t('single.endereco'), objeto.endereco || naoInformado],
    [t('single.municipio'), objeto.municipio],
    [t('single.uf'), objeto.uf],
    [t('single.totalGuias'), formatNumber(guias.length)],
    [t('single.dono'), objeto.dono.nome],
    [
      t('single.email'),
      <Anchor key="email" href={`mailto:${objeto.dono.email}`}>
        {objeto.dono.email}
      </Anchor>,
    ],
  ];

  const columns: DataTableColumn<Guia>[] = [
    { key: 'ano', header: t('single.ano'), sortable: true },
    {
      key: 'totalRespondido',
      header: t('single.totalRespondido'),
      sortable: true,
      render: (g) => `${g.totalRespondido}%`,
    },
    {
      key: 'situacao',
      header: t('single.situacao'),
      render: (g) =>
        g.finalizado ? (
          <Badge
            component={Link}
            to={`${href('Admin.Objeto.Desempenho', { objectId: objeto.id, productId: g.edicaoId })}?questionario=${g.questionarioId}`}
            variant="filled"
            color="pasture"
            radius="sm"
            leftSection={<IconChartDonut size={14} aria-hidden />}
            aria-label={t('single.abrirRelatorio', { ano: g.ano })}
            style={{ cursor: 'pointer', textTransform: 'none' }}
            title={
              g.finalizadoEm ? t('single.finalizadoEm', { data: formatMonthYear(g.finalizadoEm) }) : undefined
            }
          >
            {t('single.finalizado')}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            {t('single.emAndamento')}
          </Text>
        ),
    },
  ];

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        {voltar}
        <Paper withBorder radius="md" p="lg" component="header">
          <Stack gap="md">
            <Stack gap={6}>
              <Title order={1} style={{ overflowWrap: 'anywhere' }}>
                {objeto.nomeunidade}
              </Title>
              <CategoryTag
                nome={objeto.categoria.titulo}
                descricao={objeto.categoria.descricao}
                cor={objeto.categoria.cor}
              />
            </Stack>
            <DetailList items={dados} spacing="sm" />
          </Stack>
        </Paper>

        <Stack gap="sm" component="section" aria-labelledby="guias-titulo">
          <Title order={2} size="h3" id="guias-titulo">
            {t('single.guias')}
          </Title>
          <DataTable<Guia>
            label={t('single.guias')}
            columns={columns}
            rows={linhas}
            rowKey={(g) => g.questionarioId}
            emptyText={t('single.vazio')}
            sort={list.sort}
            order={list.order}
            onSortChange={list.toggleSort}
            search={{ value: list.q, onChange: list.setSearch, label: t('single.busca') }}
            totalPages={0}
            minWidth={360}
          />
        </Stack>
      </Stack>
    </Container>
  );
}
