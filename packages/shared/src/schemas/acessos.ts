import { z } from 'zod';
import { pageInfo, paginationQuery } from './common.ts';

/**
 * GET /api/Acessos: 'Quem acessou meus dados' (issue 18 §3, LGPD art. 9 and 18): every act of someone
 * other than the producer on his data (an administrator's read or change, an accredited technician's act),
 * newest first, paginated.
 */
export const acessosQuery = paginationQuery(['em'], { sort: 'em', pageSize: 20 }).omit({
  sort: true,
  order: true,
  q: true,
});
export type AcessosQuery = z.infer<typeof acessosQuery>;

export const acessoAosDados = z.object({
  id: z.number(),
  /** When (ISO 8601). */
  em: z.string(),
  /** Who: the name as it was then; a technician's institution as it is now. */
  ator: z.object({
    nome: z.string(),
    papel: z.enum(['administrador', 'tecnico']),
    instituicao: z.string().nullable(),
  }),
  /** What was done: the audit event's code ('relatorio.pdf', 'tecnico.resposta.salvar'…); the screen words it. */
  acao: z.string(),
  /** Which unit, when the act was on one and it still exists. */
  unidade: z.string().nullable(),
});
export type AcessoAosDados = z.infer<typeof acessoAosDados>;

export const acessosPagina = z.object({ items: z.array(acessoAosDados), pagination: pageInfo });
export type AcessosPagina = z.infer<typeof acessosPagina>;
