// Mantine's styles the landing draws; the rest is a style sheet of its own (./estilos/estilos-completos.ts).
import './estilos/mantine-landing.css';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { queryClient } from '@/lib/query-client';
import '@/i18n';
import { cssVariablesResolver, theme } from './theme';

// The notices' container and its transitions (~20 kB of script) load beside the first screen, not in the entry.
const Notificacoes = lazy(async () => ({ default: (await import('./notificacoes')).Notificacoes }));

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
        <Suspense fallback={null}>
          <Notificacoes />
        </Suspense>
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
