import type { QueryClient } from '@tanstack/react-query';
import { adminGuiaKeys } from './keys';

/** After a text or support-material change: every principle's structure and the editions' history. */
export function invalidateTextos(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [...adminGuiaKeys.all, 'estrutura'] }),
    queryClient.invalidateQueries({ queryKey: [...adminGuiaKeys.all, 'historico'] }),
  ]);
}
