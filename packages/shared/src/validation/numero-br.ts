/**
 * Numbers as a Brazilian types them: comma for decimals, dot for thousands ('1.250,5').
 *
 * The rule, the same in the browser and on the server, never guesses silently:
 * - '1250,5' and '1.250,5' are 1250.5; '1.250' and '1.250.000' are thousands (1250, 1250000);
 * - a dot that does not group exactly three digits ('1250.5', '1.25', '12.50') is ambiguous (an
 *   English decimal point or a typo) and is refused with a message asking for the comma;
 * - more decimals than the field keeps are refused, not rounded;
 * - anything else (letters, spaces inside, two commas, a dot after the comma) is refused.
 */

export type LeituraNumero = { ok: true; valor: number } | { ok: false; erro: string };

export interface RegraNumero {
  /** How many decimals the field keeps (0: a whole number). */
  casasDecimais: number;
}

const AGRUPADO = /^\d{1,3}(\.\d{3})+$/;
const SO_DIGITOS = /^\d+$/;

/** Reads a number typed the Brazilian way ('1.250,5' → 1250.5); refuses what it cannot read unambiguously. */
export function lerNumeroBr(texto: string, regra: RegraNumero): LeituraNumero {
  const t = texto.trim();
  if (t === '') return { ok: false, erro: 'vazio' };
  const negativo = t.startsWith('-');
  const corpo = negativo ? t.slice(1) : t;
  const partes = corpo.split(',');
  if (partes.length > 2) return { ok: false, erro: MENSAGENS_NUMERO.formato };
  const [inteira = '', decimal] = partes;
  if (decimal !== undefined && !SO_DIGITOS.test(decimal)) {
    return { ok: false, erro: MENSAGENS_NUMERO.formato };
  }
  let digitos: string;
  if (SO_DIGITOS.test(inteira)) digitos = inteira;
  else if (AGRUPADO.test(inteira)) digitos = inteira.replaceAll('.', '');
  else if (/^[\d.]+$/.test(inteira) && inteira.includes('.') && decimal === undefined) {
    return { ok: false, erro: MENSAGENS_NUMERO.ambiguo };
  } else return { ok: false, erro: MENSAGENS_NUMERO.formato };
  if (decimal !== undefined && decimal.length > regra.casasDecimais) {
    return { ok: false, erro: mensagemCasas(regra.casasDecimais) };
  }
  const valor = Number(`${negativo ? '-' : ''}${digitos}${decimal ? `.${decimal}` : ''}`);
  return Number.isFinite(valor) ? { ok: true, valor } : { ok: false, erro: MENSAGENS_NUMERO.formato };
}

/** Whether a number sent as a JSON number has at most `casasDecimais` decimals. */
export function cabeNasCasas(valor: number, casasDecimais: number): boolean {
  const escala = 10 ** casasDecimais;
  return Math.round(valor * escala) / escala === valor;
}

/** The message for a value with more decimals than the field keeps. */
export function mensagemCasas(casasDecimais: number): string {
  return casasDecimais === 0
    ? 'use um número inteiro, sem casas decimais'
    : `use no máximo ${casasDecimais} casas decimais`;
}

/** The Portuguese reasons a typed number is refused (completed by the field's label). */
export const MENSAGENS_NUMERO = {
  formato: 'use só números, com vírgula para os decimais (ex.: 1.250,5)',
  ambiguo: 'use vírgula para os decimais e ponto só para milhares (ex.: 1250,5 ou 1.250)',
} as const;

const formatos = new Map<number, Intl.NumberFormat>();

/** Writes a number the way `lerNumeroBr` reads it back: 1250.5 → '1.250,5'. */
export function escreverNumeroBr(valor: number, casasDecimais: number): string {
  let f = formatos.get(casasDecimais);
  if (!f) {
    f = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: casasDecimais, useGrouping: true });
    formatos.set(casasDecimais, f);
  }
  return f.format(valor);
}
