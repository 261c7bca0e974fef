import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { seriousA11yViolations } from '@/testing/axe';
import { mockApi, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { AcessosPage } from './acessos-page';

afterEach(() => authStore.set(null));

const pagina = (items: unknown[], totalItems = items.length, page = 1) => ({
  body: {
    data: { items, pagination: { page, pageSize: 20, totalItems, totalPages: Math.ceil(totalItems / 20) } },
  },
});

describe("Configurações: 'Quem acessou meus dados' (issue 18 §3)", () => {
  it('lists who did what, when and on which unit, in words', async () => {
    signIn();
    mockApi({
      'GET /api/Acessos': pagina(
        [
          {
            id: 2,
            em: '2026-03-12T15:04:00.000Z',
            ator: { nome: 'Maria Souza', papel: 'tecnico', instituicao: 'Instituto X' },
            acao: 'tecnico.resposta.salvar',
            unidade: 'Fazenda Boa Vista',
          },
          {
            id: 1,
            em: '2026-03-10T10:00:00.000Z',
            ator: { nome: 'Ana Admin', papel: 'administrador', instituicao: null },
            acao: 'relatorio.pdf',
            unidade: null,
          },
          {
            id: 0,
            em: '2026-03-09T10:00:00.000Z',
            ator: { nome: 'Ana Admin', papel: 'administrador', instituicao: null },
            acao: 'algo.novo',
            unidade: null,
          },
        ],
        3,
      ),
    });
    renderRoute([{ path: '/configuracoes/acessos', element: <AcessosPage /> }], {
      path: '/configuracoes/acessos',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quem acessou meus dados' }),
    ).toBeInTheDocument();
    const itens = await screen.findAllByRole('listitem');
    expect(itens).toHaveLength(3);
    expect(within(itens[0]!).getByText('Respondeu um indicador do Guia')).toBeInTheDocument();
    expect(within(itens[0]!).getByText('Maria Souza (técnico(a), Instituto X)')).toBeInTheDocument();
    expect(within(itens[0]!).getByText('Unidade: Fazenda Boa Vista')).toBeInTheDocument();
    expect(within(itens[1]!).getByText('Baixou um relatório em PDF')).toBeInTheDocument();
    expect(within(itens[1]!).getByText('Ana Admin (equipe do programa)')).toBeInTheDocument();
    expect(within(itens[2]!).getByText('Acessou seus dados')).toBeInTheDocument();
    expect(screen.getByText('3 acessos registrados')).toBeInTheDocument();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('says so when no one else accessed the data', async () => {
    signIn();
    mockApi({ 'GET /api/Acessos': pagina([]) });
    renderRoute([{ path: '/configuracoes/acessos', element: <AcessosPage /> }], {
      path: '/configuracoes/acessos',
    });
    expect(await screen.findByText('Ninguém além de você acessou seus dados.')).toBeInTheDocument();
  });
});
