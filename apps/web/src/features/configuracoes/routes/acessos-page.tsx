import type { AcessoAosDados } from '@guia/shared';
import { Alert, Button, Card, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { formatDateTime } from '@/lib/format';
import { useAcessos } from '../api/acessos';

function quem(t: (key: string, o?: Record<string, unknown>) => string, a: AcessoAosDados) {
  if (a.ator.papel === 'administrador') return t('acessos.administrador', { nome: a.ator.nome });
  return a.ator.instituicao
    ? t('acessos.tecnico', { nome: a.ator.nome, instituicao: a.ator.instituicao })
    : t('acessos.tecnicoSemInstituicao', { nome: a.ator.nome });
}

function Acesso({ acesso }: { acesso: AcessoAosDados }) {
  const { t } = useTranslation('configuracoes');
  // The codes are dotted ('relatorio.pdf'); the catalogue keys them with '_' ('relatorio_pdf'). An act added
  // later, not yet worded, reads 'Acessou seus dados'.
  const oQue = t(`acessos.acoes.${acesso.acao.replaceAll('.', '_')}`, {
    defaultValue: t('acessos.acoes.outro'),
  });
  return (
    <Card withBorder padding="md" component="li">
      <Stack gap={2}>
        <Text fw={600}>{oQue}</Text>
        <Text size="sm">{quem(t, acesso)}</Text>
        {acesso.unidade && (
          <Text size="sm" c="dimmed">
            {t('acessos.naUnidade', { unidade: acesso.unidade })}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          <time dateTime={acesso.em}>{formatDateTime(acesso.em)}</time>
        </Text>
      </Stack>
    </Card>
  );
}

/** 'Quem acessou meus dados' (issue 18 §3, LGPD art. 9 and 18): someone else's acts on the user's data. */
export function AcessosPage() {
  const { t } = useTranslation('configuracoes');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const lista = useAcessos(page);
  const dados = lista.data;
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{t('acessos.titulo')}</Title>
      <Text>{t('acessos.texto')}</Text>
      {lista.isError && !dados ? (
        <Alert color="red" title={t('acessos.erro')}>
          <Button onClick={() => void lista.refetch()} loading={lista.isFetching}>
            {t('common:recarregarDados')}
          </Button>
        </Alert>
      ) : !dados ? (
        <Stack role="status" aria-label={t('acessos.carregando')}>
          <Skeleton h={80} />
          <Skeleton h={80} />
        </Stack>
      ) : dados.items.length === 0 ? (
        <EmptyState
          illustration="produtor"
          title={t('acessos.vazio')}
          description={t('acessos.vazioDescricao')}
        />
      ) : (
        <>
          <Group>
            <Text size="sm" role="status">
              {t('acessos.total', { count: dados.pagination.totalItems })}
            </Text>
          </Group>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {dados.items.map((acesso) => (
              <Acesso key={acesso.id} acesso={acesso} />
            ))}
          </Stack>
          {dados.pagination.totalPages > 1 && (
            <Pagination
              total={dados.pagination.totalPages}
              value={page}
              onChange={(p) => setParams(p === 1 ? {} : { page: String(p) })}
              getControlProps={(control) => ({ 'aria-label': t(`acessos.paginacao.${control}`) })}
              getItemProps={(p) => ({ 'aria-label': t('acessos.paginacao.pagina', { page: p }) })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
