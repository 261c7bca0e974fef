import type { AdminCriteriosInput } from '@guia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/testing/mock-api';
import { estruturaFixture } from '../testing/fixtures';
import {
  codigos,
  limparEditor,
  PATH,
  posts,
  renderEditor,
  tituloDoIndicador,
  umaLinhaPorLugar,
} from './estrutura-page.test-helpers';

// The structure editor: dragging criteria and indicators with the keyboard.

afterEach(limparEditor);

describe('Admin.Guia.Principio.Edit', () => {
  it('moves a criterion with the keyboard (drag handle, space, arrow, space)', async () => {
    signIn({ role: 'administrador' });
    // jsdom lays nothing out: give each draggable card a place, one below the other, in DOM order.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const card = this.closest('[data-dnd-item]');
      const cards = [...document.querySelectorAll('[data-dnd-item]')].filter(
        (c) => c.parentElement === card?.parentElement,
      );
      const top = card ? cards.indexOf(card) * 200 : 0;
      return {
        x: 0,
        y: top,
        top,
        left: 0,
        bottom: top + 180,
        right: 600,
        width: 600,
        height: 180,
        toJSON() {},
      } as DOMRect;
    });
    const { user } = renderEditor();
    const handle = await screen.findByRole('button', { name: 'Arrastar o critério 1.1' });
    handle.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
    await waitFor(() =>
      expect(codigos()).toEqual([
        'Critério 1.1',
        'Indicador 1.1.1',
        'Critério 1.2',
        'Indicador 1.2.1',
        'Indicador 1.2.2',
      ]),
    );
    expect(tituloDoIndicador('1.1.1')).toBe('Controle de custos');
    expect(tituloDoIndicador('1.2.2')).toBe('Registros');
    // The move was announced in Portuguese.
    expect(screen.getByText(/Critério 1\.1 solto na posição de Critério 1\.2/)).toBeInTheDocument();
  });

  it('drags an indicator with the keyboard into the next criterion, and saves it (same id) there', {
    timeout: 30_000,
  }, async () => {
    signIn({ role: 'administrador' });
    umaLinhaPorLugar();
    const salvo = estruturaFixture({ versao: 5 });
    const { user, calls } = renderEditor(estruturaFixture(), {
      [`POST ${PATH}`]: { body: { data: salvo, message: 'Atualizado' } },
    });
    // 'Registros', the last indicator of criterion 1.1, goes down past the end of its criterion.
    const handle = await screen.findByRole('button', { name: 'Arrastar o indicador 1.1.2' });
    handle.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    // It is in criterion 1.2 at once, and the codes already say where a drop puts it: after 'Controle
    // de custos', whose place it is over (the cards show in that order while dragging).
    await waitFor(() => expect(tituloDoIndicador('1.2.2')).toBe('Registros'));
    expect(tituloDoIndicador('1.2.1')).toBe('Controle de custos');
    expect(screen.queryByRole('listitem', { name: 'Indicador 1.1.2' })).not.toBeInTheDocument();
    expect(screen.getByText('Indicador movido para a posição 1.2.2.')).toBeInTheDocument();
    await user.keyboard('[Space]');
    await waitFor(() => expect(tituloDoIndicador('1.2.2')).toBe('Registros'));
    expect(tituloDoIndicador('1.1.1')).toBe('Planejamento da propriedade');
    expect(tituloDoIndicador('1.2.1')).toBe('Controle de custos');
    expect(screen.getByText('Indicador solto na posição 1.2.2.')).toBeInTheDocument();
    // The focus is back on the moved indicator's handle.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Arrastar o indicador 1.2.2'));

    // Up again takes it to the top of criterion 1.2 (a step inside its new criterion).
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[Space]');
    await waitFor(() => expect(tituloDoIndicador('1.2.1')).toBe('Registros'));
    expect(tituloDoIndicador('1.2.2')).toBe('Controle de custos');

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Atualizado')).toBeInTheDocument();
    const body = posts(calls)[0]?.body as AdminCriteriosInput;
    expect(body.map((c) => [c.id, c.indicadores.map((i) => i.id)])).toEqual([
      [21, [101]],
      [22, [102, 103]],
    ]);
    expect(body[1]!.indicadores[0]).toMatchObject({
      id: 102,
      titulo: 'Registros',
      niveis: [{ id: 1003, peso: 1, descricao: 'Sem registros' }],
    });
  });
});

describe('Admin.Guia.Principio.Edit', () => {
  it('drags an indicator into an empty criterion, and Escape puts a crossing drag back', {
    timeout: 30_000,
  }, async () => {
    signIn({ role: 'administrador' });
    umaLinhaPorLugar();
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Adicionar critério' }));
    const vazio = screen.getByRole('listitem', { name: 'Critério 1.3' });
    expect(vazio).toHaveTextContent('Nenhum indicador neste critério.');

    screen.getByRole('button', { name: 'Arrastar o indicador 1.2.1' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await waitFor(() => expect(tituloDoIndicador('1.3.1')).toBe('Controle de custos'));
    expect(screen.getByText('Indicador movido para a posição 1.3.1.')).toBeInTheDocument();
    await user.keyboard('[Space]');
    expect(await screen.findByText('Indicador solto na posição 1.3.1.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Critério 1.2' })).getByText(
        'Nenhum indicador neste critério.',
      ),
    ).toBeInTheDocument();

    // Escape after crossing into criterion 1.2 again: everything as it was before the drag.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Arrastar o indicador 1.3.1'));
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowUp]');
    await waitFor(() => expect(tituloDoIndicador('1.2.1')).toBe('Controle de custos'));
    await user.keyboard('[Escape]');
    await waitFor(() => expect(tituloDoIndicador('1.3.1')).toBe('Controle de custos'));
    expect(codigos()).toEqual([
      'Critério 1.1',
      'Indicador 1.1.1',
      'Indicador 1.1.2',
      'Critério 1.2',
      'Critério 1.3',
      'Indicador 1.3.1',
    ]);
    expect(screen.getByText('Movimento de Indicador 1.3.1 cancelado.')).toBeInTheDocument();
  });
});
