import type { AdminOnboarding } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminOnboardingKeys } from './keys';

export async function getOnboardings(): Promise<AdminOnboarding[]> {
  return (await api.get<AdminOnboarding[]>('Admin/Onboarding')).data;
}

export const onboardingsQueryOptions = () =>
  queryOptions({ queryKey: adminOnboardingKeys.all, queryFn: getOnboardings });

/** The welcome slides, in order. */
export function useOnboardings() {
  return useQuery(onboardingsQueryOptions());
}
