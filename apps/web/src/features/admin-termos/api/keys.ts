/** The two legal texts as the admin edits them. */
export type DocumentoLegal = 'TermosUso' | 'PoliticaPrivacidade';

export const adminTermosKeys = {
  all: ['admin', 'termos'] as const,
  detail: (documento: DocumentoLegal) => [...adminTermosKeys.all, documento] as const,
};
