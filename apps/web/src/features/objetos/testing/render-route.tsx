import type { Categoria, Cidade, ItemLista, Objeto } from '@guia/shared';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { routes } from '@/app/routes';
import { theme } from '@/app/theme';
import { objetoRoutes } from '../routes';

// The pages are lazy route modules: the first import in a test file takes a while to transform.
configure({ asyncUtilTimeout: 5000 });

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

type Reply = { status?: number; body: unknown } | ((call: ApiCall) => { status?: number; body: unknown });

/**
 * Replaces fetch with a table of answers keyed "METHOD path" (path after /api/, with its query).
 * Unknown calls answer 404. Returns the calls made, in order.
 */
export function mockApi(table: Record<string, Reply>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.replace(/^\/api\//, ''),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const entry = table[`${call.method} ${call.path}`];
    const reply = typeof entry === 'function' ? entry(call) : entry;
    const status = reply?.status ?? (reply ? 200 : 404);
    const body = reply ? reply.body : { error: 'Não encontrado', clientMessage: 'Não encontrado' };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** Renders the unit routes (and stand-ins for the screens they lead to) at `path`. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        children: [
          // Copies: a router marks the `lazy` properties it has loaded on the objects themselves.
          ...objetoRoutes.map((route) => ({ ...route, lazy: { ...(route.lazy as object) } })),
          { path: routes.Resumo, element: <h1>Tela Resumo</h1> },
          { path: '/', element: <h1>Tela inicial</h1> },
        ],
      },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const utils = render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} env="test">
        <Notifications />
        <ModalsProvider>
          <RouterProvider router={router} />
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, client };
}

/** user-event without per-key delays or style checks on every click: jsdom computes styles slowly. */
export function setupUser(): UserEvent {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** Opens a Mantine Select by its label and picks an option by its text. */
export async function chooseOption(user: UserEvent, label: string | RegExp, option: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  await user.click(input);
  const listbox = await waitFor(() => {
    const el = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!el) throw new Error(`no options for ${label}`);
    return el;
  });
  await user.click(within(listbox).getByRole('option', { name: option }));
}

export const ok = (data: unknown, message?: string) => ({ body: message ? { data, message } : { data } });

export const fixtures = {
  categorias: [
    {
      id: 6,
      sigla: 'PR',
      titulo: 'Produtor rural',
      descricao: 'Pecuária de corte',
      cor: '#2f7d32',
      ativo: true,
    },
    { id: 2, sigla: 'IN', titulo: 'Indústria', descricao: 'Frigoríficos', cor: '#1565c0', ativo: true },
  ] satisfies Categoria[],
  cidadesGO: [
    { codigo: 5200050, nome: 'Abadia de Goiás' },
    { codigo: 5208707, nome: 'Goiânia' },
  ] satisfies Cidade[],
  cidadesMT: [{ codigo: 5103403, nome: 'Cuiabá' }] satisfies Cidade[],
  atividades: [
    { id: 1, descricao: 'Cria' },
    { id: 4, descricao: 'Ciclo completo' },
  ] satisfies ItemLista[],
  sistemas: [
    { id: 1, descricao: 'Extensivo' },
    { id: 2, descricao: 'Semi-intensivo' },
  ] satisfies ItemLista[],
};

/** The reference lists every unit form reads. */
export const referenceApi = {
  'GET Categoria?onlyActive=true': ok(fixtures.categorias),
  'GET Estado/GO/Cidade': ok(fixtures.cidadesGO),
  'GET Estado/MT/Cidade': ok(fixtures.cidadesMT),
  'GET Atividade': ok(fixtures.atividades),
  'GET SistemaAdotado': ok(fixtures.sistemas),
};

export const VALID_CAR = 'GO-5208707-0123456789ABCDEF0123456789ABCDEF';

export function objetoFixture(overrides: Partial<Objeto> = {}): Objeto {
  return {
    id: 7,
    usuario_id: 1,
    nomeunidade: 'Fazenda Boa Vista',
    categoria_id: 6,
    categoria: 'Produtor rural',
    sigla: 'PR',
    cor: '#2f7d32',
    uf: 'GO',
    cidade: 5208707,
    cidadeNome: 'Goiânia',
    endereco: 'Goiânia - GO',
    inscricao_estadual: '1234567890',
    car: VALID_CAR,
    cnpj: null,
    atividade_id: 4,
    atividade: 'Ciclo completo',
    sistemaadotado_id: 1,
    sistemaadotado: 'Extensivo',
    area: 1250,
    areapasto: 900,
    rebanho: 12500,
    zonapecuaria: null,
    percentual: 0,
    criadoEm: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}
