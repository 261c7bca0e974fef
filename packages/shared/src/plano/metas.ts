import type { ItemPlano, PlanoAcao } from '../schemas/plano-acao.ts';
import { contarAtingidas, type Desfecho } from './desfecho.ts';

/** The title of a report's verdict on the previous plan (issue 17 §2). */
export const TITULO_METAS_DO_CICLO = 'Metas do ciclo anterior';

/** The targets a finished questionnaire judged (a cancelled one is not judged), and how many it met. */
export function metasJulgadas(plano: Pick<PlanoAcao, 'itens'>): {
  itens: (ItemPlano & { desfecho: Desfecho })[];
  atingidas: number;
  total: number;
} {
  const itens = plano.itens.filter((i): i is ItemPlano & { desfecho: Desfecho } => i.desfecho !== null);
  return { itens, ...contarAtingidas(itens.map((i) => i.desfecho)) };
}

/** 'Metas do ciclo anterior: X de Y atingidas' (the PDF's line; the screen has it in its catalogue). */
export const resumoDasMetas = (atingidas: number, total: number) =>
  `${TITULO_METAS_DO_CICLO}: ${atingidas} de ${total} atingidas`;
