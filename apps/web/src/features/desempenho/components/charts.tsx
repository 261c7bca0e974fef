import '@mantine/charts/styles.css';
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

/** Atendido / não atendido / não preenchido of a principle (green, light green, grey; cutout 80%). */
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
        chartLabel={`${atendido}%`}
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

interface RadarProps {
  data: { titulo: string; valor: number }[];
  label: string;
}

/** The five principles' aproveitamento on a 0-100 radar. */
export function PrincipiosRadar({ data, label }: RadarProps) {
  return (
    <Box aria-hidden>
      <RadarChart
        accessibilityLayer={false}
        h={300}
        data={data.map((d) => ({ principio: d.titulo, valor: d.valor }))}
        dataKey="principio"
        withPolarRadiusAxis
        polarRadiusAxisProps={{ domain: [0, 100], tickCount: 6, angle: 54 }}
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

/** The comparative bars: per principle (its fixed colour) plus the total; the compared value is the lighter bar. */
export function ComparativoBars({
  rows,
  labels,
}: {
  rows: BarRow[];
  labels: { questionario: string; comparado: string };
}) {
  return (
    <Box aria-hidden>
      <BarChart
        accessibilityLayer={false}
        h={Math.max(260, rows.length * 64)}
        orientation="vertical"
        data={rows.map((r) => ({
          principio: r.titulo,
          questionario: r.questionario,
          comparado: r.comparado,
          color: r.codigo === null ? colors.text : principioColor(r.codigo),
        }))}
        dataKey="principio"
        withTooltip={false}
        withBarValueLabel
        xAxisProps={{ domain: [0, 100], ticks: [0, 20, 40, 60, 80, 100] }}
        yAxisProps={{ width: 130 }}
        barProps={(series) => (series.name === 'comparado' ? { fillOpacity: 0.4 } : {})}
        series={[
          { name: 'questionario', label: labels.questionario, color: colors.text },
          { name: 'comparado', label: labels.comparado, color: colors.muted },
        ]}
      />
    </Box>
  );
}
