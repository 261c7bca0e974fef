import { colors, principioColors } from '@guia/shared';
import { describe, expect, it } from 'vitest';
import { type BarRow, comparativoChart, linhasDoRotulo } from './charts';

const rows: BarRow[] = [
  ...[1, 2, 3, 4, 5].map((codigo) => ({
    codigo,
    titulo: `Princípio ${codigo}`,
    questionario: codigo * 10,
    comparado: 80,
  })),
  { codigo: null, titulo: 'Total', questionario: 30, comparado: 80 },
];

describe('comparativoChart', () => {
  const chart = comparativoChart(rows, { questionario: 'Sua unidade', comparado: 'Seu Guia anterior' });

  it("gives each series a legend swatch made of the bars' own colours and opacity", () => {
    const coresDasBarras = chart.data.map((d) => d.color);
    expect(coresDasBarras).toEqual([...Object.values(principioColors), colors.text]);
    for (const serie of chart.series) {
      const legenda = chart.legenda.find((l) => l.name === serie.name);
      expect(legenda?.label).toBe(serie.label);
      const { fillOpacity } = chart.barProps(serie);
      expect(legenda?.amostras).toEqual(coresDasBarras.map((cor) => ({ cor, opacidade: fillOpacity })));
    }
    // The compared group is the lighter bar, so its swatch is lighter too.
    expect(chart.barProps({ name: 'questionario' }).fillOpacity).toBe(1);
    expect(chart.barProps({ name: 'comparado' }).fillOpacity).toBeLessThan(1);
  });

  it('keeps every tick of the 0-100 scale, 80 included', () => {
    expect(chart.xAxisProps.domain).toEqual([0, 100]);
    expect(chart.xAxisProps.ticks).toEqual([0, 20, 40, 60, 80, 100]);
    // recharts drops crowded ticks unless the interval is 0.
    expect(chart.xAxisProps.interval).toBe(0);
  });
});

describe('linhasDoRotulo', () => {
  it('breaks a radar label between whole words only', () => {
    expect(linhasDoRotulo('Gestão')).toEqual(['Gestão']);
    expect(linhasDoRotulo('Comunidades')).toEqual(['Comunidades']);
    expect(linhasDoRotulo('Meio Ambiente')).toEqual(['Meio', 'Ambiente']);
    expect(linhasDoRotulo('Cadeia de Valor')).toEqual(['Cadeia de', 'Valor']);
  });
});
