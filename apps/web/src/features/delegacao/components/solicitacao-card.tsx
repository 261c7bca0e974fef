import type { SolicitacaoRecebida } from '@guia/shared';
import { Blockquote, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';

interface Props {
  solicitacao: SolicitacaoRecebida;
  onAceitar: () => void;
  onRecusar: () => void;
}

/** A technician's request waiting for the producer: who, from where, his note and when; accept or refuse. */
export function SolicitacaoCard({ solicitacao, onAceitar, onRecusar }: Props) {
  const { t } = useTranslation('tecnico');
  const { tecnico } = solicitacao;
  const tituloId = `pedido-${solicitacao.id}`;
  return (
    <Card withBorder padding="md" component="li" aria-labelledby={tituloId}>
      <Stack gap="xs">
        <Title order={3} size="h4" id={tituloId}>
          {tecnico.nome}
        </Title>
        <Text size="sm">{`${tecnico.instituicao} · ${tecnico.uf}`}</Text>
        {solicitacao.mensagem && (
          <Blockquote p="sm" color="gray" cite={t('autorizacoes.pedidos.mensagem')}>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {solicitacao.mensagem}
            </Text>
          </Blockquote>
        )}
        <Text size="xs" c="dark.6">
          <time dateTime={solicitacao.criada_em}>
            {t('autorizacoes.pedidos.pedidoEm', { data: formatDate(solicitacao.criada_em) })}
          </time>
        </Text>
        <Group gap="sm">
          <Button
            onClick={onAceitar}
            aria-label={t('autorizacoes.pedidos.aceitarRotulo', { nome: tecnico.nome })}
          >
            {t('autorizacoes.pedidos.aceitar')}
          </Button>
          <Button
            variant="outline"
            color="red.9"
            onClick={onRecusar}
            aria-label={t('autorizacoes.pedidos.recusarRotulo', { nome: tecnico.nome })}
          >
            {t('autorizacoes.pedidos.recusar')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
