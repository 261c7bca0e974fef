import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { RequireAuth } from './require-auth';

// Records whether the terms gate's module was loaded (its own chunk in the build).
const gate = vi.hoisted(() => ({ loaded: false }));

vi.mock('@/features/terms/components/terms-gate', () => {
  gate.loaded = true;
  return {
    TermsGate: ({ children }: { children: ReactNode }) =>
      authStore.get()?.aceite ? children : <p>Termos de uso</p>,
  };
});

// The service worker's notices are not what is tested here.
vi.mock('@/features/pwa/components/pwa-avisos', () => ({ PwaAvisos: () => null }));

const rotas = () => [
  {
    element: <RequireAuth />,
    children: [{ path: '/resumo', element: <p>Resumo</p> }],
  },
  { path: '/acessar', element: <p>Acessar</p> },
];

afterEach(() => {
  authStore.set(null);
  gate.loaded = false;
});

describe('RequireAuth', () => {
  it('shows the page to a user who accepted the terms in its first render, without loading the terms gate', () => {
    signIn({ aceite: true });
    renderRoute(rotas(), { path: '/resumo' });
    // Synchronously: no chunk to wait for (on a weak network that wait was a round trip before the page's data).
    expect(screen.getByText('Resumo')).toBeInTheDocument();
    expect(gate.loaded).toBe(false);
  });

  it('puts the terms gate before the page of a user who has not accepted them', async () => {
    signIn({ aceite: false });
    renderRoute(rotas(), { path: '/resumo' });
    expect(await screen.findByText('Termos de uso')).toBeInTheDocument();
    expect(screen.queryByText('Resumo')).not.toBeInTheDocument();
    expect(gate.loaded).toBe(true);
  });

  it('sends a signed-out visitor to /acessar', async () => {
    renderRoute(rotas(), { path: '/resumo' });
    expect(await screen.findByText('Acessar')).toBeInTheDocument();
  });
});
