import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { routes } from './routes';

/** Unknown paths and errors thrown while rendering a route. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  // Rendered as a plain route (the `*` path, the admin guard) there is no error: null, not undefined.
  const notFound = error == null || (isRouteErrorResponse(error) && error.status === 404);
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="md" maw={420}>
        <Title order={1} size="h2">
          {notFound ? t('paginaNaoEncontrada') : t('erroInesperado')}
        </Title>
        {!notFound && <Text c="dimmed">{t('semConexao')}</Text>}
        <Button component={Link} to={routes.Landing}>
          {t('voltarInicio')}
        </Button>
      </Stack>
    </Center>
  );
}
