import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/testing/mock-api';
import { setupUser } from '@/testing/render-route';
import { objetoFixture, renderObjetos } from '../testing/fixtures';

describe('Excluir-Objeto', () => {
  it('confirms with the unit name, sends DELETE on Sim and lands on the list', async () => {
    const { calls } = mockApi({
      'GET /api/Objeto/7': ok(objetoFixture()),
      'DELETE /api/Objeto/7': ok(null, 'Unidade excluída com sucesso'),
      'GET /api/Objeto': ok([]),
    });
    const user = setupUser();
    const { router } = renderObjetos('/excluir-objeto/7');

    expect(
      await screen.findByText('Tem certeza de que deseja excluir a unidade Fazenda Boa Vista?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sim' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/unidades'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/Objeto/7']);
    expect(await screen.findByText('Você não possui nenhum objeto cadastrado')).toBeInTheDocument();
  });

  it('re-enables the buttons when the deletion fails, and Não goes back', async () => {
    mockApi({
      'GET /api/Objeto/7': ok(objetoFixture()),
      'DELETE /api/Objeto/7': { status: 500, body: { error: 'Erro interno', clientMessage: 'Erro interno' } },
    });
    const user = setupUser();
    const { router } = renderObjetos('/excluir-objeto/7');
    await user.click(await screen.findByRole('button', { name: 'Sim' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Sim' })).toBeEnabled());
    expect(router.state.location.pathname).toBe('/excluir-objeto/7');
    await user.click(screen.getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows not found for a unit the user cannot see', async () => {
    mockApi({});
    renderObjetos('/excluir-objeto/99');
    expect(await screen.findByRole('heading', { name: 'Unidade não encontrada' })).toBeInTheDocument();
  });
});
