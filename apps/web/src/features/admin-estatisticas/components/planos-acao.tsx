import type { AdminEstatisticasPlanosBody, AdminEstatisticasPlanosIndicador } from '@guia/shared';
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
import type { ReactNode } from 'react';
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

/**
 * 'Planos de ação' of the statistics (issue 17 §4): plans made, actions by principle and by indicator,
 * and the share of targets met, for the page's filters. The producers' own declaration, never a
 * certification; figures over too few producers come as null and show as '—'.
 */
export function PlanosAcao({ filtros }: { filtros: AdminEstatisticasPlanosBody }) {
  const { t } = useTranslation('estatisticas');
  const planos = useEstatisticasPlanos(filtros);
  const d = planos.data;

  let corpo: ReactNode;
  if (planos.isError && !d) {
    corpo = (
      <Alert color="red" title={t('planos.erro')}>
        <Button variant="light" color="red" onClick={() => planos.refetch()}>
          {t('recarregar')}
        </Button>
      </Alert>
    );
  } else if (!d) {
    corpo = (
      <Group justify="center" p="md">
        <Loader role="progressbar" aria-label={t('planos.carregando')} />
      </Group>
    );
  } else {
    const min = d.minProdutores;
    const principioDe = new Map(d.principios.map((p) => [p.codigo, p.titulo]));
    const colunas: DataTableColumn<AdminEstatisticasPlanosIndicador>[] = [
      {
        key: 'indicador',
        header: t('planos.indicadores.indicador'),
        render: (i) => `${i.codigo} ${i.titulo}`,
      },
      {
        key: 'principio',
        header: t('planos.indicadores.principio'),
        render: (i) => principioDe.get(i.principio) ?? String(i.principio),
      },
      {
        key: 'itens',
        header: t('planos.indicadores.itens'),
        align: 'right',
        nowrap: true,
        render: (i) => <Figura valor={i.itens} min={min} />,
      },
      {
        key: 'avaliados',
        header: t('planos.indicadores.avaliados'),
        align: 'right',
        nowrap: true,
        render: (i) => <Figura valor={i.avaliados} min={min} />,
      },
      {
        key: 'atingidas',
        header: t('planos.indicadores.atingidas'),
        align: 'right',
        nowrap: true,
        render: (i) => <Figura valor={i.atingidas} min={min} />,
      },
      {
        key: 'percentual',
        header: t('planos.indicadores.percentual'),
        align: 'right',
        nowrap: true,
        render: (i) => <Figura valor={i.percentualAtingidas} min={min} sufixo="%" />,
      },
    ];
    corpo = (
      <Stack gap="md" aria-busy={planos.isFetching}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Numero rotulo={t('planos.resumo.planos')} valor={<Figura valor={d.resumo.planos} min={min} />} />
          <Numero
            rotulo={t('planos.resumo.unidades')}
            valor={<Figura valor={d.resumo.unidades} min={min} />}
          />
          <Numero rotulo={t('planos.resumo.itens')} valor={<Figura valor={d.resumo.itens} min={min} />} />
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
              {d.principios.map((p) => (
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
            rows={d.indicadores}
            rowKey={(i) => i.linhagem}
            emptyText={t('planos.indicadores.vazio')}
            minWidth={720}
          />
        </Stack>
      </Stack>
    );
  }

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
        {corpo}
      </Stack>
    </Paper>
  );
}
