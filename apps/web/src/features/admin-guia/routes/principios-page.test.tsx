import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { detalheFixture, guiaFixture } from '../testing/fixtures';
import { PrincipiosPage } from './principios-page';

function renderPage() {
  return renderRoute([{ path: '/admin/guia/:productId', element: <PrincipiosPage /> }], {
    path: '/admin/guia/3',
  });
}

const historico = {
  body: {
    data: {
      items: [
        {
          id: 9,
          criadoEm: '2026-02-03T15:04:00.000Z',
          atorNome: 'Ana Admin',
          acao: 'guia.duplicar',
          detalhes: { ano: 2025, origem: { id: 2, ano: 2024 } },
        },
        {
          id: 10,
          criadoEm: '2026-02-02T12:00:00.000Z',
          atorNome: 'Ana Admin',
          acao: 'guia.evidencia',
          detalhes: { id: 101, indicador: '1.1.2', antes: null, depois: `Plano escrito ${'e'.repeat(90)}` },
        },
        {
          id: 8,
          criadoEm: '2026-02-01T12:00:00.000Z',
          atorNome: 'Ana Admin',
          acao: 'guia.outra',
          detalhes: {},
        },
      ],
      pagination: { page: 1, pageSize: 20, totalItems: 3, totalPages: 1 },
    },
  },
};

afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

describe('Admin.Guia.Principios', () => {
  it('shows the year, the state, a card per principle with its links and the change history', async () => {
    signIn({ role: 'administrador' });
    const { calls } = mockApi({
      'GET /api/Admin/Guia/3': { body: { data: detalheFixture() } },
      'GET /api/Admin/Guia/3/Historico': historico,
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Guia 2025' })).toBeInTheDocument();
    expect(screen.getByText('Rascunho')).toBeInTheDocument();
    expect(screen.queryByText(/já foi respondido/)).not.toBeInTheDocument();
    const cards = within(screen.getByRole('region', { name: 'Princípios' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('1. Gestão');
    expect(cards[0]).toHaveTextContent('2 critérios · 7 perguntas');
    expect(cards[1]).toHaveTextContent('1 critério · 1 pergunta');
    expect(within(cards[0]!).getByRole('link', { name: 'Editar a estrutura de Gestão' })).toHaveAttribute(
      'href',
      '/admin/guia/edit/3/11',
    );
    expect(
      within(cards[0]!).getByRole('link', { name: 'Editar títulos, apoio e evidências de Gestão' }),
    ).toHaveAttribute('href', '/admin/guia/3/11');

    const tabela = await screen.findByRole('table', { name: 'Histórico de alterações do Guia' });
    const linhas = within(tabela).getAllByRole('row').slice(1);
    await within(tabela).findByText('Duplicou o Guia');
    expect(linhas[0]).toHaveTextContent('03/02/2026 12:04');
    expect(linhas[0]).toHaveTextContent('Ana Admin');
    expect(within(tabela).getByRole('columnheader', { name: 'Detalhes' })).toBeInTheDocument();
    const celulas = (linha: HTMLElement) => within(linha).getAllByRole('cell');
    expect(celulas(linhas[0]!)[3]).toHaveTextContent('Copiado do Guia 2024');
    // A long text is cropped on screen, whole in its title and for screen readers.
    const completo = `Indicador 1.1.2: (vazio) → «Plano escrito ${'e'.repeat(90)}»`;
    const visivel = within(celulas(linhas[1]!)[3]!).getByTitle(completo);
    expect(visivel.textContent).toMatch(/^Indicador 1\.1\.2: \(vazio\) → «Plano escrito e+…»$/);
    expect(visivel).toHaveAttribute('aria-hidden', 'true');
    expect(celulas(linhas[1]!)[3]).toHaveTextContent(completo);
    // An action it does not know shows its code and no details.
    expect(linhas[2]).toHaveTextContent('guia.outra');
    expect(celulas(linhas[2]!)[3]).toBeEmptyDOMElement();
    expect(calls.map((c) => c.path)).toContain('/api/Admin/Guia/3/Historico?page=1&pageSize=20');
  });

  it('tells that an answered edition only takes text changes', async () => {
    signIn({ role: 'administrador' });
    mockApi({
      'GET /api/Admin/Guia/3': {
        body: {
          data: detalheFixture({
            estruturaBloqueada: true,
            guia: guiaFixture({ situacao: 'fechado', totalQuestionarios: 3 }),
          }),
        },
      },
      'GET /api/Admin/Guia/3/Historico': historico,
    });
    renderPage();
    expect(
      await screen.findByText(
        'Este Guia já foi respondido: só os textos podem mudar. Para mudar a estrutura, duplique o Guia.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Fechado')).toBeInTheDocument();
    // The editor stays reachable: it opens with the structure locked.
    expect(screen.getByRole('link', { name: 'Editar a estrutura de Gestão' })).toBeInTheDocument();
  });
});
