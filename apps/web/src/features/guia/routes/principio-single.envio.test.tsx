import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { GUIA_GET, guiaFixture, renderGuia } from '../testing/fixtures';
import { entrarNoGuia, nivel, ok, PATH, sairDoGuia } from './principio-single.test-helpers';

// The principle page: sending an answer, failing, waiting, offline.

beforeEach(entrarNoGuia);
afterEach(sairDoGuia);

describe('Principio.Single: answering (screen 13)', () => {
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
});

describe('Principio.Single: answering (screen 13)', () => {
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
});
