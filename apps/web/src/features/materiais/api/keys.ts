/** Query keys of the producers' library. */
export const materiaisKeys = {
  all: ['materiais'] as const,
  temas: () => [...materiaisKeys.all, 'temas'] as const,
  tipos: (temaId: number) => [...materiaisKeys.all, 'tipos', temaId] as const,
  arquivos: (temaId: number, tipoId: number) => [...materiaisKeys.all, 'arquivos', temaId, tipoId] as const,
  apoio: (categoriaId: number) => [...materiaisKeys.all, 'apoio', categoriaId] as const,
  unidades: () => [...materiaisKeys.all, 'unidades'] as const,
};
