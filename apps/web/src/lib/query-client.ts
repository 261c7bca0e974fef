import { QueryClient } from '@tanstack/react-query';
import { createContext, RouterContextProvider } from 'react-router';
import { ApiError } from './api-client';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A weak rural connection drops requests: retry network and server errors, never 4xx.
        retry: (count, error) =>
          count < 3 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's query cache, shared by the providers and the router's loaders. */
export const queryClient = createQueryClient();

/**
 * The query cache as the router's loaders see it (null in a router made without it): a loader can start a
 * screen's read while the screen's code is still downloading.
 */
export const queryClientContext = createContext<QueryClient | null>(null);

/** The router's `getContext`: every navigation's loaders get `client`. */
export function routerContext(client: QueryClient): () => RouterContextProvider {
  return () => {
    const context = new RouterContextProvider();
    context.set(queryClientContext, client);
    return context;
  };
}
