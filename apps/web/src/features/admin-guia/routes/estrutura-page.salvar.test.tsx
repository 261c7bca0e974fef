import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentHeaders, signIn } from '@/testing/mock-api';
import { estruturaFixture } from '../testing/fixtures';
import { limparEditor, PATH, posts, renderEditor, tituloDoIndicador } from './estrutura-page.test-helpers';

// The structure editor: saving, and what the server answers.

afterEach(limparEditor);

describe('Admin.Guia.Principio.Edit', () => {
  it('refuses to save a blank title with the contract’s message, and sends nothing', async () => {
    signIn({ role: 'administrador' });
    const { user, calls } = renderEditor();
    const card = await screen.findByRole('listitem', { name: 'Indicador 1.1.1' });
    const titulo = within(card).getByRole('textbox', { name: /^Título do indicador/ });
    await user.clear(titulo);
    const rolar = vi.spyOn(Element.prototype, 'scrollIntoView');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(titulo).toHaveAccessibleDescription('Preencha um texto válido'));
    expect(posts(calls)).toHaveLength(0);
    // The focus leaves 'Salvar' for the first invalid field, brought into view.
    await waitFor(() => expect(titulo).toHaveFocus());
    expect(rolar.mock.contexts).toContain(titulo);
    rolar.mockRestore();
  });

  it('saves the whole principle in one POST with If-Match, says Atualizado and takes the answer', async () => {
    signIn({ role: 'administrador' });
    const salvo = estruturaFixture({ versao: 5 });
    salvo.criterios[1]!.titulo = 'Finanças da fazenda';
    const { user, calls, ...api } = renderEditor(estruturaFixture(), {
      [`POST ${PATH}`]: {
        body: { data: salvo, message: 'Atualizado' },
        headers: { etag: '"principio-11-v5"' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Mover para baixo o indicador 1.1.1' }));
    const criterio2 = screen.getByRole('listitem', { name: 'Critério 1.2' });
    const tituloCriterio = within(criterio2).getByRole('textbox', { name: /^Título do critério/ });
    await user.type(tituloCriterio, ' da fazenda');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Atualizado')).toBeInTheDocument();
    const [post] = posts(calls);
    const base = {
      possuirestricao: false,
      restricao: '',
      possuiorientacao: false,
      orientacao: '',
      possuigee: false,
      possuievidencia: true,
      exemploevidencia: 'Plano escrito',
      possuipercentual: false,
    };
    // The spec's body (the criteria, in screen order) and the GET's ETag in If-Match.
    expect(sentHeaders({ calls, ...api }, `POST ${PATH}`)['if-match']).toBe('"principio-11-v4"');
    expect(post?.body).toEqual([
      {
        id: 21,
        titulo: 'Planejamento',
        descricao: 'Como a propriedade se planeja',
        indicadores: [
          {
            id: 102,
            titulo: 'Registros',
            categorias: [1, 2],
            ...base,
            niveis: [{ id: 1003, peso: 1, descricao: 'Sem registros' }],
          },
          {
            id: 101,
            titulo: 'Planejamento da propriedade',
            categorias: [],
            ...base,
            niveis: [
              { id: 1001, peso: 1, descricao: 'Não planeja' },
              { id: 1002, peso: 2, descricao: 'Planeja às vezes' },
            ],
          },
        ],
      },
      {
        id: 22,
        titulo: 'Finanças da fazenda',
        descricao: '',
        indicadores: [
          {
            id: 103,
            titulo: 'Controle de custos',
            categorias: [],
            ...base,
            niveis: [{ id: 1004, peso: 1, descricao: 'Sem controle' }],
          },
        ],
      },
    ]);
    // The form now holds the server's structure; the next save carries the new version's ETag.
    await waitFor(() => expect(tituloDoIndicador('1.1.1')).toBe('Planejamento da propriedade'));
    expect(screen.queryByText('Há alterações não salvas.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(sentHeaders({ calls, ...api }, `POST ${PATH}`, 1)['if-match']).toBe('"principio-11-v5"');
  });
});

describe('Admin.Guia.Principio.Edit', () => {
  it('shows the server’s message when the save is refused (another administrator saved first)', async () => {
    signIn({ role: 'administrador' });
    const motivo =
      'Outra pessoa salvou este princípio enquanto você editava. Recarregue a página para ver a versão atual.';
    const { user } = renderEditor(estruturaFixture(), {
      [`POST ${PATH}`]: { status: 409, body: { error: motivo, clientMessage: motivo } },
    });
    const criterio = await screen.findByRole('listitem', { name: 'Critério 1.1' });
    await user.type(within(criterio).getByRole('textbox', { name: /^Título do critério/ }), '!');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getAllByText(motivo).length).toBeGreaterThan(0));
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
    expect(screen.getByText('Há alterações não salvas.')).toBeInTheDocument();
  });

  it('puts the server’s field errors under the fields', async () => {
    signIn({ role: 'administrador' });
    const { user } = renderEditor(estruturaFixture(), {
      [`POST ${PATH}`]: {
        status: 400,
        body: {
          error: 'Dados inválidos',
          clientMessage: 'Dados inválidos',
          // The bare-array body's paths: the form shows them on its 'criterios.…' fields.
          fields: { '1.indicadores.0.niveis.0.descricao': 'Preencha um texto válido' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    const card = screen.getByRole('listitem', { name: 'Indicador 1.2.1' });
    await waitFor(() =>
      expect(within(card).getByRole('textbox', { name: 'Descrição do nível 1' })).toHaveAccessibleDescription(
        'Preencha um texto válido',
      ),
    );
    await waitFor(() =>
      expect(within(card).getByRole('textbox', { name: 'Descrição do nível 1' })).toHaveFocus(),
    );
  });
});
