import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A request that failed for another reason than "not found": say so and offer to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('objetos');
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('erroCarregar')}
      role="alert"
    >
      <Stack gap="xs" align="flex-start">
        {error instanceof Error && <Text size="sm">{error.message}</Text>}
        <Button size="compact-md" variant="light" color="red" onClick={onRetry}>
          {t('tentarNovamente')}
        </Button>
      </Stack>
    </Alert>
  );
}
