import { CATEGORIA_PRODUTOR_RURAL, type QuestionarioDoRelatorio, type UnidadeRelatorio } from '@guia/shared';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '@/components/detail-list';
import { formatHectares, formatMonthYear, formatNumber } from '@/lib/format';

interface ReportHeaderProps {
  /** The report's name ('Relatório completo', ...). */
  titulo: string;
  unidade: UnidadeRelatorio;
  /** The edition line; the comparative report's contract does not carry it. */
  questionario?: QuestionarioDoRelatorio;
  /** Show the owner and production data (the performance report's header). */
  detalhado?: boolean;
  actions?: ReactNode;
}

/** The banner every report opens with: unit name, edition and, in the performance report, the unit's data. */
export function ReportHeader({
  titulo,
  unidade,
  questionario,
  detalhado = false,
  actions,
}: ReportHeaderProps) {
  const { t } = useTranslation('desempenho');
  const none = t('cabecalho.naoInformado');
  const items: [string, string][] = [
    [t('cabecalho.endereco'), unidade.endereco],
    [t('cabecalho.responsavel'), unidade.nome],
    [t('cabecalho.email'), unidade.email],
  ];
  // The production data exist only for a rural producer (category 6).
  if (unidade.categoria_id === CATEGORIA_PRODUTOR_RURAL) {
    items.push(
      [t('cabecalho.atividade'), unidade.atividade ?? none],
      [t('cabecalho.sistema'), unidade.sistemaadotado ?? none],
      [t('cabecalho.area'), unidade.area === null ? none : formatHectares(unidade.area)],
      [t('cabecalho.rebanho'), unidade.rebanho === null ? none : formatNumber(unidade.rebanho)],
    );
  }
  return (
    <Paper
      component="header"
      radius="md"
      p="lg"
      bg="pasture.0"
      style={{ borderLeft: '6px solid var(--mantine-color-pasture-6)' }}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4}>
            <Text size="sm" fw={600} c="pasture.8" tt="uppercase">
              {titulo}
            </Text>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {unidade.nomeunidade}
            </Title>
            {questionario && (
              <Text size="sm" c="dimmed">
                {t('cabecalho.edicao', {
                  ano: questionario.ano,
                  data: formatMonthYear(questionario.finalizadoem),
                })}
              </Text>
            )}
            {!detalhado && <Text size="sm">{unidade.endereco}</Text>}
          </Stack>
          {actions && <Group gap="sm">{actions}</Group>}
        </Group>
        {detalhado && <DetailList items={items} cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" />}
      </Stack>
    </Paper>
  );
}
