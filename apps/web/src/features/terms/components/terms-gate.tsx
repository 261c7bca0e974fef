import type { AuthData } from '@guia/shared';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
  Typography,
  VisuallyHidden,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@/app/routes';
import { ApiError } from '@/lib/api-client';
import { authStore, useAuth } from '@/lib/auth-store';
import { useAcceptTerms } from '../api/accept-terms';
import { useTermosUso } from '../api/get-termos-uso';
import { RefuseTermsFlow } from './refuse-terms-flow';

/** Logged-in content waits until the user accepts the current terms (auth.aceite); see spec screen 4. */
export function TermsGate({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (!auth || auth.aceite) return <>{children}</>;
  return <TermsScreen auth={auth} />;
}

function TermsScreen({ auth }: { auth: AuthData }) {
  const { t } = useTranslation('terms');
  const [refusing, setRefusing] = useState(false);
  return (
    <main id="conteudo" style={{ background: '#f6f8f5', minHeight: '100vh' }}>
      <Container size="md" py={{ base: 'md', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
        <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder>
          <Stack gap="lg">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Title order={1} size="h2">
                {t('titulo')}
              </Title>
              <Anchor component={Link} to={routes.Sair} underline="always" size="sm">
                {t('sair')}
              </Anchor>
            </Group>
            {refusing ? (
              <RefuseTermsFlow accountEmail={auth.email} onCancel={() => setRefusing(false)} />
            ) : (
              <TermsReview email={auth.email} onRefuse={() => setRefusing(true)} />
            )}
          </Stack>
        </Paper>
      </Container>
    </main>
  );
}

function TermsReview({ email, onRefuse }: { email: string; onRefuse: () => void }) {
  const { t } = useTranslation('terms');
  const termos = useTermosUso();
  const accept = useAcceptTerms();
  const [error, setError] = useState<string | null>(null);

  const onAccept = () => {
    setError(null);
    accept.mutate(email, {
      onSuccess: () => authStore.update({ aceite: true }),
      onError: (err) => setError(err instanceof ApiError ? err.message : t('erro')),
    });
  };

  return (
    <Stack gap="md">
      <Text>{t('texto')}</Text>
      <Title order={2} size="h3" id="termos-titulo">
        {t('termosTitulo')}
      </Title>
      {termos.isPending && (
        <Center py="lg" aria-live="polite">
          <Loader role="progressbar" aria-label={t('carregando')} />
        </Center>
      )}
      {termos.isError && (
        <Alert color="red" variant="light">
          <Stack gap="xs" align="flex-start">
            <Text>{t('erroTexto')}</Text>
            <Button variant="outline" color="red" size="sm" onClick={() => void termos.refetch()}>
              {t('tentarNovamente')}
            </Button>
          </Stack>
        </Alert>
      )}
      {termos.isSuccess && termos.data.resumoAlteracoes && (
        <Alert variant="light" color="blue" title={t('oQueMudou')}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {termos.data.resumoAlteracoes}
          </Text>
        </Alert>
      )}
      {termos.isSuccess && (
        <ScrollArea.Autosize
          mah="45vh"
          type="auto"
          offsetScrollbars
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-labelledby': 'termos-titulo' }}
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
        >
          <Typography p="md">
            {/* The server sanitizes this HTML (allow-list) before storing and serving it. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server */}
            <div dangerouslySetInnerHTML={{ __html: termos.data.texto }} />
          </Typography>
        </ScrollArea.Autosize>
      )}
      <Anchor href={routes['Termos.Privacidade']} target="_blank" rel="noopener" underline="always" fw={600}>
        {t('leiaPolitica')}
        <VisuallyHidden> {t('novaAba')}</VisuallyHidden>
      </Anchor>
      {error && (
        <Alert role="alert" color="red" variant="light">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onRefuse}>
          {t('recusar')}
        </Button>
        <Button onClick={onAccept} loading={accept.isPending}>
          {t('aceitar')}
        </Button>
      </Group>
    </Stack>
  );
}
