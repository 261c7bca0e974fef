import { type AdminSolicitacaoItem, SOLICITACAO_SITUACOES } from '@guia/shared';
import { Button, Container, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, useListParams } from '@/components/data-table';
import { ListHeading } from '@/components/list-heading';
import { formatDateTime } from '@/lib/format';
import { useSolicitacoes } from '../api/get-solicitacoes';
import { DecisaoModal, type DecisaoTarget } from '../components/decisao-modal';

/** A CPF or CNPJ with its mask, as people read it. */
function formatDocumento(tipo: 'cpf' | 'cnpj', digits: string): string {
  return tipo === 'cpf'
    ? digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4')
    : digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}

/**
 * Admin.Solicitacoes: requests for a CPF/CNPJ another account holds, server-paginated (open ones by
 * default, oldest first); resolve (the document moves to the requester) or reject, each confirmed.
 */
export function SolicitacoesPage() {
  const { t } = useTranslation('admin-solicitacoes');
  const list = useListParams<'situacao'>({ sort: 'enviadaEm', filters: ['situacao'] });
  const situacao = list.filters.situacao || 'aberta';
  const solicitacoes = useSolicitacoes({ ...list.query, situacao });
  const [target, setTarget] = useState<DecisaoTarget | null>(null);
  const total = solicitacoes.data?.pagination.totalItems;
  const aberta = situacao === 'aberta';

  const decidir = (s: AdminSolicitacaoItem, decisao: DecisaoTarget['decisao']) =>
    setTarget({
      id: s.id,
      decisao,
      nome: s.solicitante.nome,
      tipo: s.tipo,
      documento: formatDocumento(s.tipo, s.documento),
    });

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <ListHeading title={t('titulo')} total={total} totalText={(n) => t('total', n)} />
        <Text>{t('explicacao')}</Text>
        <DataTable<AdminSolicitacaoItem>
          label={t('tabela')}
          minWidth={900}
          columns={[
            {
              key: 'nome',
              header: t('colunas.solicitante'),
              sortable: true,
              render: (s) => (
                <Stack gap={0}>
                  <Text fw={600}>{s.solicitante.nome}</Text>
                  <Text size="sm">{s.solicitante.email}</Text>
                </Stack>
              ),
            },
            {
              key: 'documento',
              header: t('colunas.documento'),
              render: (s) => `${s.tipo.toUpperCase()} ${formatDocumento(s.tipo, s.documento)}`,
            },
            {
              key: 'titular',
              header: t('colunas.titular'),
              render: (s) =>
                s.titular ? (
                  <Stack gap={0}>
                    <Text>{s.titular.nome}</Text>
                    <Text size="sm">{s.titular.email}</Text>
                  </Stack>
                ) : (
                  t('semTitular')
                ),
            },
            {
              key: 'enviadaEm',
              header: t('colunas.enviadaEm'),
              sortable: true,
              render: (s) => (s.enviadaEm ? formatDateTime(s.enviadaEm) : '—'),
            },
            {
              key: 'acoes',
              header: t('colunas.acoes'),
              render: (s) =>
                aberta ? (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      onClick={() => decidir(s, 'Resolver')}
                      aria-label={t('acoes.resolverDe', { nome: s.solicitante.nome })}
                    >
                      {t('acoes.resolver')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => decidir(s, 'Rejeitar')}
                      aria-label={t('acoes.rejeitarDe', { nome: s.solicitante.nome })}
                    >
                      {t('acoes.rejeitar')}
                    </Button>
                  </Group>
                ) : (
                  t(`situacoes.${s.situacao}`)
                ),
            },
          ]}
          rows={solicitacoes.data?.items}
          rowKey={(s) => s.id}
          loading={solicitacoes.isFetching}
          emptyText={solicitacoes.isError ? solicitacoes.error.message : t('vazio')}
          list={list}
          totalPages={solicitacoes.data?.pagination.totalPages ?? 1}
          search={{
            label: t('buscar'),
            placeholder: t('buscarPlaceholder'),
          }}
          toolbar={
            <NativeSelect
              label={t('filtros.situacao')}
              value={situacao}
              onChange={(e) =>
                list.setFilter('situacao', e.currentTarget.value === 'aberta' ? null : e.currentTarget.value)
              }
              data={SOLICITACAO_SITUACOES.map((s) => ({ value: s, label: t(`situacoes.${s}`) }))}
            />
          }
        />
      </Stack>
      <DecisaoModal target={target} onClose={() => setTarget(null)} />
    </Container>
  );
}
