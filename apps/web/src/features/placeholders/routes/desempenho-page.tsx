import { Alert, Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@/app/routes';
import { EmptyState } from '@/features/shell/components/empty-state';
import { useReportLinks } from '@/features/shell/hooks/use-report-links';

/** Desempenho: the finished questionnaires' reports; until there are any, the empty state. */
export function DesempenhoPage() {
  const { t } = useTranslation('shell');
  const { links, isPending, isError } = useReportLinks();
  return (
    <Stack gap="md">
      <Title order={1}>{t('desempenho.titulo')}</Title>
      {isPending ? (
        <Text role="status">{t('menu.carregandoRelatorios')}</Text>
      ) : isError ? (
        <Alert color="red" title={t('desempenho.erro')} />
      ) : links.length === 0 ? (
        <EmptyState
          title={t('desempenho.vazio')}
          description={t('desempenho.vazioDescricao')}
          action={
            <Button component={Link} to={routes['Objetos.List']}>
              {t('desempenho.vazioAcao')}
            </Button>
          }
        />
      ) : (
        <>
          <Text c="dimmed">{t('desempenho.descricao')}</Text>
          {links.map((l) => (
            <Card key={l.key} withBorder padding="md">
              <Anchor component={Link} to={l.to} onClick={l.onOpen} fw={600}>
                {l.label}
              </Anchor>
            </Card>
          ))}
        </>
      )}
    </Stack>
  );
}
