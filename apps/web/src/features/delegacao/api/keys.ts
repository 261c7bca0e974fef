/** Query keys of the delegation screens (only this feature reads them). */
export const delegacaoKeys = {
  all: ['delegacao'] as const,
  /** The producer's grants and the requests waiting for him (GET Autorizacoes). */
  autorizacoes: () => [...delegacaoKeys.all, 'autorizacoes'] as const,
  /** 'Produtores que atendo' (GET Tecnico/Unidades). */
  unidades: () => [...delegacaoKeys.all, 'unidades'] as const,
};
