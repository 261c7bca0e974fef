import type { GuiaDaUnidade, QuestionarioDaUnidade } from '@guia/shared';

/** What a unit's edition offers (screen 10's rules), read by the unit detail and by Resumo alike. */
export interface AcoesDaEdicao {
  /** The open questionnaire: 'Continuar'. */
  aberto: QuestionarioDaUnidade | null;
  /** Finished questionnaires, newest first: their reports. */
  finalizados: QuestionarioDaUnidade[];
  /**
   * A new filling, only when the edition is available and no form is open: 'Iniciar primeiro {product}' when
   * the unit never filled this edition, 'Novo preenchimento' after a finished one (never 'Iniciar' again).
   */
  iniciar: 'primeiro' | 'novo' | null;
  /**
   * The edition was made available and then closed by the administrators: it reads 'Encerrado', never
   * 'Disponível em ...', and its open questionnaire can no longer be continued. The API lists producers only
   * editions that were made available at least once, so `disponivel: false` with a date means closed.
   */
  encerrado: boolean;
}

/** Screen 10's rules for one edition of a unit, in one place. */
export function acoesDaEdicao(edicao: GuiaDaUnidade): AcoesDaEdicao {
  const aberto = edicao.questionarios.find((q) => !q.finalizado) ?? null;
  const finalizados = edicao.questionarios
    .filter((q) => q.finalizado)
    .sort((a, b) => (b.finalizadoem ?? '').localeCompare(a.finalizadoem ?? ''));
  const encerrado = !edicao.disponivel && edicao.datadisponivel !== null;
  const podeIniciar = edicao.disponivel && !edicao.hasOpenForm && aberto === null;
  return {
    aberto: encerrado ? null : aberto,
    encerrado,
    finalizados,
    iniciar: podeIniciar ? (edicao.questionarios.length === 0 ? 'primeiro' : 'novo') : null,
  };
}
