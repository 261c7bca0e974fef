import { z } from 'zod';
import { idField, pageInfo, paginationQuery } from './common.ts';

// The 'Notificações' page and the header's unread badge (issue 17 §3).

export const notificacoesQuery = paginationQuery(['criada_em'], { sort: 'criada_em', pageSize: 20 }).omit({
  sort: true,
  order: true,
  q: true,
});
export type NotificacoesQuery = z.infer<typeof notificacoesQuery>;

export const notificacaoParams = z.object({ id: idField('Notificação inválida') });

export const notificacao = z.object({
  id: z.number(),
  tipo: z.string(),
  titulo: z.string(),
  mensagem: z.string(),
  link: z.string().nullable(),
  criada_em: z.string(),
  lida: z.boolean(),
});
export type Notificacao = z.infer<typeof notificacao>;

/** GET /api/Notificacoes: newest first, with the count of unread notices (the header's badge). */
export const notificacoesPagina = z.object({
  items: z.array(notificacao),
  pagination: pageInfo,
  nao_lidas: z.number(),
});
export type NotificacoesPagina = z.infer<typeof notificacoesPagina>;

/** GET and PUT /api/Configuracao/Lembretes: 'Receber lembretes por e-mail' (in-app notices stay). */
export const preferenciaLembretes = z.object({
  lembretes_email: z.boolean({ error: 'Informe se deseja receber lembretes por e-mail' }),
});
export type PreferenciaLembretes = z.infer<typeof preferenciaLembretes>;
