import { type AdminUsuarioObjeto, displayCelular } from '@guia/shared';
import { Alert, Anchor, Container, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { href } from '@/app/routes';
import { BackLink } from '@/components/back-link';
import { CategoryTag } from '@/components/category-tag';
import { DataTable, useListParams } from '@/components/data-table';
import { DetailList } from '@/components/detail-list';
import { formatMonthYear, formatNumber } from '@/lib/format';
import { useUsuario } from '../api/get-usuario';
import { AcessosSection } from '../components/acessos-section';
import { UsuarioRoleBadge, UsuarioStatusBadge } from '../components/usuario-status-badge';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

type Ordem = 'nomeunidade' | 'categoria' | 'municipio' | 'guias' | 'ultimoFinalizadoEm';
const valor: Record<Ordem, (o: AdminUsuarioObjeto) => string | number> = {
  nomeunidade: (o) => fold(o.nomeunidade),
  categoria: (o) => fold(o.categoria.descricao),
  municipio: (o) => fold(`${o.municipio} ${o.uf}`),
  guias: (o) => o.guias,
  ultimoFinalizadoEm: (o) => o.ultimoFinalizadoEm ?? '',
};

/** Admin.Usuarios.Single: the user's data, their units (sortable, searchable) and the audit trail. */
export function UsuarioSinglePage() {
  const { t } = useTranslation('admin-usuarios');
  const { userId = '' } = useParams();
  const detalhe = useUsuario(userId);
  // A small list: sorted and searched here, its state in the URL like every admin list.
  const list = useListParams({ sort: 'nomeunidade' });
  const objetos = useMemo(() => {
    const todos = detalhe.data?.objetos ?? [];
    const q = fold(list.q);
    const key = (list.sort in valor ? list.sort : 'nomeunidade') as Ordem;
    const dir = list.order === 'desc' ? -1 : 1;
    return todos
      .filter((o) => fold(o.nomeunidade).includes(q))
      .sort((a, b) => {
        const va = valor[key](a);
        const vb = valor[key](b);
        return (va < vb ? -1 : va > vb ? 1 : a.id - b.id) * dir;
      });
  }, [detalhe.data, list.q, list.sort, list.order]);

  const voltar = (
    <Group>
      <BackLink to={href('Admin.Usuarios')}>{t('single.voltar')}</BackLink>
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

  const usuario = detalhe.data?.usuario;
  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        {voltar}
        {usuario ? (
          <Stack gap="md">
            <Group gap="sm" wrap="wrap">
              <Title order={1}>{usuario.nome}</Title>
              <UsuarioRoleBadge role={usuario.role} />
              <UsuarioStatusBadge status={usuario.status} />
            </Group>
            <Paper withBorder p="lg" radius="md" component="section" aria-label={t('single.dados')}>
              <DetailList
                items={[
                  [t('single.email'), usuario.email],
                  [t('single.celular'), displayCelular(usuario.celular)],
                  [t('single.uf'), usuario.uf ?? '—'],
                  [t('single.criadoEm'), formatMonthYear(usuario.criadoEm)],
                  ...(usuario.emailPendente
                    ? [[t('single.emailPendente'), usuario.emailPendente] as const]
                    : []),
                ]}
              />
            </Paper>
          </Stack>
        ) : (
          <Skeleton height={140} radius="md" />
        )}

        <Stack gap="sm" component="section" aria-labelledby="unidades-titulo">
          <Title order={2} size="h3" id="unidades-titulo">
            {t('single.unidades')}
          </Title>
          <DataTable<AdminUsuarioObjeto>
            label={t('single.unidadesTabela')}
            minWidth={720}
            columns={[
              {
                key: 'nomeunidade',
                header: t('single.colNome'),
                sortable: true,
                render: (o) => (
                  <Anchor
                    component={Link}
                    to={href('Admin.Usuario.Objeto.Single', { userId, objectId: o.id })}
                    fw={600}
                  >
                    {o.nomeunidade}
                  </Anchor>
                ),
              },
              {
                key: 'categoria',
                header: t('single.colCategoria'),
                sortable: true,
                render: (o) => (
                  <CategoryTag
                    nome={o.categoria.titulo}
                    descricao={o.categoria.descricao}
                    cor={o.categoria.cor}
                  />
                ),
              },
              {
                key: 'municipio',
                header: t('single.colMunicipio'),
                sortable: true,
                render: (o) => `${o.municipio} - ${o.uf}`,
              },
              {
                key: 'guias',
                header: t('single.colGuias'),
                sortable: true,
                align: 'right',
                render: (o) => formatNumber(o.guias),
              },
              {
                key: 'ultimoFinalizadoEm',
                header: t('single.colUltimo'),
                sortable: true,
                render: (o) =>
                  o.ultimoFinalizadoEm ? formatMonthYear(o.ultimoFinalizadoEm) : t('single.nunca'),
              },
            ]}
            rows={detalhe.data ? objetos : undefined}
            rowKey={(o) => o.id}
            loading={detalhe.isPending}
            emptyText={t('single.vazioUnidades')}
            sort={list.sort}
            order={list.order}
            onSortChange={list.toggleSort}
            search={{ value: list.q, onChange: list.setSearch, label: t('single.buscarUnidade') }}
          />
        </Stack>

        {/* After the user's data: the read that fills this page is itself one of these rows. */}
        {detalhe.data && <AcessosSection userId={userId} />}
      </Stack>
    </Container>
  );
}
