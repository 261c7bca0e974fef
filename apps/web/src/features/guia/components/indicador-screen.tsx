import type { GuiaEstrutura, PrincipioGuia } from '@guia/shared';
import { Alert, Anchor, Button, Checkbox, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/app/routes';
import { DecisaoDoIndicador, SalvoAs } from '@/lib/outbox/ui/entrada-do-indicador';
import { OutboxStatusChip } from '@/lib/outbox/ui/status-chip';
import type { GuiaKey } from '../api/get-guia';
import { useEscolhaIndicador } from '../hooks/use-escolha-indicador';
import { type IndicadorNoPrincipio, nivelMarcado } from '../model';
import { IndicadorCabecalho, IndicadorRecursos, PercentualSlider } from './indicador-partes';

const DIA_E_MES = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit' });
/** '12/03': the day an answer was given (issue 18's 'Respondido por … em 12/03'). */
const diaEMes = (iso: string) => DIA_E_MES.format(new Date(iso));

interface IndicadorScreenProps {
  guiaKey: GuiaKey;
  guia: GuiaEstrutura;
  principio: PrincipioGuia;
  lista: IndicadorNoPrincipio[];
  atual: IndicadorNoPrincipio;
  /** Move to the previous indicator (or back to the criteria when at the first). */
  onPrevious: () => void;
  /** Move to the next indicator (or to 'Bom trabalho!' after the principle's last one). */
  onNext: () => void;
}

/**
 * Screen 13: one indicator, its levels as checkable items (the tick rule), the optional percent slider, support
 * material and evidence, and the movement. 'Próximo' stores the choice in the outbox on this device and moves on
 * at once; the status chip tells how the sending goes.
 */
export function IndicadorScreen({
  guiaKey,
  guia,
  principio,
  lista,
  atual,
  onPrevious,
  onNext,
}: IndicadorScreenProps) {
  const { t } = useTranslation('guia');
  const { indicador } = atual;
  const { escolha, pesoEscolhido, enviando, ...resposta } = useEscolhaIndicador(
    guiaKey,
    indicador,
    onNext,
    onPrevious,
  );

  // The server's progress figure, as it is (SCORING.md): never recomputed here.
  const percentual = principio.percentual;
  const finalizarHref = href('Guia.Finalizar', {
    objectId: guiaKey.objetoId,
    productId: guiaKey.productId,
    questionarioId: guiaKey.questionarioId,
  });

  return (
    <Stack gap="lg">
      {guia.completo && (
        <Alert color="pasture" role="status">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('indicador.completo')}</Text>
            <Anchor component={Link} to={finalizarHref} fw={600}>
              {t('indicador.irFinalizar')}
            </Anchor>
          </Group>
        </Alert>
      )}

      <Group justify="flex-end">
        <OutboxStatusChip />
      </Group>

      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={600}>{t('indicador.progresso', { atual: atual.posicao + 1, total: lista.length })}</Text>
          <Text size="sm" c="dimmed">
            {t('indicador.percentual', { percentual })}
          </Text>
        </Group>
        <Progress value={percentual} size="lg" aria-label={t('indicador.progressoRotulo')} />
      </Stack>

      <IndicadorCabecalho atual={atual} />

      <Paper withBorder radius="md" p="md" component="fieldset" m={0} aria-busy={enviando}>
        <Text component="legend" fw={600} px={4}>
          {t('indicador.niveis')}
        </Text>
        <Stack gap="sm">
          {indicador.niveis.map((nivel) => (
            <Checkbox
              key={nivel.id}
              size="md"
              label={t('indicador.nivel', { peso: nivel.peso, descricao: nivel.descricao })}
              checked={nivelMarcado(nivel.peso, pesoEscolhido)}
              disabled={enviando}
              onChange={() => resposta.escolher(nivel.id)}
            />
          ))}
        </Stack>
      </Paper>

      <SalvoAs quando={resposta.salvoEm} />
      {indicador.resposta?.respondido_por && (
        <Text size="sm" c="dimmed" data-testid="respondido-por">
          {t('indicador.respondidoPor', {
            nome: indicador.resposta.respondido_por.nome,
            instituicao: indicador.resposta.respondido_por.instituicao,
            data: diaEMes(indicador.resposta.respondido_por.em),
          })}
        </Text>
      )}
      <DecisaoDoIndicador outbox={resposta.outbox} entrada={resposta.entrada} />

      {pesoEscolhido === 0 && (
        <Alert color="gray" role="status">
          {t('indicador.naoAplicavel')}
        </Alert>
      )}

      {indicador.possuipercentual && (
        <PercentualSlider
          indicador={indicador}
          valor={escolha.percentual}
          ativo={resposta.percentualAtivo}
          disabled={enviando}
          onChange={(value) => resposta.mudar({ ...escolha, percentual: value })}
        />
      )}

      {resposta.falhou && (
        <Alert color="red" role="alert">
          {t('indicador.naoGuardou')}
        </Alert>
      )}

      <IndicadorRecursos indicador={indicador} questionarioId={guiaKey.questionarioId} />

      <Group justify="space-between">
        <Button
          variant="outline"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={resposta.anterior}
          disabled={enviando}
        >
          {t('indicador.anterior')}
        </Button>
        <Button
          rightSection={<IconArrowRight size={18} aria-hidden />}
          onClick={resposta.proximo}
          disabled={!resposta.podeAvancar || enviando}
          loading={enviando}
        >
          {t('indicador.proximo')}
        </Button>
      </Group>
    </Stack>
  );
}
