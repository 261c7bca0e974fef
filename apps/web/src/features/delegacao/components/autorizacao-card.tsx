import type { Autorizacao } from '@guia/shared';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { PermissoesResumo } from './permissoes-resumo';
import { AutorizacaoBadge } from './status-badge';

/** One grant: the technician, the unit, what he may do, until when, its status; 'Revogar' while it is live. */
export function AutorizacaoCard({
  autorizacao,
  onRevogar,
}: {
  autorizacao: Autorizacao;
  onRevogar: () => void;
}) {
  const { t } = useTranslation('tecnico');
  const { tecnico, objeto } = autorizacao;
  const tituloId = `autorizacao-${autorizacao.id}`;
  return (
    <Card withBorder padding="md" component="li" aria-labelledby={tituloId}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4" id={tituloId}>
            {t('autorizacoes.tecnico', {
              nome: tecnico.nome,
              instituicao: tecnico.instituicao,
              uf: tecnico.uf,
            })}
          </Title>
          <AutorizacaoBadge status={autorizacao.status} />
        </Group>
        <Text size="sm" fw={600}>
          {t('autorizacoes.lista.unidade', { unidade: objeto.nomeunidade })}
        </Text>
        <PermissoesResumo permissoes={autorizacao.permissoes} />
        <Text size="sm">
          {autorizacao.revogada_em
            ? t('autorizacoes.lista.revogadaEm', { data: formatDate(autorizacao.revogada_em) })
            : t('autorizacoes.lista.validaAte', { data: formatDate(autorizacao.valida_ate) })}
        </Text>
        {autorizacao.status === 'ativa' && (
          <Group>
            <Button
              variant="outline"
              color="red.9"
              onClick={onRevogar}
              aria-label={t('autorizacoes.lista.revogarRotulo', {
                nome: tecnico.nome,
                unidade: objeto.nomeunidade,
              })}
            >
              {t('autorizacoes.lista.revogar')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
