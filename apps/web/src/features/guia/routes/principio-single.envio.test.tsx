import type { GuiaEstrutura } from '@guia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { guiaKeys } from '@/lib/query-keys';
import { mockApi, sentHeaders } from '@/testing/mock-api';
import { GUIA_GET, guiaFixture, renderGuia } from '../testing/fixtures';
import { entrarNoGuia, nivel, ok, PATH, sairDoGuia } from './principio-single.test-helpers';

// The principle page: 'Próximo' writes the answer to the outbox on this device and moves on at once; the
// outbox sends it (issue 16 §2).

// Each answer re-renders the screen a few times as the outbox and the cache change (a weak CI machine
// takes seconds for that in jsdom): these journeys get more than the default 15 s.
beforeEach(entrarNoGuia);
afterEach(sairDoGuia);

/** The outbox's status chip: the live region holding the button that opens 'Envios pendentes'. */
const chip = () => {
  const el = screen.getAllByRole('status').find((s) => s.querySelector('button[aria-haspopup="dialog"]'));
  if (!el) throw new Error('no outbox chip');
  return el;
};
const chipDiz = (texto: string) => waitFor(() => expect(chip()).toHaveTextContent(texto));
const resposta101 = (g: GuiaEstrutura | undefined) =>
  g?.principios[0]?.criterios[0]?.indicadores.find((i) => i.id === 101);

