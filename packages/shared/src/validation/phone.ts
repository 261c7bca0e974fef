import { applyDigitMask, onlyDigits } from './digits.ts';

export const CELULAR_MASK = '(99)99999-9999';
/** Brazilian area codes (DDD) in use. */
const DDDS = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46,
  47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85,
  86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/** True for a Brazilian mobile number: 11 digits, a real DDD and a leading 9 after it. */
export function isValidCelular(value: string): boolean {
  if (/[^\d()\-\s+]/.test(value)) return false;
  const d = onlyDigits(value);
  if (d.length !== 11) return false;
  return DDDS.has(Number(d.slice(0, 2))) && d[2] === '9';
}

/** Formats a mobile number as (99)99999-9999. */
export function formatCelular(value: string): string {
  return applyDigitMask(value, CELULAR_MASK);
}

/** Formats a mobile number for display as (99) 99999-9999. */
export function displayCelular(value: string): string {
  return applyDigitMask(value, '(99) 99999-9999');
}
