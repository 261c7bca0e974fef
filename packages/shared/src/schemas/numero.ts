import { z } from 'zod';
import { cabeNasCasas, lerNumeroBr, mensagemCasas } from '../validation/numero-br.ts';
import { textField } from './common.ts';

export interface CampoNumero {
  /** The field's name as the user sees it, at the start of every message ('Área total'). */
  rotulo: string;
  /** Decimals kept (0: whole numbers). More are refused, never rounded. */
  casasDecimais?: number;
  min?: number;
  max?: number;
  /** One message for both bounds, when the field has one ('O percentual deve estar entre 0 e 100'). */
  mensagemFaixa?: string;
}

/**
 * An optional number sent as a JSON number or as text typed the Brazilian way ('1.250,5'), read by
 * `lerNumeroBr`: what it cannot read unambiguously is refused with a message, never changed. Empty is null.
 */
export function numeroBrOpcional({
  rotulo,
  casasDecimais = 0,
  min = 0,
  max = 2_000_000_000,
  mensagemFaixa,
}: CampoNumero) {
  return z
    .union([z.number(), textField(), z.null()], { error: `${rotulo} deve ser um número` })
    .optional()
    .transform((entrada, ctx): number | null => {
      const falha = (message: string) => {
        ctx.addIssue({ code: 'custom', message, input: entrada });
        return z.NEVER;
      };
      if (entrada === null || entrada === undefined) return null;
      let valor: number;
      if (typeof entrada === 'string') {
        if (entrada.trim() === '') return null;
        const lido = lerNumeroBr(entrada, { casasDecimais });
        if (!lido.ok) return falha(`${rotulo}: ${lido.erro}`);
        valor = lido.valor;
      } else {
        if (!Number.isFinite(entrada)) return falha(`${rotulo} deve ser um número`);
        if (!cabeNasCasas(entrada, casasDecimais)) return falha(`${rotulo}: ${mensagemCasas(casasDecimais)}`);
        valor = entrada;
      }
      if (valor < min) return falha(mensagemFaixa ?? `${rotulo} não pode ser negativo`);
      if (valor > max) return falha(mensagemFaixa ?? `${rotulo} muito grande`);
      return valor;
    });
}
