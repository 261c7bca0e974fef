import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { simularPerdaDeConexao } from '@/lib/indexeddb/testing';
import { mockApi, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { OutboxDb } from '../db';
import type { Enviar, Resultado } from '../envio';
import { guardarEscolha } from '../fila';
import { obterOutbox, reiniciarOutboxes } from '../outbox';
import { confirmada, escolha } from '../testing';
import { OutboxStatusChip } from './status-chip';

beforeEach(() => {
  signIn();
  mockApi({});
});
afterEach(async () => {
  await reiniciarOutboxes();
  authStore.set(null);
  vi.unstubAllGlobals();
});

/** Two answers kept on this device; every send answers `resultado`. */
async function comDuas(enviar: Enviar, antesDeAbrir: (db: OutboxDb) => void = () => {}) {
  await reiniciarOutboxes(enviar);
  const db = obterOutbox(1).db;
  antesDeAbrir(db);
  await guardarEscolha(
    db,
    escolha(101, 1012, { titulo: 'Água para o rebanho', rotulo: '2 - Intermediário' }),
  );
  await guardarEscolha(db, escolha(102, 1021));
  return renderRoute([{ path: '/', element: <OutboxStatusChip /> }]);
}
const sempre =
  (r: Resultado): Enviar =>
  async () =>
    r;
const chipDiz = (texto: string) => waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(texto));

describe('the outbox status chip (role="status")', () => {
  it("'Tudo salvo' when nothing waits", async () => {
    renderRoute([{ path: '/', element: <OutboxStatusChip /> }]);
    await chipDiz('Tudo salvo');
  });

  it("'Sem conexão · N respostas guardadas neste aparelho' after a network error", async () => {
    await comDuas(sempre({ tipo: 'rede' }));
    await chipDiz('Sem conexão · 2 respostas guardadas neste aparelho');
  });

  it("'N respostas guardadas neste aparelho' while the server fails (5xx)", async () => {
    await comDuas(sempre({ tipo: 'servidor' }));
    await chipDiz('2 respostas guardadas neste aparelho');
    expect(screen.getByRole('status')).not.toHaveTextContent('Sem conexão');
  });

  it("'Enviando N de M…' during a drain, then 'Tudo salvo'", async () => {
    let liberar!: () => void;
    const portao = new Promise<void>((r) => {
      liberar = r;
    });
    await comDuas(async (e) => {
      await portao;
      return { tipo: 'ok', resposta: confirmada(e, 1) };
    });
    await chipDiz('Enviando 1 de 2…');
    liberar();
    await chipDiz('Tudo salvo');
  });

  it("'N respostas precisam da sua atenção' after conflicts", async () => {
    await comDuas(sempre({ tipo: 'conflito', servidor: { nivel_id: 1013, percentual: null, versao: 3 } }));
    await chipDiz('2 respostas precisam da sua atenção');
  });

  it("'Entre novamente para enviar N respostas' after a 401 the refresh could not fix", async () => {
    await comDuas(sempre({ tipo: 'entrar' }));
    await chipDiz('Entre novamente para enviar 2 respostas');
  });

  it("opens 'Envios pendentes': one line per change, its state, 'Descartar esta alteração'", async () => {
    const { user } = await comDuas(
      sempre({ tipo: 'recusada', mensagem: 'Este questionário já foi finalizado.' }),
    );
    await chipDiz('2 respostas precisam da sua atenção');
    await user.click(within(screen.getByRole('status')).getByRole('button'));
    const lista = await screen.findByRole('dialog', { name: 'Envios pendentes' });
    const linhas = within(lista).getAllByRole('listitem');
    expect(linhas).toHaveLength(2);
    expect(linhas[0]).toHaveTextContent('Água para o rebanho');
    expect(linhas[0]).toHaveTextContent('Escolha: 2 - Intermediário');
    expect(linhas[0]).toHaveTextContent('Não aceita pelo servidor: Este questionário já foi finalizado.');
    expect(linhas[1]).toHaveTextContent('Indicador 102');
    expect(within(lista).getByRole('button', { name: 'Tentar agora' })).toBeDisabled();
    await user.click(
      within(lista).getByRole('button', { name: 'Descartar esta alteração: Água para o rebanho' }),
    );
    await waitFor(() => expect(within(lista).getAllByRole('listitem')).toHaveLength(1));
    await chipDiz('1 resposta precisa da sua atenção');
  });

  it('keeps counting after iOS drops the connection under it (its live query reopens and reads again)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let perda!: ReturnType<typeof simularPerdaDeConexao>;
    await comDuas(sempre({ tipo: 'rede' }), (db) => {
      perda = simularPerdaDeConexao(db);
    });
    await chipDiz('Sem conexão · 2 respostas guardadas neste aparelho');
    perda.perder();
    // Another tab of the app (another connection) keeps a third answer: the chip's query runs again here.
    const outraAba = new OutboxDb(1);
    await guardarEscolha(outraAba, escolha(103, 1031));
    outraAba.close();
    await chipDiz('Sem conexão · 3 respostas guardadas neste aparelho');
  });

  it("'Última sincronização' survives a reload: the time kept on this device, or 'nenhuma neste aparelho'", async () => {
    const { user, unmount } = await comDuas(sempre({ tipo: 'rede' }));
    await user.click(await screen.findByRole('button', { name: /guardadas neste aparelho/ }));
    let lista = await screen.findByRole('dialog', { name: 'Envios pendentes' });
    expect(within(lista).getByText('Última sincronização: nenhuma neste aparelho')).toBeInTheDocument();
    unmount();

    // Synchronised yesterday evening, then the page was closed: opened again without signal.
    localStorage.setItem(
      'guia.outbox.ultima-sincronizacao.1',
      String(new Date(2026, 10, 26, 18, 40).getTime()),
    );
    const outra = await comDuas(sempre({ tipo: 'rede' }));
    await outra.user.click(await screen.findByRole('button', { name: /guardadas neste aparelho/ }));
    lista = await screen.findByRole('dialog', { name: 'Envios pendentes' });
    expect(within(lista).getByText('Última sincronização: 26/11/2026, 18:40')).toBeInTheDocument();
  });
});
