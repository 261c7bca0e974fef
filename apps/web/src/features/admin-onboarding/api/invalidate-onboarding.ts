import type { QueryClient } from '@tanstack/react-query';
import { onboardingKeys } from '@/lib/query-keys';
import { adminOnboardingKeys } from './keys';

/** After any change of the slides: the admin list and the carousel of /bem-vindo. */
export function invalidateOnboarding(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminOnboardingKeys.all }),
    queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  ]);
}
