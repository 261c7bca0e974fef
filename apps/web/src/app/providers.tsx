import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/carousel/styles.css';
import { TOAST_DURATION_MS } from '@guia/shared';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import '@/i18n';
import { cssVariablesResolver, theme } from './theme';

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

const queryClient = createQueryClient();

interface ProvidersProps {
  children: ReactNode;
  client?: QueryClient;
  /** 'test' turns Mantine's transitions and portals off (tests only). */
  mantineEnv?: 'default' | 'test';
}

export function Providers({ children, client = queryClient, mantineEnv = 'default' }: ProvidersProps) {
  return (
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={mantineEnv}>
        <Notifications position="top-right" autoClose={TOAST_DURATION_MS} />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
