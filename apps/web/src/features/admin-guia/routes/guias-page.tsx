import type { AdminGuiaItem } from '@guia/shared';
import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/app/routes';
import { DataTable, useListParams } from '@/components/data-table';
import { useModalTarget } from '@/hooks/use-modal-target';
import { formatNumber } from '@/lib/format';
import { useGuias } from '../api/get-guias';
import { GuiaAcaoModais } from '../components/guia-acao-modais';
import { type GuiaAcao, GuiaAcoes } from '../components/guia-acoes';
import { SituacaoBadge } from '../components/situacao-badge';

/** Admin.Guia: the yearly editions, newest first; create, duplicate, open/close, edit and delete. */
export function GuiasPage() {
  const { t } = useTranslation('admin-guia');
  const list = useListParams({ sort: 'ano', order: 'desc' });
  const guias = useGuias(list.query);
  const [novo, setNovo] = useState(false);
  const acao = useModalTarget<GuiaAcao>();
  const total = guias.data?.pagination.totalItems;

  return (
    <Container size="xl" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="wrap">
          <Group align="baseline" gap="md">
            <Title order={1}>{t('lista.titulo')}</Title>
            {total !== undefined && (
              <Text c="dimmed" aria-live="polite">
                {t('lista.total', { count: total, total: formatNumber(total) })}
              </Text>
            )}
          </Group>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setNovo(true)}>
            {t('lista.cadastrar')}
          </Button>
        </Group>
        <DataTable<AdminGuiaItem>
          label={t('lista.tabela')}
          minWidth={640}
          columns={[
            {
              key: 'ano',
              header: t('lista.colunas.ano'),
              sortable: true,
              render: (g) => (
                <Anchor component={Link} to={href('Admin.Guia.Principios', { productId: g.id })} fw={600}>
                  {g.ano}
                </Anchor>
              ),
            },
            {
              key: 'totalRespondido',
              header: t('lista.colunas.totalRespondido'),
              sortable: true,
              align: 'right',
              render: (g) => formatNumber(g.totalRespondido),
            },
            {
              key: 'disponivel',
              header: t('lista.colunas.disponivel'),
              sortable: true,
              render: (g) => <SituacaoBadge guia={g} />,
            },
            {
              key: 'acoes',
              header: t('lista.colunas.acoes'),
              align: 'right',
              width: 200,
              render: (g) => <GuiaAcoes guia={g} onAcao={acao.abrir} />,
            },
          ]}
          rows={guias.data?.items}
          rowKey={(g) => g.id}
          loading={guias.isFetching}
          emptyText={guias.isError ? guias.error.message : t('lista.vazio')}
          list={list}
          totalPages={guias.data?.pagination.totalPages ?? 1}
        />
      </Stack>
      <GuiaAcaoModais novo={novo} onNovoClose={() => setNovo(false)} acao={acao} />
    </Container>
  );
}
