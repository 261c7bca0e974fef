import type { AdminOnboarding } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateOnboarding } from './invalidate-onboarding';

export interface OnboardingForm {
  titulo: string;
  descricao: string;
  /** The image; required for a new slide, optional on edit (keeps the current one). */
  imagem: File | null;
}

/** POST Admin/Onboarding (a new slide goes last) or PUT Admin/Onboarding/{id}, as multipart/form-data. */
export function saveOnboarding({ id, form }: { id: number | null; form: OnboardingForm }) {
  const dados = new FormData();
  dados.append('titulo', form.titulo);
  dados.append('descricao', form.descricao);
  if (form.imagem) dados.append('imagem', form.imagem, form.imagem.name);
  return id === null
    ? api.post<AdminOnboarding>('Admin/Onboarding', dados)
    : api.put<AdminOnboarding>(`Admin/Onboarding/${id}`, dados);
}

export function useSaveOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveOnboarding, onSuccess: () => invalidateOnboarding(queryClient) });
}
