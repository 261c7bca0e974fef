import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { getSelection } from '@/lib/guia-selection';
import { mockApi, signIn } from '@/testing/mock-api';
import { GUIA_GET, guiaFixture, indicador, renderGuia } from '../testing/fixtures';

const nivel = (name: string) => screen.getByRole('checkbox', { name });
const checked = () =>
  screen
    .getAllByRole('checkbox')
    .filter((c) => (c as HTMLInputElement).checked)
    .map(
      (c) =>
        c.getAttribute('aria-label') ??
        c.closest('label')?.textContent ??
        (c as HTMLInputElement).labels?.[0]?.textContent,
    );

const PATH = '/unidades/7/3/40/1';
const ok = {
  body: { data: { questionario_id: 40, indicador_id: 101, nivel_id: 1012, peso: 2, percentual: null } },
};

beforeEach(() => {
  signIn();
  // The orientation modal of Guia.Single is not under test here.
  localStorage.setItem('guia.orientacao.40', 'negado');
});

afterEach(() => {
  authStore.set(null);
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('Principio.Single: criteria', () => {
  it("lists the principle's criteria with title, description and 'Acessar' to the first indicator", async () => {
    mockApi({ [GUIA_GET]: { body: { data: guiaFixture() } } });
    const { user, router } = renderGuia(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bem-estar animal' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '1.2 Sanidade' })).toBeInTheDocument();
    expect(screen.getByText('Saúde do rebanho.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Acessar o critério 1.2 Sanidade' }));
    expect(await screen.findByRole('heading', { level: 2, name: '103 Indicador 103' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?indicador=103');
    expect(getSelection()).toEqual({ objetoId: 7, productId: 3, questionarioId: 40, principioId: 1 });
  });
});

describe('Principio.Single: numbered titles', () => {
  it("never repeats a number the administrators also typed into the title ('Critério 1.2 1.2 Sanidade')", async () => {
    const guia = guiaFixture();
    const criterio = guia.principios[0]!.criterios[1]!;
    criterio.titulo = '1.2 Sanidade';
    criterio.indicadores[0]!.titulo = '103 Indicador 103';
    mockApi({ [GUIA_GET]: { body: { data: guia } } });
    const { user } = renderGuia(PATH);
    expect(await screen.findByRole('heading', { level: 3, name: '1.2 Sanidade' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Acessar o critério 1.2 Sanidade' }));
    expect(await screen.findByRole('heading', { level: 2, name: '103 Indicador 103' })).toBeInTheDocument();
    expect(screen.getByText('Critério 1.2 · Sanidade')).toBeInTheDocument();
  });
});

describe('Principio.Single: answering (screen 13)', () => {
  it('ticks every level at or below the chosen weight, and weight 0 only when 0 is chosen', async () => {
    mockApi({ [GUIA_GET]: { body: { data: guiaFixture() } } });
    const { user } = renderGuia(`${PATH}?indicador=101`);
    await screen.findByRole('heading', { level: 2, name: '101 Indicador 101' });
    expect(checked()).toEqual([]);

    await user.click(nivel('2 - Intermediário'));
    expect(nivel('1 - Inicial')).toBeChecked();
    expect(nivel('2 - Intermediário')).toBeChecked();
    expect(nivel('3 - Avançado')).not.toBeChecked();
    expect(nivel('0 - Não se aplica')).not.toBeChecked();
    expect(screen.queryByText('Você apontou este indicador como não aplicável à sua unidade')).toBeNull();

    await user.click(nivel('0 - Não se aplica'));
    expect(nivel('0 - Não se aplica')).toBeChecked();
    expect(nivel('1 - Inicial')).not.toBeChecked();
    expect(nivel('2 - Intermediário')).not.toBeChecked();
    expect(
      screen.getByText('Você apontou este indicador como não aplicável à sua unidade'),
    ).toBeInTheDocument();
  });

  it('choosing the same level again clears it, and Next is disabled until a level is chosen', async () => {
    mockApi({ [GUIA_GET]: { body: { data: guiaFixture() } } });
    const { user } = renderGuia(`${PATH}?indicador=101`);
    const next = await screen.findByRole('button', { name: 'Próximo' });
    expect(next).toBeDisabled();
    await user.click(nivel('3 - Avançado'));
    expect(next).toBeEnabled();
    await user.click(nivel('3 - Avançado'));
    expect(screen.getAllByRole('checkbox').every((c) => !(c as HTMLInputElement).checked)).toBe(true);
    expect(next).toBeDisabled();
  });

  it("shows 'Indicador X de total' and the principle's answered share as the server sent it", async () => {
    const guia = guiaFixture();
    const p = guia.principios[0];
    // 2 of 3: the server floors to 66; a browser rounding would say 67.
    if (p) Object.assign(p, { respondidas: 2, total: 3, percentual: 66 });
    mockApi({ [GUIA_GET]: { body: { data: guia } } });
    renderGuia(`${PATH}?indicador=102`);
    expect(await screen.findByText('Indicador 2 de 3')).toBeInTheDocument();
    expect(screen.getByText('66% respondido')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Indicadores respondidos do princípio' })).toHaveAttribute(
      'aria-valuenow',
      '66',
    );
  });

  it('saves the answer on Next, then moves to the next indicator and reloads the Guia', async () => {
    let gets = 0;
    const { calls } = mockApi({
      [GUIA_GET]: () => {
        gets++;
        return { body: { data: guiaFixture() } };
      },
      'POST /api/Guia/Resposta': ok,
    });
    const { user, router } = renderGuia(`${PATH}?indicador=101`);
    await user.click(await screen.findByRole('checkbox', { name: '2 - Intermediário' }));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('heading', { level: 2, name: '102 Indicador 102' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?indicador=102');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([
      {
        method: 'POST',
        path: '/api/Guia/Resposta',
        body: {
          objeto_id: 7,
          guia_id: 3,
          questionario_id: 40,
          indicador_id: 101,
          nivel_id: 1012,
          percentual: null,
        },
      },
    ]);
    await waitFor(() => expect(gets).toBe(2));
    // Saved: the pending choice is gone from sessionStorage.
    expect(sessionStorage.getItem('guia.escolha.40.101')).toBeNull();
  });

  it('a failed save shows the alert, keeps the choice and a retry succeeds', async () => {
    let fail = true;
    const { calls } = mockApi({
      [GUIA_GET]: { body: { data: guiaFixture() } },
      'POST /api/Guia/Resposta': () => (fail ? { status: 500, body: { error: 'Erro interno' } } : ok),
    });
    const { user, router } = renderGuia(`${PATH}?indicador=101`);
    await user.click(await screen.findByRole('checkbox', { name: '2 - Intermediário' }));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Houve um erro. Questionário não localizado');
    expect(router.state.location.search).toBe('?indicador=101');
    expect(nivel('2 - Intermediário')).toBeChecked();
    expect(JSON.parse(sessionStorage.getItem('guia.escolha.40.101') ?? 'null')).toEqual({
      nivel_id: 1012,
      percentual: null,
    });

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('heading', { level: 2, name: '102 Indicador 102' })).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual(posts[0]?.body);
  });

  it('blocks answers and movement while a send is in progress', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = mockApi({
      [GUIA_GET]: { body: { data: guiaFixture() } },
      'POST /api/Guia/Resposta': async () => {
        await gate;
        return ok;
      },
    });
    const { user } = renderGuia(`${PATH}?indicador=101`);
    await user.click(await screen.findByRole('checkbox', { name: '1 - Inicial' }));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await waitFor(() => expect(nivel('3 - Avançado')).toBeDisabled());
    fireEvent.click(nivel('3 - Avançado'));
    expect(nivel('3 - Avançado')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    release();
    expect(await screen.findByRole('heading', { level: 2, name: '102 Indicador 102' })).toBeInTheDocument();
  });

  it('sends the percent slider value as percentual on an indicator with possuipercentual', async () => {
    const { calls } = mockApi({
      [GUIA_GET]: { body: { data: guiaFixture() } },
      'POST /api/Guia/Resposta': ok,
    });
    const { user } = renderGuia(`${PATH}?indicador=102`);
    const slider = await screen.findByRole('slider', { name: 'Percentual da unidade neste indicador' });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    slider.focus();
    fireEvent.keyDown(slider, { key: 'End' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider).toHaveAttribute('aria-valuenow', '98');
    await user.click(nivel('3 - Avançado'));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByRole('heading', { level: 2, name: '103 Indicador 103' });
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      indicador_id: 102,
      nivel_id: 1023,
      percentual: 98,
    });
  });

  it("shows the share as text, and with 'Não se aplica' disables the slider and sends no percentual", async () => {
    const { calls } = mockApi({
      [GUIA_GET]: { body: { data: guiaFixture() } },
      'POST /api/Guia/Resposta': ok,
    });
    const { user } = renderGuia(`${PATH}?indicador=102`);
    const slider = await screen.findByRole('slider', { name: 'Percentual da unidade neste indicador' });
    slider.focus();
    for (let i = 0; i < 45; i++) fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(screen.getByTestId('percentual-valor')).toHaveTextContent('45%');

    await user.click(nivel('0 - Não se aplica'));
    expect(screen.getByTestId('percentual-valor')).toHaveTextContent('Não se aplica');
    expect(slider).toHaveAttribute('aria-disabled', 'true');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider).toHaveAttribute('aria-valuenow', '45');

    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByRole('heading', { level: 2, name: '103 Indicador 103' });
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      indicador_id: 102,
      nivel_id: 1020,
      percentual: null,
    });
  });

  it("offline, 'Próximo' says the connection is down, keeps the choice and sends it when it is back", async () => {
    let online = false;
    const { calls } = mockApi({
      [GUIA_GET]: { body: { data: guiaFixture() } },
      'POST /api/Guia/Resposta': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return ok;
      },
    });
    const { user } = renderGuia(`${PATH}?indicador=101`);
    await screen.findByRole('heading', { level: 2, name: '101 Indicador 101' });
    // What the browser does when the signal drops (React Query pauses 'online' mutations on it).
    window.dispatchEvent(new Event('offline'));
    await user.click(nivel('2 - Intermediário'));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));

    expect(
      await screen.findByText(
        'Sem conexão. Sua resposta foi guardada e será enviada quando a conexão voltar.',
      ),
    ).toBeInTheDocument();
    // Not spinning: the button can be pressed again, and the choice is still there (and kept for a reload).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Próximo' })).toBeEnabled());
    expect(nivel('2 - Intermediário')).toBeChecked();
    expect(sessionStorage.getItem('guia.escolha.40.101')).toContain('1012');

    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('heading', { level: 2, name: '102 Indicador 102' })).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toMatchObject({ indicador_id: 101, nivel_id: 1012 });
    expect(sessionStorage.getItem('guia.escolha.40.101')).toBeNull();
  });

  it('has no slider on an indicator without percentage', async () => {
    mockApi({ [GUIA_GET]: { body: { data: guiaFixture() } } });
    renderGuia(`${PATH}?indicador=101`);
    await screen.findByRole('heading', { level: 2, name: '101 Indicador 101' });
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('moves across criteria with next and previous, and back to the criteria from the first indicator', async () => {
    const guia = guiaFixture();
    // 102 and 103 already answered: Next moves without a new save.
    const c11 = guia.principios[0]?.criterios[0];
    const c12 = guia.principios[0]?.criterios[1];
    if (c11 && c12) {
      c11.indicadores[1] = indicador(102, {
        possuipercentual: true,
        resposta: { nivel_id: 1021, peso: 1 },
        percentualrespondido: 40,
      });
      c12.indicadores[0] = indicador(103, { resposta: { nivel_id: 1030, peso: 0 } });
    }
    const { calls } = mockApi({ [GUIA_GET]: { body: { data: guia } } });
    const { user, router } = renderGuia(`${PATH}?indicador=102`);
    await screen.findByText('Critério 1.1 · Manejo');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '40');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Critério 1.2 · Sanidade')).toBeInTheDocument();
    expect(screen.getByText('Indicador 3 de 3')).toBeInTheDocument();
    expect(
      screen.getByText('Você apontou este indicador como não aplicável à sua unidade'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByRole('heading', { level: 2, name: '102 Indicador 102' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByRole('heading', { level: 2, name: '101 Indicador 101' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Critérios' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("shows 'Bom trabalho!' after the principle's last indicator, then 'Continuar' back to the principles", async () => {
    mockApi({
      [GUIA_GET]: { body: { data: guiaFixture() } },
      'POST /api/Guia/Resposta': ok,
    });
    const { user, router } = renderGuia(`${PATH}?indicador=103`);
    await user.click(await screen.findByRole('checkbox', { name: '1 - Inicial' }));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bom trabalho!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/objetos/7/3/1/bom-trabalho');
    expect(screen.getByText('Você respondeu o princípio Bem-estar animal.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/unidades/7/3/40'));
  });

  it('restores an unsaved choice after a reload (sessionStorage per questionnaire and indicator)', async () => {
    mockApi({ [GUIA_GET]: { body: { data: guiaFixture() } } });
    const first = renderGuia(`${PATH}?indicador=101`);
    await first.user.click(await screen.findByRole('checkbox', { name: '2 - Intermediário' }));
    first.unmount();

    renderGuia(`${PATH}?indicador=101`);
    await screen.findByRole('heading', { level: 2, name: '101 Indicador 101' });
    expect(nivel('2 - Intermediário')).toBeChecked();
    expect(nivel('1 - Inicial')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeEnabled();
  });

  it('opens the support material with links in a new tab, or the empty text', async () => {
    const guia = guiaFixture();
    const c11 = guia.principios[0]?.criterios[0];
    if (c11)
      c11.indicadores[0] = indicador(101, {
        apoio: [{ id: 1, titulo: 'Cartilha de manejo', url: 'https://example.org/c.pdf' }],
      });
    mockApi({ [GUIA_GET]: { body: { data: guia } } });
    const { user } = renderGuia(`${PATH}?indicador=101`);
    await user.click(await screen.findByRole('button', { name: 'Material de apoio' }));
    const link = await screen.findByRole('link', { name: 'Cartilha de manejo' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Material de apoio:')).toBeInTheDocument();
  });
});

describe('Principio.BomTrabalho without a stored questionnaire', () => {
  it('sends the user to Resumo', async () => {
    mockApi({});
    renderGuia('/objetos/7/3/1/bom-trabalho');
    expect(await screen.findByText('Tela Resumo')).toBeInTheDocument();
  });
});

describe("Principio.Single: last year's answer", () => {
  /** Indicator 101 answered 'Nível 3' in 2025, 102 'Não se aplica', 103 new this year (no hint). */
  function comAnteriores() {
    const guia = guiaFixture();
    const [c11, c12] = guia.principios[0]!.criterios;
    c11!.indicadores = [
      indicador(101, { anterior: { ano: 2025, peso: 3, descricao: 'Avançado, com registros' } }),
      indicador(102, {
        possuipercentual: true,
        anterior: { ano: 2025, peso: 0, descricao: 'Não se aplica' },
      }),
    ];
    c12!.indicadores = [indicador(103)];
    return guia;
  }

  it('shows it as a read-only note, in words, with nothing selected', async () => {
    mockApi({ [GUIA_GET]: { body: { data: comAnteriores() } } });
    const { user } = renderGuia(`${PATH}?indicador=101`);
    await screen.findByRole('heading', { level: 2, name: '101 Indicador 101' });
    expect(screen.getByTestId('resposta-anterior')).toHaveTextContent(
      'No Guia 2025 você respondeu: Nível 3 — Avançado, com registros',
    );
    // A hint, not an answer: no level is ticked and Next waits for a choice.
    expect(checked()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeDisabled();

    await user.click(nivel('1 - Inicial'));
    expect(checked()).toEqual(['1 - Inicial']);
    expect(screen.getByTestId('resposta-anterior')).toHaveTextContent('Nível 3');
  });

  it("says 'Não se aplica' for weight 0, and shows nothing for an indicator new this year", async () => {
    mockApi({ [GUIA_GET]: { body: { data: comAnteriores() } } });
    const { unmount } = renderGuia(`${PATH}?indicador=102`);
    await screen.findByRole('heading', { level: 2, name: '102 Indicador 102' });
    expect(screen.getByTestId('resposta-anterior')).toHaveTextContent(
      'No Guia 2025 você respondeu: Não se aplica',
    );
    expect(checked()).toEqual([]);
    // The slider is not moved by the hint either.
    expect(screen.getByTestId('percentual-valor')).toHaveTextContent('0%');
    unmount();

    renderGuia(`${PATH}?indicador=103`);
    await screen.findByRole('heading', { level: 2, name: '103 Indicador 103' });
    expect(screen.queryByTestId('resposta-anterior')).toBeNull();
    expect(screen.queryByText(/você respondeu/)).toBeNull();
  });
});
