import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/testing/mock-api';
import { setupUser } from '@/testing/render-route';
import { objetoFixture, renderObjetos } from '../testing/fixtures';

const unidades = [
  objetoFixture({ id: 7, nomeunidade: 'Fazenda Boa Vista', percentual: 40 }),
  objetoFixture({
    id: 8,
    nomeunidade: 'Sítio São João',
    categoria: 'Indústria',
    categoria_id: 2,
    cor: '#1565c0',
    uf: 'MT',
    cidadeNome: 'Cuiabá',
    percentual: 0,
  }),
];

describe('Objetos.List', () => {
  it('lists the units with category, place and progress, and searches by name', async () => {
    mockApi({ 'GET /api/Objeto': ok(unidades) });
    const user = setupUser();
    renderObjetos('/unidades');

    expect(await screen.findByRole('link', { name: 'Fazenda Boa Vista' })).toHaveAttribute(
      'href',
      '/unidades/7',
    );
    expect(screen.getByText('Goiânia - GO')).toBeInTheDocument();
    expect(screen.getByText('Indústria')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: /Fazenda Boa Vista/ })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByRole('progressbar', { name: /Sítio São João/ })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('link', { name: 'Adicionar objeto' })).toHaveAttribute(
      'href',
      '/cadastrar-unidade',
    );

    const busca = screen.getByRole('searchbox', { name: 'Buscar por nome' });
    await user.type(busca, 'SAO');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Fazenda Boa Vista' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Sítio São João' })).toBeInTheDocument();

    await user.clear(busca);
    await user.type(busca, 'xyz');
    expect(await screen.findByText('Nenhum objeto encontrado')).toBeInTheDocument();
    expect(screen.queryByText('Você não possui nenhum objeto cadastrado')).not.toBeInTheDocument();

    // The empty state's own action (the search box has a clear button too).
    await user.click(screen.getAllByRole('button', { name: 'Limpar busca' }).at(-1)!);
    expect(await screen.findByRole('link', { name: 'Fazenda Boa Vista' })).toBeInTheDocument();
  });

  it('says the user has no units yet', async () => {
    mockApi({ 'GET /api/Objeto': ok([]) });
    renderObjetos('/unidades');
    expect(await screen.findByText('Você não possui nenhum objeto cadastrado')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum objeto encontrado')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /api/Objeto': () => (fail ? { status: 500, body: { error: 'Erro interno' } } : ok(unidades)),
    });
    const user = setupUser();
    renderObjetos('/unidades');
    expect(await screen.findByText('Não foi possível carregar os dados.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: 'Fazenda Boa Vista' })).toBeInTheDocument();
  });
});
