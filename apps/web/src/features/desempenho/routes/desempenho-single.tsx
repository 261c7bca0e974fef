import { percentualDosPontos, type RelatorioDesempenho } from '@guia/shared';
import {
  Box,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconDownload, IconFileCertificate, IconListCheck, IconScale, IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PercentDonut, PrincipiosRadar } from '@/components/charts/charts';
import { principioColor } from '@/components/charts/principio-color';
import { downloadPdf } from '@/lib/download-pdf';
import { useRelatorioDesempenho } from '../api/get-relatorio-desempenho';
import { reportPath } from '../api/report-path';
import { MetasDoCiclo } from '../components/metas-do-ciclo';
import { Pager } from '../components/pager';
import { PrincipioBlock } from '../components/principio-block';
import { ReportHeader } from '../components/report-header';
import { isNotFound, ReportLoadError, ReportNotFound, ReportSkeleton } from '../components/report-state';
import { useCompactReport, usePhone } from '../hooks/use-report-layout';
import { useReportLink, useReportParams } from '../hooks/use-report-params';

/**
 * Screen 19 (Desempenho.Single and Desempenho.Relatorio): the performance report of the unit's latest finished
 * questionnaire of the edition, or of the one in the route.
 */
export function DesempenhoSinglePage() {
  const { objetoId, edicaoId, questionarioId, userId } = useReportParams();
  const query = useRelatorioDesempenho(
    objetoId && edicaoId ? { objetoId, edicaoId, questionarioId, userId } : null,
  );

  if (objetoId === null || edicaoId === null || isNotFound(query.error)) return <ReportNotFound />;
  if (query.isError) return <ReportLoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <ReportSkeleton />;
  return (
    <Relatorio
      r={query.data}
      objetoId={objetoId}
      edicaoId={edicaoId}
      fixedQuestionario={questionarioId}
      userId={userId}
    />
  );
}

interface RelatorioProps {
  r: RelatorioDesempenho;
  objetoId: number;
  edicaoId: number;
  fixedQuestionario: number | null;
  userId: number | null;
}

