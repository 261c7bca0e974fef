import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/testing/mock-api';
import { chooseOption, setupUser } from '@/testing/render-route';
import { draftKeys } from '../hooks/use-form-draft';
import { fixtures, objetoFixture, referenceApi, renderObjetos, VALID_CAR } from '../testing/fixtures';

afterEach(() => sessionStorage.clear());

async function fillStep1(user: UserEvent, categoria = 'Produtor rural') {
  await user.click(await screen.findByRole('radio', { name: categoria }));
  await user.type(screen.getByLabelText(/Nome da unidade/, { selector: 'input' }), 'Fazenda Boa Vista');
  await chooseOption(user, /Estado/, 'Goiás');
  await waitFor(() => expect(screen.getByLabelText(/Município/, { selector: 'input' })).toBeEnabled());
  await chooseOption(user, /Município/, 'Goiânia');
}

async function fillProducerStep(user: UserEvent, car = VALID_CAR) {
  await user.click(screen.getByLabelText(/Recibo do CAR/, { selector: 'input' }));
  await user.paste(car);
  await chooseOption(user, /Ciclo da atividade/, 'Ciclo completo');
  await chooseOption(user, /Sistema adotado/, 'Extensivo');
  await user.type(screen.getByLabelText(/Área total/, { selector: 'input' }), '1250');
  await user.type(screen.getByLabelText(/Área de pasto/, { selector: 'input' }), '900');
  await user.type(screen.getByLabelText(/Rebanho/, { selector: 'input' }), '12500');
}

