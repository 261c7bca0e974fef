import type { EvidenciaSalva } from '@guia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { obterOutbox, reiniciarOutboxes } from '@/lib/outbox/outbox';
import { OutboxStatusChip } from '@/lib/outbox/ui/status-chip';
import { mockApi, sentHeaders } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { comOutboxLimpo, escolher } from './evidencia.test-helpers';
import { EvidenciaModal } from './evidencia-modal';

const INDICADOR = { id: 7, titulo: 'Controle sanitário do rebanho', exemploevidencia: null };
const UPLOAD = 'POST /api/Evidencia/Arquivo/7/3';

const evidencia = (id: number, titulo: string): EvidenciaSalva => ({
  id,
  titulo,
  nomearquivo: `${id}.png`,
  indicador_id: INDICADOR.id,
  criadoem: '2026-11-27T12:00:00.000Z',
});

function renderModal() {
  return renderRoute([
    {
      path: '/',
      element: (
        <>
          <OutboxStatusChip />
          <EvidenciaModal opened onClose={() => {}} questionarioId={3} indicador={INDICADOR} />
        </>
      ),
    },
  ]);
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'curral.png', { type: 'image/png' });

/** A server that stores uploads once `online` is set; before that every upload is a network error. */
function servidor() {
  const estado = { online: false, lista: [] as EvidenciaSalva[] };
  const api = mockApi({
    'GET /api/Evidencia/3': () => ({ body: { data: estado.lista } }),
    [UPLOAD]: (body) => {
      if (!estado.online) throw new TypeError('Failed to fetch');
      const { evidencias } = body as { evidencias: { nome: string }[] };
      estado.lista = evidencias.map((e, i) => evidencia(20 + i, e.nome));
      return { status: 201, body: { data: estado.lista, ignorados: [], message: 'ok' } };
    },
  });
  return { estado, api };
}

comOutboxLimpo();

describe('evidence files without signal', () => {
  it("an upload that finds no network is kept here, shown as 'aguardando envio', and sent on the next drain", async () => {
    const { estado, api } = servidor();
    renderModal();
    await screen.findByText('Não há evidências enviadas para este indicador.');
    escolher([png()]);

    expect(
      await screen.findByText(
        'Sem conexão: o arquivo foi guardado neste aparelho e será enviado quando houver sinal.',
      ),
    ).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: /Evidências/ });
    const item = await within(dialog).findByText('curral.png');
    expect(item.closest('li')).toHaveTextContent('aguardando envio');
    expect(await obterOutbox(1).db.fotos.count()).toBe(1);
    const chave = (await obterOutbox(1).db.fotos.toArray())[0]?.chave;
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /guardado neste aparelho/ })).toHaveTextContent(
        'Sem conexão · 1 envio guardado neste aparelho',
      ),
    );

    estado.online = true;
    await obterOutbox(1).drenador.disparar();
    await waitFor(() => expect(within(dialog).queryByText('aguardando envio')).not.toBeInTheDocument());
    expect(within(dialog).getByText('curral.png')).toBeInTheDocument();
    expect(await obterOutbox(1).db.fotos.count()).toBe(0);
    const uploads = api.calls.filter((c) => `${c.method} ${c.path}` === UPLOAD);
    const ultimo = uploads.length - 1;
    expect(sentHeaders(api, UPLOAD, ultimo)['idempotency-key']).toBe(chave);
    expect(uploads[ultimo]?.body).toEqual({
      evidencias: [{ nome: 'curral.png', evidencia: 'data:image/png;base64,iVBORw==' }],
    });
  });

  it('offline, nothing is tried: the file goes straight to the outbox', async () => {
    const { api } = servidor();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // The drain is not under test here: it never reaches the server.
    await reiniciarOutboxes(undefined, async () => ({ tipo: 'rede' }));
    renderModal();
    await screen.findByText('Não há evidências enviadas para este indicador.');
    escolher([png()]);
    const dialog = screen.getByRole('dialog', { name: /Evidências/ });
    expect((await within(dialog).findByText('curral.png')).closest('li')).toHaveTextContent(
      'aguardando envio',
    );
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    onLine.mockRestore();
  });

  it("'Envios pendentes' lists it as 'Foto <nome> · aguardando envio'; a refusal keeps the server's message", async () => {
    const msg =
      'O conteúdo do arquivo "curral.png" não corresponde à sua extensão. Envie o arquivo original.';
    let recusar = false;
    servidor();
    await reiniciarOutboxes(undefined, async () =>
      recusar ? { tipo: 'recusada', mensagem: msg } : { tipo: 'rede' },
    );
    const { user } = renderModal();
    await screen.findByText('Não há evidências enviadas para este indicador.');
    escolher([png()]);
    await screen.findByText(/Sem conexão: o arquivo foi guardado/);
    await user.click(await screen.findByRole('button', { name: /1 envio guardado neste aparelho/ }));
    const lista = await screen.findByRole('dialog', { name: 'Envios pendentes' });
    expect(await within(lista).findByText('Foto curral.png · aguardando envio')).toBeInTheDocument();

    recusar = true;
    await user.click(within(lista).getByRole('button', { name: 'Tentar agora' }));
    expect(await within(lista).findByText(`Não aceita pelo servidor: ${msg}`)).toBeInTheDocument();
    expect(await obterOutbox(1).db.fotos.count()).toBe(1);
    await user.click(within(lista).getByRole('button', { name: 'Descartar a foto curral.png' }));
    await waitFor(() => expect(within(lista).queryByText(/curral\.png/)).not.toBeInTheDocument());
    expect(await obterOutbox(1).db.fotos.count()).toBe(0);
  });
});
