/** Keeps only the digits of a value typed with or without punctuation. */
export function onlyDigits(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Applies a mask where 9 stands for a digit; stops at the last typed digit. */
export function applyDigitMask(value: string, mask: string): string {
  const digits = onlyDigits(value);
  let out = '';
  let i = 0;
  for (const ch of mask) {
    if (i >= digits.length) break;
    if (ch === '9') out += digits[i++];
    else out += ch;
  }
  return out;
}
