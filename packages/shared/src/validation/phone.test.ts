import { describe, expect, it } from 'vitest';
import { displayCelular, formatCelular, isValidCelular } from './phone.ts';

describe('isValidCelular', () => {
  it.each([
    ['(65)99999-8888', true],
    ['65999998888', true],
    ['(11) 98765-4321', true],
    ['(65)89999-8888', false], // mobile numbers start with 9
    ['(20)99999-8888', false], // DDD 20 does not exist
    ['6599999888', false], // 10 digits
    ['659999988881', false], // 12 digits
    ['(65)9999a-8888', false],
    ['', false],
  ])('%s -> %s', (value, expected) => {
    expect(isValidCelular(value)).toBe(expected);
  });
});

describe('celular masks', () => {
  it('formats as (99)99999-9999 for input and (99) 99999-9999 for display', () => {
    expect(formatCelular('65999998888')).toBe('(65)99999-8888');
    expect(formatCelular('(65) 99999-8888')).toBe('(65)99999-8888');
    expect(formatCelular('659')).toBe('(65)9');
    expect(displayCelular('65999998888')).toBe('(65) 99999-8888');
  });
});
