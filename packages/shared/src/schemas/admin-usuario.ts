import { z } from 'zod';
import { ROLES } from '../constants.ts';
import { idField, paginated, paginationQuery } from './common.ts';
import { dadosPessoaisBody } from './configuracao.ts';

/**
 * Where an account stands (docs/decisions.md): 'pendente' = e-mail never confirmed; 'troca-de-email'
 * = a new e-mail waits for the code sent to it; 'termos-pendentes' = confirmed, current terms not
 * accepted; 'ativo' = confirmed and current terms accepted. Checked in that order.
 */
export const USUARIO_STATUS = ['ativo', 'pendente', 'termos-pendentes', 'troca-de-email'] as const;
export type UsuarioStatus = (typeof USUARIO_STATUS)[number];

/** The sortable columns of the admin user list. */
export const ADMIN_USUARIO_SORT = ['nome', 'email', 'uf', 'totalObjetos', 'role', 'status'] as const;

/** GET Admin/Usuario: page, sort, search by name (accents and case ignored), role and status filters. */
export const adminUsuarioListQuery = paginationQuery(ADMIN_USUARIO_SORT, {
  sort: 'nome',
  pageSize: 50,
}).extend({
  role: z.enum(ROLES, { error: 'Papel inválido' }).optional(),
  status: z.enum(USUARIO_STATUS, { error: 'Situação inválida' }).optional(),
});
export type AdminUsuarioListQuery = z.input<typeof adminUsuarioListQuery>;

/** One row of the admin user list. */
export const adminUsuarioItem = z.object({
  id: z.number(),
  nome: z.string(),
  email: z.string(),
  uf: z.string().nullable(),
  totalObjetos: z.number(),
  role: z.enum(ROLES),
  status: z.enum(USUARIO_STATUS),
});
export type AdminUsuarioItem = z.infer<typeof adminUsuarioItem>;

export const adminUsuarioList = paginated(adminUsuarioItem);
export type AdminUsuarioList = z.infer<typeof adminUsuarioList>['data'];

export const adminUsuarioParams = z.object({ userId: idField('Usuário inválido') });

/** The account as an administrator reads it (edit modal, user page). */
export const adminUsuario = z.object({
  id: z.number(),
  nome: z.string(),
  email: z.string(),
  celular: z.string(),
  uf: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(USUARIO_STATUS),
  criadoEm: z.string(),
  /** A new e-mail waiting for the user's code (login still uses `email`). */
  emailPendente: z.string().nullable(),
});
export type AdminUsuario = z.infer<typeof adminUsuario>;

/** One unit of the user, with how many Guias it has and when the last one was finished. */
export const adminUsuarioObjeto = z.object({
  id: z.number(),
  nomeunidade: z.string(),
  categoria: z.object({
    id: z.number(),
    titulo: z.string(),
    descricao: z.string(),
    sigla: z.string(),
    cor: z.string(),
  }),
  uf: z.string(),
  municipio: z.string(),
  guias: z.number(),
  ultimoFinalizadoEm: z.string().nullable(),
});
export type AdminUsuarioObjeto = z.infer<typeof adminUsuarioObjeto>;

/** GET Admin/Usuario/{userId}. */
export const adminUsuarioDetalhe = z.object({
  usuario: adminUsuario,
  objetos: z.array(adminUsuarioObjeto),
});
export type AdminUsuarioDetalhe = z.infer<typeof adminUsuarioDetalhe>;

/** GET Admin/Usuario/{userId}/Acessos: newest first. */
export const adminUsuarioAcessosQuery = paginationQuery(['criadoEm'], {
  sort: 'criadoEm',
  pageSize: 20,
}).pick({
  page: true,
  pageSize: true,
});

/** One audit row about the user: who did what, when (never editable). */
export const adminUsuarioAcesso = z.object({
  id: z.number(),
  criadoEm: z.string(),
  atorNome: z.string(),
  acao: z.string(),
  detalhes: z.record(z.string(), z.unknown()),
});
export type AdminUsuarioAcesso = z.infer<typeof adminUsuarioAcesso>;

export const adminUsuarioAcessos = paginated(adminUsuarioAcesso);
export type AdminUsuarioAcessos = z.infer<typeof adminUsuarioAcessos>['data'];

/** PUT Admin/Usuario/{userId}/Role. */
export const adminUsuarioRoleBody = z.object({
  role: z.enum(ROLES, { error: 'Escolha administrador ou visitante' }),
});
export type AdminUsuarioRoleBody = z.input<typeof adminUsuarioRoleBody>;

/**
 * PUT Admin/Usuario/{userId}: the edit modal, with the rules of Configurações. A new e-mail is not
 * applied: the user confirms it with the code sent to the new address.
 */
export const adminUsuarioBody = dadosPessoaisBody.pick({ nome: true, email: true, celular: true });
export type AdminUsuarioBody = z.input<typeof adminUsuarioBody>;
