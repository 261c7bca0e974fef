import type { GuiaEstrutura } from '@guia/shared';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { guiaFixture } from '@/features/guia/testing/fixtures';
import { guiaKeys } from '@/lib/query-keys';
import { aplicarNaGuia } from './cache-guia';
import { escolha } from './testing';

const entrada = {
  ...escolha(101, 1012),
  id: 1,
  chave: 'k',
  criadoEm: 0,
  tentativas: 1,
  talvezEnviada: false,
  estado: 'pendente' as const,
  proximaTentativa: 0,
};
const resposta101 = (g: GuiaEstrutura | undefined) =>
  g?.principios[0]?.criterios[0]?.indicadores[0]?.resposta;

describe('aplicarNaGuia', () => {
  it("lays an acknowledged answer into the cached Guia with its version and the principle's progress", () => {
    const client = new QueryClient();
    const key = guiaKeys.detail(7, 3, 40);
    client.setQueryData(key, guiaFixture());
    aplicarNaGuia(client, entrada, { nivel_id: 1012, percentual: null, versao: 8, peso: 2 });
    const g = client.getQueryData<GuiaEstrutura>(key)!;
    const p1 = g.principios[0]!;
    expect(p1.criterios[0]!.indicadores[0]!.resposta).toEqual({ nivel_id: 1012, peso: 2, versao: 8 });
    // The server's figures said 0 of 3 in this principle and 1 of 4 in all: now 1 of 3 and 2 of 4.
    expect([p1.respondidas, p1.total]).toEqual([1, 3]);
    expect([g.totalRespondido, g.totalPerguntas]).toEqual([2, 4]);
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('a read that started before the save committed does not take the answer away: it is read again', async () => {
    const client = new QueryClient();
    const key = guiaKeys.detail(7, 3, 40);
    client.setQueryData(key, guiaFixture());
    // The server after the save: 101 at level 2, version 8.
    const depois = guiaFixture();
    depois.principios[0]!.criterios[0]!.indicadores[0]!.resposta = { nivel_id: 1012, peso: 2, versao: 8 };
    let leituras = 0;
    let devolverAntiga!: (g: GuiaEstrutura) => void;
    const observador = new QueryObserver<GuiaEstrutura>(client, {
      queryKey: key,
      staleTime: 0,
      queryFn: () => {
        leituras++;
        // The first read (a screen mounting) left before the save committed: it answers without 101.
        return leituras === 1
          ? new Promise<GuiaEstrutura>((r) => (devolverAntiga = r))
          : Promise.resolve(depois);
      },
    });
    const parar = observador.subscribe(() => {});
    await vi.waitFor(() => expect(leituras).toBe(1));

    aplicarNaGuia(client, entrada, { nivel_id: 1012, percentual: null, versao: 8, peso: 2 });
    devolverAntiga(guiaFixture());
    await vi.waitFor(() => expect(client.isFetching({ queryKey: key })).toBe(0));
    expect(resposta101(client.getQueryData<GuiaEstrutura>(key))).toEqual({
      nivel_id: 1012,
      peso: 2,
      versao: 8,
    });
    expect(leituras).toBe(2);
    parar();
  });

  it('with no read under way, the save costs no read of the questionnaire', async () => {
    const client = new QueryClient();
    const key = guiaKeys.detail(7, 3, 40);
    let leituras = 0;
    client.setQueryData(key, guiaFixture());
    const observador = new QueryObserver<GuiaEstrutura>(client, {
      queryKey: key,
      staleTime: Number.POSITIVE_INFINITY,
      queryFn: async () => {
        leituras++;
        return guiaFixture();
      },
    });
    const parar = observador.subscribe(() => {});
    aplicarNaGuia(client, entrada, { nivel_id: 1012, percentual: null, versao: 8, peso: 2 });
    await new Promise((r) => setTimeout(r, 20));
    expect(leituras).toBe(0);
    expect(resposta101(client.getQueryData<GuiaEstrutura>(key))?.versao).toBe(8);
    parar();
  });
});
