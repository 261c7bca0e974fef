import type { NotificacoesPagina, PreferenciaLembretes } from '@guia/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const notificacaoKeys = {
  all: ['notificacoes'] as const,
  pagina: (page: number) => [...notificacaoKeys.all, 'pagina', page] as const,
  naoLidas: () => [...notificacaoKeys.all, 'nao-lidas'] as const,
  preferencia: () => ['configuracao', 'lembretes'] as const,
};

export const NOTIFICACOES_POR_PAGINA = 20;

export const notificacoesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: notificacaoKeys.pagina(page),
    queryFn: async () =>
      (await api.get<NotificacoesPagina>('Notificacoes', { page, pageSize: NOTIFICACOES_POR_PAGINA })).data,
    placeholderData: keepPreviousData,
  });

/** One page of the user's notices, newest first. */
export function useNotificacoes(page: number) {
  return useQuery(notificacoesQueryOptions(page));
}

/** The unread count of the header's badge: one small read, refreshed every few minutes. */
export function useNaoLidas(enabled: boolean) {
  return useQuery({
    queryKey: notificacaoKeys.naoLidas(),
    queryFn: async () =>
      (await api.get<NotificacoesPagina>('Notificacoes', { page: 1, pageSize: 1 })).data.nao_lidas,
    enabled,
    staleTime: 5 * 60_000,
    refetchInterval: 5 * 60_000,
    retry: false,
  });
}

/** Marks one notice read (or all of them with `id` null); the list and the badge follow. */
export function useMarcarLida() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null) =>
      id === null ? api.put('Notificacoes/Lidas') : api.put(`Notificacoes/${id}/Lida`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificacaoKeys.all }),
  });
}

export function usePreferenciaLembretes() {
  return useQuery({
    queryKey: notificacaoKeys.preferencia(),
    queryFn: async () => (await api.get<PreferenciaLembretes>('Configuracao/Lembretes')).data,
  });
}

export function useGravarPreferenciaLembretes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferenciaLembretes) => api.put<PreferenciaLembretes>('Configuracao/Lembretes', body),
    onSuccess: ({ data }) => queryClient.setQueryData(notificacaoKeys.preferencia(), data),
  });
}
