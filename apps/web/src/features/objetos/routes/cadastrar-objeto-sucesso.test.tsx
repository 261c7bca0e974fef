import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { setupUser } from '@/testing/render-route';
import { renderObjetos } from '../testing/fixtures';

describe('Cadastrar-Objeto.Sucesso', () => {
  it("says the unit is in the 'Objetos' menu and moves on to Resumo after 3 s", async () => {
    mockApi({});
    const { router } = renderObjetos('/cadastrar-objeto/sucesso');
    expect(await screen.findByRole('heading', { name: 'Pronto' })).toBeInTheDocument();
    expect(screen.getByText(/pelo menu 'Objetos'/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entendi' })).toHaveAttribute('href', '/unidades');
    await waitFor(() => expect(router.state.location.pathname).toBe('/resumo'), { timeout: 10_000 });
  });

  it('lets the user stay, and Entendi leads to the units list', async () => {
    mockApi({ 'GET /api/Objeto': { body: { data: [] } } });
    const user = setupUser();
    const { router } = renderObjetos('/cadastrar-objeto/sucesso');
    await user.click(await screen.findByRole('button', { name: 'Ficar nesta página' }));
    expect(screen.queryByText(/Indo para o Resumo/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Entendi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/unidades'));
  });
});
