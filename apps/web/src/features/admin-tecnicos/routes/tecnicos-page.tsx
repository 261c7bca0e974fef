import { type AdminTecnicoItem, STATUS_TECNICO, UF_SIGLAS } from '@guia/shared';
import { Container, Stack, Text } from '@mantine/core';
import { IconCertificate, IconPlayerPause } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable, ListFilter, useListParams } from '@/components/data-table';
import { ListHeading } from '@/components/list-heading';
import { RowActions } from '@/components/row-actions';
import { useModalTarget } from '@/hooks/use-modal-target';
import { formatDate, formatNumber } from '@/lib/format';
import { useTecnicos } from '../api/get-tecnicos';
import { type DecisaoAlvo, DecisaoModal } from '../components/decisao-modal';
import { TecnicoStatusBadge } from '../components/tecnico-status-badge';

/**
 * Admin.Tecnicos (issue 18 §1): accreditation requests and technicians, server-paginated, newest requests first;
 * page, sort, search and the status and UF filters in the URL. 'Credenciar' and 'Suspender' are confirmed.
 */
export function TecnicosPage() {
  const { t } = useTranslation('admin-tecnicos');
  const list = useListParams<'status' | 'uf'>({
    sort: 'solicitado_em',
    order: 'desc',
    filters: ['status', 'uf'],
  });
  const tecnicos = useTecnicos(list.query);
  const decidindo = useModalTarget<DecisaoAlvo>();

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <ListHeading
          title={t('titulo')}
          total={tecnicos.data?.pagination.totalItems}
          totalText={(n) => t('total', n)}
        />
        <Text maw={760}>{t('texto')}</Text>
        <DataTable<AdminTecnicoItem>
          label={t('tabela')}
          minWidth={960}
          columns={[
            { key: 'nome', header: t('colunas.nome'), sortable: true },
            { key: 'instituicao', header: t('colunas.instituicao'), sortable: true },
            { key: 'registro_profissional', header: t('colunas.registro') },
            { key: 'uf', header: t('colunas.uf'), sortable: true, nowrap: true },
            {
              key: 'status',
              header: t('colunas.status'),
              sortable: true,
              nowrap: true,
              render: (r) => <TecnicoStatusBadge status={r.status} />,
            },
            {
              key: 'solicitado_em',
              header: t('colunas.solicitado_em'),
              sortable: true,
              nowrap: true,
              render: (r) => formatDate(r.solicitado_em),
            },
            {
              key: 'autorizacoes_ativas',
              header: t('colunas.autorizacoes_ativas'),
              sortable: true,
              align: 'right',
              render: (r) => formatNumber(r.autorizacoes_ativas),
            },
            {
              key: 'acoes',
              header: t('colunas.acoes'),
              align: 'center',
              width: 80,
              render: (r) => (
                <RowActions
                  menuLabel={t('menu.abrir', { nome: r.nome })}
                  actions={[
                    r.status !== 'credenciado' && {
                      label: t('menu.credenciar'),
                      icon: IconCertificate,
                      onClick: () => decidindo.abrir({ tecnico: r, decisao: 'Credenciar' }),
                    },
                    r.status !== 'suspenso' && {
                      label: t('menu.suspender'),
                      icon: IconPlayerPause,
                      danger: true,
                      onClick: () => decidindo.abrir({ tecnico: r, decisao: 'Suspender' }),
                    },
                  ]}
                />
              ),
            },
          ]}
          rows={tecnicos.data?.items}
          rowKey={(r) => r.usuario_id}
          loading={tecnicos.isFetching}
          emptyText={tecnicos.isError ? tecnicos.error.message : t('vazio')}
          list={list}
          totalPages={tecnicos.data?.pagination.totalPages ?? 1}
          search={{ label: t('buscar'), placeholder: t('buscarPlaceholder') }}
          toolbar={
            <>
              <ListFilter
                list={list}
                name="status"
                label={t('filtros.status')}
                todos={t('filtros.todos')}
                options={STATUS_TECNICO.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              />
              <ListFilter
                list={list}
                name="uf"
                label={t('filtros.uf')}
                todos={t('filtros.todas')}
                options={UF_SIGLAS}
              />
            </>
          }
        />
      </Stack>
      <DecisaoModal opened={decidindo.opened} alvo={decidindo.alvo} onClose={decidindo.fechar} />
    </Container>
  );
}