describe('Cadastrar-Objeto', () => {
  it('checks step 1 before moving on, then offers the producer fields for category 6', async () => {
    mockApi(referenceApi);
    const user = setupUser();
    renderObjetos('/cadastrar-unidade');

    expect(await screen.findByRole('heading', { name: /Etapa 1 de 2/ })).toBeInTheDocument();
    await screen.findByRole('radio', { name: 'Produtor rural' });
    await user.click(screen.getByRole('button', { name: 'Próximo' }));

    expect(await screen.findByText('Escolha a categoria')).toBeInTheDocument();
    expect(screen.getByText('Informe o nome da unidade')).toBeInTheDocument();
    expect(screen.getByText('Escolha o estado')).toBeInTheDocument();
    expect(screen.getByText('Escolha a cidade')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Etapa 1 de 2/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Produtor rural' })).toHaveFocus());

    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Próximo' }));

    const heading = await screen.findByRole('heading', { name: /Etapa 2 de 2/ });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByLabelText(/Recibo do CAR/, { selector: 'input' })).toBeEnabled();
    expect(screen.getByLabelText(/Rebanho/, { selector: 'input' })).toBeEnabled();

    // Voltar keeps what was typed.
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByRole('textbox', { name: /Nome da unidade/ })).toHaveValue('Fazenda Boa Vista');
    expect(screen.getByRole('radio', { name: 'Produtor rural' })).toBeChecked();
  });

  it('keeps the producer fields disabled for another category', async () => {
    mockApi(referenceApi);
    const user = setupUser();
    renderObjetos('/cadastrar-unidade');
    await fillStep1(user, 'Indústria');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));

    await screen.findByRole('heading', { name: /Etapa 2 de 2/ });
    expect(screen.getByLabelText(/Inscrição estadual/, { selector: 'input' })).toBeEnabled();
    expect(screen.getByLabelText(/Recibo do CAR/, { selector: 'input' })).toBeDisabled();
    expect(screen.getByLabelText(/Rebanho/, { selector: 'input' })).toBeDisabled();
  });

  it('reloads the city list when the state changes and asks for the city again', async () => {
    const { calls } = mockApi(referenceApi);
    const user = setupUser();
    renderObjetos('/cadastrar-unidade');
    await fillStep1(user);
    expect(screen.getByLabelText(/Município/, { selector: 'input' })).toHaveValue('Goiânia');

    await chooseOption(user, /Estado/, 'Mato Grosso');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/Estado/MT/Cidade')).toBe(true));
    expect(screen.getByLabelText(/Município/, { selector: 'input' })).toHaveValue('');
    await chooseOption(user, /Município/, 'Cuiabá');
    expect(screen.getByLabelText(/Município/, { selector: 'input' })).toHaveValue('Cuiabá');
    expect(screen.queryByRole('option', { name: 'Goiânia' })).not.toBeInTheDocument();
  });

  it("shows 'Recibo CAR inválido' for an incomplete CAR and does not send", async () => {
    const { calls } = mockApi(referenceApi);
    const user = setupUser();
    renderObjetos('/cadastrar-unidade');
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByRole('heading', { name: /Etapa 2 de 2/ });
    await fillProducerStep(user, 'go-5208707-0123');

    await user.click(screen.getByRole('button', { name: 'Cadastrar unidade' }));

    const car = screen.getByLabelText(/Recibo do CAR/, { selector: 'input' });
    expect(await screen.findByText('Recibo CAR inválido')).toBeInTheDocument();
    expect(car).toHaveValue('GO-5208707-0123');
    expect(car).toHaveAccessibleDescription(expect.stringContaining('Recibo CAR inválido'));
    await waitFor(() => expect(car).toHaveFocus());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('puts a server field error on its field, back on the step that holds it', async () => {
    const { calls } = mockApi({
      ...referenceApi,
      'POST /api/Objeto': {
        status: 400,
        body: {
          error: 'A cidade não pertence ao estado escolhido',
          clientMessage: 'A cidade não pertence ao estado escolhido',
          code: 'validation_error',
          fields: { cidade: 'A cidade não pertence ao estado escolhido' },
        },
      },
    });
    const user = setupUser();
    renderObjetos('/cadastrar-unidade');
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByRole('heading', { name: /Etapa 2 de 2/ });
    await fillProducerStep(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar unidade' }));

    await screen.findByRole('heading', { name: /Etapa 1 de 2/ });
    const cidade = screen.getByLabelText(/Município/, { selector: 'input' });
    expect(cidade).toHaveAccessibleDescription(
      expect.stringContaining('A cidade não pertence ao estado escolhido'),
    );
    await waitFor(() => expect(cidade).toHaveFocus());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});

describe('Cadastrar-Objeto', () => {
  it('sends the unit, clears the draft and shows the completion screen', async () => {
    const { calls } = mockApi({
      ...referenceApi,
      'POST /api/Objeto': { status: 201, ...ok(objetoFixture(), 'Unidade criada com sucesso') },
    });
    const user = setupUser();
    const { router } = renderObjetos('/cadastrar-unidade');
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByRole('heading', { name: /Etapa 2 de 2/ });
    await user.type(screen.getByLabelText(/Inscrição estadual/, { selector: 'input' }), '1234567890');
    await fillProducerStep(user);
    await user.tab();
    expect(screen.getByLabelText(/Rebanho/, { selector: 'input' })).toHaveValue('12.500');
    await user.click(screen.getByRole('button', { name: 'Cadastrar unidade' }));

    expect(await screen.findByRole('heading', { name: 'Pronto' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cadastrar-objeto/sucesso');
    expect(screen.getByText('Unidade criada com sucesso')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entendi' })).toHaveAttribute('href', '/unidades');
    expect(sessionStorage.getItem(draftKeys.novo)).toBeNull();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      categoria_id: 6,
      nomeunidade: 'Fazenda Boa Vista',
      uf: 'GO',
      cidade: 5208707,
      inscricao_estadual: '1234567890',
      cnpj: null,
      car: VALID_CAR,
      atividade_id: 4,
      sistemaadotado_id: 1,
      area: 1250,
      areaPasto: 900,
      rebanho: 12500,
      zonapecuaria: null,
    });
    expect(fixtures.categorias).toHaveLength(2);
  });

  it("reads '1250,5' typed in Área total as 1250.5, and refuses '1250.5' with a message instead of guessing", async () => {
    const { calls } = mockApi({
      ...referenceApi,
      'POST /api/Objeto': { status: 201, ...ok(objetoFixture(), 'Unidade criada com sucesso') },
    });
    const user = setupUser();
    renderObjetos('/cadastrar-unidade');
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByRole('heading', { name: /Etapa 2 de 2/ });
    await fillProducerStep(user);
    const area = screen.getByLabelText(/Área total/, { selector: 'input' });

    await user.clear(area);
    await user.paste('1250.5');
    await user.tab();
    expect(area).toHaveAccessibleDescription(
      expect.stringContaining('Área total: use vírgula para os decimais e ponto só para milhares'),
    );
    await user.click(screen.getByRole('button', { name: 'Cadastrar unidade' }));
    await waitFor(() => expect(area).toHaveFocus());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(area);
    await user.paste('1250,5');
    await user.tab();
    expect(area).toHaveValue('1.250,5');
    await user.click(screen.getByRole('button', { name: 'Cadastrar unidade' }));

    expect(await screen.findByRole('heading', { name: 'Pronto' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      area: 1250.5,
      areaPasto: 900,
      rebanho: 12500,
    });
  }, 60_000);

  it('restores what was typed after the page is reloaded', async () => {
    mockApi(referenceApi);
    const user = setupUser();
    const first = renderObjetos('/cadastrar-unidade');
    await fillStep1(user);
    first.unmount();

    renderObjetos('/cadastrar-unidade');
    expect(await screen.findByText('Recuperamos os dados que você já tinha digitado.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nome da unidade/, { selector: 'input' })).toHaveValue('Fazenda Boa Vista');
    await waitFor(() =>
      expect(screen.getByLabelText(/Município/, { selector: 'input' })).toHaveValue('Goiânia'),
    );
    expect(screen.getByRole('radio', { name: 'Produtor rural' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Começar de novo' }));
    expect(screen.getByLabelText(/Nome da unidade/, { selector: 'input' })).toHaveValue('');
    const group = screen.getByRole('radiogroup', { name: /Categoria/ });
    expect(within(group).getByRole('radio', { name: 'Produtor rural' })).not.toBeChecked();
  });
});
