import type { QueryClient } from '@tanstack/react-query';
import { faqKeys } from '@/lib/query-keys';
import { adminFaqKeys } from './keys';

/** After any FAQ change: the admin lists and details, and the producers' /ajuda (same session). */
export function invalidateFaq(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminFaqKeys.all }),
    queryClient.invalidateQueries({ queryKey: faqKeys.all }),
  ]);
}
