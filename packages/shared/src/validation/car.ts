/** CAR receipt: UF, hyphen, 7 digits (IBGE municipality code), hyphen, 32 uppercase letters or digits. */
export const CAR_PATTERN = /^[A-Z]{2}-\d{7}-[A-Z0-9]{32}$/;

/** Normalises a typed CAR receipt: trims it (the spec validates the trimmed value). */
export function normalizeCar(value: string): string {
  return value.trim();
}

/** True when the trimmed CAR receipt matches the official pattern. */
export function isValidCar(value: string): boolean {
  return CAR_PATTERN.test(normalizeCar(value));
}
