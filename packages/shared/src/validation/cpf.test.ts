import { describe, expect, it } from 'vitest';
import { formatCpf, isValidCpf } from './cpf.ts';

describe('isValidCpf', () => {
  it.each([
    ['529.982.247-25', true],
    ['52998224725', true],
    ['111.444.777-35', true],
    ['529.982.247-24', false], // wrong second check digit
    ['529.982.247-15', false], // wrong first check digit
    ['5299822472', false], // 10 digits
    ['529982247251', false], // 12 digits
    ['111.111.111-11', false], // repeated digits pass the checksum but are invalid
    ['', false],
    ['529.982.247-2a', false],
  ])('%s -> %s', (value, expected) => {
    expect(isValidCpf(value)).toBe(expected);
  });
});

describe('formatCpf', () => {
  it('masks digits as 999.999.999-99, with or without punctuation', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
  });
  it('masks partial input as far as it goes and drops extra digits', () => {
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('529982247251234')).toBe('529.982.247-25');
  });
});
