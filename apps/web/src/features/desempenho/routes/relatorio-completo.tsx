import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PercentDonut } from '@/components/charts/charts';
import { principioColor } from '@/components/charts/principio-color';
import { downloadPdf } from '@/lib/download-pdf';
import { useRelatorioCompleto } from '../api/get-relatorio-completo';
import { reportPath } from '../api/report-path';
import { GabaritoTable } from '../components/gabarito-table';
import { LegendaPrioridade } from '../components/legenda';
import { PrincipioIcon } from '../components/principio-icon';
import { ReportHeader } from '../components/report-header';
import { isNotFound, ReportLoadError, ReportNotFound, ReportSkeleton } from '../components/report-state';
import { useCompactReport } from '../hooks/use-report-layout';
import { useReportLink, useReportParams } from '../hooks/use-report-params';

/** Screen 20: the five principles' scores plus the total, and every indicator's answer key by principle. */
export function RelatorioCompletoPage() {
  const { t } = useTranslation('desempenho');
  const { objetoId, edicaoId, questionarioId, userId } = useReportParams();
  const reportLink = useReportLink();
  const compact = useCompactReport();
  const key = objetoId && edicaoId && questionarioId ? { objetoId, edicaoId, questionarioId, userId } : null;
  const query = useRelatorioCompleto(key);

  if (key === null || isNotFound(query.error)) return <ReportNotFound />;
  if (query.isError) return <ReportLoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <ReportSkeleton />;

  const r = query.data;
  const score = [...r.score].sort((a, b) => a.codigo - b.codigo);
  const pdf = reportPath(`/Objeto/${key.objetoId}/${key.edicaoId}/${key.questionarioId}/completo/pdf`, {
    user_id: userId,
  });
  const voltar = reportLink('desempenho', key);

  return (
    <Stack gap="lg">
      <ReportHeader
        titulo={t('completo.titulo')}
        unidade={r.unidade}
        questionario={r.questionario}
        actions={
          <Button leftSection={<IconDownload size={18} aria-hidden />} onClick={() => void downloadPdf(pdf)}>
            {t('acoes.baixarPdf')}
          </Button>
        }
      />

      <Paper component="section" aria-labelledby="pontuacao" withBorder radius="md" p="lg">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h3" id="pontuacao">
              {t('completo.pontuacao')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('completo.questoes', { count: r.questions })}
            </Text>
          </Group>
          <SimpleGrid
            cols={{ base: 2, sm: 3, lg: 6 }}
            spacing="md"
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {score.map((s) => (
              <Stack key={s.codigo} component="li" gap={4} align="center" ta="center">
                <PercentDonut value={s.valor} color={principioColor(s.codigo)} size={120} />
                <Text fw={600} size="sm">
                  {s.titulo}
                </Text>
                <Text size="sm" fw={700}>
                  {s.naoAplicado ? t('desempenho.naoAplicado') : `${s.valor}%`}
                </Text>
                {s.nulos > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('completo.nulos', { count: s.nulos })}
                  </Text>
                )}
              </Stack>
            ))}
            <Stack component="li" gap={4} align="center" ta="center">
              <PercentDonut value={r.scoretotal} size={120} />
              <Text fw={700} size="sm">
                {t('completo.total')}
              </Text>
              <Text size="sm" fw={800} c="pasture.8" data-testid="score-total">
                {`${r.scoretotal}%`}
              </Text>
            </Stack>
          </SimpleGrid>
          <VisuallyHidden>
            <Table>
              <caption>{t('completo.pontuacao')}</caption>
              <tbody>
                {score.map((s) => (
                  <tr key={s.codigo}>
                    <th scope="row">{s.titulo}</th>
                    <td>{s.naoAplicado ? t('desempenho.naoAplicado') : `${s.valor}%`}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">{t('completo.totalDescricao')}</th>
                  <td>{`${r.scoretotal}%`}</td>
                </tr>
              </tbody>
            </Table>
          </VisuallyHidden>
        </Stack>
      </Paper>

      <LegendaPrioridade />

      {score.map((s) => {
        const items = r.gabarito.filter((g) => g.pcode === s.codigo);
        const titulo = t('completo.principio', { codigo: s.codigo, titulo: s.titulo });
        return (
          <Stack key={s.codigo} component="section" aria-label={titulo} gap="sm">
            <Group gap="sm" wrap="nowrap">
              <PrincipioIcon codigo={s.codigo} />
              <Title order={2} size="h3">
                {titulo}
              </Title>
            </Group>
            <GabaritoTable
              items={items}
              questionarioId={key.questionarioId}
              compact={compact}
              caption={titulo}
            />
          </Stack>
        );
      })}

      <Group>
        <Button
          component={Link}
          to={voltar}
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          {t('acoes.voltarRelatorio')}
        </Button>
      </Group>
    </Stack>
  );
}
