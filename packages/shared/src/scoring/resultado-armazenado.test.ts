import { describe, expect, it } from 'vitest';
import { calcularPrincipio } from './principio.ts';
import { deArmazenado, paraArmazenar } from './resultado-armazenado.ts';

describe('resultado armazenado', () => {
  it.each([[[3, 0, null, 5]], [[0, 0]], [[]], [[1, null, null]]])(
    'the frozen row of %j rebuilds the same principle result',
    (pesos) => {
      const principio = calcularPrincipio(3, pesos);
      expect(deArmazenado(paraArmazenar(principio))).toEqual(principio);
    },
  );

  it('stores the computed numbers, not the answers', () => {
    // [3, 0, null, 5]: potencial 15, avaliacao 8, aproveitamento 53, shares 53/14/33 (see principio.test.ts).
    expect(paraArmazenar(calcularPrincipio(1, [3, 0, null, 5]))).toEqual({
      principioCodigo: 1,
      total: 4,
      respondidas: 3,
      aplicaveis: 3,
      potencial: 15,
      avaliacao: 8,
      aproveitamento: 53,
      atendido: 53,
      naoAtendido: 14,
      naoPreenchido: 33,
    });
  });
});
