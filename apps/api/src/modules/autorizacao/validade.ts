import {
  AUTORIZACAO_MESES_MAX,
  AUTORIZACAO_MESES_PADRAO,
  CONSENTIMENTO_AUTORIZACAO,
  hojeEm,
  MENSAGENS_AUTORIZACAO,
  prazoPadrao,
} from '@guia/shared';
import { type SQL, sql } from 'drizzle-orm';
import { AppError, badRequest } from '../../errors.ts';

// A grant lasts until the end of a day the producer chooses, in Brasília's time zone (where the
// programme's dates fall): stored as the instant the next day starts, so the gate's `valida_ate <= now()`
// stops it at midnight there.

/** The instant a grant whose last day is `ultimoDia` (AAAA-MM-DD) stops letting in, as SQL. */
export const fimDoUltimoDia = (ultimoDia: string): SQL<Date> =>
  sql<Date>`((${ultimoDia}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`;

/** The last day (AAAA-MM-DD, Brasília) a grant that stops at `validaAte` lets in. */
export const ultimoDia = (validaAte: Date): string => hojeEm(new Date(validaAte.getTime() - 1));

/**
 * The checks of a grant's body that need no database (before any write): the consent read must be the
 * current version (422), and the last day today or later and at most AUTORIZACAO_MESES_MAX months away
 * (400, as any date out of range). Answers the last day, AUTORIZACAO_MESES_PADRAO months away by default.
 */
export function validarConcessao(
  corpo: { valida_ate?: string | undefined; consentimento_versao: string },
  agora: Date,
): string {
  if (corpo.consentimento_versao !== CONSENTIMENTO_AUTORIZACAO.versao) {
    const mensagem = MENSAGENS_AUTORIZACAO.consentimentoDesatualizado;
    throw new AppError(422, mensagem, 'consentimento_desatualizado', { consentimento_versao: mensagem });
  }
  const hoje = hojeEm(agora);
  const ate = corpo.valida_ate ?? prazoPadrao(hoje, AUTORIZACAO_MESES_PADRAO);
  const recusar = (mensagem: string) => badRequest(mensagem, { valida_ate: mensagem }, 'validation_error');
  if (ate < hoje) throw recusar(MENSAGENS_AUTORIZACAO.validaAtePassada);
  if (ate > prazoPadrao(hoje, AUTORIZACAO_MESES_MAX)) throw recusar(MENSAGENS_AUTORIZACAO.validaAteLonga);
  return ate;
}
