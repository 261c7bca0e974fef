import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type QuestionarioFinalizado, useQuestionarios } from '@/api/get-questionarios';
import { href, routes } from '@/app/routes';
import { EmptyState } from '@/components/empty-state';
import { formatMonthYear } from '@/lib/format';
import { ReportLoadError } from '../components/report-state';

interface UnidadeComRelatorios {
  objetoId: number;
  nome: string;
  total: number;
  /** The newest submission date. */
  ultimo: string;
}

/** One entry per unit, newest report first. */
function porUnidade(questionarios: QuestionarioFinalizado[]): UnidadeComRelatorios[] {
  const map = new Map<number, UnidadeComRelatorios>();
  for (const q of questionarios) {
    const u = map.get(q.objeto_id);
    if (!u)
      map.set(q.objeto_id, { objetoId: q.objeto_id, nome: q.nomeunidade, total: 1, ultimo: q.dataenvio });
    else {
      u.total += 1;
      if (q.dataenvio > u.ultimo) u.ultimo = q.dataenvio;
    }
  }
  return [...map.values()].sort((a, b) => b.ultimo.localeCompare(a.ultimo));
}

/** Desempenho: the user's units with a finished {product}, each leading to its report summary. */
export function DesempenhoListPage() {
  const { t } = useTranslation('desempenho');
  const query = useQuestionarios();

  return (
    <Stack gap="md">
      <Title order={1}>{t('lista.titulo')}</Title>
      {query.isError ? (
        <ReportLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={88} />
          <Skeleton height={88} />
        </Stack>
      ) : query.data.length === 0 ? (
        <EmptyState
          title={t('lista.vazio')}
          description={t('lista.vazioDescricao')}
          headingOrder={2}
          action={
            <Button component={Link} to={routes['Objetos.List']}>
              {t('lista.vazioAcao')}
            </Button>
          }
        />
      ) : (
        <>
          <Text c="dimmed">{t('lista.descricao')}</Text>
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {porUnidade(query.data).map((u) => (
              <Card key={u.objetoId} component="li" withBorder radius="md" padding="lg">
                <Stack gap="xs" h="100%">
                  <Group gap="xs" wrap="nowrap">
                    <IconChartBar size={24} color="var(--mantine-color-pasture-6)" aria-hidden />
                    <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
                      {u.nome}
                    </Title>
                  </Group>
                  <Text size="sm">{t('lista.relatorios', { count: u.total })}</Text>
                  <Text size="sm" c="dimmed">
                    {t('lista.ultimo', { data: formatMonthYear(u.ultimo) })}
                  </Text>
                  <Button
                    component={Link}
                    to={href('Desempenho.Objeto.Single', { objectId: u.objetoId })}
                    variant="light"
                    mt="auto"
                    aria-label={t('lista.abrirDe', { nome: u.nome })}
                  >
                    {t('lista.abrir')}
                  </Button>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
