import { describe, expect, it } from 'vitest';
import { caminhoFatiaAnel, fatiasDoughnut, pontoPolar, pontosRadar, raioInterno } from './chart-geometry.ts';

const perto = (a: number, b: number) => expect(a).toBeCloseTo(b, 6);

describe('pontoPolar', () => {
  it('starts at the top and turns clockwise', () => {
    const topo = pontoPolar(100, 100, 10, 0);
    perto(topo.x, 100);
    perto(topo.y, 90);
    const direita = pontoPolar(100, 100, 10, 90);
    perto(direita.x, 110);
    perto(direita.y, 100);
    const baixo = pontoPolar(100, 100, 10, 180);
    perto(baixo.x, 100);
    perto(baixo.y, 110);
  });
});

describe('fatiasDoughnut', () => {
  it('splits the circle in proportion and skips zero values', () => {
    expect(fatiasDoughnut([50, 0, 25, 25])).toEqual([
      { inicio: 0, fim: 180, indice: 0 },
      { inicio: 180, fim: 270, indice: 2 },
      { inicio: 270, fim: 360, indice: 3 },
    ]);
  });

  it('gives no slice when every value is zero', () => {
    expect(fatiasDoughnut([0, 0, 0])).toEqual([]);
  });

  it('gives one full slice for a single value', () => {
    expect(fatiasDoughnut([0, 100, 0])).toEqual([{ inicio: 0, fim: 360, indice: 1 }]);
  });
});

describe('caminhoFatiaAnel', () => {
  it('draws a quarter ring with outer and inner arcs', () => {
    expect(caminhoFatiaAnel(100, 100, 50, 40, 0, 90)).toBe(
      'M 100 50 A 50 50 0 0 1 150 100 L 140 100 A 40 40 0 0 0 100 60 Z',
    );
  });

  it('uses the large-arc flag past half a turn', () => {
    expect(caminhoFatiaAnel(0, 0, 10, 8, 0, 270)).toContain('A 10 10 0 1 1');
  });

  it('draws a full ring as two halves', () => {
    const caminho = caminhoFatiaAnel(0, 0, 10, 8, 0, 360);
    expect(caminho.match(/M /g)).toHaveLength(2);
    expect(caminho).toContain('M 0 -10');
    expect(caminho).toContain('M 0 10');
  });
});

describe('raioInterno', () => {
  it("is 80% of the outer radius by default (the spec's cutout)", () => {
    expect(raioInterno(50)).toBe(40);
  });
});

describe('pontosRadar', () => {
  it('puts one point per axis on a 0..100 scale, the first at the top', () => {
    const pontos = pontosRadar(0, 0, 100, [100, 50, 0, 100, 25]);
    expect(pontos).toHaveLength(5);
    perto(pontos[0]!.x, 0);
    perto(pontos[0]!.y, -100);
    perto(pontos[1]!.x, 50 * Math.sin((72 * Math.PI) / 180));
    perto(pontos[1]!.y, -50 * Math.cos((72 * Math.PI) / 180));
    perto(pontos[2]!.x, 0);
    perto(pontos[2]!.y, 0);
    perto(Math.hypot(pontos[4]!.x, pontos[4]!.y), 25);
  });

  it('clamps values outside the scale', () => {
    const [p] = pontosRadar(0, 0, 10, [150]);
    perto(p!.y, -10);
  });
});
