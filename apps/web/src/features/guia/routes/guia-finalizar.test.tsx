import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { guardarEscolha, marcarDecisao, reservarEnvio } from '@/lib/outbox/fila';
import { guardarFoto } from '@/lib/outbox/fotos';
import { obterOutbox, reiniciarOutboxes } from '@/lib/outbox/outbox';
import { mockApi, signIn } from '@/testing/mock-api';
import { GUIA_GET, guiaFixture, renderGuia } from '../testing/fixtures';

const PATH = '/unidades/7/3/40/finalizar';

/** The fixture with every indicator answered on the server ('Inicial'), as the server reports it: complete. */
function todasRespondidas() {
  const guia = guiaFixture({ completo: true, totalRespondido: 4 });
  for (const p of guia.principios) {
    p.respondidas = p.total;
    for (const c of p.criterios)
      for (const i of c.indicadores) i.resposta = { nivel_id: i.id * 10 + 1, peso: 1, versao: 1 };
  }
  return guia;
}

const objeto = {
  id: 7,
  nomeunidade: 'Fazenda Boa Vista',
  guia: [
    {
      id: 3,
      ano: 2026,
      disponivel: true,
      datadisponivel: '2026-03-01T12:00:00Z',
      finalizado: true,
      finalizadoem: '2026-05-01T12:00:00Z',
      hasOpenForm: false,
      totalPerguntas: 4,
      totalRespondido: 4,
      questionarios: [],
    },
  ],
};

