import type { AdminSolicitacaoItem } from '@guia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { SolicitacoesPage } from './solicitacoes-page';

const pedido: AdminSolicitacaoItem = {
  id: 5,
  tipo: 'cpf',
  documento: '52998224725',
  situacao: 'aberta',
  enviadaEm: '2026-11-20T13:00:00.000Z',
  decididaEm: null,
  solicitante: { id: 9, nome: 'Dona Verdadeira', email: 'dona@example.com' },
  titular: { id: 3, nome: 'Titular Antigo', email: 'antigo@example.com' },
};

const page = (items: AdminSolicitacaoItem[], totalItems = items.length) => ({
  body: { data: { items, pagination: { page: 1, pageSize: 20, totalItems, totalPages: 1 } } },
});

const listCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/Admin/SolicitacaoDocumento'));

afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

describe('Admin.Solicitacoes', () => {
  it('lists the open requests from the server with requester, document and current holder', async () => {
    signIn({ role: 'administrador', id: 1 });
    const { calls } = mockApi({ 'GET /api/Admin/SolicitacaoDocumento': page([pedido]) });
    renderRoute([{ path: '/admin/solicitacoes', element: <SolicitacoesPage /> }], {
      path: '/admin/solicitacoes?page=2&q=dona',
    });
    const table = await screen.findByRole('table', { name: 'Pedidos de documento' });
    const row = (await within(table).findByText('Dona Verdadeira')).closest('tr')!;
    expect(row).toHaveTextContent('CPF 529.982.247-25');
    expect(row).toHaveTextContent('Titular Antigo');
    expect(listCalls(calls)[0]?.path).toBe(
      '/api/Admin/SolicitacaoDocumento?order=asc&page=2&q=dona&situacao=aberta&sort=enviadaEm',
    );
    expect(screen.getByText('1 pedido')).toBeInTheDocument();
  });

  it('resolves a request after confirmation and refreshes the list', async () => {
    signIn({ role: 'administrador', id: 1 });
    let decided = false;
    const { calls } = mockApi({
      'GET /api/Admin/SolicitacaoDocumento': () => page(decided ? [] : [pedido]),
      'POST /api/Admin/SolicitacaoDocumento/5/Resolver': () => {
        decided = true;
        return {
          body: {
            data: { ...pedido, situacao: 'resolvida', titular: null },
            message: 'Solicitação resolvida.',
          },
        };
      },
    });
    const { user } = renderRoute([{ path: '/admin/solicitacoes', element: <SolicitacoesPage /> }], {
      path: '/admin/solicitacoes',
    });
    await user.click(await screen.findByRole('button', { name: 'Resolver o pedido de Dona Verdadeira' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolver pedido' });
    expect(dialog).toHaveTextContent('O CPF 529.982.247-25 sairá da conta que o tem hoje');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Resolver' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/Admin/SolicitacaoDocumento/5/Resolver')).toBe(true),
    );
    expect(await screen.findByText('Nenhum pedido nesta situação.')).toBeInTheDocument();
  });

  it('shows decided requests without actions when the filter asks for them', async () => {
    signIn({ role: 'administrador', id: 1 });
    const { calls } = mockApi({
      'GET /api/Admin/SolicitacaoDocumento': page([{ ...pedido, situacao: 'rejeitada' }]),
    });
    renderRoute([{ path: '/admin/solicitacoes', element: <SolicitacoesPage /> }], {
      path: '/admin/solicitacoes?situacao=rejeitada',
    });
    const row = (await screen.findByText('Dona Verdadeira')).closest('tr')!;
    expect(within(row).queryByRole('button')).toBeNull();
    expect(row).toHaveTextContent('Rejeitados');
    expect(listCalls(calls)[0]?.path).toContain('situacao=rejeitada');
  });
});
