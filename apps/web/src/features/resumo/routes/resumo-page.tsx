import { Alert, Button, Card, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { href } from '@/app/routes';
import { useReportLinks } from '@/hooks/use-report-links';
import { useResumo } from '../api/get-resumo';
import { UnidadeCard } from '../components/unidade-card';

function NovaUnidadeBanner() {
  const { t } = useTranslation('resumo');
  return (
    <Paper
      radius="md"
      p="lg"
      bg="pasture.0"
      withBorder
      style={{ borderColor: 'var(--mantine-color-pasture-2)' }}
    >
      <Group justify="space-between" gap="md">
        <Stack gap={4} style={{ flex: '1 1 260px' }}>
          <Title order={2} size="h4">
            {t('banner.titulo')}
          </Title>
          <Text>{t('banner.texto')}</Text>
        </Stack>
        <Button
          component={Link}
          to={href('Cadastrar-Objeto')}
          size="md"
          leftSection={<IconPlus size={20} aria-hidden />}
        >
          {t('banner.acao')}
        </Button>
      </Group>
    </Paper>
  );
}

function Loading() {
  const { t } = useTranslation('resumo');
  return (
    <Stack gap="md" role="status" aria-label={t('carregando')}>
      {[0, 1].map((i) => (
        <Card key={i} withBorder padding="lg">
          <Skeleton h={22} w={120} mb="sm" />
          <Skeleton h={26} w="60%" mb="xs" />
          <Skeleton h={16} w="40%" />
        </Card>
      ))}
    </Stack>
  );
}

/** Resumo 'Minhas unidades' (spec screen 6). With no unit at all, the user goes to unit registration. */
export function ResumoPage() {
  const { t } = useTranslation('resumo');
  const resumo = useResumo();
  const { links } = useReportLinks();

  // Only a list that loaded and is empty redirects; an error must not send the user away. A cached list
  // that is stale (e.g. the 'no units' answer from before the first unit was registered) is refetched on
  // mount first: redirecting on it would send a user who has just registered a unit to register it again.
  const current = resumo.isFetchedAfterMount || !resumo.isStale;
  if (resumo.data && current && !resumo.isFetching && resumo.data.objetos.length === 0) {
    return <Navigate to={href('Cadastrar-Objeto')} replace />;
  }

  return (
    <Stack gap="lg">
      <Title order={1}>{t('titulo')}</Title>
      <NovaUnidadeBanner />
      {resumo.isPending || (resumo.data?.objetos.length === 0 && resumo.isFetching) ? (
        <Loading />
      ) : resumo.isError ? (
        <Alert color="red" title={t('erro')} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{resumo.error.message}</Text>
            <Button onClick={() => void resumo.refetch()} loading={resumo.isFetching}>
              {t('common:recarregarDados')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="md">
          {resumo.data.objetos.map((objeto) => (
            <UnidadeCard
              key={objeto.id}
              objeto={objeto}
              relatorios={links.filter((l) => l.objetoId === objeto.id)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
