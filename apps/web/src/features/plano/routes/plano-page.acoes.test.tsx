import { MENSAGENS_PLANO } from '@guia/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '@/testing/axe';
import { type MockedApi, type MockHandler, mockApi, ok, sentHeaders } from '@/testing/mock-api';
import { planoAtivoFixture } from '../testing/fixtures';
import { renderPlano, usarDiaDoPlano } from '../testing/render';

const PATH = '/objetos/7/plano';
const chamadas = (mock: MockedApi, metodo: string, path: string) =>
  mock.calls.filter((c) => c.method === metodo && c.path === path);

function api(extra: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/Objeto/7/PlanoAcao': ok({ ativo: planoAtivoFixture(), anterior: null }),
    ...extra,
  });
}

usarDiaDoPlano();

describe('Objeto.Plano: registering progress', () => {
  it('asks for a note, keeps it through a failed send, and sends it without a file', async () => {
    let tentativa = 0;
    const mock = api({
      'POST /api/PlanoAcao/Item/9/Registro': () => {
        tentativa += 1;
        return tentativa === 1
          ? { status: 500, body: { error: 'Erro interno' } }
          : { status: 201, body: { data: {}, message: 'Andamento registrado com sucesso' } };
      },
    });
    const { user } = renderPlano(PATH);
    await user.click(
      await within(await screen.findByRole('article', { name: 'Planejamento' })).findByRole('button', {
        name: 'Registrar andamento',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Registrar andamento: Planejamento' });
    const nota = within(dialog).getByLabelText(/^O que foi feito/);
    await waitFor(() => expect(nota).toHaveFocus());
    expect(await seriousA11yViolations(dialog)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(within(dialog).getByText(MENSAGENS_PLANO.nota)).toBeInTheDocument();
    expect(chamadas(mock, 'POST', '/api/PlanoAcao/Item/9/Registro')).toEqual([]);

    await user.type(nota, 'Reunião com o técnico');
    expect(within(dialog).getByText('21/1000 caracteres')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não foi possível completar a operação. Tente novamente.',
    );
    expect(nota).toHaveValue('Reunião com o técnico');

    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const enviados = chamadas(mock, 'POST', '/api/PlanoAcao/Item/9/Registro');
    expect(enviados).toHaveLength(2);
    const corpo = enviados[1]?.body as FormData;
    expect(corpo.get('nota')).toBe('Reunião com o técnico');
    expect(corpo.has('arquivo')).toBe(false);
    // The retry of the failed send is the same submission: the same Idempotency-Key.
    const REGISTRO = 'POST /api/PlanoAcao/Item/9/Registro';
    const chave = sentHeaders(mock, REGISTRO)['idempotency-key'];
    expect(chave).toMatch(/^[0-9a-f-]{36}$/);
    expect(sentHeaders(mock, REGISTRO, 1)['idempotency-key']).toBe(chave);
    expect(await screen.findByText('Andamento registrado com sucesso')).toBeInTheDocument();
  });

  it('sends a file under the evidence rules (type and size checked first)', async () => {
    const mock = api({ 'POST /api/PlanoAcao/Item/10/Registro': { status: 201, body: { data: {} } } });
    const { user } = renderPlano(PATH);
    await user.click(
      await within(await screen.findByRole('article', { name: 'Registros' })).findByRole('button', {
        name: 'Registrar andamento',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Registrar andamento: Registros' });
    const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    const escolher = (file: File) => fireEvent.change(input, { target: { files: [file] } });
    escolher(new File(['x'], 'programa.exe', { type: 'application/octet-stream' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'O arquivo "programa.exe" não é de um tipo permitido',
    );
    const grande = new File(['x'], 'foto.jpg', { type: 'image/jpeg' });
    Object.defineProperty(grande, 'size', { value: 11 * 1024 * 1024 });
    escolher(grande);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Arquivo enviado supera tamanho máximo permitido.',
    );

    const foto = new File(['jpeg'], 'cerca.jpg', { type: 'image/jpeg' });
    escolher(foto);
    expect(within(dialog).getByText('cerca.jpg')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.type(within(dialog).getByLabelText(/^O que foi feito/), 'Cerca nova');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const corpo = chamadas(mock, 'POST', '/api/PlanoAcao/Item/10/Registro')[0]?.body as FormData;
    expect(corpo.get('nota')).toBe('Cerca nova');
    expect((corpo.get('arquivo') as File).name).toBe('cerca.jpg');
  });
});

describe('Objeto.Plano: changing an action', () => {
  it("'Marcar como concluída' sends the state", async () => {
    const mock = api({ 'PUT /api/PlanoAcao/Item/9': ok({}, 'Ação atualizada com sucesso') });
    const { user } = renderPlano(PATH);
    await user.click(
      await within(await screen.findByRole('article', { name: 'Planejamento' })).findByRole('button', {
        name: 'Marcar como concluída',
      }),
    );
    await waitFor(() => expect(chamadas(mock, 'PUT', '/api/PlanoAcao/Item/9')).toHaveLength(1));
    expect(chamadas(mock, 'PUT', '/api/PlanoAcao/Item/9')[0]?.body).toEqual({ estado: 'concluida' });
    expect(await screen.findByText('Ação marcada como concluída')).toBeInTheDocument();
  });

  it('edits an action, sending only what changed', async () => {
    const mock = api({ 'PUT /api/PlanoAcao/Item/9': ok({}) });
    const { user } = renderPlano(PATH);
    await user.click(await screen.findByRole('button', { name: 'Mais ações de Planejamento' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar ação: Planejamento' });
    expect(
      within(dialog).getByRole('radio', { name: 'Nível 3: Intermediário em Planejamento' }),
    ).toBeChecked();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['2', '3', '4', '5']);
    const acoes = within(dialog).getByLabelText(/^O que vou fazer/);
    await user.clear(acoes);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText(MENSAGENS_PLANO.acoes)).toBeInTheDocument();
    await user.type(acoes, 'Contratar o técnico');
    // Every target shows its level's description, as in the builder.
    await user.click(within(dialog).getByRole('radio', { name: 'Nível 4: Avançado em Planejamento' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(chamadas(mock, 'PUT', '/api/PlanoAcao/Item/9')[0]?.body).toEqual({
      peso_meta: 4,
      acoes: 'Contratar o técnico',
    });
  });

  it('deletes a planned action without records after confirming', async () => {
    const mock = api({ 'DELETE /api/PlanoAcao/Item/9': ok(null, 'Ação excluída do plano') });
    const { user } = renderPlano(PATH);
    await user.click(await screen.findByRole('button', { name: 'Mais ações de Planejamento' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir ação' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(chamadas(mock, 'DELETE', '/api/PlanoAcao/Item/9')).toHaveLength(1));
    expect(await screen.findByText('Ação excluída do plano')).toBeInTheDocument();
    // A started action offers no delete, only cancel.
    await user.click(screen.getByRole('button', { name: 'Mais ações de Registros' }));
    expect(await screen.findByRole('menuitem', { name: 'Cancelar ação' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Excluir' })).toBeNull();
  });

  it('offers to cancel when the API refuses the delete (409), and cancels', async () => {
    const mock = api({
      'DELETE /api/PlanoAcao/Item/9': {
        status: 409,
        body: { error: MENSAGENS_PLANO.naoRemovivel, code: 'conflict' },
      },
      'PUT /api/PlanoAcao/Item/9': ok({}),
    });
    const { user } = renderPlano(PATH);
    await user.click(await screen.findByRole('button', { name: 'Mais ações de Planejamento' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Excluir ação' })).getByRole('button', {
        name: 'Excluir',
      }),
    );
    const cancelar = await screen.findByRole('dialog', { name: 'Cancelar ação' });
    expect(within(cancelar).getByRole('alert')).toHaveTextContent(MENSAGENS_PLANO.naoRemovivel);
    await user.click(within(cancelar).getByRole('button', { name: 'Cancelar ação' }));
    await waitFor(() => expect(chamadas(mock, 'PUT', '/api/PlanoAcao/Item/9')).toHaveLength(1));
    expect(chamadas(mock, 'PUT', '/api/PlanoAcao/Item/9')[0]?.body).toEqual({ estado: 'cancelada' });
    expect(await screen.findByText('Ação cancelada')).toBeInTheDocument();
  });
});
