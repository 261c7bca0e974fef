import { Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@/app/routes';
import { EmptyState } from '@/components/empty-state';

/** Notificações: placeholder static content (spec §2). */
export function NotificacoesPage() {
  const { t } = useTranslation('shell');
  return (
    <Stack gap="md">
      <Title order={1}>{t('notificacoes.titulo')}</Title>
      <EmptyState
        illustration="produtor"
        title={t('notificacoes.vazio')}
        description={t('notificacoes.vazioDescricao')}
        action={
          <Button component={Link} to={routes.Resumo} variant="light">
            {t('notificacoes.vazioAcao')}
          </Button>
        }
      />
    </Stack>
  );
}
