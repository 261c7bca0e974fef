import type { EvidenciaSalva } from '@guia/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { EvidenciaModal, type EvidenciaModalProps } from './evidencia-modal';

const INDICADOR = {
  id: 7,
  titulo: 'Controle sanitário do rebanho',
  exemploevidencia: 'Notas fiscais de vacinas.',
};

const evidencia = (id: number, titulo: string, indicador_id = INDICADOR.id): EvidenciaSalva => ({
  id,
  titulo,
  nomearquivo: `${id}.pdf`,
  indicador_id,
  criadoem: '2026-05-01T12:00:00.000Z',
});

function renderModal(props: Partial<EvidenciaModalProps> = {}) {
  return renderRoute([
    {
      path: '/',
      element: (
        <EvidenciaModal opened onClose={() => {}} questionarioId={3} indicador={INDICADOR} {...props} />
      ),
    },
  ]);
}

function escolher(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
}

const pdf = (nome: string) => new File(['%PDF-1.4 teste'], nome, { type: 'application/pdf' });

beforeEach(() => {
  signIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.set(null);
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('EvidenciaModal', () => {
  it("shows the indicator, its example and only this indicator's files", async () => {
    mockApi({
      'GET /api/Evidencia/3': { body: { data: [evidencia(1, 'laudo.pdf'), evidencia(2, 'outro.pdf', 99)] } },
    });
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Evidências: Controle sanitário do rebanho' });
    expect(within(dialog).getByText('Notas fiscais de vacinas.')).toBeInTheDocument();
    expect(await within(dialog).findByText('laudo.pdf')).toBeInTheDocument();
    expect(within(dialog).queryByText('outro.pdf')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Baixar laudo.pdf' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remover laudo.pdf' })).toBeInTheDocument();
  });

  it('says when there is no example and no file', async () => {
    mockApi({ 'GET /api/Evidencia/3': { body: { data: [evidencia(2, 'outro.pdf', 99)] } } });
    renderModal({ indicador: { ...INDICADOR, exemploevidencia: null } });
    expect(await screen.findByText('Não há evidências enviadas para este indicador.')).toBeInTheDocument();
    expect(screen.getByText('Não há exemplos de evidência para este indicador')).toBeInTheDocument();
  });

  it('sends several files as data URLs, skips the names the spec skips and says so', async () => {
    let lista: EvidenciaSalva[] = [];
    const { calls } = mockApi({
      'GET /api/Evidencia/3': () => ({ body: { data: lista } }),
      'POST /api/Evidencia/Arquivo/7/3': () => {
        lista = [evidencia(10, 'a.pdf'), evidencia(11, 'b.png')];
        return {
          status: 201,
          body: { data: lista, ignorados: [], message: 'Sua evidência foi enviada e salva com sucesso :)' },
        };
      },
    });
    renderModal();
    await screen.findByText('Não há evidências enviadas para este indicador.');
    escolher([pdf('a.pdf'), new File([new Uint8Array([137, 80, 78, 71])], 'b.png'), pdf('Thumbs.db')]);

    expect(await screen.findByText('Sua evidência foi enviada e salva com sucesso :)')).toBeInTheDocument();
    expect(screen.getByText('Estes arquivos não foram enviados: Thumbs.db.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    const body = post?.body as { evidencias: { nome: string; evidencia: string }[] };
    expect(body.evidencias.map((e) => e.nome)).toEqual(['a.pdf', 'b.png']);
    expect(body.evidencias[0]!.evidencia).toBe(`data:application/pdf;base64,${btoa('%PDF-1.4 teste')}`);
    expect(body.evidencias[1]!.evidencia).toMatch(/^data:[^,]*;base64,iVBORw==$/);
    // The list is read again after the upload.
    expect(await screen.findByText('a.pdf')).toBeInTheDocument();
    expect(screen.getByText('b.png')).toBeInTheDocument();
  });

  it('checks type and size before sending anything', async () => {
    const { calls } = mockApi({ 'GET /api/Evidencia/3': { body: { data: [] } } });
    renderModal();
    await screen.findByText('Não há evidências enviadas para este indicador.');

    escolher([pdf('ok.pdf'), new File(['MZ'], 'programa.exe')]);
    expect(
      await screen.findByText(
        'O arquivo "programa.exe" não é de um tipo permitido. Envie arquivos gif, jpg, jpeg, png, webp, doc, docx, xls, xlsx, ppt, pptx, pdf.',
      ),
    ).toBeInTheDocument();

    const grande = pdf('grande.pdf');
    Object.defineProperty(grande, 'size', { value: 10_485_761 });
    escolher([grande]);
    expect(await screen.findByText('Arquivo enviado supera tamanho máximo permitido.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    const msg = 'O conteúdo do arquivo "x.pdf" não corresponde à sua extensão. Envie o arquivo original.';
    mockApi({
      'GET /api/Evidencia/3': { body: { data: [] } },
      'POST /api/Evidencia/Arquivo/7/3': { status: 400, body: { error: msg, clientMessage: msg } },
    });
    renderModal();
    await screen.findByText('Não há evidências enviadas para este indicador.');
    escolher([pdf('x.pdf')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(msg);
  });

  it('removes a file, and says so when removal fails', async () => {
    let lista = [evidencia(1, 'laudo.pdf'), evidencia(2, 'foto.pdf')];
    const { calls } = mockApi({
      'GET /api/Evidencia/3': () => ({ body: { data: lista } }),
      'POST /api/Evidencia/Remover/Delete': (body) => {
        const { id } = body as { id: number };
        if (id === 2) return { status: 500, body: { error: 'x', clientMessage: 'x' } };
        lista = lista.filter((e) => e.id !== id);
        return { body: { data: null, message: 'Evidência removida com sucesso.' } };
      },
    });
    const { user } = renderModal();
    await user.click(await screen.findByRole('button', { name: 'Remover laudo.pdf' }));
    expect(await screen.findByText('Evidência removida com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('laudo.pdf')).not.toBeInTheDocument());
    expect(calls.find((c) => c.path === '/api/Evidencia/Remover/Delete')?.body).toEqual({ id: 1 });

    await user.click(screen.getByRole('button', { name: 'Remover foto.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Houve um erro ao tentar remover esta evidência...tente de novo',
    );
    expect(screen.getByText('foto.pdf')).toBeInTheDocument();
  });

  it('downloads through a blob with the bearer header, never a token in the URL', async () => {
    const { fetchMock } = mockApi({
      'GET /api/Evidencia/3': { body: { data: [evidencia(1, 'laudo.pdf')] } },
      'GET /api/Evidencia/Arquivo/1': { body: { conteudo: 'bytes' } },
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:http://localhost/abc');
    // jsdom has no object URLs: lend them for this test only.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderModal();
    await user.click(await screen.findByRole('button', { name: 'Baixar laudo.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('laudo.pdf');
    expect(anchor.href).toBe('blob:http://localhost/abc');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(createObjectURL.mock.calls[0]![0].size).toBe(JSON.stringify({ conteudo: 'bytes' }).length);
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u).includes('Arquivo/1'))!;
    expect(String(url)).toBe('/api/Evidencia/Arquivo/1');
    expect((init?.headers as Record<string, string> | undefined)?.authorization).toBe('Bearer token');
    click.mockRestore();
  });

  it('hides upload and removal when read-only', async () => {
    mockApi({ 'GET /api/Evidencia/3': { body: { data: [evidencia(1, 'laudo.pdf')] } } });
    renderModal({ readOnly: true });
    expect(await screen.findByRole('button', { name: 'Baixar laudo.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remover laudo.pdf' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar arquivos' })).not.toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });
});
