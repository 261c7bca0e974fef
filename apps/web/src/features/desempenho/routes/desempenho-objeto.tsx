import { CATEGORIA_PRODUTOR_RURAL, formatInscricaoEstadual, type ObjetoDetalhe } from '@guia/shared';
import { Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconChartBar,
  IconFileCertificate,
  IconList,
  IconListCheck,
  IconScale,
  IconStar,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/app/routes';
import { DetailList } from '@/components/detail-list';
import { downloadPdf } from '@/lib/download-pdf';
import { formatArea, formatDateTime, formatRebanho } from '@/lib/format';
import { useUnidade } from '../api/get-unidade';
import { reportPath } from '../api/report-path';
import { isNotFound, ReportLoadError, ReportNotFound, ReportSkeleton } from '../components/report-state';
import { useReportParams, withUser } from '../hooks/use-report-params';

interface Finalizado {
  questionarioId: number;
  edicaoId: number;
  ano: number;
  finalizadoem: string;
}

/** The unit's finished questionnaires, newest first. */
function finalizados(o: ObjetoDetalhe): Finalizado[] {
  return o.guia
    .flatMap((g) =>
      g.questionarios
        .filter((q) => q.finalizado && q.finalizadoem)
        .map((q) => ({
          questionarioId: q.id,
          edicaoId: g.id,
          ano: g.ano,
          finalizadoem: q.finalizadoem as string,
        })),
    )
    .sort((a, b) => b.finalizadoem.localeCompare(a.finalizadoem));
}

/** Screen 18: a unit's data and the way to its reports. */
export function DesempenhoObjetoPage() {
  const { t } = useTranslation('desempenho');
  const { objetoId, userId } = useReportParams();
  const query = useUnidade(objetoId, userId);
  const [listaAberta, setListaAberta] = useState(false);

  if (objetoId === null || isNotFound(query.error)) return <ReportNotFound />;
  if (query.isError) return <ReportLoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <ReportSkeleton />;

  const o = query.data;
  const lista = finalizados(o);
  const ultimo = lista[0];
  const to = (
    name:
      | 'Desempenho.Relatorio'
      | 'Desempenho.Completo'
      | 'Desempenho.Prioridades'
      | 'Desempenho.Comparativo',
    f: Finalizado,
  ) =>
    withUser(href(name, { objectId: o.id, productId: f.edicaoId, questionarioId: f.questionarioId }), userId);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text size="sm" fw={600} c="pasture.8" tt="uppercase">
          {t('unidade.titulo')}
        </Text>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {o.nomeunidade}
        </Title>
      </Stack>

      <Paper withBorder radius="md" p="lg">
        <DetailList items={dados(o, t)} />
      </Paper>

      {ultimo ? (
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="ultimo-relatorio">
          <Stack gap="md">
            <Group justify="space-between" gap="sm">
              <Text fw={700} id="ultimo-relatorio">
                {t('unidade.ultimoRelatorio', {
                  ano: ultimo.ano,
                  data: formatDateTime(ultimo.finalizadoem),
                })}
              </Text>
              <Button
                variant="subtle"
                leftSection={<IconFileCertificate size={18} aria-hidden />}
                onClick={() =>
                  void downloadPdf(reportPath(`/Guia/Report/${o.id}/${ultimo.edicaoId}`, { user_id: userId }))
                }
              >
                {t('unidade.comprovante')}
              </Button>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              <Button
                component={Link}
                to={to('Desempenho.Relatorio', ultimo)}
                leftSection={<IconChartBar size={18} aria-hidden />}
              >
                {t('unidade.desempenho')}
              </Button>
              <Button
                component={Link}
                to={to('Desempenho.Completo', ultimo)}
                variant="light"
                leftSection={<IconListCheck size={18} aria-hidden />}
              >
                {t('unidade.completo')}
              </Button>
              <Button
                component={Link}
                to={to('Desempenho.Prioridades', ultimo)}
                variant="light"
                leftSection={<IconStar size={18} aria-hidden />}
              >
                {t('unidade.prioridades')}
              </Button>
              <Button
                component={Link}
                to={to('Desempenho.Comparativo', ultimo)}
                variant="light"
                leftSection={<IconScale size={18} aria-hidden />}
              >
                {t('unidade.comparativo')}
              </Button>
            </SimpleGrid>
            <Group>
              <Button
                variant="outline"
                leftSection={<IconList size={18} aria-hidden />}
                onClick={() => setListaAberta(true)}
              >
                {t('unidade.listaRelatorios')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <Text fw={700}>{t('unidade.semRelatorios')}</Text>
      )}

      <Modal
        opened={listaAberta}
        onClose={() => setListaAberta(false)}
        title={t('unidade.modalTitulo', { nome: o.nomeunidade })}
      >
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {lista.map((f) => (
            <Group key={f.questionarioId} component="li" justify="space-between" gap="sm" wrap="nowrap">
              <Group gap="xs">
                <Badge variant="light">{f.ano}</Badge>
                <Text size="sm">
                  {t('unidade.finalizadoEm', { ano: f.ano, data: formatDateTime(f.finalizadoem) })}
                </Text>
              </Group>
              <Button component={Link} to={to('Desempenho.Relatorio', f)} size="compact-md" variant="light">
                {t('unidade.verRelatorios')}
              </Button>
            </Group>
          ))}
        </Stack>
      </Modal>
    </Stack>
  );
}

/** Name, city, state and category; the production data only for a rural producer (category 6). */
function dados(o: ObjetoDetalhe, t: (key: string) => string): [string, string][] {
  const orNone = (v: string | null | undefined) => v || t('unidade.naoInformado');
  const items: [string, string][] = [
    [t('unidade.cidade'), orNone(o.cidadeNome)],
    [t('unidade.estado'), o.uf],
    [t('unidade.categoria'), o.categoria],
  ];
  if (o.categoria_id === CATEGORIA_PRODUTOR_RURAL) {
    items.push(
      [
        t('unidade.inscricaoEstadual'),
        orNone(o.inscricao_estadual ? formatInscricaoEstadual(o.inscricao_estadual) : null),
      ],
      [t('unidade.car'), orNone(o.car)],
      [t('unidade.atividade'), orNone(o.atividade)],
      [t('unidade.sistema'), orNone(o.sistemaadotado)],
      [t('unidade.area'), o.area === null ? t('unidade.naoInformado') : formatArea(o.area)],
      [t('unidade.areaPasto'), o.areapasto === null ? t('unidade.naoInformado') : formatArea(o.areapasto)],
      [t('unidade.rebanho'), o.rebanho === null ? t('unidade.naoInformado') : formatRebanho(o.rebanho)],
    );
  }
  return items;
}
