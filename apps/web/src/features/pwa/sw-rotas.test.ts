import { describe, expect, it } from 'vitest';
import { decidirRota, deveServirDoCache, NAVEGACAO_FORA_DO_SHELL, type PedidoDaRota } from './sw-rotas';

const ORIGEM = 'https://guia.example.org';
const pedido = (url: string, patch: Partial<PedidoDaRota> = {}): PedidoDaRota => ({
  url: new URL(url, ORIGEM).href,
  method: 'GET',
  mode: 'cors',
  ...patch,
});

describe("the service worker's routing decisions", () => {
  it('never serves or stores the API from the cache, whatever the method or mode', () => {
    for (const url of ['/api/Guia/1/2/3', '/api/Login', '/API/Resumo', '/api', '/api/Evidencia/9?x=1']) {
      for (const p of [
        pedido(url),
        pedido(url, { mode: 'navigate' }),
        pedido(url, { method: 'POST' }),
        pedido(url, { method: 'PUT' }),
      ]) {
        expect(decidirRota(p, ORIGEM), `${p.method} ${url}`).toBe('api');
        expect(deveServirDoCache(p, ORIGEM)).toBe(false);
      }
    }
  });

  it('serves page loads of the app network-first with the shell as fallback, not /docs', () => {
    for (const url of ['/', '/resumo', '/unidades/12/1/40', '/unidades/12/1/40/3?indicador=7', '/apice']) {
      expect(decidirRota(pedido(url, { mode: 'navigate' }), ORIGEM), url).toBe('navegacao');
    }
    expect(decidirRota(pedido('/docs/', { mode: 'navigate' }), ORIGEM)).toBe('rede');
  });

  it("serves the shell's files from the precache, leaves other origins and writes alone", () => {
    expect(decidirRota(pedido('/assets/index-abc.js'), ORIGEM)).toBe('precache');
    expect(deveServirDoCache(pedido('/assets/index-abc.js'), ORIGEM)).toBe(true);
    expect(decidirRota(pedido('https://cdn.example.com/x.js'), ORIGEM)).toBe('rede');
    expect(decidirRota(pedido('/assets/x.js', { method: 'POST' }), ORIGEM)).toBe('rede');
  });

  it("keeps the NavigationRoute's denylist in step with the rule", () => {
    const negada = (path: string) => NAVEGACAO_FORA_DO_SHELL.some((re) => re.test(path));
    expect(negada('/api/Guia/1/2/3')).toBe(true);
    expect(negada('/api')).toBe(true);
    expect(negada('/docs/')).toBe(true);
    expect(negada('/resumo')).toBe(false);
    expect(negada('/apice')).toBe(false);
  });
});
