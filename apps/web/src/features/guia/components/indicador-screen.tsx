import type { GuiaEstrutura, PrincipioGuia } from '@guia/shared';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Progress,
  Slider,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconBook, IconHistory, IconPaperclip } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/app/routes';
import { ApoioModal } from '@/components/apoio-modal';
import { EvidenciaModal } from '@/components/evidencia/evidencia-modal';
import {
  clearEscolhaPendente,
  type EscolhaPendente,
  getEscolhaPendente,
  setEscolhaPendente,
} from '@/lib/guia-selection';
import { guiaKeys, objetoKeys } from '@/lib/query-keys';
import { semNumero, tituloNumerado } from '@/lib/titulo-numerado';
import type { GuiaKey } from '../api/get-guia';
import { isSemConexao, useSaveResposta } from '../api/save-resposta';
import { type IndicadorNoPrincipio, nivelMarcado } from '../model';

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
 * material and evidence, and the movement. The choice is saved on Next before moving; a failed save keeps it on
 * screen (and in sessionStorage) so a retry, or a reload, does not lose it.
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
  const client = useQueryClient();
  const { indicador } = atual;
  const salvo: EscolhaPendente = {
    nivel_id: indicador.resposta?.nivel_id ?? null,
    percentual: indicador.possuipercentual ? (indicador.percentualrespondido ?? 0) : null,
  };
  const [escolha, setEscolha] = useState<EscolhaPendente>(
    () => getEscolhaPendente(guiaKey.questionarioId, indicador.id) ?? salvo,
  );
  const [falhou, setFalhou] = useState(false);
  const [semConexao, setSemConexao] = useState(false);
  const [apoioAberto, setApoioAberto] = useState(false);
  const [evidenciaAberta, setEvidenciaAberta] = useState(false);
  const save = useSaveResposta();
  const enviando = save.isPending;

  const pesoEscolhido = indicador.niveis.find((n) => n.id === escolha.nivel_id)?.peso ?? null;
  // The slider's share only counts with a level that applies: with 'Não se aplica' it is neither shown as
  // active nor sent (the server drops it too).
  const comPercentual = (peso: number | null) => indicador.possuipercentual && peso !== null && peso !== 0;
  const percentualDe = (e: EscolhaPendente, peso: number | null) =>
    comPercentual(peso) ? (e.percentual ?? 0) : null;
  const alterado =
    escolha.nivel_id !== salvo.nivel_id ||
    percentualDe(escolha, pesoEscolhido) !== percentualDe(salvo, indicador.resposta?.peso ?? null);

  const mudar = (next: EscolhaPendente) => {
    if (enviando) return;
    setEscolha(next);
    setFalhou(false);
    setSemConexao(false);
    if (next.nivel_id === salvo.nivel_id && next.percentual === salvo.percentual) {
      clearEscolhaPendente(guiaKey.questionarioId, indicador.id);
    } else {
      setEscolhaPendente(guiaKey.questionarioId, indicador.id, next);
    }
  };

  const escolher = (nivelId: number) =>
    mudar({ ...escolha, nivel_id: escolha.nivel_id === nivelId ? null : nivelId });

  const proximo = () => {
    if (enviando || escolha.nivel_id === null) return;
    if (!alterado) {
      onNext();
      return;
    }
    setFalhou(false);
    setSemConexao(false);
    save.mutate(
      {
        objeto_id: guiaKey.objetoId,
        guia_id: guiaKey.productId,
        questionario_id: guiaKey.questionarioId,
        indicador_id: indicador.id,
        nivel_id: escolha.nivel_id,
        percentual: percentualDe(escolha, pesoEscolhido),
      },
      {
        onSuccess: () => {
          clearEscolhaPendente(guiaKey.questionarioId, indicador.id);
          void client.invalidateQueries({
            queryKey: guiaKeys.detail(guiaKey.objetoId, guiaKey.productId, guiaKey.questionarioId),
          });
          void client.invalidateQueries({ queryKey: objetoKeys.all });
          onNext();
        },
        onError: (error) => (isSemConexao(error) ? setSemConexao(true) : setFalhou(true)),
      },
    );
  };

  // Offline, the choice stays on screen and in sessionStorage; when the connection is back it is sent again.
  const proximoRef = useRef(proximo);
  proximoRef.current = proximo;
  useEffect(() => {
    if (!semConexao) return;
    const retry = () => proximoRef.current();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [semConexao]);

  // The server's progress figure, as it is (SCORING.md): never recomputed here.
  const percentual = principio.percentual;
  const percentualAtivo = comPercentual(pesoEscolhido) || pesoEscolhido === null;
  const percentualId = `percentual-${indicador.id}`;
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

      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={600}>{t('indicador.progresso', { atual: atual.posicao + 1, total: lista.length })}</Text>
          <Text size="sm" c="dimmed">
            {t('indicador.percentual', { percentual })}
          </Text>
        </Group>
        <Progress value={percentual} size="lg" aria-label={t('indicador.progressoRotulo')} />
      </Stack>

      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('indicador.criterio', { number: atual.criterioNumber })} ·{' '}
          {semNumero(atual.criterioNumber, atual.criterioTitulo)}
        </Text>
        <Title order={2} size="h3">
          {tituloNumerado(indicador.codigo, indicador.titulo)}
        </Title>
        {indicador.anterior && (
          // Last year's answer: a hint in words, never a pre-selected level (the assessment is a fresh one).
          <Group gap={6} wrap="nowrap" align="flex-start" data-testid="resposta-anterior">
            <IconHistory size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" c="dimmed">
              {indicador.anterior.peso === 0
                ? t('indicador.anteriorNaoSeAplica', { ano: indicador.anterior.ano })
                : t('indicador.anteriorNivel', {
                    ano: indicador.anterior.ano,
                    peso: indicador.anterior.peso,
                    descricao: indicador.anterior.descricao,
                  })}
            </Text>
          </Group>
        )}
      </Stack>

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
              onChange={() => escolher(nivel.id)}
            />
          ))}
        </Stack>
      </Paper>

      {pesoEscolhido === 0 && (
        <Alert color="gray" role="status">
          {t('indicador.naoAplicavel')}
        </Alert>
      )}

      {indicador.possuipercentual && (
        <Stack gap={6} px={4}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text id={percentualId} fw={600} style={{ minWidth: 0 }}>
              {t('indicador.percentualRotulo')}
            </Text>
            <Text
              fw={700}
              size="lg"
              c={percentualAtivo ? undefined : 'dimmed'}
              aria-live="polite"
              data-testid="percentual-valor"
              style={{ whiteSpace: 'nowrap' }}
            >
              {percentualAtivo
                ? t('indicador.percentualValor', { valor: escolha.percentual ?? 0 })
                : t('indicador.percentualNaoSeAplica')}
            </Text>
          </Group>
          {/* No floating tooltip (it covered the label) and no edge labels (they overflowed at 360 px): the
              value is the text above. */}
          <Slider
            min={0}
            max={100}
            step={1}
            value={escolha.percentual ?? 0}
            onChange={(value) => mudar({ ...escolha, percentual: value })}
            disabled={enviando || !percentualAtivo}
            thumbLabel={t('indicador.percentualRotulo')}
            label={null}
            marks={[{ value: 0 }, { value: 25 }, { value: 50 }, { value: 75 }, { value: 100 }]}
            size="lg"
          />
        </Stack>
      )}

      {semConexao && (
        <Alert color="orange" role="alert">
          {t('indicador.semConexao')}
        </Alert>
      )}

      {falhou && (
        <Alert color="red" role="alert">
          {t('indicador.erro')}
        </Alert>
      )}

      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconBook size={18} aria-hidden />}
          onClick={() => setApoioAberto(true)}
        >
          {t('indicador.apoio')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconPaperclip size={18} aria-hidden />}
          onClick={() => setEvidenciaAberta(true)}
        >
          {t('indicador.evidencia')}
        </Button>
      </Group>

      <Group justify="space-between">
        <Button
          variant="outline"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={onPrevious}
          disabled={enviando}
        >
          {t('indicador.anterior')}
        </Button>
        <Button
          rightSection={<IconArrowRight size={18} aria-hidden />}
          onClick={proximo}
          disabled={escolha.nivel_id === null || enviando}
          loading={enviando}
        >
          {t('indicador.proximo')}
        </Button>
      </Group>

      <ApoioModal opened={apoioAberto} onClose={() => setApoioAberto(false)} apoio={indicador.apoio} />
      <EvidenciaModal
        opened={evidenciaAberta}
        onClose={() => setEvidenciaAberta(false)}
        questionarioId={guiaKey.questionarioId}
        indicador={{
          id: indicador.id,
          titulo: indicador.titulo,
          exemploevidencia: indicador.exemploevidencia,
        }}
      />
    </Stack>
  );
}
