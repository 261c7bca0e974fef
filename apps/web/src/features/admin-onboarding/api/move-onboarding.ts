import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateOnboarding } from './invalidate-onboarding';

/** The slides whose position a new order changes, with their new position, first position first. */
export function posicoesAlteradas(antes: readonly number[], depois: readonly number[]) {
  return depois
    .map((id, i) => ({ id, ordem: i + 1 }))
    .filter(({ id, ordem }) => antes.indexOf(id) !== ordem - 1);
}

/**
 * Saves a drag as the spec does: PUT Admin/Onboarding/Ordem/{id} for each affected slide, one after
 * the other in the order of their new positions (each call moves one slide to its place, so the
 * sequence ends in the new order).
 */
export async function moveOnboarding({ antes, depois }: { antes: number[]; depois: number[] }) {
  let message: string | undefined;
  for (const { id, ordem } of posicoesAlteradas(antes, depois)) {
    message = (await api.put<null>(`Admin/Onboarding/Ordem/${id}`, { ordem })).message;
  }
  return message;
}

export function useMoveOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveOnboarding, onSettled: () => invalidateOnboarding(queryClient) });
}
