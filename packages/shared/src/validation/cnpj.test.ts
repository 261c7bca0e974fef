import { describe, expect, it } from 'vitest';
import { formatCnpj, isValidCnpj } from './cnpj.ts';

describe('isValidCnpj', () => {
  it.each([
    ['11.222.333/0001-81', true],
    ['11222333000181', true],
    ['45.723.174/0001-10', true],
    ['11.222.333/0001-82', false], // wrong second check digit
    ['11.222.333/0001-91', false], // wrong first check digit
    ['1122233300018', false], // 13 digits
    ['112223330001811', false], // 15 digits
    ['00.000.000/0000-00', false],
    ['', false],
  ])('%s -> %s', (value, expected) => {
    expect(isValidCnpj(value)).toBe(expected);
  });
});

describe('formatCnpj', () => {
  it('masks as 99.999.999/9999-99', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('11.222.333/0001-81')).toBe('11.222.333/0001-81');
    expect(formatCnpj('112223')).toBe('11.222.3');
  });
});
