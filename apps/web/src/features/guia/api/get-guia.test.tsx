import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { fecharBancos } from '@/lib/guia-offline/guia-cache-db';
import { guardarLeitura, lerLeitura } from '@/lib/guia-offline/leituras';
import { chavesDaCopia } from '@/lib/guia-offline/ler-com-copia';
import { mockApi, signIn } from '@/testing/mock-api';
import { GUIA_GET, guiaFixture, renderGuia } from '../testing/fixtures';
import { guiaQueryOptions } from './get-guia';

// The answering screens open without signal from the copy the last successful read left on the device.

const CHAVE = chavesDaCopia.guia(7, 3, 40);

function semSinal() {
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
  onlineManager.setOnline(false);
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.setItem('guia.orientacao.40', 'negado');
  signIn({ id: 1 });
});

afterEach(() => {
  onlineManager.setOnline(true);
  fecharBancos();
  authStore.set(null);
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('the Guia without signal', () => {
  it('a read with signal is kept; a reload without signal shows the same Guia from the device', async () => {
    mockApi({ [GUIA_GET]: { body: { data: guiaFixture() } } });
    const online = renderGuia('/unidades/7/3/40');
    expect(await screen.findByRole('heading', { level: 1, name: 'Guia 2026' })).toBeInTheDocument();
    await vi.waitFor(async () => expect(await lerLeitura(1, CHAVE)).toBeDefined());
    online.unmount();

    semSinal();
    const offline = renderGuia('/unidades/7/3/40');
    expect(await screen.findByRole('heading', { level: 1, name: 'Guia 2026' })).toBeInTheDocument();
    const cards = screen.getAllByRole('listitem');
    expect(within(cards[1] as HTMLElement).getByText('1 de 1 respondidas')).toBeInTheDocument();
    const key = guiaQueryOptions({ objetoId: 7, productId: 3, questionarioId: 40 }).queryKey;
    expect(offline.queryClient.getQueryData(key)).toMatchObject({ lidoDoAparelho: true });
  });

  it('the principle page opens on its indicator from the kept copy', async () => {
    await guardarLeitura(1, CHAVE, guiaFixture());
    semSinal();
    renderGuia('/unidades/7/3/40/1?indicador=103');
    expect(await screen.findByRole('heading', { level: 2, name: '103 Indicador 103' })).toBeInTheDocument();
  });

  it("another user's copy on the same device is never shown: the usual connection error instead", async () => {
    await guardarLeitura(2, CHAVE, guiaFixture({ nomeunidade: 'Sítio do João' }));
    semSinal();
    renderGuia('/unidades/7/3/40');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sem conexão com o servidor');
    expect(screen.queryByRole('heading', { level: 1, name: 'Guia 2026' })).toBeNull();
  });
});
