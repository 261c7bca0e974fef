import { dataIsoBr, type IndicadorGuia } from '@guia/shared';
import { Button, Group, Slider, Stack, Text, Title } from '@mantine/core';
import { IconBook, IconHistory, IconPaperclip, IconTarget } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApoioModal } from '@/components/apoio-modal';
import { EvidenciaModal } from '@/components/evidencia/evidencia-modal';
import { semNumero, tituloNumerado } from '@/lib/titulo-numerado';
import type { IndicadorNoPrincipio } from '../model';

/** The criterion, the indicator's numbered title and, as a hint in words, last year's answer. */
export function IndicadorCabecalho({ atual }: { atual: IndicadorNoPrincipio }) {
  const { t } = useTranslation('guia');
  const { indicador } = atual;
  return (
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
      {indicador.meta && (
        // The target of the active action plan (issue 17 §2), beside last year's answer.
        <Group gap={6} wrap="nowrap" align="flex-start" data-testid="meta-do-plano">
          <IconTarget size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" fw={500}>
            {t('indicador.meta', { peso: indicador.meta.peso, prazo: dataIsoBr(indicador.meta.prazo) })}
            {indicador.meta.descricao ? ` — ${indicador.meta.descricao}` : ''}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

/** The optional percent of an indicator: its value in words above a slider. */
export function PercentualSlider({
  indicador,
  valor,
  ativo,
  disabled,
  onChange,
}: {
  indicador: IndicadorGuia;
  valor: number | null;
  /** Off with 'Não se aplica': the value reads as not applying and the slider is disabled. */
  ativo: boolean;
  disabled: boolean;
  onChange: (valor: number) => void;
}) {
  const { t } = useTranslation('guia');
  return (
    <Stack gap={6} px={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text id={`percentual-${indicador.id}`} fw={600} style={{ minWidth: 0 }}>
          {t('indicador.percentualRotulo')}
        </Text>
        <Text
          fw={700}
          size="lg"
          c={ativo ? undefined : 'dimmed'}
          aria-live="polite"
          data-testid="percentual-valor"
          style={{ whiteSpace: 'nowrap' }}
        >
          {ativo
            ? t('indicador.percentualValor', { valor: valor ?? 0 })
            : t('indicador.percentualNaoSeAplica')}
        </Text>
      </Group>
      {/* No floating tooltip (it covered the label) and no edge labels (they overflowed at 360 px): the
          value is the text above. */}
      <Slider
        min={0}
        max={100}
        step={1}
        value={valor ?? 0}
        onChange={onChange}
        disabled={disabled || !ativo}
        thumbLabel={t('indicador.percentualRotulo')}
        label={null}
        marks={[{ value: 0 }, { value: 25 }, { value: 50 }, { value: 75 }, { value: 100 }]}
        size="lg"
      />
    </Stack>
  );
}

/** The indicator's support material and its evidence files, each in its own modal. */
export function IndicadorRecursos({
  indicador,
  questionarioId,
}: {
  indicador: IndicadorGuia;
  questionarioId: number;
}) {
  const { t } = useTranslation('guia');
  const [apoioAberto, setApoioAberto] = useState(false);
  const [evidenciaAberta, setEvidenciaAberta] = useState(false);
  return (
    <>
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
      <ApoioModal opened={apoioAberto} onClose={() => setApoioAberto(false)} apoio={indicador.apoio} />
      <EvidenciaModal
        opened={evidenciaAberta}
        onClose={() => setEvidenciaAberta(false)}
        questionarioId={questionarioId}
        indicador={{
          id: indicador.id,
          titulo: indicador.titulo,
          exemploevidencia: indicador.exemploevidencia,
        }}
      />
    </>
  );
}
