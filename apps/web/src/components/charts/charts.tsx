import '@mantine/charts/styles.layer.css';
import { colors } from '@guia/shared';
import { BarChart, DonutChart, RadarChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { principioColor } from './principio-color';

// Only the lazy report pages import this module: recharts never lands in the entry chunk.
// The charts are decorative for assistive technology (aria-hidden, and out of the tab order:
// recharts' accessibilityLayer is off); every caller gives the
// numbers as text (an aria-label or a visually hidden table).

interface PercentDonutProps {
  value: number;
  color?: string;
  size?: number;
}

/** One percentage as a doughnut with the number in the middle (cutout 80%). */
export function PercentDonut({ value, color = colors.atendido, size = 140 }: PercentDonutProps) {
  const v = Math.max(0, Math.min(100, value));
  return (
    <Box aria-hidden w={size} h={size}>
      <DonutChart
        accessibilityLayer={false}
        pieProps={{ rootTabIndex: -1 }}
        size={size}
        thickness={size / 10}
        withTooltip={false}
        chartLabel={`${v}%`}
        paddingAngle={0}
        startAngle={90}
        endAngle={-270}
        data={[
          { name: 'valor', value: v, color },
          { name: 'restante', value: 100 - v, color: colors.naoPreenchido },
        ]}
      />
    </Box>
  );
}

interface PercentuaisDonutProps {
  atendido: number;
  naoAtendido: number;
  naoPreenchido: number;
  labels: { atendido: string; naoAtendido: string; naoPreenchido: string };
  size?: number;
}

/**
 * Atendido / não atendido / não preenchido of a principle (green, light green, grey; cutout 80%).
 * No number in the hole: the shares are of the potential and rounded to add up to 100, so a bare
 * 'atendido' there would sit beside the truncated aproveitamento as if it were the same measure.
 */
export function PercentuaisDonut({
  atendido,
  naoAtendido,
  naoPreenchido,
  labels,
  size = 140,
}: PercentuaisDonutProps) {
  const empty = atendido + naoAtendido + naoPreenchido === 0;
  return (
    <Box aria-hidden w={size} h={size}>
      <DonutChart
        accessibilityLayer={false}
        pieProps={{ rootTabIndex: -1 }}
        size={size}
        thickness={size / 10}
        withTooltip={false}
        paddingAngle={0}
        startAngle={90}
        endAngle={-270}
        data={
          empty
            ? [{ name: labels.naoPreenchido, value: 1, color: colors.naoPreenchido }]
            : [
                { name: labels.atendido, value: atendido, color: colors.atendido },
                { name: labels.naoAtendido, value: naoAtendido, color: colors.naoAtendido },
                { name: labels.naoPreenchido, value: naoPreenchido, color: colors.naoPreenchido },
              ]
        }
      />
    </Box>
  );
}

/** A radar axis label broken into lines of whole words, at most `max` characters each when words allow. */
export function linhasDoRotulo(texto: string, max = 12): string[] {
  const linhas: string[] = [];
  for (const palavra of texto.split(/\s+/).filter(Boolean)) {
    const ultima = linhas.at(-1);
    if (ultima !== undefined && `${ultima} ${palavra}`.length <= max)
      linhas[linhas.length - 1] = `${ultima} ${palavra}`;
    else linhas.push(palavra);
  }
  return linhas;
}

interface RotuloRadarProps {
  x: number | string;
  y: number | string;
  textAnchor?: string;
  /** `coordinate` is the axis angle in degrees (90 = top). */
  payload: { index?: number; coordinate?: number };
}

interface RadarProps {
  data: { codigo: number; titulo: string; valor: number }[];
  label: string;
  /**
   * Phones: the axes carry the principle's number in its colour and the caller lists the names, so
   * no label is cut at the edge of a 360 px screen.
   */
  compact?: boolean;
}

/** The five principles' aproveitamento on a 0-100 radar. */
export function PrincipiosRadar({ data, label, compact = false }: RadarProps) {
  const rotulo = ({ x, y, textAnchor, payload }: RotuloRadarProps) => {
    const item = data[payload.index ?? -1];
    const anchor = textAnchor === 'start' || textAnchor === 'end' ? textAnchor : 'middle';
    if (!item) return <g />;
    if (compact) {
      return (
        <text
          x={x}
          y={y}
          dy="0.35em"
          textAnchor={anchor}
          fontSize={14}
          fontWeight={700}
          fill="var(--chart-text-color, currentColor)"
        >
          {item.codigo}
        </text>
      );
    }
    const linhas = linhasDoRotulo(item.titulo);
    // Above the centre the block of lines grows upwards, level with it both ways, below it downwards:
    // never over the chart.
    const seno = Math.sin(((payload.coordinate ?? 0) * Math.PI) / 180);
    const deslocamento = seno > 0.2 ? 1 : seno < -0.2 ? 0 : 0.5;
    const inicio = -(linhas.length - 1) * 1.1 * deslocamento;
    return (
      <text x={x} y={y} textAnchor={anchor} fontSize={12} fill="var(--chart-text-color, currentColor)">
        {linhas.map((linha, i) => (
          <tspan key={linha} x={x} dy={i === 0 ? `${inicio + 0.35}em` : '1.1em'}>
            {linha}
          </tspan>
        ))}
      </text>
    );
  };
  return (
    <Box aria-hidden>
      <RadarChart
        accessibilityLayer={false}
        h={compact ? 240 : 300}
        data={data.map((d) => ({ principio: d.titulo, valor: d.valor }))}
        dataKey="principio"
        withPolarRadiusAxis
        polarRadiusAxisProps={{ domain: [0, 100], tickCount: 6, angle: 54 }}
        polarAngleAxisProps={{ tick: rotulo }}
        radarChartProps={{ outerRadius: compact ? '78%' : '68%' }}
        series={[{ name: 'valor', label, color: colors.primary, opacity: 0.35 }]}
      />
    </Box>
  );
}

export interface BarRow {
  codigo: number | null;
  titulo: string;
  questionario: number;
  comparado: number;
}

/** Fill opacity per series: the unit's bars solid, the compared group's the same colours, lighter. */
const OPACIDADE = { questionario: 1, comparado: 0.4 } as const;
type SerieComparativa = keyof typeof OPACIDADE;

/**
 * The comparative chart's props and its legend from one place, so the legend's swatches are the bars'
 * own colours and opacities, and the 0-100 scale keeps every tick however narrow the screen.
 */
export function comparativoChart(rows: BarRow[], labels: Record<SerieComparativa, string>) {
  const data = rows.map((r) => ({
    principio: r.titulo,
    questionario: r.questionario,
    comparado: r.comparado,
    color: principioColor(r.codigo ?? 0),
  }));
  const cores = [...new Set(data.map((d) => d.color))];
  const nomes: SerieComparativa[] = ['questionario', 'comparado'];
  return {
    data,
    series: nomes.map((name) => ({ name, label: labels[name], color: colors.text })),
    barProps: (serie: { name: string }) => ({ fillOpacity: OPACIDADE[serie.name as SerieComparativa] }),
    // interval 0: recharts otherwise drops a tick ('80') when the labels crowd a phone's width.
    xAxisProps: {
      type: 'number' as const,
      domain: [0, 100],
      ticks: [0, 20, 40, 60, 80, 100],
      interval: 0 as const,
    },
    legenda: nomes.map((name) => ({
      name,
      label: labels[name],
      amostras: cores.map((cor) => ({ cor, opacidade: OPACIDADE[name] })),
    })),
  };
}

/** A legend swatch: the bars' colours side by side, at the series' opacity. */
export function AmostraLegenda({ amostras }: { amostras: { cor: string; opacidade: number }[] }) {
  return (
    <Box
      aria-hidden
      w={amostras.length * 5}
      h={14}
      style={{ display: 'flex', borderRadius: 3, overflow: 'hidden', flexShrink: 0 }}
    >
      {amostras.map((a) => (
        <Box key={a.cor} data-cor={a.cor} style={{ flex: 1, background: a.cor, opacity: a.opacidade }} />
      ))}
    </Box>
  );
}

/** The comparative bars: per principle (its fixed colour) plus the total; the compared value is the lighter bar. */
export function ComparativoBars({
  chart,
  narrow = false,
}: {
  chart: ReturnType<typeof comparativoChart>;
  narrow?: boolean;
}) {
  return (
    <Box aria-hidden>
      <BarChart
        accessibilityLayer={false}
        h={Math.max(260, chart.data.length * 64)}
        orientation="vertical"
        data={chart.data}
        dataKey="principio"
        withTooltip={false}
        withBarValueLabel
        xAxisProps={chart.xAxisProps}
        yAxisProps={{ width: narrow ? 96 : 130 }}
        barProps={chart.barProps}
        series={chart.series}
      />
    </Box>
  );
}
