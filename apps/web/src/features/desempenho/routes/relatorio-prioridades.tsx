import type { ItemGabarito } from '@guia/shared';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconListCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/app/routes';
import { EmptyState } from '@/components/empty-state';
import { downloadPdf } from '@/lib/download-pdf';
import { useRelatorioPrioridades } from '../api/get-relatorio-prioridades';
import { reportPath } from '../api/report-path';
import { GabaritoDetails, useGabaritoModals } from '../components/gabarito-fields';
import { GabaritoTabela } from '../components/gabarito-table';
import { LegendaPrioridade } from '../components/legenda';
import { Pager } from '../components/pager';
import { ReportHeader } from '../components/report-header';
import { isNotFound, ReportLoadError, ReportNotFound, ReportSkeleton } from '../components/report-state';
import { useCompactReport } from '../hooks/use-report-layout';
import { useReportLink, useReportParams } from '../hooks/use-report-params';

/** Screen 21: at most five priority indicators, in the server's order (SCORING.md), with the way to the next level. */
export function RelatorioPrioridadesPage() {
  const { t } = useTranslation('desempenho');
  const { objetoId, edicaoId, questionarioId, userId } = useReportParams();
  const reportLink = useReportLink();
  const key = objetoId && edicaoId && questionarioId ? { objetoId, edicaoId, questionarioId, userId } : null;
  const query = useRelatorioPrioridades(key);

  if (key === null || isNotFound(query.error)) return <ReportNotFound />;
  if (query.isError) return <ReportLoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <ReportSkeleton />;

  const r = query.data;
  const pdf = reportPath(`/Objeto/${key.objetoId}/${key.edicaoId}/${key.questionarioId}/prioridades/pdf`, {
    user_id: userId,
  });
  const voltar = reportLink('desempenho', key);

  return (
    <Stack gap="lg">
      <ReportHeader
        titulo={t('prioridades.titulo')}
        unidade={r.unidade}
        questionario={r.questionario}
        actions={
          r.prioridades.length > 0 && (
            <Button
              leftSection={<IconDownload size={18} aria-hidden />}
              onClick={() => void downloadPdf(pdf)}
            >
              {t('acoes.baixarPdf')}
            </Button>
          )
        }
      />
      {r.prioridades.length === 0 ? (
        <EmptyState title={t('prioridades.vazio')} illustration="produtor" />
      ) : (
        <>
          <Text>{t('prioridades.descricao')}</Text>
          <LegendaPrioridade />
          <Prioridades items={r.prioridades} questionarioId={key.questionarioId} />
          {/* The unit's owner turns the priorities into a plan; an administrator on their behalf does not. */}
          {userId === null && (
            <Group>
              <Button
                component={Link}
                size="md"
                to={href('Objeto.Plano.Montar', {
                  objectId: key.objetoId,
                  productId: key.edicaoId,
                  questionarioId: key.questionarioId,
                })}
                leftSection={<IconListCheck size={18} aria-hidden />}
              >
                {t('prioridades.montarPlano')}
              </Button>
            </Group>
          )}
        </>
      )}
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

/** The table on wide screens; at 1328 px or less one priority at a time with an 'n / 5' pager. */
function Prioridades({ items, questionarioId }: { items: ItemGabarito[]; questionarioId: number }) {
  const { t } = useTranslation('desempenho');
  const compact = useCompactReport();
  const [pagina, setPagina] = useState(1);
  const { apoioButton, evidenciaButton, modals } = useGabaritoModals(questionarioId);

  if (compact) {
    const item = items[Math.min(pagina, items.length) - 1] as ItemGabarito;
    return (
      <Stack gap="md">
        <Pager
          page={pagina}
          total={items.length}
          onChange={setPagina}
          label={t('prioridades.paginacao')}
          previousLabel={t('prioridades.anterior')}
          nextLabel={t('prioridades.proximo')}
          text={t('desempenho.pagina', { atual: pagina, total: items.length })}
        />
        <Paper withBorder radius="md" p="lg" component="article" aria-label={item.titulo}>
          <Stack gap="sm">
            <Text size="sm" fw={700} c="dimmed">
              {item.codigo}
            </Text>
            <Title order={2} size="h4">
              {item.titulo}
            </Title>
            <GabaritoDetails item={item} apoio={apoioButton(item)} evidencia={evidenciaButton(item)} />
          </Stack>
        </Paper>
        {modals}
      </Stack>
    );
  }

  return (
    <>
      <GabaritoTabela
        items={items}
        caption={t('prioridades.titulo')}
        apoio={apoioButton}
        evidencia={evidenciaButton}
        numerado
      />
      {modals}
    </>
  );
}
