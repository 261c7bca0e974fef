import type { GuiaEstrutura } from '@guia/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { guiaFixture } from '@/features/guia/testing/fixtures';
import { guiaKeys } from '@/lib/query-keys';
import { aplicarNaGuia } from './cache-guia';
import { escolha } from './testing';

describe('aplicarNaGuia', () => {
  it("lays an acknowledged answer into the cached Guia with its version and the principle's progress", () => {
    const client = new QueryClient();
    const key = guiaKeys.detail(7, 3, 40);
    client.setQueryData(key, guiaFixture());
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
    aplicarNaGuia(client, entrada, { nivel_id: 1012, percentual: null, versao: 8, peso: 2 });
    const g = client.getQueryData<GuiaEstrutura>(key)!;
    const p1 = g.principios[0]!;
    expect(p1.criterios[0]!.indicadores[0]!.resposta).toEqual({ nivel_id: 1012, peso: 2, versao: 8 });
    // The server's figures said 0 of 3 in this principle and 1 of 4 in all: now 1 of 3 and 2 of 4.
    expect([p1.respondidas, p1.total]).toEqual([1, 3]);
    expect([g.totalRespondido, g.totalPerguntas]).toEqual([2, 4]);
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
