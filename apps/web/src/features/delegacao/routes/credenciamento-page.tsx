import type { Credenciamento } from '@guia/shared';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCredenciamento } from '@/api/get-credenciamento';
import { routes } from '@/app/routes';
import { DetailList } from '@/components/detail-list';
import { formatDate } from '@/lib/format';
import { CredenciamentoForm } from '../components/credenciamento-form';
import { TecnicoBadge } from '../components/status-badge';

/** Where the request stands, in words: its status, what it means, and the request's data. */
function Situacao({ credenciamento }: { credenciamento: Credenciamento }) {
  const { t } = useTranslation('tecnico');
  const { status } = credenciamento;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="situacao-titulo">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} size="h3" id="situacao-titulo">
            {t('credenciamento.situacao')}
          </Title>
          <TecnicoBadge status={status} />
        </Group>
        <Text role="status">{t(`credenciamento.${status}`)}</Text>
        <DetailList
          cols={{ base: 1, xs: 2 }}
          items={[
            [t('credenciamento.instituicao'), credenciamento.instituicao],
            [t('credenciamento.registro'), credenciamento.registro_profissional],
            [t('credenciamento.uf'), credenciamento.uf],
            [t('credenciamento.solicitadoEm'), formatDate(credenciamento.solicitado_em)],
            ...(credenciamento.decidido_em
              ? [[t('credenciamento.decididoEm'), formatDate(credenciamento.decidido_em)] as const]
              : []),
          ]}
        />
        {status === 'credenciado' && (
          <Group>
            <Button component={Link} to={routes['Tecnico.Produtores']} variant="light">
              {t('credenciamento.irProdutores')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * 'Credenciamento de técnico' (issue 18 §1), open to every user from the user menu: the request (institution,
 * professional registration, state), then where it stands. A pending request can still be corrected.
 */
export function CredenciamentoPage() {
  const { t } = useTranslation('tecnico');
  const consulta = useCredenciamento();
  const atual = consulta.data;
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t('credenciamento.titulo')}</Title>
      <Text>{t('credenciamento.texto')}</Text>
      {consulta.isError ? (
        <Alert color="red" title={t('credenciamento.erro')}>
          <Button onClick={() => void consulta.refetch()} loading={consulta.isFetching}>
            {t('common:recarregarDados')}
          </Button>
        </Alert>
      ) : atual === undefined ? (
        <Stack role="status" aria-label={t('credenciamento.carregando')}>
          <Skeleton h={60} />
          <Skeleton h={60} />
        </Stack>
      ) : (
        <>
          {atual && <Situacao credenciamento={atual} />}
          {(atual === null || atual.status === 'pendente') && (
            <Card withBorder padding="lg">
              {/* A new request, or the pending one (updated in place); the form starts over from what was saved. */}
              <CredenciamentoForm key={atual?.solicitado_em ?? 'novo'} atual={atual} />
            </Card>
          )}
        </>
      )}
    </Stack>
  );
}
