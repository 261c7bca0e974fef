import { describe, expect, it } from 'vitest';
import { formatInscricaoEstadual, isValidInscricaoEstadual } from './inscricao-estadual.ts';

describe('inscrição estadual', () => {
  it.each([
    ['13.123.456-78', true],
    ['1312345678', true],
    ['13.123.456-7', false], // 9 digits
    ['13.123.456-789', false], // 11 digits
    ['13.123.456-7x', false],
    ['', false],
  ])('%s -> %s', (value, expected) => {
    expect(isValidInscricaoEstadual(value)).toBe(expected);
  });
  it('formats as 99.999.999-99', () => {
    expect(formatInscricaoEstadual('1312345678')).toBe('13.123.456-78');
    expect(formatInscricaoEstadual('131')).toBe('13.1');
  });
});
