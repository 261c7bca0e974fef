import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Loading skeleton of the {product} screens. */
export function GuiaLoading() {
  const { t } = useTranslation('guia');
  return (
    <Stack gap="md" role="status" aria-label={t('carregando')}>
      <Skeleton height={32} width="50%" />
      <Skeleton height={120} />
      <Skeleton height={120} />
    </Stack>
  );
}

/** A failed load, with the server's message and a retry. */
export function GuiaLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('guia');
  return (
    <Alert color="red" title={t('erroCarregar')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{error.message}</Text>
        <Button onClick={onRetry}>{t('recarregar')}</Button>
      </Stack>
    </Alert>
  );
}
