import { Alert, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The loading line or the error of a screen's main query. */
export function LoadState({ error }: { error?: Error | null }) {
  const { t } = useTranslation('common');
  if (error) {
    return (
      <Alert
        color="red"
        role="alert"
        variant="light"
        styles={{ message: { color: 'var(--mantine-color-text)' } }}
      >
        {error.message}
      </Alert>
    );
  }
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" aria-hidden />
      <Text>{t('carregando')}</Text>
    </Group>
  );
}
