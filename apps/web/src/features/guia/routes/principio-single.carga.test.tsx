import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { definirPrimeiraTela } from '@/app/apos-primeira-tela';
import { authStore } from '@/lib/auth-store';
import { nucleoCarregado } from '@/lib/outbox/carregar';
import { obterOutbox } from '@/lib/outbox/outbox';
import { mockApi } from '@/testing/mock-api';
import { GUIA_GET, guiaFixture, renderGuia } from '../testing/fixtures';
import { entrarNoGuia, PATH, sairDoGuia } from './principio-single.test-helpers';

// The outbox's code (Dexie) loads after the first screen is usable (issue 16 §4, lib/outbox/carregar.ts): a
// choice made before it arrived waits for it and is kept on the device, never dropped.

beforeEach(entrarNoGuia);
afterEach(async () => {
  definirPrimeiraTela(Promise.resolve());
  await sairDoGuia();
});

describe('Principio.Single before the outbox code is in', { timeout: 40_000 }, () => {
  it("keeps a choice tapped before the outbox's code arrived: 'Próximo' loads it and stores the choice", async () => {
    // The first screen never becomes "usable": only the save path asks for the outbox's code.
    definirPrimeiraTela(new Promise<void>(() => {}));
    let liberar!: () => void;
    const portao = new Promise<void>((r) => {
      liberar = r;
    });
    mockApi({
      [GUIA_GET]: { body: { data: guiaFixture() } },
      // The send waits: the choice stays in the outbox to be seen there.
      'POST /api/Guia/Resposta': async () => {
        await portao;
        return { status: 503, body: { message: 'indisponível' } };
      },
    });
    const { user } = renderGuia(`${PATH}?indicador=101`);
    await user.click(await screen.findByRole('checkbox', { name: '2 - Intermediário' }));
    expect(nucleoCarregado()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('heading', { level: 2, name: '102 Indicador 102' })).toBeInTheDocument();
    expect(nucleoCarregado()).not.toBeNull();
    const { db } = obterOutbox(authStore.get()!.id);
    await waitFor(async () =>
      expect(
        (await db.respostas.toArray()).map((e) => ({ indicadorId: e.indicadorId, nivel_id: e.nivel_id })),
      ).toEqual([{ indicadorId: 101, nivel_id: 1012 }]),
    );
    liberar();
  });
});
