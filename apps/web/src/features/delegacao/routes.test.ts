import { LINKS_DELEGACAO } from '@guia/shared';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/routes';
import { delegacaoRoutes } from './routes';

describe('the delegation routes (issue 18 §1)', () => {
  it("live at the paths the API's notices open (LINKS_DELEGACAO)", () => {
    expect(routes['Configuracoes.Autorizacoes']).toBe(LINKS_DELEGACAO.autorizacoes);
    expect(routes['Tecnico.Credenciamento']).toBe(LINKS_DELEGACAO.credenciamento);
    expect(routes['Tecnico.Produtores']).toBe(LINKS_DELEGACAO.produtoresQueAtendo);
    expect(delegacaoRoutes.map((r) => r.path)).toEqual([
      LINKS_DELEGACAO.autorizacoes,
      LINKS_DELEGACAO.credenciamento,
      LINKS_DELEGACAO.produtoresQueAtendo,
    ]);
  });

  it('each screen is lazy: its own chunk', () => {
    for (const rota of delegacaoRoutes) {
      expect(rota.Component).toBeUndefined();
      expect(typeof (rota.lazy as { Component?: unknown }).Component).toBe('function');
    }
  });
});
