import { z } from 'zod';
import { dataResponse, idField, paginated, paginationQuery, requiredText, textField } from './common.ts';

/** Longest answer of a FAQ question (characters). */
export const FAQ_RESPOSTA_MAX = 5000;
/** Most topics one reorder call may carry. */
export const FAQ_TOPICOS_MAX = 500;

export const FAQ_MENSAGENS = {
  topicoInvalido: 'Tópico inválido',
  perguntaInvalida: 'Pergunta inválida',
  titulo: 'Informe o título do tópico',
  pergunta: 'Informe a pergunta',
  resposta: 'Informe a resposta',
  ordem: 'Informe a nova ordem dos tópicos',
  ordemRepetida: 'A nova ordem repete um tópico',
  posicao: 'Informe uma posição válida (1 ou mais)',
} as const;

/** A question and its answer (spec: titulo = pergunta, descricao = resposta). */
export const faqItem = z.object({
  id: z.number(),
  titulo: z.string(),
  descricao: z.string(),
  ordem: z.number(),
});
export type FaqItem = z.infer<typeof faqItem>;

/** GET Faq: a topic with its questions, in the administrators' order. */
export const faqTopico = z.object({
  id: z.number(),
  titulo: z.string(),
  descricao: z.string(),
  ordem: z.number(),
  items: z.array(faqItem),
});
export type FaqTopico = z.infer<typeof faqTopico>;

export const faqResponse = dataResponse(z.array(faqTopico));

/** GET Admin/Faq: one row of the topics table. */
export const adminFaqTopico = z.object({
  id: z.number(),
  titulo: z.string(),
  descricao: z.string(),
  ordem: z.number(),
  totalItems: z.number(),
});
export type AdminFaqTopico = z.infer<typeof adminFaqTopico>;

/** GET Admin/Faq: search on the title (no accents, no case), sort by order (default), title or count. */
export const adminFaqListQuery = paginationQuery(['ordem', 'titulo', 'totalItems'], { sort: 'ordem' });
export type AdminFaqListQuery = z.input<typeof adminFaqListQuery>;

export const adminFaqList = paginated(adminFaqTopico);
export type AdminFaqList = z.infer<typeof adminFaqList>['data'];

export const faqParams = z.object({ faqId: idField(FAQ_MENSAGENS.topicoInvalido) });
export const faqItemParams = faqParams.extend({ itemId: idField(FAQ_MENSAGENS.perguntaInvalida) });

/** POST Admin/Faq and PUT Admin/Faq/{faqId}: a topic. */
export const adminFaqBody = z.object({
  titulo: requiredText(FAQ_MENSAGENS.titulo, 200),
  descricao: textField({ error: 'Descrição inválida', multiline: true })
    .trim()
    .max(1000, 'Use no máximo 1000 caracteres')
    .default(''),
});
export type AdminFaqBody = z.input<typeof adminFaqBody>;

/**
 * PUT Admin/Faq/{faqId}: the topic object as the spec sends it; with `ordem` the topic moves to that
 * position (past the end: last) and the others shift, positions staying 1..n.
 */
export const adminFaqEdicaoBody = adminFaqBody.extend({
  ordem: z.coerce
    .number({ error: FAQ_MENSAGENS.posicao })
    .int(FAQ_MENSAGENS.posicao)
    .min(1, FAQ_MENSAGENS.posicao)
    .max(FAQ_TOPICOS_MAX, FAQ_MENSAGENS.posicao)
    .optional(),
});
export type AdminFaqEdicaoBody = z.input<typeof adminFaqEdicaoBody>;

/** POST Admin/Faq/{faqId}/Item and PUT .../Item/{itemId}: a question (titulo) and its answer (descricao). */
export const adminFaqItemBody = z.object({
  titulo: requiredText(FAQ_MENSAGENS.pergunta, 300),
  descricao: textField({ error: FAQ_MENSAGENS.resposta, multiline: true })
    .trim()
    .min(1, FAQ_MENSAGENS.resposta)
    .max(FAQ_RESPOSTA_MAX, `Use no máximo ${FAQ_RESPOSTA_MAX} caracteres`),
});
export type AdminFaqItemBody = z.input<typeof adminFaqItemBody>;

/** PUT Admin/Faq/Ordem: every topic id, in the new order (the first gets ordem 1). */
export const adminFaqOrdemBody = z.object({
  ids: z
    .array(idField(FAQ_MENSAGENS.topicoInvalido), { error: FAQ_MENSAGENS.ordem })
    .min(1, FAQ_MENSAGENS.ordem)
    .max(FAQ_TOPICOS_MAX, FAQ_MENSAGENS.ordem)
    .refine((ids) => new Set(ids).size === ids.length, FAQ_MENSAGENS.ordemRepetida),
});
export type AdminFaqOrdemBody = z.input<typeof adminFaqOrdemBody>;

/** GET Admin/Faq/{faqId}: a topic with its questions. */
export const adminFaqDetalhe = faqTopico;
export type AdminFaqDetalhe = FaqTopico;
