import { Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@/app/routes';
import { EmptyState } from '@/components/empty-state';

/** Materiais de apoio: the library arrives with its own issue; until then, the spec's empty text. */
export function MateriaisPage() {
  const { t } = useTranslation('shell');
  return (
    <Stack gap="md">
      <Title order={1}>{t('materiais.titulo')}</Title>
      <EmptyState
        illustration="cadeia"
        title={t('materiais.vazio')}
        description={t('materiais.vazioDescricao')}
        action={
          <Button component={Link} to={routes.Resumo} variant="light">
            {t('materiais.vazioAcao')}
          </Button>
        }
      />
    </Stack>
  );
}
