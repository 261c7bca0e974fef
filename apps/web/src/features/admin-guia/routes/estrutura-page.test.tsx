import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn } from '@/testing/mock-api';
import { estruturaFixture } from '../testing/fixtures';
import { codigos, limparEditor, renderEditor, tituloDoIndicador } from './estrutura-page.test-helpers';

// The structure editor: what it shows, adding, moving with the buttons, removing, the lock.

afterEach(limparEditor);

describe('Admin.Guia.Principio.Edit', () => {
  it('shows every criterion and indicator with its code and fields', async () => {
    signIn({ role: 'administrador' });
    renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Estrutura: Gestão' })).toBeInTheDocument();
    expect(codigos()).toEqual([
      'Critério 1.1',
      'Indicador 1.1.1',
      'Indicador 1.1.2',
      'Critério 1.2',
      'Indicador 1.2.1',
    ]);
    const ind = screen.getByRole('listitem', { name: 'Indicador 1.1.2' });
    expect(within(ind).getByRole('textbox', { name: /^Título do indicador/ })).toHaveValue('Registros');
    expect(within(ind).getByRole('textbox', { name: 'Exemplo de evidência' })).toHaveValue('Plano escrito');
    expect(within(ind).getByRole('combobox', { name: 'Peso do nível 1' })).toHaveValue('1');
    expect(within(ind).getByRole('option', { name: 'Não se aplica' })).toHaveValue('0');
    expect(within(ind).getByRole('button', { name: 'Arrastar o indicador 1.1.2' })).toBeInTheDocument();
  });

  it('adds a criterion, an indicator and levels weighted 1, 2, 3, 4, 5 then 0, and no seventh', async () => {
    signIn({ role: 'administrador' });
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Adicionar critério' }));
    expect(codigos().slice(-1)).toEqual(['Critério 1.3']);
    await user.click(screen.getByRole('button', { name: 'Adicionar indicador ao critério 1.3' }));
    const novo = screen.getByRole('listitem', { name: 'Indicador 1.3.1' });
    const adicionar = within(novo).getByRole('button', { name: 'Adicionar nível ao indicador 1.3.1' });
    for (let i = 0; i < 6; i++) await user.click(adicionar);
    const pesos = within(novo)
      .getAllByRole('combobox', { name: /^Peso do nível/ })
      .map((s) => (s as HTMLSelectElement).value);
    expect(pesos).toEqual(['1', '2', '3', '4', '5', '0']);
    expect(adicionar).toBeDisabled();
  });

  it('renumbers at once after moving with the buttons and removing', async () => {
    signIn({ role: 'administrador' });
    const { user } = renderEditor();
    await screen.findByRole('listitem', { name: 'Indicador 1.2.1' });
    // The top indicator of 1.2 goes to the end of criterion 1.1.
    await user.click(screen.getByRole('button', { name: 'Mover para cima o indicador 1.2.1' }));
    expect(codigos()).toEqual([
      'Critério 1.1',
      'Indicador 1.1.1',
      'Indicador 1.1.2',
      'Indicador 1.1.3',
      'Critério 1.2',
    ]);
    expect(tituloDoIndicador('1.1.3')).toBe('Controle de custos');
    // The focus follows the moved indicator.
    expect(document.activeElement).toHaveAccessibleName('Mover para cima o indicador 1.1.3');
    await user.click(screen.getByRole('button', { name: 'Mover para cima o indicador 1.1.3' }));
    expect(tituloDoIndicador('1.1.2')).toBe('Controle de custos');
    expect(tituloDoIndicador('1.1.3')).toBe('Registros');
    expect(screen.getByRole('button', { name: 'Mover para cima o indicador 1.1.1' })).toBeDisabled();

    // Removing an indicator with content asks first.
    await user.click(screen.getByRole('button', { name: 'Remover o indicador 1.1.1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover' });
    expect(dialog).toHaveTextContent('Deseja realmente remover o indicador 1.1.1?');
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(tituloDoIndicador('1.1.1')).toBe('Controle de custos');
    expect(tituloDoIndicador('1.1.2')).toBe('Registros');

    // Criteria move too, and their indicators renumber with them.
    await user.click(screen.getByRole('button', { name: 'Mover para baixo o critério 1.1' }));
    expect(codigos()).toEqual(['Critério 1.1', 'Critério 1.2', 'Indicador 1.2.1', 'Indicador 1.2.2']);
    expect(tituloDoIndicador('1.2.2')).toBe('Registros');
  });

  it('locks the structure of an answered edition and keeps the texts editable', async () => {
    signIn({ role: 'administrador' });
    const { user } = renderEditor(estruturaFixture({ estruturaBloqueada: true }));
    expect(
      await screen.findByText(
        'Este Guia já foi respondido: só os textos podem mudar. Para mudar a estrutura, duplique o Guia.',
      ),
    ).toBeInTheDocument();
    for (const name of [
      'Adicionar critério',
      'Adicionar indicador ao critério 1.1',
      'Arrastar o critério 1.1',
      'Mover para baixo o critério 1.1',
      'Remover o critério 1.1',
      'Mover para baixo o indicador 1.1.1',
      'Remover o indicador 1.1.1',
      'Adicionar nível ao indicador 1.1.1',
      'Remover o nível 1',
    ]) {
      expect(screen.getAllByRole('button', { name })[0]).toBeDisabled();
    }
    const card = screen.getByRole('listitem', { name: 'Indicador 1.1.1' });
    expect(within(card).getByRole('combobox', { name: 'Peso do nível 1' })).toBeDisabled();
    expect(within(card).getByRole('checkbox', { name: 'Possui evidência' })).toBeDisabled();
    expect(within(card).getByRole('checkbox', { name: 'Possui percentual' })).toBeDisabled();
    // Read-only rather than disabled: the chosen categories keep full contrast (a disabled field is faded).
    const categorias = within(card).getByRole('combobox', { name: 'Categorias' });
    expect(categorias).toHaveAttribute('readonly');
    expect(categorias).not.toBeDisabled();
    const titulo = within(card).getByRole('textbox', { name: /^Título do indicador/ });
    expect(titulo).toBeEnabled();
    await user.type(titulo, '!');
    expect(titulo).toHaveValue('Planejamento da propriedade!');
  });
});
