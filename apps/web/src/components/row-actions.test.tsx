import { IconUser } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { editarAcao, excluirAcao, RowActions } from './row-actions';

describe('RowActions', () => {
  it('shows icon buttons named after the row; a hint is the action’s description', async () => {
    const onEditar = vi.fn();
    const onExcluir = vi.fn();
    const { user } = renderRoute([
      {
        path: '/',
        element: (
          <RowActions
            actions={[
              editarAcao('Editar a categoria PR', onEditar),
              false,
              excluirAcao('Excluir a categoria PR', onExcluir, 'Em uso: não pode ser excluída'),
            ]}
          />
        ),
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Editar a categoria PR' }));
    const excluir = screen.getByRole('button', { name: 'Excluir a categoria PR' });
    expect(excluir).toHaveAccessibleDescription('Em uso: não pode ser excluída');
    await user.click(excluir);
    expect(onEditar).toHaveBeenCalledTimes(1);
    expect(onExcluir).toHaveBeenCalledTimes(1);
  });

  it('given a menu label, opens the actions as a menu: links, acts, and a disabled item that says why', async () => {
    const onRevogar = vi.fn();
    const { user, router } = renderRoute([
      {
        path: '/',
        element: (
          <RowActions
            menuLabel="Ações de Beatriz Lima"
            actions={[
              { label: 'Ver', icon: IconUser, to: '/usuarios/8' },
              {
                ...excluirAcao('Revogar administrador', onRevogar),
                disabled: true,
                hint: 'Você não pode revogar o seu próprio papel',
              },
            ]}
          />
        ),
      },
      { path: '/usuarios/8', element: <p>Beatriz</p> },
    ]);
    await user.click(screen.getByRole('button', { name: 'Ações de Beatriz Lima' }));
    const revogar = await screen.findByRole('menuitem', { hidden: true, name: 'Revogar administrador' });
    expect(revogar).toBeDisabled();
    expect(revogar).toHaveAccessibleDescription('Você não pode revogar o seu próprio papel');
    await user.click(revogar);
    expect(onRevogar).not.toHaveBeenCalled();

    await user.click(screen.getByRole('menuitem', { hidden: true, name: 'Ver' }));
    expect(router.state.location.pathname).toBe('/usuarios/8');
  });
});
