import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { fecharBancos } from '@/lib/guia-offline/guia-cache-db';
import { lerLeitura } from '@/lib/guia-offline/leituras';
import { chavesDaCopia } from '@/lib/guia-offline/ler-com-copia';
import { mockApi, ok, signIn } from '@/testing/mock-api';
import { getObjeto } from './get-objeto';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  signIn({ id: 1 });
});

afterEach(() => {
  fecharBancos();
  authStore.set(null);
  vi.unstubAllGlobals();
});

it('the unit (the way into its Guia) is kept after a read and answered from the device without signal', async () => {
  const unidade = { id: 7, nome: 'Fazenda Boa Vista', guia: [] };
  mockApi({ 'GET /api/Objeto/7': ok(unidade) });
  await expect(getObjeto(7)).resolves.toEqual(unidade);
  await vi.waitFor(async () => expect(await lerLeitura(1, chavesDaCopia.objeto(7))).toBeDefined());

  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
  await expect(getObjeto(7)).resolves.toMatchObject({ ...unidade, lidoDoAparelho: true });
  await expect(getObjeto(8)).rejects.toMatchObject({ code: 'network_error' });
});
