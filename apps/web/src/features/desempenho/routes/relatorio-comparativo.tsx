import {
  GRUPOS_COMPARATIVO,
  type GrupoRelatorioComparativo,
  REGIOES,
  type RelatorioComparativo,
} from '@guia/shared';
import { Alert, Box, Button, Group, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AmostraLegenda, type BarRow, ComparativoBars, comparativoChart } from '@/components/charts/charts';
import { principioColor } from '@/components/charts/principio-color';
import { downloadPdf } from '@/lib/download-pdf';
import { formatMonthYear } from '@/lib/format';
import { useRelatorioComparativo } from '../api/get-relatorio-comparativo';
import { reportPath } from '../api/report-path';
import { ReportHeader } from '../components/report-header';
import { isNotFound, ReportLoadError, ReportNotFound, ReportSkeleton } from '../components/report-state';
import { usePhone } from '../hooks/use-report-layout';
import { useReportLink, useReportParams } from '../hooks/use-report-params';

/** Screen 22: the questionnaire's aproveitamento per principle and total against a region, Brazil or the previous one. */
export function RelatorioComparativoPage() {
  const { t } = useTranslation('desempenho');
  const { objetoId, edicaoId, questionarioId, userId } = useReportParams();
  const reportLink = useReportLink();
  const [grupo, setGrupo] = useState<GrupoRelatorioComparativo>('minha-regiao');
  const key = objetoId && edicaoId && questionarioId ? { objetoId, edicaoId, questionarioId, userId } : null;
  const query = useRelatorioComparativo(key, grupo);

  if (key === null || isNotFound(query.error)) return <ReportNotFound />;
  if (query.isError) return <ReportLoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <ReportSkeleton />;

  const r = query.data;
  const voltar = reportLink('desempenho', key);
  // The PDF of the group on screen: the same loader and numbers, or the same alert.
  const pdf = reportPath(`/Objeto/${key.objetoId}/${key.edicaoId}/${key.questionarioId}/comparativo/pdf`, {
    grupo,
    user_id: userId,
  });

  return (
    <Stack gap="lg">
      <ReportHeader
        titulo={t('comparativo.titulo')}
        unidade={r.unidade}
        actions={
          <Button leftSection={<IconDownload size={18} aria-hidden />} onClick={() => void downloadPdf(pdf)}>
            {t('acoes.baixarPdf')}
          </Button>
        }
      />
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <NativeSelect
            label={t('comparativo.grupo')}
            value={grupo}
            onChange={(e) => setGrupo(e.currentTarget.value as GrupoRelatorioComparativo)}
            data={GRUPOS_COMPARATIVO.map((g) => ({ value: g, label: t(`comparativo.grupos.${g}`) }))}
            maw={360}
          />
          <Box aria-busy={query.isFetching} aria-live="polite">
            {r.alert || !r.comparado ? (
              <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} role="alert">
                {r.alert ?? t('comparativo.semDados')}
              </Alert>
            ) : (
              <Comparacao r={r} />
            )}
          </Box>
        </Stack>
      </Paper>
      <Group>
        <Button
          component={Link}
          to={voltar}
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          {t('acoes.voltar')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The bars and the same numbers as a table; a value 0 reads 'Princípio não aplicado'. */
function Comparacao({ r }: { r: RelatorioComparativo }) {
  const { t } = useTranslation('desempenho');
  const phone = usePhone();
  const comparado = r.comparado ?? { valores: [], total: 0 };
  const rows: BarRow[] = [
    ...[...r.questionario.valores]
      .sort((a, b) => a.codigo - b.codigo)
      .map((v) => ({
        codigo: v.codigo,
        titulo: v.titulo,
        questionario: v.valor,
        comparado: comparado.valores.find((c) => c.codigo === v.codigo)?.valor ?? 0,
      })),
    {
      codigo: null,
      titulo: t('comparativo.total'),
      questionario: r.questionario.total,
      comparado: comparado.total,
    },
  ];
  const valor = (row: BarRow, v: number) =>
    row.codigo !== null && v === 0 ? t('comparativo.naoAplicado') : `${v}%`;
  // The server's rotulo names the selector's option ('Meu Guia'); the chart says what is compared:
  // for 'meu Guia', which year's questionnaire (comparadoCom).
  const chave = REGIOES.includes(r.grupo as (typeof REGIOES)[number]) ? 'regiao' : r.grupo;
  const vars = { uf: r.unidade.uf, rotulo: r.rotulo };
  const anterior = r.grupo === 'meu-guia' ? r.comparadoCom : null;
  const labels = {
    questionario: t('comparativo.suaUnidade'),
    comparado: anterior
      ? t('comparativo.anterior.legenda', { ano: anterior.ano })
      : t(`comparativo.legenda.${chave}`, vars),
  };
  const chart = comparativoChart(rows, labels);
  const comparadoTexto = anterior
    ? t('comparativo.anterior.grafico', { ano: anterior.ano })
    : t(`comparativo.comparado.${chave}`, vars);

  return (
    <Stack gap="md">
      {anterior && (
        <Text>
          {t('comparativo.anterior.frase', {
            ano: anterior.ano,
            data: formatMonthYear(anterior.finalizadoEm),
          })}
        </Text>
      )}
      <Title order={2} size="h4">
        {t('comparativo.grafico', { comparado: comparadoTexto })}
      </Title>
      <Group gap="lg" aria-hidden data-testid="legenda-comparativo">
        {chart.legenda.map((serie) => (
          <Group key={serie.name} gap={6} wrap="nowrap">
            <AmostraLegenda amostras={serie.amostras} />
            <Text size="sm">{serie.label}</Text>
          </Group>
        ))}
      </Group>
      <ComparativoBars chart={chart} narrow={phone} />
      <Table verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('comparativo.principio')}</Table.Th>
            <Table.Th scope="col">{labels.questionario}</Table.Th>
            <Table.Th scope="col">{labels.comparado}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.codigo ?? 'total'} fw={row.codigo === null ? 700 : undefined}>
              <Table.Th scope="row">
                <Group gap={6} wrap="nowrap">
                  <Box
                    w={10}
                    h={10}
                    bg={row.codigo === null ? 'var(--mantine-color-text)' : principioColor(row.codigo)}
                    style={{ borderRadius: 2, flexShrink: 0 }}
                    aria-hidden
                  />
                  {row.titulo}
                </Group>
              </Table.Th>
              <Table.Td>{valor(row, row.questionario)}</Table.Td>
              <Table.Td>{valor(row, row.comparado)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