function Relatorio({ r, objetoId, edicaoId, fixedQuestionario, userId }: RelatorioProps) {
  const { t } = useTranslation('desempenho');
  const compact = useCompactReport();
  const phone = usePhone();
  const [pagina, setPagina] = useState(1);
  const qid = r.questionario.id;
  const principios = [...r.principios].sort((a, b) => a.codigo - b.codigo);
  const reportLink = useReportLink();
  const link = (view: 'completo' | 'prioridades' | 'comparativo') =>
    reportLink(view, { objetoId, edicaoId, questionarioId: qid });
  // Desempenho.Relatorio shows one questionnaire: its export is that questionnaire's generated report.
  const exportPath =
    fixedQuestionario === null
      ? reportPath(`/Relatorio/Desempenho/${objetoId}/${edicaoId}`, { user_id: userId })
      : reportPath(`/Guia/Report/Generate/${objetoId}/${edicaoId}/${fixedQuestionario}`, { user_id: userId });
  const visiveis = phone ? principios.slice(pagina - 1, pagina) : principios;
  const geral = r.avaliacaoGeral;

  return (
    <Stack gap="lg">
      <ReportHeader
        titulo={t('desempenho.titulo')}
        unidade={r.unidade}
        questionario={r.questionario}
        detalhado
        actions={
          <>
            <Button
              leftSection={<IconDownload size={18} aria-hidden />}
              onClick={() => void downloadPdf(exportPath)}
            >
              {t('acoes.exportar')}
            </Button>
            <Button
              variant="subtle"
              leftSection={<IconFileCertificate size={18} aria-hidden />}
              onClick={() =>
                void downloadPdf(reportPath(`/Guia/Report/${objetoId}/${edicaoId}`, { user_id: userId }))
              }
            >
              {t('acoes.segundaVia')}
            </Button>
          </>
        }
      />

      <Group gap="sm">
        <Button
          component={Link}
          to={link('completo')}
          variant="light"
          leftSection={<IconListCheck size={18} aria-hidden />}
        >
          {t('acoes.completo')}
        </Button>
        <Button
          component={Link}
          to={link('prioridades')}
          variant="light"
          leftSection={<IconStar size={18} aria-hidden />}
        >
          {t('acoes.prioridades')}
        </Button>
        <Button
          component={Link}
          to={link('comparativo')}
          variant="light"
          leftSection={<IconScale size={18} aria-hidden />}
        >
          {t('acoes.comparativo')}
        </Button>
      </Group>

      <Paper component="section" aria-labelledby="visao-geral" withBorder radius="md" p="lg">
        <Title order={2} size="h3" id="visao-geral" mb="md">
          {t('desempenho.visaoGeral')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="xs">
            <Text fw={600}>{t('desempenho.radar')}</Text>
            <Text size="sm" c="dimmed">
              {t('desempenho.radarDescricao')}
            </Text>
            <PrincipiosRadar
              label={t('desempenho.aproveitamento')}
              compact={phone}
              data={principios.map((p) => ({ codigo: p.codigo, titulo: p.titulo, valor: p.aproveitamento }))}
            />
            {phone && (
              // The radar shows each principle's number on a phone; the names and values are here.
              <Stack
                component="ul"
                gap={4}
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                aria-hidden
                data-testid="legenda-radar"
              >
                {principios.map((p) => (
                  <Group key={p.id} component="li" gap={8} wrap="nowrap" justify="space-between">
                    <Group gap={8} wrap="nowrap">
                      <Box w={10} h={10} bg={principioColor(p.codigo)} style={{ borderRadius: '50%' }} />
                      <Text fw={800} w={14} ta="center">
                        {p.codigo}
                      </Text>
                      <Text size="sm">{p.titulo}</Text>
                    </Group>
                    <Text size="sm" fw={600}>
                      {p.naoAplicado ? t('desempenho.naoAplicado') : `${p.aproveitamento}%`}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
            <VisuallyHidden>
              <Table>
                <caption>{t('desempenho.radar')}</caption>
                <tbody>
                  {principios.map((p) => (
                    <tr key={p.id}>
                      <th scope="row">{p.titulo}</th>
                      <td>{p.naoAplicado ? t('desempenho.naoAplicado') : `${p.aproveitamento}%`}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </VisuallyHidden>
          </Stack>
          <Stack gap="xs" align="center" justify="center" ta="center">
            <Text fw={600}>{t('desempenho.geral')}</Text>
            <PercentDonut value={geral.percentual} size={phone ? 160 : 200} />
            {/* Two measures that differ: each is named, so 65% and 63% never read as the same number. */}
            <Text fw={700} size="lg" data-testid="percentual-geral">
              {t('desempenho.mediaPrincipios', { valor: geral.percentual })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('desempenho.mediaExplicacao')}
            </Text>
            <Text fw={600} mt="xs" data-testid="pontos-obtidos">
              {t('desempenho.totais', {
                avaliacao: geral.totalAvaliacao.toLocaleString('pt-BR'),
                potencial: geral.totalPotencial.toLocaleString('pt-BR'),
                percentual: percentualDosPontos(geral.totalAvaliacao, geral.totalPotencial),
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('desempenho.totaisExplicacao')}
            </Text>
          </Stack>
        </SimpleGrid>
      </Paper>

      <MetasDoCiclo objetoId={objetoId} edicaoId={edicaoId} questionarioId={qid} emNomeDe={userId !== null} />

      <Stack gap="md" component="section" aria-labelledby="principios">
        <Title order={2} size="h3" id="principios">
          {t('desempenho.principios')}
        </Title>
        {phone && principios.length > 1 && (
          <Pager
            page={pagina}
            total={principios.length}
            onChange={setPagina}
            label={t('desempenho.paginacao')}
            previousLabel={t('desempenho.anterior')}
            nextLabel={t('desempenho.proximo')}
            text={t('desempenho.pagina', { atual: pagina, total: principios.length })}
          />
        )}
        {visiveis.map((p) => (
          <PrincipioBlock key={p.id} principio={p} questionarioId={qid} compact={compact} />
        ))}
      </Stack>
    </Stack>
  );
}
