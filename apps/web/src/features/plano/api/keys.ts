/** Query keys of the action plan screens (only this feature reads them). */
export const planoKeys = {
  all: ['plano-acao'] as const,
  daUnidade: (objetoId: number) => [...planoKeys.all, 'unidade', objetoId] as const,
  base: (objetoId: number, edicaoId: number, questionarioId: number) =>
    [...planoKeys.all, 'base', objetoId, edicaoId, questionarioId] as const,
};
