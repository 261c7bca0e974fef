import type { AdminCriteriosInput, AdminEstrutura } from '@guia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { type MockHandler, mockApi, sentHeaders, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { categoriasFixture, estruturaFixture } from '../testing/fixtures';
import { EstruturaPage } from './estrutura-page';

const PATH = '/api/Admin/Guia/3/Indicador/11';

function renderEditor(
  estrutura: AdminEstrutura = estruturaFixture(),
  extra: Record<string, MockHandler> = {},
) {
  const api = mockApi({
    [`GET ${PATH}`]: { body: { data: estrutura }, headers: { etag: `"principio-11-v${estrutura.versao}"` } },
    'GET /api/Categoria': { body: { data: categoriasFixture } },
    ...extra,
  });
  const view = renderRoute(
    [
      { path: '/admin/guia/edit/:productId/:principioId', element: <EstruturaPage /> },
      { path: '/admin/guia/:productId', element: <p>Princípios do Guia</p> },
    ],
    { path: '/admin/guia/edit/3/11' },
  );
  return { ...api, ...view };
}

/** The codes on screen, in order: 'Critério 1.1', 'Indicador 1.1.1', ... */
const codigos = () =>
  screen
    .getAllByRole('heading')
    .map((h) => h.textContent ?? '')
    .filter((t) => /^(Critério|Indicador) /.test(t));

/** The title typed in the indicator card named `codigo`. */
function tituloDoIndicador(codigo: string) {
  const card = screen.getByRole('listitem', { name: `Indicador ${codigo}` });
  return (within(card).getByRole('textbox', { name: /^Título do indicador/ }) as HTMLTextAreaElement).value;
}

const posts = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === PATH);

/** jsdom lays nothing out: every draggable card and empty-criterion area gets a row of its own, in page order. */
function umaLinhaPorLugar() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const lugares = [...document.querySelectorAll('[data-dnd-item], [data-dnd-vazio]')];
    const lugar = this.closest('[data-dnd-item], [data-dnd-vazio]');
    const top = lugar ? lugares.indexOf(lugar) * 200 : 0;
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
}

afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

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
