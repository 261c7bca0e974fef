import { describe, expect, it } from 'vitest';
import { semNumero, tituloNumerado } from './titulo-numerado';

describe('tituloNumerado', () => {
  it('shows the number once, whether or not the title repeats it', () => {
    expect(tituloNumerado('1.1', 'Manejo do rebanho')).toBe('1.1 Manejo do rebanho');
    expect(tituloNumerado('1.1', '1.1 Manejo do rebanho')).toBe('1.1 Manejo do rebanho');
    expect(tituloNumerado('1.1', '1.1. Manejo do rebanho')).toBe('1.1 Manejo do rebanho');
    expect(tituloNumerado('2.1.3', '2.1.3 - Água')).toBe('2.1.3 Água');
  });

  it('keeps a title that only starts like the number, or is nothing but the number', () => {
    expect(semNumero('1.1', '1.10 Outro critério')).toBe('1.10 Outro critério');
    expect(semNumero('1', '12 meses de registro')).toBe('12 meses de registro');
    expect(semNumero('1.1', '1.1')).toBe('1.1');
  });
});
