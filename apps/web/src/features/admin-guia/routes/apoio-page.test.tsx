import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { type MockHandler, mockApi, type RecordedCall, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { categoriasFixture, estruturaFixture } from '../testing/fixtures';
import { ApoioPage } from './apoio-page';

function renderPage(extra: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/Admin/Guia/3/Indicador/11': { body: { data: estruturaFixture() } },
    'GET /api/Categoria': { body: { data: categoriasFixture } },
    ...extra,
  });
  const view = renderRoute([{ path: '/admin/guia/:productId/:principioId', element: <ApoioPage /> }], {
    path: '/admin/guia/3/11',
  });
  return { ...api, ...view };
}

const card = (codigo: string) => screen.getByRole('listitem', { name: `Indicador ${codigo}` });
const mudancas = (calls: RecordedCall[]) => calls.filter((c) => c.method !== 'GET');

afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

describe('Admin.Guia.Principio.Single', () => {
  it('shows each indicator’s code, categories, texts, levels and support materials', async () => {
    signIn({ role: 'administrador' });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Títulos, apoio e evidências: Gestão' });
    expect(screen.getByRole('heading', { name: 'Critério 1.1: Planejamento' })).toBeInTheDocument();
    const um = card('1.1.1');
    expect(um).toHaveTextContent('Todas as categorias');
    expect(um).toHaveTextContent('Planejamento da propriedade');
    expect(um).toHaveTextContent('Plano escrito');
    expect(um).toHaveTextContent('Peso 2');
    expect(um).toHaveTextContent('Planeja às vezes');
    const dois = card('1.1.2');
    expect(dois).toHaveTextContent('Cria');
    expect(dois).toHaveTextContent('Recria');
    expect(within(dois).getByRole('link', { name: /Cartilha de registros/ })).toHaveAttribute(
      'href',
      'https://example.com/c.pdf',
    );
    // A material's category is one of the indicator's own.
    const opcoes = within(within(dois).getByRole('combobox', { name: /^Categoria/ }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(opcoes).toEqual(['Escolha a categoria', 'Cria', 'Recria']);
    const todas = within(within(um).getByRole('combobox', { name: /^Categoria/ }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(todas).toEqual(['Escolha a categoria', 'Cria', 'Recria', 'Engorda']);
  });

  it('updates an indicator’s title after confirming, showing the new text, and refreshes', async () => {
    signIn({ role: 'administrador' });
    let atualizado = false;
    const { user, calls } = renderPage({
      'GET /api/Admin/Guia/3/Indicador/11': () => {
        const e = estruturaFixture();
        if (atualizado) e.criterios[0]!.indicadores[0]!.titulo = 'Plano anual da fazenda';
        return { body: { data: e } };
      },
      'PATCH /api/Admin/Guia/update/indicador': () => {
        atualizado = true;
        return { body: { data: null, message: 'Título do indicador atualizado.' } };
      },
    });
    await screen.findByRole('listitem', { name: 'Indicador 1.1.1' });
    await user.click(
      within(card('1.1.1')).getByRole('button', { name: 'Editar o título do indicador 1.1.1' }),
    );
    const campo = within(card('1.1.1')).getByRole('textbox', { name: 'Título' });
    await user.clear(campo);
    await user.click(within(card('1.1.1')).getByRole('button', { name: 'Salvar' }));
    expect(campo).toHaveAccessibleDescription('Preencha um texto válido');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(campo, 'Plano anual da fazenda');
    await user.click(within(card('1.1.1')).getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Você esta atualizando o título deste indicador:');
    expect(dialog).toHaveTextContent('Plano anual da fazenda');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mudancas(calls)).toEqual([
      {
        method: 'PATCH',
        path: '/api/Admin/Guia/update/indicador',
        body: { id: 101, titulo: 'Plano anual da fazenda' },
      },
    ]);
    expect(await screen.findByText('Título do indicador atualizado.')).toBeInTheDocument();
    await waitFor(() => expect(card('1.1.1')).toHaveTextContent('Plano anual da fazenda'));
  });

  it('updates a level’s text and an evidence example with their own questions', async () => {
    signIn({ role: 'administrador' });
    const { user, calls } = renderPage({
      'PATCH /api/Admin/Guia/update/nivel': { body: { data: null, message: 'Nível atualizado.' } },
      'PATCH /api/Admin/Guia/update/evidencia': { body: { data: null, message: 'Evidência atualizada.' } },
    });
    await screen.findByRole('listitem', { name: 'Indicador 1.1.1' });
    await user.click(
      within(card('1.1.1')).getByRole('button', { name: 'Editar o nível de peso 2 do indicador 1.1.1' }),
    );
    const nivel = within(card('1.1.1')).getByRole('textbox', { name: 'Peso 2' });
    await user.clear(nivel);
    await user.type(nivel, 'Planeja todo ano');
    await user.click(within(card('1.1.1')).getByRole('button', { name: 'Salvar' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Você esta atualizando o título deste nivel:');
    expect(dialog).toHaveTextContent('Planeja todo ano');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(
      within(card('1.1.1')).getByRole('button', { name: 'Editar o exemplo de evidência do indicador 1.1.1' }),
    );
    const evidencia = within(card('1.1.1')).getByRole('textbox', { name: 'Exemplo de evidência' });
    await user.clear(evidencia);
    await user.type(evidencia, 'Plano assinado');
    await user.click(within(card('1.1.1')).getByRole('button', { name: 'Salvar' }));
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Deseja realmente atualizar estas evidências?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(mudancas(calls).map((c) => [c.path, c.body])).toEqual([
      ['/api/Admin/Guia/update/nivel', { id: 1002, titulo: 'Planeja todo ano' }],
      ['/api/Admin/Guia/update/evidencia', { id: 101, evidencia: 'Plano assinado' }],
    ]);
  });
});

describe('Admin.Guia.Principio.Single', () => {
  it('deletes a support material after confirming; a refusal keeps the modal open with the reason', async () => {
    signIn({ role: 'administrador' });
    let tentativas = 0;
    const { user, calls } = renderPage({
      'DELETE /api/Admin/Guia/apoio/delete/501': () =>
        ++tentativas === 1
          ? { status: 503, body: { error: 'Serviço indisponível', clientMessage: 'Serviço indisponível' } }
          : { body: { data: null, message: 'Material de apoio excluído.' } },
    });
    await screen.findByRole('listitem', { name: 'Indicador 1.1.2' });
    await user.click(
      within(card('1.1.2')).getByRole('button', { name: 'Excluir o material Cartilha de registros' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Tem certeza de que deseja deletar este material de apoio?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não foi possível completar a operação. Tente novamente.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Material de apoio excluído.')).toBeInTheDocument();
    expect(mudancas(calls).map((c) => [c.method, c.path])).toEqual([
      ['DELETE', '/api/Admin/Guia/apoio/delete/501'],
      ['DELETE', '/api/Admin/Guia/apoio/delete/501'],
    ]);
  });

  it('refuses a URL that is not http(s) on the spot, then inserts a material after confirming', async () => {
    signIn({ role: 'administrador' });
    const { user, calls } = renderPage({
      'POST /api/Admin/Guia/apoio/add': {
        status: 201,
        body: { data: null, message: 'Material de apoio inserido.' },
      },
    });
    await screen.findByRole('listitem', { name: 'Indicador 1.1.2' });
    const form = within(card('1.1.2')).getByRole('form', { name: 'Inserir material de apoio 1.1.2' });
    await user.type(within(form).getByRole('textbox', { name: /^Título do material/ }), 'Vídeo de registros');
    const url = within(form).getByRole('textbox', { name: /^Endereço \(URL\)/ });
    await user.type(url, 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Inserir' }));
    expect(url).toHaveAccessibleDescription('Informe um endereço que comece com http:// ou https://');
    expect(within(form).getByRole('combobox', { name: /^Categoria/ })).toHaveAccessibleDescription(
      'Escolha a categoria',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.clear(url);
    await user.type(url, 'https://example.com/video');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Categoria/ }), 'Recria');
    await user.click(within(form).getByRole('button', { name: 'Inserir' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Deseja realmente inserir este material de apoio?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mudancas(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/Admin/Guia/apoio/add',
        body: {
          indicador_id: 102,
          titulo: 'Vídeo de registros',
          url: 'https://example.com/video',
          categoria_id: 2,
        },
      },
    ]);
    expect(within(form).getByRole('textbox', { name: /^Título do material/ })).toHaveValue('');
  });
});
