import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { semLeiturasEmCurso } from './fonte';

function adiada() {
  let resolver!: (valor: string) => void;
  const promessa = new Promise<string>((r) => {
    resolver = r;
  });
  return { promessa, resolver };
}

describe('the font waits for the first screen', () => {
  it('goes at once when nothing is being read', async () => {
    await expect(semLeiturasEmCurso(new QueryClient())).resolves.toBeUndefined();
  });

  it("waits for the screen's reads to end", async () => {
    const client = new QueryClient();
    const leitura = adiada();
    void client.fetchQuery({ queryKey: ['guia'], queryFn: () => leitura.promessa });
    let pronta = false;
    const espera = semLeiturasEmCurso(client).then(() => {
      pronta = true;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(pronta).toBe(false);
    leitura.resolver('dados');
    await espera;
    expect(pronta).toBe(true);
  });

  it('does not wait for ever', async () => {
    const client = new QueryClient();
    void client.fetchQuery({ queryKey: ['lenta'], queryFn: () => new Promise<string>(() => {}) });
    await expect(semLeiturasEmCurso(client, 10)).resolves.toBeUndefined();
  });
});
