import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { guardarEscolha } from '@/lib/outbox/fila';
import { obterOutbox } from '@/lib/outbox/outbox';
import { escolha } from '@/lib/outbox/testing';
import { mockApi } from '@/testing/mock-api';
import { GUIA_GET, guiaFixture, renderGuia } from '../testing/fixtures';
import { entrarNoGuia, sairDoGuia } from './principio-single.test-helpers';

// Issue 16 §2: the principles screen shows the questionnaire as the user left it on this device,
// the choices still in the outbox laid over the server's answers, and how many are not sent yet.

beforeEach(entrarNoGuia);
afterEach(sairDoGuia);

describe('Guia.Single with answers not sent yet', { timeout: 40_000 }, () => {
  it("counts the outbox's choices in the progress and says how many are still to send", async () => {
    // The server refuses for now (500): the choices stay in the outbox.
    mockApi({
      [GUIA_GET]: { body: { data: guiaFixture() } },
      'POST /api/Guia/Resposta': { status: 500, body: { error: 'x', clientMessage: 'Erro interno.' } },
    });
    const db = obterOutbox(1).db;
    await guardarEscolha(db, escolha(101, 1012));
    await guardarEscolha(db, escolha(103, 1030));
    renderGuia('/unidades/7/3/40');
    expect(await screen.findByText('2 respostas ainda não enviadas')).toBeInTheDocument();
    // The server said 1 of 4; with the two choices of this device, 3 of 4 (the shared scoring rule).
    expect(screen.getByText('3 de 4 respondidas')).toBeInTheDocument();
    const [p1] = screen.getAllByRole('listitem');
    expect(within(p1!).getByText('2 de 3 respondidas')).toBeInTheDocument();
  });

  it('shows the server numbers alone when nothing is waiting', async () => {
    mockApi({ [GUIA_GET]: { body: { data: guiaFixture() } } });
    renderGuia('/unidades/7/3/40');
    expect(await screen.findByText('1 de 4 respondidas')).toBeInTheDocument();
    expect(screen.queryByText(/ainda não enviada/)).toBeNull();
  });
});
