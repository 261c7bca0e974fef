import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { simularPerdaDeConexao } from '@/lib/indexeddb/testing';
import { obterOutbox } from '@/lib/outbox/outbox';
import { mockApi } from '@/testing/mock-api';
import { GUIA_GET, guiaFixture, renderGuia } from '../testing/fixtures';
import { entrarNoGuia, ok, PATH, sairDoGuia } from './principio-single.test-helpers';

// The principle page when iOS drops the outbox's IndexedDB connection: 'Próximo' still keeps the choice
// (reopened, written once more); when the device really cannot store it, the screen says so and stays.

beforeEach(() => {
  entrarNoGuia();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  vi.restoreAllMocks();
  await sairDoGuia();
});

/** The page on indicator 101, its outbox open, with the connection loss ready to happen. */
async function abrir() {
  const api = mockApi({
    [GUIA_GET]: { body: { data: guiaFixture() } },
    'POST /api/Guia/Resposta': { body: { data: { ...ok.body.data, versao: 1 } } },
  });
  const perda = simularPerdaDeConexao(obterOutbox(1).db);
  const tela = renderGuia(`${PATH}?indicador=101`);
  await tela.user.click(await screen.findByRole('checkbox', { name: '2 - Intermediário' }));
  await waitFor(() => expect(obterOutbox(1).db.isOpen()).toBe(true));
  return { ...tela, api, perda };
}

describe('Principio.Single: the outbox connection lost (iOS)', { timeout: 40_000 }, () => {
  it("a connection lost before 'Próximo': the choice is kept and sent, and the screen moves on", async () => {
    const { user, api, perda } = await abrir();
    perda.perder();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('heading', { level: 2, name: '102 Indicador 102' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  });

  it("the device really cannot store it: 'Não foi possível guardar…', the screen stays and nothing is sent", async () => {
    const { user, api, perda } = await abrir();
    perda.perderSempre();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível guardar sua resposta neste aparelho. Verifique o espaço livre e tente novamente.',
    );
    expect(screen.getByRole('heading', { level: 2, name: '101 Indicador 101' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
