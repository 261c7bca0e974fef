import type { OnboardingSlide } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { onboardingKeys } from './keys';

export async function getOnboarding(): Promise<OnboardingSlide[]> {
  const { data } = await api.get<OnboardingSlide[]>('Onboarding');
  return [...data].sort((a, b) => a.ordem - b.ordem);
}

export const onboardingQueryOptions = () =>
  queryOptions({ queryKey: onboardingKeys.all, queryFn: getOnboarding, staleTime: 60 * 60_000 });

/** The welcome slides, in order. */
export function useOnboarding() {
  return useQuery(onboardingQueryOptions());
}