/** 'Terminei', once the outbox was read (disabled until then: nothing may wait to be sent). */
async function terminei() {
  const botao = await screen.findByRole('button', { name: 'Terminei' });
  await waitFor(() => expect(botao).toBeEnabled());
  return botao;
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

describe('Guia.Finalizar (screen 15)', () => {
  it("asks 'Já terminou o Guia?' with the warning; 'Ainda não' goes back to the principles", async () => {
    mockApi({});
    const { user, router } = renderGuia(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Já terminou o Guia?' })).toBeInTheDocument();
    expect(screen.getByText('Ao finalizar o Guia você não poderá mais acessar!')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ainda não' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/unidades/7/3/40'));
  });

  it("says at once that answers are missing, without 'Terminei', and leads to the first unanswered one", async () => {
    const { calls } = mockApi({ [GUIA_GET]: { body: { data: guiaFixture() } } });
    renderGuia(PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Este Guia não possui respostas suficientes.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Você respondeu 1 de 4')).toBeInTheDocument();
    expect(screen.getByText('Para finalizar, responda ao menos com Não se aplica')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Terminei' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Responder o próximo indicador sem resposta' })).toHaveAttribute(
      'href',
      '/unidades/7/3/40/1?indicador=101',
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the refusal with the answered count from the 400 and keeps the user on the screen', async () => {
    const { calls } = mockApi({
      'PUT /api/Guia/Questionario': {
        status: 400,
        body: { error: 'Este Guia não possui respostas suficientes.', respondidas: 3, total: 4 },
      },
    });
    const { user, router } = renderGuia(PATH);
    await user.click(await terminei());
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar Guia' });
    expect(within(dialog).getByText('Ao finalizar o Guia você não poderá mais editar!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Finalizar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Este Guia não possui respostas suficientes.');
    expect(alert).toHaveTextContent('Você respondeu 3 de 4');
    expect(alert).toHaveTextContent('Para finalizar, responda ao menos com Não se aplica');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/api/Guia/Questionario',
        body: { objeto_id: 7, guia_id: 3, questionario_id: 40 },
      },
    ]);
    expect(router.state.location.pathname).toBe(PATH);
    expect(within(dialog).getByRole('button', { name: 'Finalizar' })).toBeEnabled();
  });

  it('shows any other refusal message from the response in the modal', async () => {
    mockApi({
      'PUT /api/Guia/Questionario': { status: 409, body: { error: 'Este Guia já foi finalizado.' } },
    });
    const { user } = renderGuia(PATH);
    await user.click(await terminei());
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar Guia' });
    await user.click(within(dialog).getByRole('button', { name: 'Finalizar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Este Guia já foi finalizado.');
  });

  it("finishes: 'Guia finalizado!', the completion screen, reports menu refreshed, proof and 'Concluir'", async () => {
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/comprovante');
    URL.revokeObjectURL = vi.fn();
    const { calls } = mockApi({
      'PUT /api/Guia/Questionario': {
        body: { data: { questionario: { id: 40, finalizado: true, finalizadoem: '2026-05-01T12:00:00Z' } } },
      },
      'GET /api/Objeto/7': { body: { data: objeto } },
      'GET /api/Guia/Report/7/3': {
        body: { data: null },
        headers: { 'content-disposition': 'inline; filename="comprovante-fazenda-boa-vista-2026.pdf"' },
      },
    });
    const { user, router, queryClient } = renderGuia(PATH);
    queryClient.setQueryData(['questionarios'], []);
    await user.click(await terminei());
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar Guia' });
    await user.click(within(dialog).getByRole('button', { name: 'Finalizar' }));

    expect(await screen.findByText('Guia finalizado!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Parabéns, Maria!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/objetos/7/3/finalizar');
    expect(
      await screen.findByText('Você concluiu o Guia 2026 da unidade Fazenda Boa Vista.'),
    ).toBeInTheDocument();
    expect(queryClient.getQueryState(['questionarios'])?.isInvalidated).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Emitir comprovante' }));
    await waitFor(() => expect(downloads).toEqual(['comprovante-fazenda-boa-vista-2026.pdf']));
    expect(calls.some((c) => c.path === '/api/Guia/Report/7/3')).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Concluir' }));
    expect(await screen.findByText('Lista de unidades')).toBeInTheDocument();
  });
});

describe('Guia.Encerrado (screen 17)', () => {
  it('offers the report and the proof', async () => {
    mockApi({});
    renderGuia('/objetos/7/3/encerrado');
    expect(await screen.findByRole('heading', { level: 1, name: 'Guia encerrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver relatório' })).toHaveAttribute('href', '/desempenho/7/3');
    expect(screen.getByRole('button', { name: 'Emitir comprovante' })).toBeInTheDocument();
  });

  it("keeps 'Terminei' disabled while answers of this questionnaire wait on this device", async () => {
    const db = obterOutbox(1).db;
    const base = { usuarioId: 1, questionarioId: 40, objetoId: 7, guiaId: 3, percentual: null };
    await guardarEscolha(db, { ...base, indicadorId: 101, nivel_id: 1012 });
    await guardarEscolha(db, { ...base, indicadorId: 102, nivel_id: 1020 });
    // Another questionnaire's answer does not count.
    await guardarEscolha(db, { ...base, questionarioId: 41, indicadorId: 101, nivel_id: 1011 });
    const { calls } = mockApi({
      // Every indicator answered on the server; this device changed two of them and has not sent the changes.
      [GUIA_GET]: { body: { data: todasRespondidas() } },
    });
    renderGuia(PATH);
    expect(
      await screen.findByText('Há 2 respostas aguardando envio. Conecte-se para finalizar.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terminei' })).toBeDisabled();

    await db.respostas.where('questionarioId').equals(40).delete();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Terminei' })).toBeEnabled());
    expect(screen.queryByText(/aguardando envio/)).toBeNull();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("waits for an evidence file of this questionnaire too: 'Há 1 envio pendente neste aparelho…'", async () => {
    const db = obterOutbox(1).db;
    const id = await guardarFoto(db, {
      usuarioId: 1,
      questionarioId: 40,
      indicadorId: 101,
      arquivo: { nome: 'curral.jpg', tipo: 'image/jpeg', bytes: new Uint8Array([1, 2, 3]).buffer },
    });
    mockApi({ [GUIA_GET]: { body: { data: todasRespondidas() } } });
    renderGuia(PATH);
    expect(
      await screen.findByText('Há 1 envio pendente neste aparelho. Conecte-se para finalizar.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terminei' })).toBeDisabled();
    await db.fotos.delete(id);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Terminei' })).toBeEnabled());
  });

  it("shows the outbox's chip: an answer held back by a conflict is reached and resolved from here", async () => {
    const db = obterOutbox(1).db;
    const base = { usuarioId: 1, questionarioId: 40, objetoId: 7, guiaId: 3, percentual: null };
    const id = await guardarEscolha(db, { ...base, indicadorId: 101, nivel_id: 1012, versao_base: 1 });
    const enviada = await reservarEnvio(db, id);
    if (!enviada) throw new Error('not reserved');
    await marcarDecisao(db, enviada, {
      estado: 'conflito',
      servidor: { nivel_id: 1011, percentual: null, versao: 2 },
    });
    mockApi({ [GUIA_GET]: { body: { data: todasRespondidas() } } });
    const { user } = renderGuia(PATH);
    const chip = await screen.findByRole('button', { name: '1 resposta precisa da sua atenção' });
    expect(screen.getByRole('button', { name: 'Terminei' })).toBeDisabled();
    await user.click(chip);
    const lista = await screen.findByRole('dialog', { name: 'Envios pendentes' });
    await user.click(within(lista).getByRole('button', { name: 'Usar a do outro aparelho' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Terminei' })).toBeEnabled());
  });
});
