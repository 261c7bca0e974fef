import type { GuiaDaUnidade } from '@guia/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/testing/mock-api';
import { setupUser } from '@/testing/render-route';
import { objetoFixture, renderObjetos } from '../testing/fixtures';

describe('Objeto.Single', () => {
  it('entering the unit clears the stored Guia selection and unsaved choices (leaving the Guia)', async () => {
    sessionStorage.setItem(
      'guia.preenchimento',
      JSON.stringify({ objetoId: 7, productId: 3, questionarioId: 40 }),
    );
    sessionStorage.setItem('guia.escolha.40.101', JSON.stringify({ nivel_id: 1012, percentual: null }));
    mockApi({ 'GET /api/Objeto/7': ok({ ...objetoFixture(), guia: [] }) });
    renderObjetos('/unidades/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fazenda Boa Vista' })).toBeInTheDocument();
    expect(sessionStorage.getItem('guia.preenchimento')).toBeNull();
    expect(sessionStorage.getItem('guia.escolha.40.101')).toBeNull();
  });

  it('shows the unit with pt-BR numbers, its actions and the empty edition list', async () => {
    mockApi({ 'GET /api/Objeto/7': ok({ ...objetoFixture(), guia: [] }) });
    const user = setupUser();
    renderObjetos('/unidades/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Fazenda Boa Vista' })).toBeInTheDocument();
    expect(screen.getByText('Produtor rural')).toBeInTheDocument();
    expect(screen.getByText('Goiânia - GO')).toBeInTheDocument();
    expect(screen.getByText('Ciclo completo')).toBeInTheDocument();
    expect(screen.getByText('Extensivo')).toBeInTheDocument();
    expect(screen.getByText('1.250')).toBeInTheDocument();
    expect(screen.getByText('12.500')).toBeInTheDocument();
    expect(screen.getByText('Nenhum Guia encontrado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar objeto' })).toHaveAttribute('href', '/editar-unidade/7');
    const plano = screen.getByRole('region', { name: 'Meu plano de ação' });
    expect(within(plano).getByRole('link', { name: 'Abrir meu plano de ação' })).toHaveAttribute(
      'href',
      '/objetos/7/plano',
    );

    await user.click(screen.getByRole('button', { name: 'Excluir objeto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir unidade' });
    expect(
      within(dialog).getByText('Tem certeza de que deseja excluir a unidade Fazenda Boa Vista?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Não' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows one card per edition, newest first, in place of the empty state', async () => {
    const questionario = {
      id: 40,
      guia_id: 3,
      criadoem: '2026-04-10T12:00:00.000Z',
      dataenvio: null,
      totalRespondido: 3,
      percentual: 30,
      finalizado: false,
      finalizadoem: null,
    };
    const guia: GuiaDaUnidade[] = [
      {
        id: 2,
        ano: 2025,
        disponivel: true,
        datadisponivel: '2025-03-15T12:00:00.000Z',
        finalizado: true,
        finalizadoem: '2025-09-20T12:00:00.000Z',
        hasOpenForm: false,
        totalPerguntas: 10,
        totalRespondido: 10,
        questionarios: [
          {
            ...questionario,
            id: 30,
            guia_id: 2,
            criadoem: '2025-06-10T12:00:00.000Z',
            totalRespondido: 10,
            percentual: 100,
            finalizado: true,
            finalizadoem: '2025-09-20T12:00:00.000Z',
            dataenvio: '2025-09-20T12:00:00.000Z',
          },
        ],
      },
      {
        id: 3,
        ano: 2026,
        disponivel: true,
        datadisponivel: '2026-03-15T12:00:00.000Z',
        finalizado: false,
        finalizadoem: null,
        hasOpenForm: true,
        totalPerguntas: 10,
        totalRespondido: 3,
        questionarios: [questionario],
      },
      {
        id: 4,
        ano: 2027,
        disponivel: false,
        datadisponivel: '2027-02-15T12:00:00.000Z',
        finalizado: false,
        finalizadoem: null,
        hasOpenForm: false,
        totalPerguntas: 10,
        totalRespondido: 0,
        questionarios: [],
      },
    ];
    mockApi({ 'GET /api/Objeto/7': ok({ ...objetoFixture(), guia }) });
    renderObjetos('/unidades/7');

    const section = await screen.findByRole('region', { name: 'Guia' });
    const headings = within(section).getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Guia 2027', 'Guia 2026', 'Guia 2025']);
    const card = (ano: number) => within(section).getByRole('article', { name: `Guia ${ano}` });
    // Made available and then closed: 'Encerrado', not the month it once opened.
    expect(within(card(2027)).getByText('Encerrado')).toBeInTheDocument();
    expect(within(card(2027)).queryByText(/Disponível em/)).not.toBeInTheDocument();
    expect(within(card(2026)).getByText('3 de 10 respondidas')).toBeInTheDocument();
    expect(within(card(2026)).getByText('Prenchimento pendente')).toBeInTheDocument();
    expect(within(card(2025)).getByText('Realizado em setembro de 2025')).toBeInTheDocument();
    expect(within(card(2025)).getByText('Finalizado em 20/09/2025 09:00')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum Guia encontrado')).not.toBeInTheDocument();
  });

  it("shows not found, with a way back, for a unit that is missing or another user's", async () => {
    mockApi({
      'GET /api/Objeto/99': {
        status: 404,
        body: { error: 'Unidade não encontrada', clientMessage: 'Unidade não encontrada', code: 'not_found' },
      },
    });
    renderObjetos('/unidades/99');
    expect(await screen.findByRole('heading', { name: 'Unidade não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver minhas unidades' })).toHaveAttribute('href', '/unidades');
  });
});
