import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/testing/mock-api';
import { setupUser } from '@/testing/render-route';
import { objetoFixture, referenceApi, renderObjetos, VALID_CAR } from '../testing/fixtures';

afterEach(() => sessionStorage.clear());

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('Editar-Objeto', () => {
  it('shows the locked fields disabled and sends them unchanged with the edited ones', async () => {
    const { calls } = mockApi({
      ...referenceApi,
      'GET /api/Objeto/7': ok(objetoFixture()),
      'PUT /api/Objeto/7': ok(objetoFixture({ rebanho: 13000 }), 'Unidade atualizada com sucesso'),
    });
    const user = setupUser();
    renderObjetos('/editar-unidade/7');

    await screen.findByRole('heading', { name: /Etapa 1 de 2/ });
    expect(input(/Categoria/)).toBeDisabled();
    expect(input(/Categoria/)).toHaveValue('Produtor rural');
    expect(input(/Nome da unidade/)).toBeDisabled();
    expect(input(/Nome da unidade/)).toHaveValue('Fazenda Boa Vista');
    expect(screen.getByRole('combobox', { name: /Estado/ })).toBeDisabled();
    expect(input(/Estado/)).toHaveValue('Goiás');
    expect(input(/Município/)).toBeDisabled();
    expect(input(/Município/)).toHaveValue('Goiânia');
    expect(screen.getByRole('button', { name: 'excluir unidade' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByRole('heading', { name: /Etapa 2 de 2/ });
    expect(input(/Inscrição estadual/)).toHaveValue('12.345.678-90');
    expect(input(/Recibo do CAR/)).toHaveValue(VALID_CAR);
    expect(input(/Rebanho/)).toHaveValue('12.500');
    await user.clear(input(/Rebanho/));
    await user.type(input(/Rebanho/), '13000');
    await user.click(screen.getByRole('button', { name: 'atualizar' }));

    expect(await screen.findByText('Unidade atualizada com sucesso')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
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
      rebanho: 13000,
      zonapecuaria: null,
    });
    expect(screen.getByRole('button', { name: 'atualizar' })).toBeDisabled();
  });

  it('blocks a pasture area larger than the total area', async () => {
    const { calls } = mockApi({ ...referenceApi, 'GET /api/Objeto/7': ok(objetoFixture()) });
    const user = setupUser();
    renderObjetos('/editar-unidade/7');
    await user.click(await screen.findByRole('button', { name: 'Próximo' }));
    await screen.findByRole('heading', { name: /Etapa 2 de 2/ });
    await user.clear(input(/Área de pasto/));
    await user.type(input(/Área de pasto/), '2000');
    await user.click(screen.getByRole('button', { name: 'atualizar' }));

    expect(
      await screen.findByText('A área de pasto não pode ser maior que a área total'),
    ).toBeInTheDocument();
    await waitFor(() => expect(input(/Área de pasto/)).toHaveFocus());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("asks 'Tem certeza…' before deleting and then goes to the units list", async () => {
    const { calls } = mockApi({
      ...referenceApi,
      'GET /api/Objeto/7': ok(objetoFixture()),
      'DELETE /api/Objeto/7': ok(null, 'Unidade excluída com sucesso'),
      'GET /api/Objeto': ok([]),
    });
    const user = setupUser();
    const { router } = renderObjetos('/editar-unidade/7');
    await user.click(await screen.findByRole('button', { name: 'excluir unidade' }));

    const dialog = await screen.findByRole('dialog', { name: 'Excluir unidade' });
    expect(
      within(dialog).getByText('Tem certeza de que deseja excluir a unidade Fazenda Boa Vista?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/unidades'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/Objeto/7']);
    expect(await screen.findByText('Unidade excluída com sucesso')).toBeInTheDocument();
  });
});
