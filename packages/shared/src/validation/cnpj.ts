import { applyDigitMask, onlyDigits } from './digits.ts';

export const CNPJ_MASK = '99.999.999/9999-99';

function cnpjCheckDigit(digits: string, length: number): number {
  const weights =
    length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  let sum = 0;
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (weights[i] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** True when the CNPJ (with or without punctuation) has 14 digits and valid check digits. */
export function isValidCnpj(value: string): boolean {
  if (/[^\d./\-\s]/.test(value)) return false;
  const d = onlyDigits(value);
  if (d.length !== 14 || /^(\d)\1{13}$/.test(d)) return false;
  return cnpjCheckDigit(d, 12) === Number(d[12]) && cnpjCheckDigit(d, 13) === Number(d[13]);
}

/** Formats a CNPJ as 99.999.999/9999-99. */
export function formatCnpj(value: string): string {
  return applyDigitMask(value, CNPJ_MASK);
}
