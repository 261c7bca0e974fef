import { applyDigitMask, onlyDigits } from './digits.ts';

export const CPF_MASK = '999.999.999-99';

function cpfCheckDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** True when the CPF (with or without punctuation) has 11 digits and valid check digits. */
export function isValidCpf(value: string): boolean {
  if (/[^\d.\-\s]/.test(value)) return false;
  const d = onlyDigits(value);
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  return cpfCheckDigit(d, 9) === Number(d[9]) && cpfCheckDigit(d, 10) === Number(d[10]);
}

/** Formats a CPF as 999.999.999-99 (partial input is masked as far as it goes). */
export function formatCpf(value: string): string {
  return applyDigitMask(value, CPF_MASK);
}
