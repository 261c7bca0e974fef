import { z } from 'zod';
import { comOutrosErros, idField, paginated, paginationQuery, requiredText, textField } from './common.ts';

/**
 * Editions of the Guia and their indicator structure, as the administrator edits them
 * (admin-area.md §2.7-§2.8; rules in docs/decisions.md 'Editions and the indicator structure').
 */

/** Years an edition may carry. */
export const ANO_GUIA_MIN = 2000;
export const ANO_GUIA_MAX = 2100;

/** At most five maturity levels (weights 1-5) plus one 'Não se aplica' (weight 0). */
export const PESO_MIN = 0;
export const PESO_MAX = 5;

/** The weight of a new level: the previous weight plus 1, wrapping to 0 after 5 (admin §2.8). */
export function proximoPeso(anterior: number | undefined): number {
  if (anterior === undefined) return 1;
  return anterior >= PESO_MAX ? 0 : anterior + 1;
}

/** Message of every empty title or description the editor refuses (admin §8). */
export const MENSAGEM_TEXTO_VALIDO = 'Preencha um texto válido';

const anoField = z.coerce
  .number({ error: 'Informe o ano' })
  .int('Informe um ano válido')
  .min(ANO_GUIA_MIN, `Informe um ano entre ${ANO_GUIA_MIN} e ${ANO_GUIA_MAX}`)
  .max(ANO_GUIA_MAX, `Informe um ano entre ${ANO_GUIA_MIN} e ${ANO_GUIA_MAX}`);

/** A required text of the editor, with the spec's message. */
function textoValido(max: number, multiline = false) {
  return textField({ error: MENSAGEM_TEXTO_VALIDO, multiline })
    .trim()
    .min(1, MENSAGEM_TEXTO_VALIDO)
    .max(max, `Use no máximo ${max} caracteres`);
}

/** An optional text of the editor: empty becomes null. */
function textoOpcional(max: number) {
  return textField({ multiline: true })
    .trim()
    .max(max, `Use no máximo ${max} caracteres`)
    .nullish()
    .transform((v) => (v ? v : null));
}

// ---------------------------------------------------------------------------------------------
// Editions (§2.7)
// ---------------------------------------------------------------------------------------------

/**
 * Where an edition stands: 'rascunho' = never made available (producers do not see it);
 * 'disponivel' = producers see it and can start it; 'fechado' = was available, now closed (its
 * questionnaires and reports stay readable).
 */
export const SITUACOES_EDICAO = ['rascunho', 'disponivel', 'fechado'] as const;
export type SituacaoEdicao = (typeof SITUACOES_EDICAO)[number];

export const ADMIN_GUIA_SORT = ['ano', 'totalRespondido', 'disponivel'] as const;

/** GET Admin/Guia: sortable by year (newest first by default), total answered or availability. */
export const adminGuiaListQuery = paginationQuery(ADMIN_GUIA_SORT, { sort: 'ano', pageSize: 50 }).extend({
  order: z.enum(['asc', 'desc'], { error: 'Direção de ordenação inválida' }).default('desc'),
});
export type AdminGuiaListQuery = z.input<typeof adminGuiaListQuery>;

/** One row of the editions table. */
export const adminGuiaItem = z.object({
  id: z.number(),
  ano: z.number(),
  disponivel: z.boolean(),
  situacao: z.enum(SITUACOES_EDICAO),
  /** When it was last made available (null: a draft). */
  datadisponivel: z.string().nullable(),
  /** Finished questionnaires ('Total Respondido'). */
  totalRespondido: z.number(),
  /** Questionnaires of any state: when > 0 the structure is locked (only texts change). */
  totalQuestionarios: z.number(),
  totalIndicadores: z.number(),
});
export type AdminGuiaItem = z.infer<typeof adminGuiaItem>;

export const adminGuiaList = paginated(adminGuiaItem);
export type AdminGuiaList = z.infer<typeof adminGuiaList>['data'];

/** POST Admin/Guia (new edition) and POST Admin/Guia/{id} (duplicate for a year). */
export const adminGuiaAnoBody = z.object({ ano: anoField });
export type AdminGuiaAnoBody = z.input<typeof adminGuiaAnoBody>;

/** PUT Admin/Guia/{productId}: 'Disponibilizar' (true) or 'Fechar' (false). */
export const adminGuiaDisponibilizarBody = z.object({
  disponibilizar: z.boolean({ error: 'Informe se o Guia fica disponível' }),
});
export type AdminGuiaDisponibilizarBody = z.input<typeof adminGuiaDisponibilizarBody>;

export const adminGuiaParams = z.object({ productId: idField('Guia inválido') });
export const adminGuiaPrincipioParams = z.object({
  productId: idField('Guia inválido'),
  principioId: idField('Princípio inválido'),
});

// ---------------------------------------------------------------------------------------------
// Principles of an edition (§2.8, the cards)
// ---------------------------------------------------------------------------------------------

