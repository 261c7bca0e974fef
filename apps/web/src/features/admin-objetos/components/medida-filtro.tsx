import { Group, NumberInput, RangeSlider, Stack, Text } from '@mantine/core';
import { type ComponentPropsWithoutRef, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { MEDIDA_MAX, MEDIDA_MIN } from '../filtros';

/** Slider positions 0…1000 on a logarithmic scale: a 50 ha farm and a 400,000 ha one both get room. */
const POSICOES = 1000;
const LOG_MAX = Math.log10(MEDIDA_MAX);

/** A round number near the slider's value (nearest 10 from 100, nearest 100 from 1,000…). */
function arredondar(v: number): number {
  if (v >= 100_000) return Math.round(v / 1000) * 1000;
  if (v >= 1000) return Math.round(v / 100) * 100;
  if (v >= 100) return Math.round(v / 10) * 10;
  return Math.round(v);
}

/** The measure a slider position stands for. */
export function valorDaPosicao(posicao: number): number {
  if (posicao <= 0) return MEDIDA_MIN;
  if (posicao >= POSICOES) return MEDIDA_MAX;
  return Math.min(MEDIDA_MAX, Math.max(MEDIDA_MIN, arredondar(10 ** ((posicao / POSICOES) * LOG_MAX))));
}

/** The slider position of a measure. */
export function posicaoDoValor(valor: number): number {
  if (valor <= MEDIDA_MIN) return 0;
  if (valor >= MEDIDA_MAX) return POSICOES;
  return Math.round((Math.log10(valor) / LOG_MAX) * POSICOES);
}

function lerLimite(value: string, padrao: number): number {
  const n = Number(value);
  return value !== '' && Number.isInteger(n) && n >= MEDIDA_MIN && n <= MEDIDA_MAX ? n : padrao;
}

interface MedidaFiltroProps {
  /** 'Área (ha)' or 'Rebanho (cabeças)'. */
  label: string;
  /** The URL's values ('' when unset). */
  min: string;
  max: string;
  /** Writes both limits; a limit at the end of the scale is sent as null (no restriction). */
  onChange: (min: number | null, max: number | null) => void;
}

/**
 * A range of 1…500,000: a slider with labelled thumbs for the pointer, and two number inputs for the
 * keyboard and exact values. The URL changes only when a drag ends or an input is left.
 */
export function MedidaFiltro({ label, min, max, onChange }: MedidaFiltroProps) {
  const { t } = useTranslation('admin-objetos');
  const labelId = useId();
  const urlMin = lerLimite(min, MEDIDA_MIN);
  const urlMax = lerLimite(max, MEDIDA_MAX);
  const [faixa, setFaixa] = useState<[number, number]>([urlMin, urlMax]);
  // The URL is the truth: Back, a shared link or 'Limpar filtros' move the controls too.
  useEffect(() => setFaixa([urlMin, urlMax]), [urlMin, urlMax]);

  const commit = ([lo, hi]: [number, number]) => {
    const [a, b] = lo <= hi ? [lo, hi] : [hi, lo];
    setFaixa([a, b]);
    if (a === urlMin && b === urlMax) return;
    onChange(a === MEDIDA_MIN ? null : a, b === MEDIDA_MAX ? null : b);
  };
  const fromInput = (value: string | number, padrao: number) => {
    const n = typeof value === 'number' ? value : Number.parseInt(value.replace(/\D/g, ''), 10);
    return Number.isFinite(n) ? Math.min(MEDIDA_MAX, Math.max(MEDIDA_MIN, Math.round(n))) : padrao;
  };

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500}>
        {label}
      </Text>
      <RangeSlider
        min={0}
        max={POSICOES}
        step={1}
        minRange={0}
        value={[posicaoDoValor(faixa[0]), posicaoDoValor(faixa[1])]}
        scale={valorDaPosicao}
        label={(v) => formatNumber(v)}
        onChange={([a, b]) => setFaixa([valorDaPosicao(a), valorDaPosicao(b)])}
        onChangeEnd={([a, b]) => commit([valorDaPosicao(a), valorDaPosicao(b)])}
        // Names of their own: the number inputs below are 'mínimo'/'máximo' (no two controls share a name).
        thumbFromLabel={t('filtros.controleMinimo', { medida: label })}
        thumbToLabel={t('filtros.controleMaximo', { medida: label })}
        // The thumbs speak the measure (1…500.000), not the slider's internal positions.
        thumbValueText={(v) => formatNumber(v)}
        // Mantine writes aria-valuemin/max from the thumb's own min/max props (the positions 0…1000),
        // after any aria-* given here: the thumb's props are what must carry the real range.
        thumbProps={() => ({ min: MEDIDA_MIN, max: MEDIDA_MAX }) as ComponentPropsWithoutRef<'div'>}
        color="pasture"
        mx="xs"
        mb="xs"
      />
      <Group gap="xs" grow wrap="nowrap">
        <NumberInput
          label={t('filtros.minimo', { medida: label })}
          value={faixa[0]}
          min={MEDIDA_MIN}
          max={MEDIDA_MAX}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator="."
          decimalSeparator=","
          hideControls
          size="sm"
          onChange={(v) => setFaixa(([, hi]) => [fromInput(v, MEDIDA_MIN), hi])}
          onBlur={() => commit(faixa)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit(faixa);
          }}
        />
        <NumberInput
          label={t('filtros.maximo', { medida: label })}
          value={faixa[1]}
          min={MEDIDA_MIN}
          max={MEDIDA_MAX}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator="."
          decimalSeparator=","
          hideControls
          size="sm"
          onChange={(v) => setFaixa(([lo]) => [lo, fromInput(v, MEDIDA_MAX)])}
          onBlur={() => commit(faixa)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit(faixa);
          }}
        />
      </Group>
    </Stack>
  );
}
