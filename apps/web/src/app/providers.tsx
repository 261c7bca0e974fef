// Mantine's styles the landing draws; the rest is a style sheet of its own (./estilos/estilos-completos.ts).
import './estilos/mantine-landing.css';
import { TOAST_DURATION_MS } from '@guia/shared';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';
import '@/i18n';
import { cssVariablesResolver, theme } from './theme';

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