export const adminPrincipioCard = z.object({
  id: z.number(),
  codigo: z.number(),
  titulo: z.string(),
  subtitulo: z.string(),
  icone: z.string(),
  totalCriterios: z.number(),
  /** Indicators of the principle ('perguntas'). */
  totalPerguntas: z.number(),
});
export type AdminPrincipioCard = z.infer<typeof adminPrincipioCard>;

/** GET Admin/Guia/{productId}: the edition and its principle cards. */
export const adminGuiaDetalhe = z.object({
  guia: adminGuiaItem,
  /** True once any questionnaire exists: only texts can change (duplicate to change the structure). */
  estruturaBloqueada: z.boolean(),
  principios: z.array(adminPrincipioCard),
});
export type AdminGuiaDetalhe = z.infer<typeof adminGuiaDetalhe>;

// ---------------------------------------------------------------------------------------------
// The structure editor of one principle (§2.8)
// ---------------------------------------------------------------------------------------------

export const adminNivel = z.object({
  id: z.number(),
  peso: z.number(),
  descricao: z.string(),
});
export type AdminNivel = z.infer<typeof adminNivel>;

export const adminApoio = z.object({
  id: z.number(),
  titulo: z.string(),
  url: z.string(),
  categoriaId: z.number(),
});
export type AdminApoio = z.infer<typeof adminApoio>;

export const adminIndicador = z.object({
  id: z.number(),
  /** 'principio.criterio.indicador', e.g. '2.1.3'. */
  codigo: z.string(),
  sequencia: z.number(),
  /** Stable across duplicated editions. */
  linhagem: z.string(),
  titulo: z.string(),
  /** Category ids the indicator applies to; empty = every category. */
  categorias: z.array(z.number()),
  possuirestricao: z.boolean(),
  restricao: z.string().nullable(),
  possuiorientacao: z.boolean(),
  orientacao: z.string().nullable(),
  possuigee: z.boolean(),
  possuievidencia: z.boolean(),
  exemploevidencia: z.string().nullable(),
  possuipercentual: z.boolean(),
  niveis: z.array(adminNivel),
  apoio: z.array(adminApoio),
});
export type AdminIndicador = z.infer<typeof adminIndicador>;

export const adminCriterio = z.object({
  id: z.number(),
  /** Sequence inside the principle. */
  codigo: z.number(),
  /** 'N.M', shown as 'Critério N.M'. */
  number: z.string(),
  titulo: z.string(),
  descricao: z.string(),
  indicadores: z.array(adminIndicador),
});
export type AdminCriterio = z.infer<typeof adminCriterio>;

/** GET Admin/Guia/{productId}/Indicador/{principioId}. */
export const adminEstrutura = z.object({
  guia: z.object({ id: z.number(), ano: z.number(), situacao: z.enum(SITUACOES_EDICAO) }),
  principio: z.object({ id: z.number(), codigo: z.number(), titulo: z.string() }),
  /** Send it back with the save: a save over a newer version is refused (409). */
  versao: z.number(),
  estruturaBloqueada: z.boolean(),
  criterios: z.array(adminCriterio),
});
export type AdminEstrutura = z.infer<typeof adminEstrutura>;

/** A level in the save: `id` absent for a new one. */
export const adminNivelInput = z.object({
  id: idField('Nível inválido').optional(),
  peso: z.coerce
    .number({ error: 'Peso inválido' })
    .int('Peso inválido')
    .min(PESO_MIN, `O peso vai de ${PESO_MIN} a ${PESO_MAX}`)
    .max(PESO_MAX, `O peso vai de ${PESO_MIN} a ${PESO_MAX}`),
  descricao: textoValido(2000, true),
});
export type AdminNivelInput = z.input<typeof adminNivelInput>;

/** An indicator in the save: `id` absent for a new one (it gets a new lineage key). */
export const adminIndicadorInput = z
  .object({
    id: idField('Indicador inválido').optional(),
    titulo: textoValido(1000, true),
    categorias: z
      .array(idField('Categoria inválida'), { error: 'Categorias inválidas' })
      .max(50, 'Categorias demais')
      .default([]),
    possuirestricao: z.boolean().default(false),
    restricao: textoOpcional(4000),
    possuiorientacao: z.boolean().default(false),
    orientacao: textoOpcional(8000),
    possuigee: z.boolean().default(false),
    possuievidencia: z.boolean().default(false),
    exemploevidencia: textoOpcional(4000),
    possuipercentual: z.boolean().default(false),
    niveis: z
      .array(adminNivelInput, { error: 'Níveis inválidos' })
      .min(1, 'Cadastre ao menos um nível')
      .max(6, 'Use no máximo cinco níveis e um "Não se aplica"'),
  })
  // Runs with the field errors (comOutrosErros), so a failed field may still hold its raw value here.
  .superRefine((ind, ctx) => {
    const vistos = new Set<number>();
    const niveis: unknown[] = Array.isArray(ind.niveis) ? ind.niveis : [];
    niveis.forEach((n, i) => {
      const peso = (n as { peso?: unknown } | null)?.peso;
      if (typeof peso !== 'number') return;
      if (vistos.has(peso)) {
        ctx.addIssue({
          code: 'custom',
          path: ['niveis', i, 'peso'],
          message: 'Dois níveis com o mesmo peso',
        });
      }
      vistos.add(peso);
    });
    if (Array.isArray(ind.categorias) && new Set(ind.categorias).size !== ind.categorias.length) {
      ctx.addIssue({ code: 'custom', path: ['categorias'], message: 'Categoria repetida' });
    }
  }, comOutrosErros);
