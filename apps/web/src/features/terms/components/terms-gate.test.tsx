import { QueryClient, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { TermsGate } from './terms-gate';

const auth = {
  id: 3,
  email: 'joao@example.com',
  nome: 'João',
  role: 'visitante' as const,
  token: 'tok',
  refreshToken: 'refresh-123456',
  aceite: false,
};

type Call = { method: string; url: string; body: unknown };
let calls: Call[] = [];

function mockFetch(answers: Record<string, [number, unknown]>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      const [status, body] = answers[`${method} ${url}`] ?? [404, { error: 'x', clientMessage: 'x' }];
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

function renderGate() {
  const router = createMemoryRouter(
    [
      {
        path: '/resumo',
        element: (
          <TermsGate>
            <p>conteúdo protegido</p>
          </TermsGate>
        ),
      },
      { path: '/acessar', element: <p>página de login</p> },
    ],
    { initialEntries: ['/resumo'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, user: userEvent.setup({ delay: null }) };
}

beforeEach(() => authStore.set(auth));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  authStore.set(null);
});

/** A page of the logged-in area that loads something. */
function Units() {
  const units = useQuery({ queryKey: ['objetos'], queryFn: () => api.get('Objeto') });
  return <p>{units.isError ? 'erro na lista' : 'lista de unidades'}</p>;
}

const TERMOS: [number, unknown] = [
  200,
  {
    data: {
      texto: '<p>Cláusula primeira</p>',
      atualizadoEm: null,
      resumoAlteracoes: 'Incluímos regras sobre o uso dos dados.',
    },
  },
];

describe('TermsGate', () => {
  it('renders the children once the terms are accepted', () => {
    authStore.set({ ...auth, aceite: true });
    mockFetch({});
    renderGate();
    expect(screen.getByText('conteúdo protegido')).toBeInTheDocument();
  });

  it('shows the terms and "Aceitar" calls Aceite, sets aceite and shows the children', async () => {
    mockFetch({
      'GET /api/TermosUso': TERMOS,
      'POST /api/Aceite': [200, { data: { success: true, aceite: true } }],
    });
    const { user } = renderGate();
    expect(screen.queryByText('conteúdo protegido')).not.toBeInTheDocument();
    expect(await screen.findByText('Cláusula primeira')).toBeInTheDocument();
    // What changed in this version, as the administrator summarised it when publishing.
    expect(screen.getByText('O que mudou')).toBeInTheDocument();
    expect(screen.getByText('Incluímos regras sobre o uso dos dados.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /política de privacidade/ })).toHaveAttribute(
      'href',
      '/politica-de-privacidade',
    );

    await user.click(screen.getByRole('button', { name: 'Aceitar' }));
    expect(await screen.findByText('conteúdo protegido')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/Aceite')?.body).toEqual({ email: 'joao@example.com' });
    expect(authStore.get()?.aceite).toBe(true);
  });

  it('a 403 terms_required from any call (terms published since login) leads to the terms screen', async () => {
    authStore.set({ ...auth, aceite: true });
    const message = 'Aceite os termos de uso e a política de privacidade para continuar.';
    mockFetch({
      'GET /api/TermosUso': TERMOS,
      'GET /api/Objeto': [403, { error: message, clientMessage: message, code: 'terms_required' }],
    });
    const router = createMemoryRouter(
      [
        {
          path: '/resumo',
          element: (
            <TermsGate>
              <Units />
            </TermsGate>
          ),
        },
      ],
      { initialEntries: ['/resumo'] },
    );
    render(
      <Providers client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByText('Cláusula primeira')).toBeInTheDocument();
    expect(screen.queryByText('erro na lista')).not.toBeInTheDocument();
    expect(authStore.get()?.aceite).toBe(false);
  });

  it('refusing needs the account e-mail typed before deleting; cancel starts over', async () => {
    mockFetch({
      'GET /api/TermosUso': TERMOS,
      'DELETE /api/Configuracao/ExcluirConta': [200, { data: null, message: 'Conta deletada com sucesso' }],
    });
    const { user, router } = renderGate();
    await user.click(await screen.findByRole('button', { name: 'Recusar' }));
    expect(screen.getByRole('heading', { name: 'Recusar os termos' })).toBeInTheDocument();
    expect(screen.getByText('Etapa 1 de 3')).toBeInTheDocument();

    // Cancel goes back to the terms, and the flow starts again at stage 1.
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Recusar' }));
    expect(screen.getByText('Etapa 1 de 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    const field = screen.getByRole('textbox', { name: /E-mail da conta/ });
    await user.type(field, 'outra@example.com');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(field).toHaveAccessibleDescription('O e-mail preenchido não corresponde ao da conta...');
    expect(screen.queryByRole('button', { name: 'Excluir Conta' })).not.toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'Joao@example.com');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Excluir Conta' }));

    expect(await screen.findByRole('heading', { name: 'Conta deletada com sucesso' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({
      url: '/api/Configuracao/ExcluirConta',
      body: { email: 'joao@example.com' },
    });
    expect(screen.getByText('Sua conta foi excluída e você foi desconectado.')).toBeInTheDocument();
    // The spec's redirect delay: 3 s, counted down where it can be seen.
    expect(screen.getByRole('status')).toHaveTextContent('Você será levado ao login em 3 segundos.');

    await user.click(screen.getByRole('button', { name: 'Ir para o login' }));
    expect(await screen.findByText('página de login')).toBeInTheDocument();
    expect(authStore.get()).toBeNull();
    expect(router.state.location.pathname).toBe('/acessar');
  });
});
