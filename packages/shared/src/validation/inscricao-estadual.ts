import { applyDigitMask, onlyDigits } from './digits.ts';

export const INSCRICAO_ESTADUAL_MASK = '99.999.999-99';

/** True when the state registration fills the spec's mask 99.999.999-99 (10 digits). */
export function isValidInscricaoEstadual(value: string): boolean {
  if (/[^\d.\-\s]/.test(value)) return false;
  return onlyDigits(value).length === 10;
}

/** Formats a state registration as 99.999.999-99. */
export function formatInscricaoEstadual(value: string): string {
  return applyDigitMask(value, INSCRICAO_ESTADUAL_MASK);
}
