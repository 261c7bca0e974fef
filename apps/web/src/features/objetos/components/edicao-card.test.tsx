import type { GuiaDaUnidade, QuestionarioDaUnidade } from '@guia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { getSelection } from '@/lib/guia-selection';
import { mockApi, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { EdicaoCard } from './edicao-card';

function edicao(overrides: Partial<GuiaDaUnidade> = {}): GuiaDaUnidade {
  return {
    id: 3,
    ano: 2026,
    disponivel: true,
    datadisponivel: '2026-03-15T12:00:00.000Z',
    finalizado: false,
    finalizadoem: null,
    hasOpenForm: false,
    totalPerguntas: 10,
    totalRespondido: 0,
    questionarios: [],
    ...overrides,
  };
}

function questionario(overrides: Partial<QuestionarioDaUnidade> = {}): QuestionarioDaUnidade {
  return {
    id: 40,
    guia_id: 3,
    criadoem: '2026-04-10T12:00:00.000Z',
    dataenvio: null,
    totalRespondido: 3,
    percentual: 30,
    finalizado: false,
    finalizadoem: null,
    ...overrides,
  };
}

function renderCard(value: GuiaDaUnidade) {
  const view = renderRoute(
    [
      { path: '/unidades/:objectId', element: <EdicaoCard edicao={value} objetoId={7} /> },
      { path: '/unidades/:objectId/:productId/:questionarioId', element: <p>Tela do Guia</p> },
      { path: '*', element: <p>Outra tela</p> },
    ],
    { path: '/unidades/7' },
  );
  return { card: screen.getByRole('article', { name: `Guia ${value.ano}` }), ...view };
}

afterEach(() => {
  authStore.set(null);
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('EdicaoCard', () => {
  it("closed by the administrators: a lock and 'Encerrado', never 'Disponível em', nothing else", () => {
    const { card } = renderCard(
      edicao({
        ano: 2025,
        disponivel: false,
        datadisponivel: '2025-02-15T12:00:00.000Z',
        hasOpenForm: true,
        questionarios: [questionario({ guia_id: 3 })],
      }),
    );
    expect(within(card).getByRole('heading', { level: 3, name: 'Guia 2025' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Encerrado' })).toBeInTheDocument();
    expect(within(card).getByText('Encerrado')).toBeInTheDocument();
    expect(within(card).queryByText(/Disponível em/)).not.toBeInTheDocument();
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it("available with no questionnaire: the month it opened and 'Iniciar primeiro Guia'", () => {
    const { card } = renderCard(edicao());
    expect(within(card).queryByRole('img', { name: 'Bloqueado' })).not.toBeInTheDocument();
    expect(within(card).getByText('Disponível em março de 2026')).toBeInTheDocument();
    expect(within(card).queryByRole('listitem')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Iniciar primeiro Guia' })).toBeEnabled();
    expect(within(card).queryByRole('button', { name: 'Novo preenchimento' })).not.toBeInTheDocument();
  });

  it("open questionnaire: start month, N de M with a labelled bar, pending and 'Continuar', no new filling", () => {
    const { card } = renderCard(
      edicao({ hasOpenForm: true, totalRespondido: 3, questionarios: [questionario()] }),
    );
    expect(within(card).getByText('Iniciado em abril de 2026')).toBeInTheDocument();
    expect(within(card).getByText('3 de 10 respondidas')).toBeInTheDocument();
    const bar = within(card).getByRole('progressbar', {
      name: 'Progresso do preenchimento 1, iniciado em abril de 2026',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(within(card).getByText('Prenchimento pendente')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/unidades/7/3/40');
    expect(within(card).queryByRole('link', { name: 'Encerrar Guia' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Iniciar primeiro|Novo preenchimento/ })).toBeNull();
  });

  it("open questionnaire with every answer given: 'Basta encerrar Guia' and a link to finish it", () => {
    const { card } = renderCard(
      edicao({
        hasOpenForm: true,
        totalRespondido: 10,
        questionarios: [questionario({ totalRespondido: 10 })],
      }),
    );
    expect(within(card).getByText('10 de 10 respondidas')).toBeInTheDocument();
    expect(within(card).getByText('Basta encerrar Guia')).toBeInTheDocument();
    expect(within(card).queryByText('Prenchimento pendente')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Encerrar Guia' })).toHaveAttribute(
      'href',
      '/unidades/7/3/40/finalizar',
    );
  });

  it("finished: 'Realizado em', 'Finalizado em' with 'Relatório', and 'Novo preenchimento'", () => {
    const { card } = renderCard(
      edicao({
        ano: 2025,
        finalizado: true,
        finalizadoem: '2025-09-20T12:00:00.000Z',
        totalRespondido: 10,
        questionarios: [
          questionario({
            criadoem: '2025-06-10T12:00:00.000Z',
            totalRespondido: 10,
            finalizado: true,
            finalizadoem: '2025-09-20T12:00:00.000Z',
            dataenvio: '2025-09-20T12:00:00.000Z',
          }),
        ],
      }),
    );
    expect(within(card).getByText('Realizado em setembro de 2025')).toBeInTheDocument();
    expect(within(card).queryByText(/^Disponível em/)).not.toBeInTheDocument();
    expect(within(card).getByText('Iniciado em junho de 2025')).toBeInTheDocument();
    expect(within(card).getByText('Finalizado em 20/09/2025 09:00')).toBeInTheDocument();
    expect(within(card).queryByText('Basta encerrar Guia')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Relatório' })).toHaveAttribute('href', '/desempenho/7/3');
    expect(within(card).queryByRole('link', { name: 'Continuar' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Novo preenchimento' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Iniciar primeiro Guia' })).not.toBeInTheDocument();
  });

  it('start: disabled while the request runs, stores the new questionnaire and opens the Guia', async () => {
    signIn();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = mockApi({
      'POST /api/Guia/Questionario': async () => {
        await gate;
        return { status: 201, body: { data: { questionario: { id: 55 } } } };
      },
    });
    const { card, user, router } = renderCard(edicao());
    const start = within(card).getByRole('button', { name: 'Iniciar primeiro Guia' });
    await user.click(start);
    await waitFor(() => expect(start).toBeDisabled());
    expect(calls).toEqual([
      { method: 'POST', path: '/api/Guia/Questionario', body: { objeto_id: 7, guia_id: 3 } },
    ]);
    release();
    expect(await screen.findByText('Tela do Guia')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unidades/7/3/55');
    expect(getSelection()).toEqual({ objetoId: 7, productId: 3, questionarioId: 55 });
  });

  it('start refused: the button is enabled again and the user stays', async () => {
    signIn();
    mockApi({
      'POST /api/Guia/Questionario': {
        status: 409,
        body: { error: 'Já existe um Guia em aberto para esta unidade.' },
      },
    });
    const { card, user, router } = renderCard(edicao());
    const start = within(card).getByRole('button', { name: 'Iniciar primeiro Guia' });
    await user.click(start);
    expect(await screen.findByText('Já existe um Guia em aberto para esta unidade.')).toBeInTheDocument();
    await waitFor(() => expect(start).toBeEnabled());
    expect(router.state.location.pathname).toBe('/unidades/7');
  });
});
