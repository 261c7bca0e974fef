import { CADEIA_DE_VALOR } from './cadeia-de-valor.ts';
import { COMUNIDADES } from './comunidades.ts';
import { GESTAO } from './gestao.ts';
import { MEIO_AMBIENTE } from './meio-ambiente.ts';
import { TRABALHADORES } from './trabalhadores.ts';
import type { PrincipioSeed } from './types.ts';

export type * from './types.ts';

/**
 * The questionnaire of the first edition: five principles -> criteria -> indicators -> levels.
 * Administrators edit the edition afterwards, so the seed only inserts it when no edition exists.
 */
export const PRINCIPIOS_PRIMEIRA_EDICAO: readonly PrincipioSeed[] = [
  GESTAO,
  COMUNIDADES,
  TRABALHADORES,
  MEIO_AMBIENTE,
  CADEIA_DE_VALOR,
];
