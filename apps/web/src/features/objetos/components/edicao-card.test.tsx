import type { GuiaDaUnidade, QuestionarioDaUnidade } from '@guia/shared';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
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
    finalizado: false,
    finalizadoem: null,
    ...overrides,
  };
}

function renderCard(value: GuiaDaUnidade) {
  render(
    <MantineProvider theme={theme} env="test">
      <EdicaoCard edicao={value} />
    </MantineProvider>,
  );
  return screen.getByRole('article', { name: `Guia ${value.ano}` });
}

describe('EdicaoCard', () => {
  it('locked: a lock and the date it opens, nothing else', () => {
    const card = renderCard(
      edicao({ ano: 2027, disponivel: false, datadisponivel: '2027-02-15T12:00:00.000Z' }),
    );
    expect(within(card).getByRole('heading', { level: 3, name: 'Guia 2027' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Bloqueado' })).toBeInTheDocument();
    expect(within(card).getByText('Disponível em fevereiro de 2027')).toBeInTheDocument();
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('available with no questionnaire: the month it opened and no dead-end action', () => {
    const card = renderCard(edicao());
    expect(within(card).queryByRole('img', { name: 'Bloqueado' })).not.toBeInTheDocument();
    expect(within(card).getByText('Disponível em março de 2026')).toBeInTheDocument();
    expect(within(card).queryByRole('listitem')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('open questionnaire: start month, N de M with a labelled bar, and pending', () => {
    const card = renderCard(
      edicao({ hasOpenForm: true, totalRespondido: 3, questionarios: [questionario()] }),
    );
    expect(within(card).getByText('Iniciado em abril de 2026')).toBeInTheDocument();
    expect(within(card).getByText('3 de 10 respondidas')).toBeInTheDocument();
    const bar = within(card).getByRole('progressbar', {
      name: 'Progresso do preenchimento 1, iniciado em abril de 2026',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(within(card).getByText('Prenchimento pendente')).toBeInTheDocument();
  });

  it('open questionnaire with every answer given: prompts to close it', () => {
    const card = renderCard(
      edicao({
        hasOpenForm: true,
        totalRespondido: 10,
        questionarios: [questionario({ totalRespondido: 10 })],
      }),
    );
    expect(within(card).getByText('10 de 10 respondidas')).toBeInTheDocument();
    expect(within(card).getByText('Basta encerrar Guia')).toBeInTheDocument();
    expect(within(card).queryByText('Prenchimento pendente')).not.toBeInTheDocument();
  });

  it('finished: "Realizado em" on the card and "Finalizado em" on the questionnaire', () => {
    const card = renderCard(
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
    expect(within(card).getByText('Finalizado em setembro de 2025')).toBeInTheDocument();
    expect(within(card).queryByText('Basta encerrar Guia')).not.toBeInTheDocument();
  });
});
