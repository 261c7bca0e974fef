import type { StatusTecnico, UnidadeAtendida } from '@guia/shared';
import { MENSAGENS_TECNICO } from '@guia/shared';
import { Alert, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@/app/routes';
import { EmptyState } from '@/components/empty-state';
import { useUnidadesAtendidas } from '../api/get-unidades-atendidas';
import { PedirAcessoForm } from '../components/pedir-acesso-form';
import { UnidadeAtendidaCard } from '../components/unidade-atendida-card';

/** Why a user who is not an accredited technician has no producers, and the way to the accreditation. */
function SemCredenciamento({ status }: { status: Exclude<StatusTecnico, 'credenciado'> | null }) {
  const { t } = useTranslation('tecnico');
  const irCredenciamento = (
    <Button component={Link} to={routes['Tecnico.Credenciamento']} variant="light">
      {t('produtores.irCredenciamento')}
    </Button>
  );
  if (status === null)
    return (
      <EmptyState
        illustration="produtor"
        title={t('produtores.naoCredenciado')}
        description={`${MENSAGENS_TECNICO.soCredenciados} ${t('produtores.naoCredenciadoDescricao')}`}
        action={irCredenciamento}
      />
    );
  return (
    <Alert color={status === 'suspenso' ? 'red' : 'yellow'} title={MENSAGENS_TECNICO.soCredenciados}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{status === 'suspenso' ? MENSAGENS_TECNICO.suspenso : t('produtores.pendente')}</Text>
        {irCredenciamento}
      </Stack>
    </Alert>
  );
}

/** The units granted to the technician now, or the empty state. */
function Unidades({ unidades }: { unidades: UnidadeAtendida[] }) {
  const { t } = useTranslation('tecnico');
  if (unidades.length === 0)
    return (
      <EmptyState
        illustration="produtor"
        title={t('produtores.vazio')}
        description={t('produtores.vazioDescricao')}
      />
    );
  return (
    <Stack gap="sm">
      <Text size="sm" role="status">
        {t('produtores.total', { count: unidades.length })}
      </Text>
      <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {unidades.map((u) => (
          <UnidadeAtendidaCard key={u.autorizacao_id} unidade={u} />
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * 'Produtores que atendo' (issue 18 §1): the units producers granted the technician, each leading into the
 * producer's screens, and 'Pedir acesso a um produtor', which only an accredited technician may use.
 */
export function ProdutoresPage() {
  const { t } = useTranslation('tecnico');
  const consulta = useUnidadesAtendidas();
  const dados = consulta.data;
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('produtores.titulo')}</Title>
      <Text>{t('produtores.texto')}</Text>
      {consulta.isError && !dados ? (
        <Alert color="red" title={t('produtores.erro')}>
          <Button onClick={() => void consulta.refetch()} loading={consulta.isFetching}>
            {t('common:recarregarDados')}
          </Button>
        </Alert>
      ) : !dados ? (
        <Stack role="status" aria-label={t('produtores.carregando')}>
          <Skeleton h={120} />
          <Skeleton h={120} />
        </Stack>
      ) : dados.credenciamento !== 'credenciado' ? (
        <SemCredenciamento status={dados.credenciamento} />
      ) : (
        <>
          <Unidades unidades={dados.unidades} />
          <Card withBorder padding="lg" component="section" aria-labelledby="pedir-acesso-titulo">
            <Stack gap="sm">
              <Title order={2} size="h3" id="pedir-acesso-titulo">
                {t('produtores.pedir.titulo')}
              </Title>
              <Text size="sm">{t('produtores.pedir.texto')}</Text>
              <PedirAcessoForm />
            </Stack>
          </Card>
        </>
      )}
    </Stack>
  );
}
