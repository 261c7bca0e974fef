/** Query keys of the public proof-of-filling check. */
export const comprovanteKeys = {
  all: ['comprovante'] as const,
  detail: (codigo: string) => [...comprovanteKeys.all, codigo] as const,
};
