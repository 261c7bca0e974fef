import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Loading and failure of a library call, with a retry. */
export function EstadoDaConsulta({ isPending, onRetry }: { isPending: boolean; onRetry: () => void }) {
  const { t } = useTranslation('materiais');
  if (isPending) {
    return (
      <Stack align="center" py="xl" role="status">
        <Loader aria-hidden />
        <Text>{t('carregando')}</Text>
      </Stack>
    );
  }
  return (
    <Alert color="red" title={t('erro')} role="alert">
      <Button variant="outline" color="dark" c="dark.7" mt="sm" onClick={onRetry}>
        {t('tentarNovamente')}
      </Button>
    </Alert>
  );
}