describe('Principio.Single: answering through the outbox (screen 13)', { timeout: 40_000 }, () => {
  it("'Próximo' moves on, sends the answer once with an Idempotency-Key and updates the cached Guia without a refetch", async () => {
    let gets = 0;
    const api = mockApi({
      [GUIA_GET]: () => {
        gets++;
        return { body: { data: guiaFixture() } };
      },
      'POST /api/Guia/Resposta': { body: { data: { ...ok.body.data, versao: 8 } } },
    });
    const { user, router, queryClient } = renderGuia(`${PATH}?indicador=101`);
    await user.click(await screen.findByRole('checkbox', { name: '2 - Intermediário' }));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('heading', { level: 2, name: '102 Indicador 102' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?indicador=102');
    await chipDiz('Tudo salvo');
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([
      {
        method: 'POST',
        path: '/api/Guia/Resposta',
        // Unanswered when seen: versao_base null.
        body: {
          objeto_id: 7,
          guia_id: 3,
          questionario_id: 40,
          indicador_id: 101,
          nivel_id: 1012,
          percentual: null,
          versao_base: null,
        },
      },
    ]);
    expect(sentHeaders(api, 'POST /api/Guia/Resposta')['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const g = queryClient.getQueryData<GuiaEstrutura>(guiaKeys.detail(7, 3, 40));
    expect(resposta101(g)?.resposta).toEqual({ nivel_id: 1012, peso: 2, versao: 8 });
    expect(gets).toBe(1);
    // Back on 101: the choice, and when it was stored.
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await screen.findByRole('heading', { level: 2, name: '101 Indicador 101' });
    expect(nivel('2 - Intermediário')).toBeChecked();
    expect(screen.getByTestId('salvo-as')).toHaveTextContent(/^Salvo às \d\d:\d\d$/);
  });

  it('moves on at once while the send is still in flight, showing the sending in the chip', async () => {
    let liberar!: () => void;
    const portao = new Promise<void>((r) => {
      liberar = r;
    });
    mockApi({
      [GUIA_GET]: { body: { data: guiaFixture() } },
      'POST /api/Guia/Resposta': async () => {
        await portao;
        return ok;
      },
    });
    const { user } = renderGuia(`${PATH}?indicador=101`);
    await user.click(await screen.findByRole('checkbox', { name: '1 - Inicial' }));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('heading', { level: 2, name: '102 Indicador 102' })).toBeInTheDocument();
    await chipDiz('Enviando 1 de 1…');
    expect(nivel('3 - Avançado')).toBeEnabled();
    liberar();
    await chipDiz('Tudo salvo');
  });

  it("a server error keeps the answer on this device; 'Tentar agora' sends it with the same key", async () => {
    let falhar = true;
    const api = mockApi({
      [GUIA_GET]: { body: { data: guiaFixture() } },
      'POST /api/Guia/Resposta': () => (falhar ? { status: 500, body: { error: 'Erro interno' } } : ok),
    });
    const { user } = renderGuia(`${PATH}?indicador=101`);
    await user.click(await screen.findByRole('checkbox', { name: '2 - Intermediário' }));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByRole('heading', { level: 2, name: '102 Indicador 102' });
    await chipDiz('1 resposta guardada neste aparelho');

    falhar = false;
    await user.click(within(chip()).getByRole('button'));
    const lista = await screen.findByRole('dialog', { name: 'Envios pendentes' });
    expect(within(lista).getByText('Indicador 101')).toBeInTheDocument();
    expect(within(lista).getByText('Escolha: 2 - Intermediário')).toBeInTheDocument();
    await user.click(within(lista).getByRole('button', { name: 'Tentar agora' }));
    await chipDiz('Tudo salvo');
    expect(within(lista).getByText('Nenhuma resposta aguardando envio.')).toBeInTheDocument();
    expect(within(lista).getByText(/^Última sincronização: \d\d\/\d\d\/\d{4}/)).toBeInTheDocument();
    const chaves = [0, 1].map((n) => sentHeaders(api, 'POST /api/Guia/Resposta', n)['idempotency-key']);
    expect(chaves[0]).toBe(chaves[1]);
  });

  it('offline: moves on, keeps the answer through a reload, and sends it when the connection is back', async () => {
    let online = false;
    const { calls } = mockApi({
      [GUIA_GET]: { body: { data: guiaFixture() } },
      'POST /api/Guia/Resposta': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return ok;
      },
    });
    const first = renderGuia(`${PATH}?indicador=101`);
    await first.user.click(await screen.findByRole('checkbox', { name: '2 - Intermediário' }));
    await first.user.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByRole('heading', { level: 2, name: '102 Indicador 102' });
    await chipDiz('Sem conexão · 1 resposta guardada neste aparelho');
    first.unmount();

    // A reload without signal: the choice is still there, from this device.
    renderGuia(`${PATH}?indicador=101`);
    await screen.findByRole('heading', { level: 2, name: '101 Indicador 101' });
    await waitFor(() => expect(nivel('2 - Intermediário')).toBeChecked());
    expect(screen.getByTestId('salvo-as')).toBeInTheDocument();

    online = true;
    window.dispatchEvent(new Event('online'));
    await chipDiz('Tudo salvo');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.at(-1)?.body).toMatchObject({ indicador_id: 101, nivel_id: 1012 });
  });
});

describe('Principio.Single: answering through the outbox (screen 13)', { timeout: 40_000 }, () => {
  it("'Anterior' keeps a choice made on the screen it leaves: stored, sent, and checked on the way back", async () => {
    const api = mockApi({
      [GUIA_GET]: { body: { data: guiaFixture() } },
      // The server's answer echoes the saved choice (its level's weight is the last digit of the id).
      'POST /api/Guia/Resposta': (body) => {
        const b = body as { questionario_id: number; indicador_id: number; nivel_id: number };
        return {
          body: {
            data: {
              questionario_id: b.questionario_id,
              indicador_id: b.indicador_id,
              nivel_id: b.nivel_id,
              peso: b.nivel_id % 10,
              percentual: null,
              versao: 5,
            },
          },
        };
      },
    });
    const { user } = renderGuia(`${PATH}?indicador=102`);
    await user.click(await screen.findByRole('checkbox', { name: '3 - Avançado' }));
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByRole('heading', { level: 2, name: '101 Indicador 101' })).toBeInTheDocument();
    await chipDiz('Tudo salvo');
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({ indicador_id: 102, nivel_id: 1023 });
    await user.click(nivel('1 - Inicial'));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByRole('heading', { level: 2, name: '102 Indicador 102' });
    expect(nivel('3 - Avançado')).toBeChecked();
  });
});
