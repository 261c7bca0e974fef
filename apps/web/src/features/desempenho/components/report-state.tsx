import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@/app/routes';
import { ApiError } from '@/lib/api-client';

/** True for the API's 404: a missing report and another user's look the same. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A report (or unit) that does not exist or is not the user's. */
export function ReportNotFound() {
  const { t } = useTranslation('desempenho');
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <IconFileOff size={48} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
      <Title order={1} size="h2">
        {t('erro.naoEncontradoTitulo')}
      </Title>
      <Text c="dimmed">{t('erro.naoEncontradoTexto')}</Text>
      <Button component={Link} to={routes.Desempenho}>
        {t('erro.naoEncontradoAcao')}
      </Button>
    </Stack>
  );
}

/** A report request that failed for another reason: say so and offer to try again. */
export function ReportLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('desempenho');
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('erro.carregar')}
      role="alert"
    >
      <Stack gap="xs" align="flex-start">
        {error instanceof Error && <Text size="sm">{error.message}</Text>}
        <Button size="compact-md" variant="light" color="red" onClick={onRetry}>
          {t('erro.tentarNovamente')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The shape of a report while it loads. */
export function ReportSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <Skeleton height={28} width={200} />
      <Skeleton height={120} />
      <Skeleton height={220} />
    </Stack>
  );
}
