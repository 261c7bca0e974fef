import { z } from 'zod';
import { UF_SIGLAS } from '../constants.ts';
import { idField, paginated, paginationQuery } from './common.ts';
import { STATUS_TECNICO } from './tecnico.ts';

// The admin area's 'Técnicos' (issue 18 §1): accreditation requests and accredited technicians.

/** The sortable columns of the admin technician list. */
export const ADMIN_TECNICO_SORT = [
  'nome',
  'instituicao',
  'uf',
  'status',
  'solicitado_em',
  'autorizacoes_ativas',
] as const;

const vazioParaUndefined = (v: unknown) => (v === '' ? undefined : v);

/** GET Admin/Tecnicos: page, sort, search by name, CPF or institution; status and UF filters. */
export const adminTecnicoListQuery = paginationQuery(ADMIN_TECNICO_SORT, {
  sort: 'solicitado_em',
  pageSize: 50,
}).extend({
  status: z.preprocess(vazioParaUndefined, z.enum(STATUS_TECNICO, { error: 'Situação inválida' }).optional()),
  uf: z.preprocess(vazioParaUndefined, z.enum(UF_SIGLAS, { error: 'Estado inválido' }).optional()),
});
export type AdminTecnicoListQuery = z.input<typeof adminTecnicoListQuery>;

/** One technician as the administrators list him. */
export const adminTecnicoItem = z.object({
  usuario_id: z.number(),
  nome: z.string(),
  instituicao: z.string(),
  registro_profissional: z.string(),
  uf: z.string(),
  status: z.enum(STATUS_TECNICO),
  solicitado_em: z.string(),
  decidido_em: z.string().nullable(),
  /** Grants that let him in now (not revoked, not expired; none while he is suspended). */
  autorizacoes_ativas: z.number(),
});
export type AdminTecnicoItem = z.infer<typeof adminTecnicoItem>;

export const adminTecnicoList = paginated(adminTecnicoItem);
export type AdminTecnicoList = z.infer<typeof adminTecnicoList>['data'];

export const adminTecnicoParams = z.object({ id: idField('Técnico inválido') });

export const MENSAGENS_ADMIN_TECNICO = {
  naoEncontrado: 'Técnico não encontrado.',
  credenciado: 'Técnico credenciado.',
  jaCredenciado: 'O técnico já estava credenciado.',
  suspenso: 'Técnico suspenso. Todas as autorizações dele deixaram de valer.',
  jaSuspenso: 'O técnico já estava suspenso.',
} as const;
