import type {
  AdminEstatisticasPlanos,
  AdminEstatisticasPlanosBody,
  AdminEstatisticasPlanosIndicador,
} from '@guia/shared';
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { formatNumber } from '@/lib/format';
import { useEstatisticasPlanos } from '../api/get-estatisticas-planos';
import { Numero } from './numero';

/** A figure the server did not send (too few producers): a dash, and the reason for screen readers and on hover. */
function Oculto({ min }: { min: number }) {
  const { t } = useTranslation('estatisticas');
  const motivo = t('planos.oculto', { min });
  return (
    <>
      <span aria-hidden="true" title={motivo}>
        —
      </span>
      <VisuallyHidden component="span">{motivo}</VisuallyHidden>
    </>
  );
}

/** A count, or the dash when it is not shown. */
function Figura({ valor, min, sufixo = '' }: { valor: number | null; min: number; sufixo?: string }) {
  return valor === null ? <Oculto min={min} /> : `${formatNumber(valor)}${sufixo}`;
}

/** The per-indicator table: actions, judged targets, met targets and their share. */
function TabelaIndicadores({ dados }: { dados: AdminEstatisticasPlanos }) {
  const { t } = useTranslation('estatisticas');
  const min = dados.minProdutores;
  const principioDe = new Map(dados.principios.map((p) => [p.codigo, p.titulo]));
  const figura = (
    key: string,
    valor: (i: AdminEstatisticasPlanosIndicador) => number | null,
    sufixo = '',
  ) => ({
    key,
    header: t(`planos.indicadores.${key}`),
    align: 'right' as const,
    nowrap: true,
    render: (i: AdminEstatisticasPlanosIndicador) => <Figura valor={valor(i)} min={min} sufixo={sufixo} />,
  });
  const colunas: DataTableColumn<AdminEstatisticasPlanosIndicador>[] = [
    { key: 'indicador', header: t('planos.indicadores.indicador'), render: (i) => `${i.codigo} ${i.titulo}` },
    {
      key: 'principio',
      header: t('planos.indicadores.principio'),
      render: (i) => principioDe.get(i.principio) ?? String(i.principio),
    },
    figura('itens', (i) => i.itens),
    figura('avaliados', (i) => i.avaliados),
    figura('atingidas', (i) => i.atingidas),
    figura('percentual', (i) => i.percentualAtingidas, '%'),
  ];
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('planos.indicadores.titulo')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('planos.indicadores.descricao')}
      </Text>
      <DataTable
        label={t('planos.indicadores.tabela')}
        columns={colunas}
        rows={dados.indicadores}
        rowKey={(i) => i.linhagem}
        emptyText={t('planos.indicadores.vazio')}
        minWidth={720}
      />
    </Stack>
  );
}

/** The summary cards and the actions by principle. */
function ResumoEPrincipios({ dados }: { dados: AdminEstatisticasPlanos }) {
  const { t } = useTranslation('estatisticas');
  const min = dados.minProdutores;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {(['planos', 'unidades', 'itens'] as const).map((k) => (
          <Numero
            key={k}
            rotulo={t(`planos.resumo.${k}`)}
            valor={<Figura valor={dados.resumo[k]} min={min} />}
          />
        ))}
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Table>
          <caption>{t('planos.principios.titulo')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('planos.principios.principio')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('planos.principios.itens')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dados.principios.map((p) => (
              <Table.Tr key={p.codigo}>
                <Table.Th scope="row" fw={500}>
                  {p.titulo}
                </Table.Th>
                <Table.Td ta="right">
                  <Figura valor={p.itens} min={min} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </>
  );
}

/**
 * 'Planos de ação' of the statistics (issue 17 §4): plans made, actions by principle and by indicator,
 * and the share of targets met, for the page's filters. The producers' own declaration, never a
 * certification; figures over too few producers come as null and show as '—'.
 */
export function PlanosAcao({ filtros }: { filtros: AdminEstatisticasPlanosBody }) {
  const { t } = useTranslation('estatisticas');
  const planos = useEstatisticasPlanos(filtros);
  const d = planos.data;
  return (
    <Paper component="section" aria-labelledby="estatisticas-planos" withBorder p="md" radius="md">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="estatisticas-planos">
            {t('planos.titulo')}
          </Title>
          <Text size="sm" fw={600}>
            {t('planos.declaracao')}
          </Text>
          {d && (
            <Text size="sm" c="dimmed">
              {t('planos.nota', { min: d.minProdutores })}
            </Text>
          )}
        </div>
        {planos.isError && !d ? (
          <Alert color="red" title={t('planos.erro')}>
            <Button variant="light" color="red" onClick={() => planos.refetch()}>
              {t('recarregar')}
            </Button>
          </Alert>
        ) : !d ? (
          <Group justify="center" p="md">
            <Loader role="progressbar" aria-label={t('planos.carregando')} />
          </Group>
        ) : (
          <Stack gap="md" aria-busy={planos.isFetching}>
            <ResumoEPrincipios dados={d} />
            <TabelaIndicadores dados={d} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
