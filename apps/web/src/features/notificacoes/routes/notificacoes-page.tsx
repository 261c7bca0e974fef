import type { Notificacao } from '@guia/shared';
import { Alert, Badge, Button, Card, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMarcarLida, useNotificacoes } from '@/api/notificacoes';
import { routes } from '@/app/routes';
import { EmptyState } from '@/components/empty-state';
import { formatDateTime } from '@/lib/format';

function Aviso({ aviso, marcar }: { aviso: Notificacao; marcar: (id: number) => void }) {
  const { t } = useTranslation('shell');
  const abrir = () => {
    if (!aviso.lida) marcar(aviso.id);
  };
  return (
    <Card withBorder padding="md" component="li" bg={aviso.lida ? undefined : 'var(--mantine-color-green-0)'}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={aviso.lida ? 500 : 700}>
            {aviso.link ? (
              <Link to={aviso.link} onClick={abrir}>
                {aviso.titulo}
              </Link>
            ) : (
              aviso.titulo
            )}
          </Text>
          {!aviso.lida && (
            <Badge color="green" variant="filled" style={{ flexShrink: 0 }}>
              {t('notificacoes.nova')}
            </Badge>
          )}
        </Group>
        <Text size="sm">{aviso.mensagem}</Text>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {formatDateTime(aviso.criada_em)}
          </Text>
          {!aviso.lida && (
            <Button size="compact-sm" variant="subtle" onClick={() => marcar(aviso.id)}>
              {t('notificacoes.marcarLida')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** Notificações: the user's notices, newest first, paged in the URL (issue 17 §3). */
export function NotificacoesPage() {
  const { t } = useTranslation('shell');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const lista = useNotificacoes(page);
  const marcar = useMarcarLida();
  const dados = lista.data;
  return (
    <Stack gap="md" maw={720}>
      <Group justify="space-between">
        <Title order={1}>{t('notificacoes.titulo')}</Title>
        {dados && dados.nao_lidas > 0 && (
          <Button variant="light" onClick={() => marcar.mutate(null)} loading={marcar.isPending}>
            {t('notificacoes.marcarTodas')}
          </Button>
        )}
      </Group>
      {lista.isError && !dados ? (
        <Alert color="red" title={t('notificacoes.erro')}>
          <Button onClick={() => void lista.refetch()} loading={lista.isFetching}>
            {t('common:recarregarDados')}
          </Button>
        </Alert>
      ) : !dados ? (
        <Stack role="status" aria-label={t('notificacoes.carregando')}>
          <Skeleton h={80} />
          <Skeleton h={80} />
        </Stack>
      ) : dados.items.length === 0 ? (
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
      ) : (
        <>
          <Text size="sm" role="status">
            {t('notificacoes.naoLidas', { count: dados.nao_lidas })}
          </Text>
          <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }}>
            {dados.items.map((aviso) => (
              <Aviso key={aviso.id} aviso={aviso} marcar={(id) => marcar.mutate(id)} />
            ))}
          </Stack>
          {dados.pagination.totalPages > 1 && (
            <Pagination
              total={dados.pagination.totalPages}
              value={page}
              onChange={(p) => setParams(p === 1 ? {} : { page: String(p) })}
              getControlProps={(control) => ({ 'aria-label': t(`notificacoes.paginacao.${control}`) })}
              getItemProps={(p) => ({ 'aria-label': t('notificacoes.paginacao.pagina', { page: p }) })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
