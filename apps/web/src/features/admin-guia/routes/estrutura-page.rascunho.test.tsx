import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn } from '@/testing/mock-api';
import { limparEditor, renderEditor } from './estrutura-page.test-helpers';

// The structure editor: the draft kept across a reload, and leaving with unsaved changes.

afterEach(limparEditor);

describe('Admin.Guia.Principio.Edit', () => {
  it('keeps what was typed across a reload and offers to restore it', async () => {
    signIn({ role: 'administrador' });
    const first = renderEditor();
    const criterio = await screen.findByRole('listitem', { name: 'Critério 1.1' });
    await first.user.type(within(criterio).getByRole('textbox', { name: /^Título do critério/ }), ' anual');
    first.unmount();

    const { user } = renderEditor();
    const oferta = await screen.findByText(/Há alterações deste princípio que não foram salvas/);
    expect(
      within(screen.getByRole('listitem', { name: 'Critério 1.1' })).getByRole('textbox', {
        name: /^Título do critério/,
      }),
    ).toHaveValue('Planejamento');
    await user.click(screen.getByRole('button', { name: 'Restaurar' }));
    expect(oferta).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Critério 1.1' })).getByRole('textbox', {
        name: /^Título do critério/,
      }),
    ).toHaveValue('Planejamento anual');
  });

  it('asks before leaving with unsaved changes', async () => {
    signIn({ role: 'administrador' });
    const { user, router } = renderEditor();
    const criterio = await screen.findByRole('listitem', { name: 'Critério 1.1' });
    await user.type(within(criterio).getByRole('textbox', { name: /^Título do critério/ }), '!');
    await user.click(screen.getByRole('link', { name: 'Voltar para os princípios' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    expect(router.state.location.pathname).toBe('/admin/guia/edit/3/11');
    await user.click(screen.getByRole('link', { name: 'Voltar para os princípios' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sair sem salvar?' })).getByRole('button', {
        name: 'Sair sem salvar',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/guia/3'));
  });
});
