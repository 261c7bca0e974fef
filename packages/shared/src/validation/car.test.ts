import { describe, expect, it } from 'vitest';
import { isValidCar, normalizeCar } from './car.ts';

const valid = 'MT-5103403-0A1B2C3D4E5F6A7B8C9D0E1F2A3B4C5D';

describe('isValidCar', () => {
  it('accepts UF-7 digits-32 uppercase letters or digits', () => {
    expect(isValidCar(valid)).toBe(true);
  });
  it('trims surrounding spaces before checking', () => {
    expect(isValidCar(`  ${valid} `)).toBe(true);
    expect(normalizeCar(`  ${valid} `)).toBe(valid);
  });
  it.each([
    ['lowercase letters', valid.toLowerCase()],
    ['6 digits in the municipality', 'MT-510340-0A1B2C3D4E5F6A7B8C9D0E1F2A3B4C5D'],
    ['31 characters at the end', valid.slice(0, -1)],
    ['33 characters at the end', `${valid}E`],
    ['no hyphens', valid.replace(/-/g, '')],
    ['three-letter UF', `MTX${valid.slice(2)}`],
    ['a symbol in the code', `${valid.slice(0, -1)}#`],
    ['empty', ''],
  ])('rejects %s', (_, value) => {
    expect(isValidCar(value)).toBe(false);
  });
});
