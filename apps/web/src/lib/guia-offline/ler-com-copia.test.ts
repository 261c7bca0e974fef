import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { mockApi, ok, signIn } from '@/testing/mock-api';
import { fecharBancos } from './guia-cache-db';
import { lerLeitura } from './leituras';
import { chavesDaCopia, lerComCopia, recarregarCopiaAoReconectar } from './ler-com-copia';

const CHAVE = chavesDaCopia.guia(7, 3, 40);
const ler = () => lerComCopia(CHAVE, async () => (await api.get<{ ano: number }>('Guia/7/3/40')).data);

function semRede() {
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
}

/** The fire-and-forget write has landed. */
async function guardado(usuarioId: number, chave = CHAVE) {
  return vi.waitFor(async () => {
    const copia = await lerLeitura<unknown>(usuarioId, chave);
    if (!copia) throw new Error('ainda não guardado');
    return copia;
  });
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  signIn({ id: 1 });
});

afterEach(() => {
  fecharBancos();
  authStore.set(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('lerComCopia', () => {
  it('keeps the answer on the device, for the signed-in user, after a successful read', async () => {
    mockApi({ 'GET /api/Guia/7/3/40': ok({ ano: 2026 }) });
    await expect(ler()).resolves.toEqual({ ano: 2026 });
    const copia = await guardado(1);
    expect(copia.dados).toEqual({ ano: 2026 });
    expect(Date.parse(copia.lidoEm)).not.toBeNaN();
  });

  it('answers the kept copy, flagged lidoDoAparelho with its date, when the network fails', async () => {
    mockApi({ 'GET /api/Guia/7/3/40': ok({ ano: 2026 }) });
    await ler();
    const { lidoEm } = await guardado(1);
    semRede();
    await expect(ler()).resolves.toEqual({ ano: 2026, lidoDoAparelho: true, lidoEm });
  });

  it('without a kept copy, the network error is thrown as it came', async () => {
    semRede();
    const erro = await ler().catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ApiError);
    expect((erro as ApiError).code).toBe('network_error');
  });

  it("never serves another user's copy, and each user keeps their own", async () => {
    mockApi({ 'GET /api/Guia/7/3/40': ok({ dono: 'maria' }) });
    await ler();
    await guardado(1);

    signIn({ id: 2, email: 'joao@example.com' });
    semRede();
    await expect(ler()).rejects.toMatchObject({ code: 'network_error' });
    expect(await lerLeitura(2, CHAVE)).toBeUndefined();

    signIn({ id: 1 });
    await expect(ler()).resolves.toMatchObject({ dono: 'maria', lidoDoAparelho: true });
  });

  it('nothing is served nor kept once signed out', async () => {
    mockApi({ 'GET /api/Guia/7/3/40': ok({ ano: 2026 }) });
    await ler();
    await guardado(1);
    authStore.set(null);
    semRede();
    await expect(ler()).rejects.toMatchObject({ code: 'network_error' });
  });

  it('a refusal by the server (404, 500) is never answered from the copy', async () => {
    mockApi({ 'GET /api/Guia/7/3/40': ok({ ano: 2026 }) });
    await ler();
    await guardado(1);
    mockApi({ 'GET /api/Guia/7/3/40': { status: 404, body: { error: 'Não encontrado' } } });
    await expect(ler()).rejects.toMatchObject({ status: 404 });
    mockApi({ 'GET /api/Guia/7/3/40': { status: 500, body: { error: 'Erro interno' } } });
    await expect(ler()).rejects.toMatchObject({ status: 500 });
  });

  it('a failing storage (quota, no IndexedDB) never breaks the online read, and offline throws the network error', async () => {
    const aviso = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(globalThis.indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('O disco está cheio', 'QuotaExceededError');
    });
    mockApi({ 'GET /api/Guia/7/3/40': ok({ ano: 2026 }) });
    await expect(ler()).resolves.toEqual({ ano: 2026 });
    await vi.waitFor(() => expect(aviso).toHaveBeenCalled());

    semRede();
    await expect(ler()).rejects.toMatchObject({ code: 'network_error' });
  });

  it('a copy is refetched on reconnect however fresh it looks; a server answer as usual', () => {
    expect(recarregarCopiaAoReconectar({ state: { data: { ano: 2026, lidoDoAparelho: true } } })).toBe(
      'always',
    );
    expect(recarregarCopiaAoReconectar({ state: { data: { ano: 2026 } } })).toBe(true);
    expect(recarregarCopiaAoReconectar({ state: {} })).toBe(true);
  });
});
