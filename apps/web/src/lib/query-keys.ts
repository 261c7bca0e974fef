/**
 * TanStack Query keys of the resources several features read or invalidate, one factory per resource. Each
 * key starts with its resource's `all`, so invalidating `all` reaches every list and detail below it. A
 * resource only one feature reads keeps its factory in that feature (`features/<feature>/api/keys.ts`).
 */

/** The user's units (GET Objeto, GET Objeto/:id). */
export const objetoKeys = {
  all: ['objetos'] as const,
  lists: () => [...objetoKeys.all, 'list'] as const,
  details: () => [...objetoKeys.all, 'detail'] as const,
  /** One unit; `userId` when an administrator reads it for its owner. */
  detail: (id: number, userId?: number | null) =>
    userId ? ([...objetoKeys.details(), id, userId] as const) : ([...objetoKeys.details(), id] as const),
};

/** The Resumo screen's summary (GET Resumo). */
export const resumoKeys = {
  all: ['resumo'] as const,
};

/** The user's finished questionnaires (GET Questionario): the RELATÓRIOS menu, Desempenho, Resumo. */
export const questionarioKeys = {
  all: ['questionarios'] as const,
};

/** A {product} being filled (GET Guia/:objetoId/:productId/:questionarioId). */
export const guiaKeys = {
  all: ['guia'] as const,
  detail: (objetoId: number, productId: number, questionarioId: number) =>
    [...guiaKeys.all, objetoId, productId, questionarioId] as const,
};

/** The evidence files of a questionnaire. */
export const evidenciaKeys = {
  all: ['evidencias'] as const,
  list: (questionarioId: number) => [...evidenciaKeys.all, questionarioId] as const,
};

/** The legal texts (terms of use, privacy policy). */
export const textoLegalKeys = {
  all: ['texto-legal'] as const,
  detail: (tipo: 'termos' | 'privacidade') => [...textoLegalKeys.all, tipo] as const,
};

/** The reference lists of the unit form (they change rarely). */
export const referenceKeys = {
  /** The unit categories: the active ones, or all of them (`inativas`). */
  categorias: (inativas: boolean) => ['categorias', inativas ? 'todas' : 'ativas'] as const,
  cidades: (uf: string) => ['cidades', uf] as const,
  atividades: () => ['atividades'] as const,
  sistemasAdotados: () => ['sistemas-adotados'] as const,
};

/** The help topics and questions (GET Faq): read on /ajuda, invalidated by the admin FAQ screens. */
export const faqKeys = {
  all: ['faq'] as const,
};

/** The welcome slides (GET Onboarding): read by /bem-vindo, invalidated by the admin onboarding screen. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
};

/** The user's accreditation as a technician (GET Tecnico/Credenciamento): the user menu and the technician's screens. */
export const credenciamentoKeys = {
  all: ['tecnico', 'credenciamento'] as const,
};
