import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

// The comparative's settings, read from the environment.

describe('configuration', () => {
  it('reads COMPARATIVO_MIN_UNIDADES, 5 by default', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).COMPARATIVO_MIN_UNIDADES).toBe(5);
    expect(
      loadConfig({ JWT_SECRET: 'x'.repeat(32), COMPARATIVO_MIN_UNIDADES: '3' }).COMPARATIVO_MIN_UNIDADES,
    ).toBe(3);
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(32), COMPARATIVO_MIN_UNIDADES: '0' })).toThrow();
  });

  it('reads COMPARATIVO_CARENCIA_DIAS, 30 by default, 0..365 whole days', () => {
    const carencia = (v?: string) =>
      loadConfig({ JWT_SECRET: 'x'.repeat(32), ...(v === undefined ? {} : { COMPARATIVO_CARENCIA_DIAS: v }) })
        .COMPARATIVO_CARENCIA_DIAS;
    expect(carencia()).toBe(30);
    expect(carencia('0')).toBe(0);
    expect(carencia('45')).toBe(45);
    expect(() => carencia('-1')).toThrow('COMPARATIVO_CARENCIA_DIAS não pode ser negativo');
    expect(() => carencia('1.5')).toThrow('COMPARATIVO_CARENCIA_DIAS precisa ser um número inteiro de dias');
    expect(() => carencia('366')).toThrow('COMPARATIVO_CARENCIA_DIAS vai até 365 dias');
    expect(() => carencia('trinta')).toThrow('COMPARATIVO_CARENCIA_DIAS');
  });
});
