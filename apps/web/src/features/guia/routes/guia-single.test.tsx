import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { getSelection } from '@/lib/guia-selection';
import { mockApi, signIn } from '@/testing/mock-api';
import { GUIA_GET, guiaFixture, renderGuia } from '../testing/fixtures';

const PATH = '/unidades/7/3/40';

beforeEach(() => {
  signIn();
});

afterEach(() => {
  authStore.set(null);
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

async function throughOrientation(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'Como preencher o Guia' });
  await user.click(within(dialog).getByRole('button', { name: 'Entendi' }));
  return screen.findByText(
    'O preenchimento deste Guia está sendo feito sob orientação de um aplicador credenciado?',
  );
}

describe('Guia.Single (screen 12)', () => {
  it("lists the principles with progress, 'N de M respondidas', Iniciar/Continuar and the finish link", async () => {
    localStorage.setItem('guia.orientacao.40', 'negado');
    const guia = guiaFixture();
    const p1 = guia.principios[0];
    if (p1) Object.assign(p1, { respondidas: 0, total: 3 });
    mockApi({ [GUIA_GET]: { body: { data: guia } } });
    renderGuia(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Guia 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    const cards = screen.getAllByRole('listitem');
    expect(
      within(cards[0] as HTMLElement).getByRole('heading', { name: 'Bem-estar animal' }),
    ).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('0 de 3 respondidas')).toBeInTheDocument();
    expect(
      within(cards[0] as HTMLElement).getByRole('link', { name: 'Iniciar o princípio Bem-estar animal' }),
    ).toHaveAttribute('href', '/unidades/7/3/40/1');
    expect(within(cards[1] as HTMLElement).getByText('1 de 1 respondidas')).toBeInTheDocument();
    expect(
      within(cards[1] as HTMLElement).getByRole('progressbar', {
        name: 'Progresso do princípio Meio ambiente',
      }),
    ).toHaveAttribute('aria-valuenow', '100');
    // Fully answered: shown as done, and the button reviews instead of 'Continuar'.
    expect(within(cards[1] as HTMLElement).getByText('Concluído')).toBeInTheDocument();
    expect(
      within(cards[1] as HTMLElement).getByRole('link', { name: 'Revisar o princípio Meio ambiente' }),
    ).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).queryByRole('link', { name: /^Continuar/ })).toBeNull();
    expect(within(cards[0] as HTMLElement).getByText('Faltam 3 indicadores')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Finalizar Guia e Gerar Relatório' })).toHaveAttribute(
      'href',
      '/unidades/7/3/40/finalizar',
    );
    expect(getSelection()).toEqual({ objetoId: 7, productId: 3, questionarioId: 40 });
  });

  it('says how many are missing and leads to the first unanswered indicator', async () => {
    localStorage.setItem('guia.orientacao.40', 'negado');
    mockApi({ [GUIA_GET]: { body: { data: guiaFixture() } } });
    renderGuia(PATH);
    expect(
      await screen.findByText(
        'Faltam 3 de 4 indicadores para finalizar. Responda todos, ao menos com Não se aplica.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Responder o próximo indicador sem resposta' })).toHaveAttribute(
      'href',
      '/unidades/7/3/40/1?indicador=101',
    );
  });

  it('shows the progress the server sent, not a recomputed one', async () => {
    localStorage.setItem('guia.orientacao.40', 'negado');
    const guia = guiaFixture();
    // 2 of 3 is 66% on the server (floored); rounding in the browser would say 67%.
    Object.assign(guia.principios[0]!, { respondidas: 2, total: 3, percentual: 66 });
    mockApi({ [GUIA_GET]: { body: { data: guia } } });
    renderGuia(PATH);
    expect(
      await screen.findByRole('progressbar', { name: 'Progresso do princípio Bem-estar animal' }),
    ).toHaveAttribute('aria-valuenow', '66');
  });

  it('offers finishing directly when every indicator is answered', async () => {
    localStorage.setItem('guia.orientacao.40', 'negado');
    const guia = guiaFixture({ totalRespondido: 4, completo: true });
    const [p1] = guia.principios;
    Object.assign(p1!, { respondidas: 3, total: 3, percentual: 100 });
    for (const c of p1!.criterios)
      c.indicadores = c.indicadores.map((i) => ({
        ...i,
        resposta: { nivel_id: i.id * 10, peso: 0, versao: 1 },
      }));
    mockApi({ [GUIA_GET]: { body: { data: guia } } });
    renderGuia(PATH);
    expect(
      await screen.findByText('Todos os 4 indicadores foram respondidos. Você já pode finalizar o Guia.'),
    ).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Finalizar Guia e Gerar Relatório' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/unidades/7/3/40/finalizar',
      '/unidades/7/3/40/finalizar',
    ]);
    expect(screen.queryByRole('link', { name: 'Responder o próximo indicador sem resposta' })).toBeNull();
    expect(screen.getAllByText('Concluído')).toHaveLength(2);
  });

  it("'Continuar' resumes at the principle's first unanswered indicator", async () => {
    localStorage.setItem('guia.orientacao.40', 'negado');
    const guia = guiaFixture();
    const p1 = guia.principios[0];
    const first = p1?.criterios[0]?.indicadores[0];
    if (p1 && first) {
      Object.assign(p1, { respondidas: 1 });
      first.resposta = { nivel_id: 1011, peso: 1, versao: 1 };
    }
    mockApi({ [GUIA_GET]: { body: { data: guia } } });
    renderGuia(PATH);
    expect(
      await screen.findByRole('link', { name: 'Continuar o princípio Bem-estar animal' }),
    ).toHaveAttribute('href', '/unidades/7/3/40/1?indicador=102');
  });

  it('a finished questionnaire goes to the Encerrado screen', async () => {
    mockApi({
      [GUIA_GET]: {
        body: {
          data: guiaFixture({
            questionario: {
              id: 40,
              criadoem: '2026-04-10T12:00:00Z',
              finalizado: true,
              finalizadoem: '2026-05-01T12:00:00Z',
              orientacao: 'negado',
            },
          }),
        },
      },
    });
    const { router } = renderGuia(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Guia encerrado' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/objetos/7/3/encerrado');
  });
});

