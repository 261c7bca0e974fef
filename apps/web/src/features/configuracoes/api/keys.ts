/** Query keys of the user's settings. */
export const configuracaoKeys = {
  all: ['configuracao'] as const,
  dadosPessoais: () => [...configuracaoKeys.all, 'dados-pessoais'] as const,
  acessos: (page: number) => [...configuracaoKeys.all, 'acessos', page] as const,
};
