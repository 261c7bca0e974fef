import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconChartPie } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { href } from '@/app/routes';
import { BackLink } from '@/components/back-link';
import { CategoryTag } from '@/components/category-tag';
import { DataTable, useListParams } from '@/components/data-table';
import { type UsuarioObjetoDetalhe, useUsuarioObjeto } from '../api/get-usuario-objeto';

type Guia = UsuarioObjetoDetalhe['guias'][number];

/** Admin.Usuario.Objeto.Single: one unit of the user and its Guias; a finished one opens its report. */
export function UsuarioObjetoPage() {
  const { t } = useTranslation('admin-usuarios');
  const { userId = '', objectId = '' } = useParams();
  const detalhe = useUsuarioObjeto(objectId);
  const list = useListParams({ sort: 'ano', order: 'desc' });
  const guias = useMemo(() => {
    const todas = detalhe.data?.guias ?? [];
    const dir = list.order === 'desc' ? -1 : 1;
    const key = list.sort === 'totalRespondido' ? 'totalRespondido' : 'ano';
    return todas
      .filter((g) => String(g.ano).includes(list.q.trim()))
      .sort((a, b) => (a[key] - b[key] || a.questionarioId - b.questionarioId) * dir);
  }, [detalhe.data, list.q, list.sort, list.order]);

  const voltar = (
    <Group>
      <BackLink to={href('Admin.Usuarios.Single', { userId })}>{t('objeto.voltar')}</BackLink>
    </Group>
  );

  if (detalhe.isError) {
    return (
      <Container size="xl" py="xl">
        <Stack gap="md">
          {voltar}
          <Alert color="red" role="alert" title={t('erro')}>
            {detalhe.error.message}
          </Alert>
        </Stack>
      </Container>
    );
  }

  const objeto = detalhe.data?.objeto;
  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        {voltar}
        {objeto ? (
          <Stack gap="sm">
            <Group gap="sm" wrap="wrap">
              <Title order={1}>{objeto.nomeunidade}</Title>
              <CategoryTag
                nome={objeto.categoria.titulo}
                descricao={objeto.categoria.descricao}
                cor={objeto.categoria.cor}
              />
            </Group>
            <Paper withBorder p="lg" radius="md">
              <Stack gap={4}>
                <Text>
                  <Text span c="dimmed">
                    {t('objeto.endereco')}:{' '}
                  </Text>
                  {[objeto.endereco, `${objeto.municipio} - ${objeto.uf}`].filter(Boolean).join(', ')}
                </Text>
                <Text>
                  <Text span c="dimmed">
                    {t('objeto.dono')}:{' '}
                  </Text>
                  {objeto.dono.nome} ({objeto.dono.email})
                </Text>
                <Text fw={600}>{t('objeto.total', { count: detalhe.data?.guias.length ?? 0 })}</Text>
              </Stack>
            </Paper>
          </Stack>
        ) : (
          <Skeleton height={120} radius="md" />
        )}
        <DataTable<Guia>
          label={t('objeto.tabela')}
          minWidth={520}
          columns={[
            { key: 'ano', header: t('objeto.colAno'), sortable: true },
            {
              key: 'totalRespondido',
              header: t('objeto.colTotal'),
              sortable: true,
              render: (g) => (
                <Group gap="sm" wrap="nowrap">
                  <Progress value={g.totalRespondido} w={120} aria-hidden />
                  <Text size="sm">{`${Math.round(g.totalRespondido)}%`}</Text>
                </Group>
              ),
            },
            {
              key: 'situacao',
              header: t('objeto.colSituacao'),
              render: (g) =>
                g.finalizado ? (
                  <Button
                    component={Link}
                    to={href('Admin.Usuario.Objeto.Desempenho', { userId, objectId, productId: g.edicaoId })}
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconChartPie size={14} aria-hidden />}
                  >
                    {t('objeto.finalizado')}
                    <VisuallyHidden>{` — ${t('objeto.abrirRelatorio', { ano: g.ano })}`}</VisuallyHidden>
                  </Button>
                ) : (
                  <Badge variant="light" color="gray" styles={{ label: { textTransform: 'none' } }}>
                    {t('objeto.emAndamento')}
                  </Badge>
                ),
            },
          ]}
          rows={detalhe.data ? guias : undefined}
          rowKey={(g) => g.questionarioId}
          loading={detalhe.isPending}
          emptyText={t('objeto.vazio')}
          sort={list.sort}
          order={list.order}
          onSortChange={list.toggleSort}
          search={{ value: list.q, onChange: list.setSearch, label: t('objeto.buscar') }}
        />
      </Stack>
    </Container>
  );
}