describe('Orientation and applicator (screen 11)', () => {
  it("shows the orientation once per questionnaire: 'Não' is kept on the server and on this device", async () => {
    const { calls } = mockApi({
      [GUIA_GET]: { body: { data: guiaFixture() } },
      'POST /api/Guia/Questionario/Orientacao/Recusa': {
        body: { data: null, message: 'Resposta registrada.' },
      },
    });
    const first = renderGuia(PATH);
    await throughOrientation(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('guia.orientacao.40')).toBe('negado');
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')).toEqual([
        { method: 'POST', path: '/api/Guia/Questionario/Orientacao/Recusa', body: { questionario_id: 40 } },
      ]),
    );
    first.unmount();

    renderGuia(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Guia 2026' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not asked on another device once the server has the answer (sent or declined)', async () => {
    for (const orientacao of ['negado', 'orientado'] as const) {
      localStorage.clear();
      const g = guiaFixture();
      g.questionario.orientacao = orientacao;
      mockApi({ [GUIA_GET]: { body: { data: g } } });
      const view = renderGuia(PATH);
      await screen.findByRole('heading', { level: 1, name: 'Guia 2026' });
      expect(screen.queryByRole('dialog')).toBeNull();
      view.unmount();
    }
  });

  it('is offered again for another questionnaire', async () => {
    localStorage.setItem('guia.orientacao.39', 'negado');
    mockApi({ [GUIA_GET]: { body: { data: guiaFixture() } } });
    renderGuia(PATH);
    expect(await screen.findByRole('dialog', { name: 'Como preencher o Guia' })).toBeInTheDocument();
  });

  it('validates the applicator form, sends it, then closes after the 5 s countdown', async () => {
    const { calls } = mockApi({
      [GUIA_GET]: { body: { data: guiaFixture() } },
      'POST /api/Guia/Questionario/Orientacao': {
        body: { data: {}, message: 'Dados do aplicador registrados com sucesso. Bom preenchimento!' },
      },
    });
    renderGuia(PATH);
    // No per-key delay: typing four fields on a loaded machine is otherwise slow.
    const user = userEvent.setup({ delay: null });
    await throughOrientation(user);
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dados do aplicador credenciado' });

    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Informe o nome do aplicador')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe o celular do aplicador')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe o e-mail do aplicador')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe a instituição do aplicador')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Nome do aplicador/), 'João Técnico');
    const celular = within(dialog).getByLabelText(/Celular/);
    await user.type(celular, '62999998888');
    expect(celular).toHaveValue('(62) 99999-8888');
    await user.type(within(dialog).getByLabelText(/E-mail/), 'joao@');
    await user.type(within(dialog).getByLabelText(/Instituição/), 'Senar');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Informe um e-mail válido para o aplicador')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText(/E-mail/), 'senar.org.br');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText('Dados do aplicador registrados com sucesso. Bom preenchimento!'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/Guia/Questionario/Orientacao',
        body: {
          orientado: {
            questionario_id: 40,
            preenchimento_orientado_responsavel: 'João Técnico',
            preenchimento_orientado_celular: '(62) 99999-8888',
            preenchimento_orientado_email: 'joao@senar.org.br',
            preenchimento_orientado_instituicao: 'Senar',
          },
        },
      },
    ]);
    expect(localStorage.getItem('guia.orientacao.40')).toBe('enviado');
    expect(screen.getByText(/Esta janela fecha em [45] segundos\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 7000 });
  }, 30_000);
});
