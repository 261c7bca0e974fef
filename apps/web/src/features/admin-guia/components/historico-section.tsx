import type { AdminGuiaHistoricoItem } from '@guia/shared';
import { Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import { useGuiaHistorico } from '../api/get-guia-historico';
import { detalharAlteracao } from './historico-detalhes';

/** What an audit row of an edition says, in Portuguese (an unknown action shows its code). */
export function descreverAlteracao(t: TFunction<'admin-guia'>, item: AdminGuiaHistoricoItem): string {
  const chave = item.acao.replace(/\./g, '_');
  return t(`historico.acoes.${chave}`, { defaultValue: item.acao });
}

/** The 'Detalhes' cell: cropped quotes on screen with the whole sentence as its title (and for screen readers). */
function DetalhesCell({ item }: { item: AdminGuiaHistoricoItem }) {
  const { t } = useTranslation('admin-guia');
  const detalhe = detalharAlteracao(t, item);
  if (!detalhe) return null;
  if (detalhe.texto === detalhe.completo) return <Text size="sm">{detalhe.texto}</Text>;
  return (
    <Text size="sm">
      <span aria-hidden title={detalhe.completo}>
        {detalhe.texto}
      </span>
      <VisuallyHidden>{detalhe.completo}</VisuallyHidden>
    </Text>
  );
}

/** 'Histórico de alterações': who changed the edition and when, newest first, paginated. */
export function HistoricoSection({ productId }: { productId: string }) {
  const { t } = useTranslation('admin-guia');
  const [page, setPage] = useState(1);
  const historico = useGuiaHistorico(productId, page);
  return (
    <Stack gap="sm" component="section" aria-labelledby="historico-titulo">
      <Title order={2} size="h3" id="historico-titulo">
        {t('historico.titulo')}
      </Title>
      <DataTable<AdminGuiaHistoricoItem>
        label={t('historico.tabela')}
        minWidth={720}
        columns={[
          {
            key: 'criadoEm',
            header: t('historico.colData'),
            render: (h) => formatDateTime(h.criadoEm),
            width: 170,
          },
          { key: 'atorNome', header: t('historico.colQuem') },
          { key: 'acao', header: t('historico.colAcao'), render: (h) => descreverAlteracao(t, h) },
          { key: 'detalhes', header: t('historico.colDetalhes'), render: (h) => <DetalhesCell item={h} /> },
        ]}
        rows={historico.data?.items}
        rowKey={(h) => h.id}
        loading={historico.isFetching}
        emptyText={historico.isError ? historico.error.message : t('historico.vazio')}
        page={page}
        totalPages={historico.data?.pagination.totalPages ?? 1}
        onPageChange={setPage}
      />
    </Stack>
  );
}
