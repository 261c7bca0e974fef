import { randomBytes } from 'node:crypto';
import { ALFABETO_COMPROVANTE, TAMANHO_CODIGO_COMPROVANTE } from '@guia/shared';

/** Largest multiple of the alphabet size below 256: bytes above it are discarded, so every character is equally likely. */
const LIMITE = 256 - (256 % ALFABETO_COMPROVANTE.length);

/** A new verification code 'XXXX-XXXX-XXXX' from cryptographically random bytes (~59 bits). */
export function gerarCodigoComprovante(aleatorio: (n: number) => Buffer = randomBytes): string {
  let letras = '';
  while (letras.length < TAMANHO_CODIGO_COMPROVANTE) {
    for (const byte of aleatorio(TAMANHO_CODIGO_COMPROVANTE * 2)) {
      if (byte >= LIMITE) continue;
      letras += ALFABETO_COMPROVANTE[byte % ALFABETO_COMPROVANTE.length];
      if (letras.length === TAMANHO_CODIGO_COMPROVANTE) break;
    }
  }
  return letras.match(/.{4}/g)!.join('-');
}
