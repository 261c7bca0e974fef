import type { Autorizacao, SolicitacaoRecebida } from '@guia/shared';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { EmptyState } from '@/components/empty-state';
import { useModalTarget } from '@/hooks/use-modal-target';
import { useAutorizacoes } from '../api/get-autorizacoes';
import { useRecusarSolicitacao } from '../api/recusar-solicitacao';
import { useRevogarAutorizacao } from '../api/revogar-autorizacao';
import { AutorizacaoCard } from '../components/autorizacao-card';
import { type AlvoDaAutorizacao, AutorizacaoModal } from '../components/autorizacao-modal';
import { SolicitacaoCard } from '../components/solicitacao-card';

const lista = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** The technicians' requests waiting for the producer (nothing when there are none). */
function PedidosSection({
  solicitacoes,
  onAceitar,
  onRecusar,
}: {
  solicitacoes: SolicitacaoRecebida[];
  onAceitar: (s: SolicitacaoRecebida) => void;
  onRecusar: (s: SolicitacaoRecebida) => void;
}) {
  const { t } = useTranslation('tecnico');
  if (solicitacoes.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="pedidos-titulo">
      <Title order={2} size="h3" id="pedidos-titulo">
        {t('autorizacoes.pedidos.titulo')}
      </Title>
      <Text size="sm">{t('autorizacoes.pedidos.texto')}</Text>
      <Stack component="ul" gap="sm" style={lista}>
        {solicitacoes.map((s) => (
          <SolicitacaoCard
            key={s.id}
            solicitacao={s}
            onAceitar={() => onAceitar(s)}
            onRecusar={() => onRecusar(s)}
          />
        ))}
      </Stack>
    </Stack>
  );
}

/** The producer's grants, newest first, or the empty state. */
function AutorizadosSection({
  autorizacoes,
  onRevogar,
}: {
  autorizacoes: Autorizacao[];
  onRevogar: (a: Autorizacao) => void;
}) {
  const { t } = useTranslation('tecnico');
  return (
    <Stack gap="sm" component="section" aria-labelledby="autorizados-titulo">
      <Title order={2} size="h3" id="autorizados-titulo">
        {t('autorizacoes.lista.titulo')}
      </Title>
      {autorizacoes.length === 0 ? (
        <EmptyState
          illustration="produtor"
          headingOrder={3}
          title={t('autorizacoes.lista.vazio')}
          description={t('autorizacoes.lista.vazioDescricao')}
        />
      ) : (
        <Stack component="ul" gap="sm" style={lista}>
          {autorizacoes.map((a) => (
            <AutorizacaoCard key={a.id} autorizacao={a} onRevogar={() => onRevogar(a)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * 'Autorizações' (issue 18 §1), from Configurações: the technicians' requests waiting for the producer, his
 * grants with their status, and the way to grant a technician access. Revoking takes one tap and a confirmation.
 */
export function AutorizacoesPage() {
  const { t } = useTranslation('tecnico');
  const consulta = useAutorizacoes();
  const revogar = useRevogarAutorizacao();
  const recusar = useRecusarSolicitacao();
  const autorizando = useModalTarget<AlvoDaAutorizacao>();
  const revogando = useModalTarget<Autorizacao>();
  const recusando = useModalTarget<SolicitacaoRecebida>();
  const dados = consulta.data;

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('autorizacoes.titulo')}</Title>
      <Text>{t('autorizacoes.texto')}</Text>
      <Group>
        <Button
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={() => autorizando.abrir({ tipo: 'cpf' })}
        >
          {t('autorizacoes.autorizar')}
        </Button>
      </Group>

      {consulta.isError && !dados ? (
        <Alert color="red" title={t('autorizacoes.erro')}>
          <Button onClick={() => void consulta.refetch()} loading={consulta.isFetching}>
            {t('common:recarregarDados')}
          </Button>
        </Alert>
      ) : !dados ? (
        <Stack role="status" aria-label={t('autorizacoes.carregando')}>
          <Skeleton h={120} />
          <Skeleton h={120} />
        </Stack>
      ) : (
        <>
          <PedidosSection
            solicitacoes={dados.solicitacoes}
            onAceitar={(s) => autorizando.abrir({ tipo: 'pedido', solicitacao: s })}
            onRecusar={recusando.abrir}
          />
          <AutorizadosSection autorizacoes={dados.autorizacoes} onRevogar={revogando.abrir} />
        </>
      )}

      <AutorizacaoModal opened={autorizando.opened} alvo={autorizando.alvo} onClose={autorizando.fechar} />
      <ConfirmModal
        opened={revogando.opened}
        title={t('autorizacoes.lista.revogarTitulo')}
        danger
        confirmLabel={t('autorizacoes.lista.revogar')}
        feito={t('autorizacoes.lista.revogada')}
        onConfirm={async () => {
          if (revogando.alvo) await revogar.mutateAsync(revogando.alvo.id);
        }}
        onClose={revogando.fechar}
      >
        {t('autorizacoes.lista.revogarPergunta', {
          nome: revogando.alvo?.tecnico.nome ?? '',
          unidade: revogando.alvo?.objeto.nomeunidade ?? '',
        })}
      </ConfirmModal>
      <ConfirmModal
        opened={recusando.opened}
        title={t('autorizacoes.pedidos.recusarTitulo')}
        danger
        confirmLabel={t('autorizacoes.pedidos.recusar')}
        feito={t('autorizacoes.pedidos.recusado')}
        onConfirm={async () => {
          if (recusando.alvo) await recusar.mutateAsync(recusando.alvo.id);
        }}
        onClose={recusando.fechar}
      >
        {t('autorizacoes.pedidos.recusarPergunta', { nome: recusando.alvo?.tecnico.nome ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}
