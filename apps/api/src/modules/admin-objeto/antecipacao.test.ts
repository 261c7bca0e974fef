import { describe, expect, it } from 'vitest';
import { comAntecipacao } from './exportacao.fila.ts';

describe('comAntecipacao', () => {
  it('yields every batch in order and asks for the next one before the current is consumed', async () => {
    const pedidos: number[] = [];
    async function* lotes() {
      for (let i = 1; i <= 3; i++) {
        pedidos.push(i);
        yield [i];
      }
    }
    const vistos: number[][] = [];
    for await (const lote of comAntecipacao(lotes())) {
      // While batch n is handled, batch n+1 is already requested.
      await new Promise((r) => setTimeout(r, 1));
      expect(pedidos.length).toBe(Math.min(3, lote[0]! + 1));
      vistos.push(lote);
    }
    expect(vistos).toEqual([[1], [2], [3]]);
  });

  it('stops the source when the consumer stops, without an unhandled rejection', async () => {
    let fechado = false;
    async function* lotes() {
      try {
        yield 1;
        throw new Error('falha no lote seguinte');
      } finally {
        fechado = true;
      }
    }
    for await (const _ of comAntecipacao(lotes())) break;
    expect(fechado).toBe(true);
  });
});
