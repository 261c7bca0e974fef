import { MENSAGENS_PLANO } from '@guia/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '@/testing/axe';
import { type MockedApi, type MockHandler, mockApi, ok, sentHeaders } from '@/testing/mock-api';
import { chooseOption } from '@/testing/render-route';
import { estruturaFixture, planoFixture, prioridadesFixture } from '../testing/fixtures';
import { renderPlano, usarDiaDoPlano } from '../testing/render';

const PATH = '/objetos/7/plano/montar/3/31';
const POST = 'POST /api/Objeto/7/PlanoAcao';

function api(extra: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/Guia/7/3/31': ok(estruturaFixture()),
    'GET /api/Objeto/7/3/31/prioridades': ok(prioridadesFixture()),
    'GET /api/Objeto/7/PlanoAcao': ok({ ativo: null, anterior: null }),
    ...extra,
  });
}

const posts = (mock: MockedApi) => mock.calls.filter((c) => c.method === 'POST');
const secoes = () => screen.getAllByRole('region').filter((r) => r.tagName === 'SECTION');
const secao = (titulo: string) => screen.getByRole('region', { name: titulo });

usarDiaDoPlano();

describe('Objeto.Plano.Montar: choosing and checking', () => {
  it('preselects the five priorities with the next level and a 12-month deadline, and no axe issue', async () => {
    api();
    renderPlano(PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Montar meu plano de ação' }),
    ).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Planejamento' });
    expect(secoes().map((s) => within(s).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Planejamento',
      'Empregos locais',
      'Registros',
      'Segurança',
      'Vizinhança',
    ]);
    const planejamento = secao('Planejamento');
    expect(
      within(planejamento).getByText('Nível atual: Nível 1: Inicial em Planejamento'),
    ).toBeInTheDocument();
    expect(
      within(planejamento).getByRole('radio', { name: 'Nível 2: Básico em Planejamento' }),
    ).toBeChecked();
    expect(within(planejamento).getAllByRole('radio')).toHaveLength(4);
    expect(within(planejamento).getByLabelText(/^Prazo/)).toHaveValue('2027-05-20');
    expect(within(planejamento).getByRole('link', { name: /Cartilha de Planejamento/ })).toHaveAttribute(
      'href',
      'https://example.com/101.pdf',
    );
    expect(screen.getByText(MENSAGENS_PLANO.declaracao)).toBeInTheDocument();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it("adds another answered indicator below the top level ('Não se aplica' and the top left out)", async () => {
    api();
    const { user } = renderPlano(PATH);
    await screen.findByRole('region', { name: 'Planejamento' });
    const select = screen.getByLabelText('Adicionar outro indicador', { selector: 'input' });
    await user.click(select);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['3.1.2 Moradia']);
    await chooseOption(user, 'Adicionar outro indicador', '3.1.2 Moradia');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    const moradia = await screen.findByRole('region', { name: 'Moradia' });
    expect(
      within(moradia)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['5']);
    expect(screen.getByText('Não há outros indicadores que possam subir de nível.')).toBeInTheDocument();
  });

  it('validates each field: a past date, empty actions, more than 500 characters; keeps what was typed', async () => {
    const mock = api();
    const { user } = renderPlano(PATH);
    const planejamento = await screen.findByRole('region', { name: 'Planejamento' });
    fireEvent.change(within(planejamento).getByLabelText(/^Prazo/), { target: { value: '2026-05-19' } });
    const registros = secao('Registros');
    const longo = 'a'.repeat(501);
    fireEvent.change(within(registros).getByLabelText(/^O que vou fazer/), { target: { value: longo } });
    expect(within(registros).getByText('501/500 caracteres')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar plano de ação' }));

    expect(within(planejamento).getByText(MENSAGENS_PLANO.prazoPassado)).toBeInTheDocument();
    expect(within(planejamento).getByText(MENSAGENS_PLANO.acoes)).toBeInTheDocument();
    expect(within(registros).getByText(MENSAGENS_PLANO.acoesLongas)).toBeInTheDocument();
    expect(within(registros).getByLabelText(/^O que vou fazer/)).toHaveValue(longo);
    expect(within(planejamento).getByLabelText(/^Prazo/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts(mock)).toEqual([]);
    // Today is a valid deadline.
    fireEvent.change(within(planejamento).getByLabelText(/^Prazo/), { target: { value: '2026-05-20' } });
    expect(within(planejamento).queryByText(MENSAGENS_PLANO.prazoPassado)).toBeNull();
  });
});

describe('Objeto.Plano.Montar: saving', () => {
  it('sends the body with an Idempotency-Key, the same again for the same body, and opens the plan', async () => {
    let tentativa = 0;
    const mock = api({
      [POST]: () => {
        tentativa += 1;
        return tentativa === 1
          ? { status: 503, body: { error: 'Serviço indisponível' } }
          : { status: 201, body: { data: planoFixture([]), message: 'Plano de ação salvo com sucesso' } };
      },
    });
    const { user, router } = renderPlano(PATH);
    await screen.findByRole('region', { name: 'Planejamento' });
    // Only two items: the others are removed.
    for (const titulo of ['Empregos locais', 'Registros', 'Segurança']) {
      await user.click(screen.getByRole('button', { name: `Remover ${titulo} do plano` }));
    }
    const planejamento = secao('Planejamento');
    await user.click(within(planejamento).getByRole('radio', { name: /Nível 4/ }));
    await user.type(within(planejamento).getByLabelText(/^O que vou fazer/), ' Escrever o plano ');
    await user.type(within(planejamento).getByLabelText(/^Responsável/), 'João');
    await user.type(within(secao('Vizinhança')).getByLabelText(/^O que vou fazer/), 'Reunião anual');
    await user.click(screen.getByRole('button', { name: 'Salvar plano de ação' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível completar a operação. Tente novamente.',
    );
    expect(posts(mock)[0]?.body).toEqual({
      questionario_id: 31,
      itens: [
        {
          indicador_id: 101,
          peso_meta: 4,
          prazo: '2027-05-20',
          acoes: 'Escrever o plano',
          responsavel: 'João',
        },
        { indicador_id: 201, peso_meta: 4, prazo: '2027-05-20', acoes: 'Reunião anual', responsavel: null },
      ],
    });
    const chave = sentHeaders(mock, POST)['idempotency-key'];
    expect(chave).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(screen.getByRole('button', { name: 'Salvar plano de ação' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/objetos/7/plano'));
    expect(sentHeaders(mock, POST, 1)['idempotency-key']).toBe(chave);
  });

  it("shows the API's 400 per item field, with a new key for the changed body", async () => {
    const mock = api({
      [POST]: {
        status: 400,
        body: {
          error: MENSAGENS_PLANO.prazoPassado,
          code: 'validation_error',
          fields: { 'itens.1.prazo': MENSAGENS_PLANO.prazoPassado },
        },
      },
    });
    const { user } = renderPlano(PATH);
    await screen.findByRole('region', { name: 'Planejamento' });
    for (const s of secoes()) {
      await user.type(within(s).getByLabelText(/^O que vou fazer/), 'Algo');
    }
    await user.click(screen.getByRole('button', { name: 'Salvar plano de ação' }));
    const empregos = secao('Empregos locais');
    expect(await within(empregos).findByText(MENSAGENS_PLANO.prazoPassado)).toBeInTheDocument();
    expect(screen.getByText('Revise os campos destacados.')).toBeInTheDocument();
    expect(within(secao('Planejamento')).getByLabelText(/^O que vou fazer/)).toHaveValue('Algo');

    fireEvent.change(within(empregos).getByLabelText(/^Prazo/), { target: { value: '2027-01-10' } });
    await user.click(screen.getByRole('button', { name: 'Salvar plano de ação' }));
    await waitFor(() => expect(posts(mock)).toHaveLength(2));
    expect(sentHeaders(mock, POST, 1)['idempotency-key']).not.toBe(
      sentHeaders(mock, POST, 0)['idempotency-key'],
    );
  });

  it('shows the 409 of an active plan with a link to it, keeping the form', async () => {
    api({ [POST]: { status: 409, body: { error: MENSAGENS_PLANO.planoAtivo, code: 'conflict' } } });
    const { user } = renderPlano(PATH);
    await screen.findByRole('region', { name: 'Planejamento' });
    for (const s of secoes()) await user.type(within(s).getByLabelText(/^O que vou fazer/), 'Algo');
    await user.click(screen.getByRole('button', { name: 'Salvar plano de ação' }));
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent(MENSAGENS_PLANO.planoAtivo);
    expect(within(alerta).getByRole('link', { name: 'Ver meu plano de ação' })).toHaveAttribute(
      'href',
      '/objetos/7/plano',
    );
    expect(secoes()).toHaveLength(5);
  });

  it('says at once when the unit already has an active plan', async () => {
    api({ 'GET /api/Objeto/7/PlanoAcao': ok({ ativo: planoFixture([]), anterior: null }) });
    renderPlano(PATH);
    expect(await screen.findByText(MENSAGENS_PLANO.planoAtivo)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver meu plano de ação' })).toHaveAttribute(
      'href',
      '/objetos/7/plano',
    );
    expect(screen.queryByRole('button', { name: 'Salvar plano de ação' })).toBeNull();
  });
});