export type AdminIndicadorInput = z.input<typeof adminIndicadorInput>;

export const adminCriterioInput = z.object({
  id: idField('Critério inválido').optional(),
  titulo: textoValido(500),
  descricao: textField({ multiline: true }).trim().max(4000, 'Use no máximo 4000 caracteres').default(''),
  indicadores: z
    .array(adminIndicadorInput, { error: 'Indicadores inválidos' })
    .max(100, 'Indicadores demais'),
});
export type AdminCriterioInput = z.input<typeof adminCriterioInput>;

/** The criteria of a principle in order: the spec's save body (what the GET answers in `criterios`). */
export const adminCriteriosInput = z
  .array(adminCriterioInput, { error: 'Critérios inválidos' })
  .max(50, 'Critérios demais');
export type AdminCriteriosInput = z.input<typeof adminCriteriosInput>;

/**
 * The save as an object with the version it was edited from (`versao`, optional: the HTTP way is
 * the GET's `ETag` sent back in `If-Match`). Also what the editor validates its form with.
 */
export const adminEstruturaObjetoBody = z.object({
  versao: z.coerce
    .number({ error: 'Versão inválida' })
    .int('Versão inválida')
    .min(1, 'Versão inválida')
    .optional(),
  criterios: adminCriteriosInput,
});
export type AdminEstruturaObjetoBody = z.input<typeof adminEstruturaObjetoBody>;
export type AdminEstruturaInput = z.output<typeof adminEstruturaObjetoBody>;

/**
 * POST Admin/Guia/{productId}/Indicador/{principioId}: the whole principle, in order — the spec's
 * bare array of criteria, or `{ versao, criterios }`. The order of the criteria and of each
 * `indicadores` gives every code (renumbered on save); an existing criterion, indicator or level
 * absent from the list is removed. One transaction.
 */
export const adminEstruturaBody = z.union([adminCriteriosInput, adminEstruturaObjetoBody], {
  error: 'Envie a lista de critérios do princípio',
});
export type AdminEstruturaBody = z.input<typeof adminEstruturaBody>;

// ---------------------------------------------------------------------------------------------
// The support page of a principle (§2.8): text edits and support materials
// ---------------------------------------------------------------------------------------------

/** PATCH Admin/Guia/update/nivel and /update/indicador. */
export const adminTituloBody = z.object({
  id: idField('Identificador inválido'),
  titulo: textoValido(2000, true),
});
export type AdminTituloBody = z.input<typeof adminTituloBody>;

/** PATCH Admin/Guia/update/evidencia: the evidence example of an indicator. */
export const adminEvidenciaBody = z.object({
  id: idField('Indicador inválido'),
  evidencia: textoValido(4000, true),
});
export type AdminEvidenciaBody = z.input<typeof adminEvidenciaBody>;

/** An http(s) URL, nothing else (no javascript:, data:, file:...). */
export const urlHttp = textField({ error: 'Informe o endereço (URL)' })
  .trim()
  .min(1, 'Informe o endereço (URL)')
  .max(2000, 'Endereço longo demais')
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0;
    } catch {
      return false;
    }
  }, 'Informe um endereço que comece com http:// ou https://');

/** POST Admin/Guia/apoio/add: the category must be one of the indicator's own. */
export const adminApoioBody = z.object({
  indicador_id: idField('Indicador inválido'),
  titulo: requiredText('Informe o título do material', 300),
  url: urlHttp,
  categoria_id: idField('Escolha a categoria'),
});
export type AdminApoioBody = z.input<typeof adminApoioBody>;

/** GET Admin/Guia/{productId}/Historico: the audit trail of the edition, newest first. */
export const adminGuiaHistoricoQuery = paginationQuery(['criadoEm'], { sort: 'criadoEm', pageSize: 20 }).pick(
  {
    page: true,
    pageSize: true,
  },
);

export const adminGuiaHistoricoItem = z.object({
  id: z.number(),
  criadoEm: z.string(),
  atorNome: z.string(),
  acao: z.string(),
  detalhes: z.record(z.string(), z.unknown()),
});
export type AdminGuiaHistoricoItem = z.infer<typeof adminGuiaHistoricoItem>;

export const adminGuiaHistorico = paginated(adminGuiaHistoricoItem);
export type AdminGuiaHistorico = z.infer<typeof adminGuiaHistorico>['data'];
