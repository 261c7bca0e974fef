import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { guardarEscolha } from '@/lib/outbox/fila';
import { obterOutbox, reiniciarOutboxes } from '@/lib/outbox/outbox';
import { escolha } from '@/lib/outbox/testing';
import { mockApi, signIn } from '@/testing/mock-api';
import { GUIA_GET, guiaFixture, indicador, renderGuia } from '../testing/fixtures';

const PATH = '/unidades/7/3/40/revisar';

/** Principle 1 with 101 at level 3, 102 'Não se aplica' and 103 unanswered; 201 at level 2 with 40%. */
function respondido() {
  const g = guiaFixture({ totalRespondido: 3 });
  const [p1, p2] = g.principios;
  p1!.criterios[0]!.indicadores = [
    indicador(101, {
      titulo: 'Manejo racional do rebanho',
      resposta: { nivel_id: 1013, peso: 3, versao: 1 },
    }),
    indicador(102, { possuipercentual: true, resposta: { nivel_id: 1020, peso: 0, versao: 1 } }),
  ];
  p1!.respondidas = 2;
  p2!.criterios[0]!.indicadores = [
    indicador(201, {
      possuipercentual: true,
      resposta: { nivel_id: 2012, peso: 2, versao: 1 },
      percentualrespondido: 40,
    }),
  ];
  return g;
}

beforeEach(() => {
  signIn({ nome: 'Maria Souza' });
});

afterEach(async () => {
  await reiniciarOutboxes();
  authStore.set(null);
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The list item of an indicator, found by its title. */
const item = (titulo: string) => screen.getByText(titulo, { selector: 'p' }).closest('li') as HTMLElement;

describe("Guia.Revisar ('Revise suas respostas')", () => {
  it('lists every indicator under its principle with its answer and an Editar link to its answering screen', async () => {
    const { calls } = mockApi({ [GUIA_GET]: { body: { data: respondido() } } });
    renderGuia(PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Revise suas respostas' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Você respondeu 3 de 4')).toBeInTheDocument();

    // One heading and one list per principle, the indicators in order.
    const p1 = screen.getByRole('region', { name: 'Princípio 1 · Bem-estar animal' });
    const p2 = screen.getByRole('region', { name: 'Princípio 2 · Meio ambiente' });
    expect(within(p1).getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(
      within(within(p1).getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual(['101 Manejo racional do rebanho', '102 Indicador 102', '103 Indicador 103']);
    expect(within(within(p2).getByRole('list')).getAllByRole('listitem')).toHaveLength(1);

    expect(item('101 Manejo racional do rebanho')).toHaveTextContent('Nível 3 — Avançado');
    expect(item('102 Indicador 102')).toHaveTextContent('Não se aplica');
    // 'Não se aplica' shows no percentage, even on an indicator that has the slider.
    expect(item('102 Indicador 102')).not.toHaveTextContent('%');
    expect(item('201 Indicador 201')).toHaveTextContent('Nível 2 — Intermediário');
    expect(item('201 Indicador 201')).toHaveTextContent('Percentual: 40%');

    // Each link is named after its indicator, and opens that indicator's answering screen.
    const links = screen.getAllByRole('link', { name: /^Editar / });
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Editar 101 Manejo racional do rebanho', '/unidades/7/3/40/1?indicador=101'],
      ['Editar 102 Indicador 102', '/unidades/7/3/40/1?indicador=102'],
      ['Editar 103 Indicador 103', '/unidades/7/3/40/1?indicador=103'],
      ['Editar 201 Indicador 201', '/unidades/7/3/40/2?indicador=201'],
    ]);
    expect(screen.getByRole('link', { name: 'Editar 201 Indicador 201' })).toBeInTheDocument();
    // The same questionnaire read, and nothing else.
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([GUIA_GET]);
  });

  it("shows an unanswered indicator as 'Não respondido'", async () => {
    mockApi({ [GUIA_GET]: { body: { data: respondido() } } });
    renderGuia(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Revise suas respostas' });
    expect(item('103 Indicador 103')).toHaveTextContent('Não respondido');
    expect(item('103 Indicador 103')).not.toHaveTextContent('Nível');
    expect(screen.getAllByText('Não respondido')).toHaveLength(1);
  });

  it("'Editar' opens the indicator's screen; the finish screen leads here and back", async () => {
    mockApi({ [GUIA_GET]: { body: { data: respondido() } } });
    const { user, router } = renderGuia('/unidades/7/3/40/finalizar');
    await user.click(await screen.findByRole('link', { name: 'Revisar respostas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/unidades/7/3/40/revisar'));
    await user.click(await screen.findByRole('link', { name: 'Ir para finalizar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/unidades/7/3/40/finalizar'));
    await user.click(await screen.findByRole('link', { name: 'Revisar respostas' }));
    await user.click(await screen.findByRole('link', { name: 'Editar 102 Indicador 102' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/unidades/7/3/40/1'));
    expect(router.state.location.search).toBe('?indicador=102');
  });

  it('sends a finished questionnaire to its closed screen', async () => {
    const g = respondido();
    g.questionario.finalizado = true;
    mockApi({ [GUIA_GET]: { body: { data: g } } });
    const { router } = renderGuia(PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/objetos/7/3/encerrado'));
  });

  it("shows the choices still on this device over the server's answers, with the outbox's chip", async () => {
    // 103 answered here without signal ('Inicial'), 101 changed here to 'Não se aplica'.
    await guardarEscolha(obterOutbox(1).db, escolha(103, 1031));
    await guardarEscolha(obterOutbox(1).db, escolha(101, 1010, { versao_base: 1 }));
    mockApi({
      [GUIA_GET]: { body: { data: respondido() } },
      // No signal for the sends: the choices stay on this device.
      'POST /api/Guia/Resposta': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderGuia(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Revise suas respostas' });
    await waitFor(() => expect(item('103 Indicador 103')).toHaveTextContent('Nível 1 — Inicial'));
    expect(item('101 Manejo racional do rebanho')).toHaveTextContent('Não se aplica');
    expect(screen.queryByText('Não respondido')).toBeNull();
    expect(screen.getByText('Você respondeu 4 de 4')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Sem conexão · 2 respostas guardadas neste aparelho' }),
    ).toBeInTheDocument();
  });
});
