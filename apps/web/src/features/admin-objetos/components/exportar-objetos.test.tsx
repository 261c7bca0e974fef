import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { ExportarObjetos } from './exportar-objetos';

beforeEach(() => {
  signIn({ role: 'administrador', token: 'token-admin' });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:planilha'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

function renderExport() {
  return renderRoute([
    { path: '/', element: <ExportarObjetos filtros={{ uf: 'MT', faixa: '50-60', q: 'boa' }} /> },
  ]);
}

describe('ExportarObjetos', () => {
  it('starts a job with the filters, shows its progress with clicks blocked, then downloads the file at once', async () => {
    const respostas = [
      { id: 9, status: 'pendente', processadas: 0, total: null, nomeArquivo: null },
      { id: 9, status: 'processando', processadas: 100, total: 1000, nomeArquivo: null },
      { id: 9, status: 'pronto', processadas: 1000, total: 1000, nomeArquivo: 'unidades-2026-03-10.xlsx' },
    ];
    let poll = 0;
    const { calls, fetchMock } = mockApi({
      'POST /api/Admin/Objeto/Export': { status: 202, body: { data: { id: 9 } } },
      'GET /api/Admin/Objeto/Export/9': () => ({
        body: { data: respostas[Math.min(poll++, respostas.length - 1)] },
      }),
      'GET /api/Admin/Objeto/Export/9/arquivo': { body: {} },
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderExport();

    const botao = screen.getByRole('button', { name: 'Exportar planilha' });
    await user.click(botao);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ uf: 'MT', faixa: '50-60', q: 'boa' });

    expect(await screen.findByText('Processando...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Exportar planilha/ })).toBeDisabled();
    expect(
      await screen.findByText('100 de 1.000 unidades processadas', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso da exportação' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );
    // A blocked button starts nothing more.
    await user.click(screen.getByRole('button', { name: /Exportar planilha/ })).catch(() => {});
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);

    const baixar = await screen.findByRole(
      'button',
      { name: 'Baixar unidades-2026-03-10.xlsx' },
      { timeout: 5000 },
    );
    expect(screen.queryByText('Processando...')).toBeNull();
    expect(screen.getByRole('button', { name: 'Exportar planilha' })).toBeEnabled();
    const polls = calls.filter((c) => c.path === '/api/Admin/Objeto/Export/9').length;

    // No second click: the download started when the job finished.
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const download = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/arquivo'));
    const headers = download?.[1]?.headers as Record<string, string>;
    expect(String(download?.[0])).toBe('/api/Admin/Objeto/Export/9/arquivo');
    expect(headers.authorization).toBe('Bearer token-admin');
    expect(headers.accept).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('unidades-2026-03-10.xlsx');
    expect(link.href).toBe('blob:planilha');
    // A finished job is not asked again.
    expect(calls.filter((c) => c.path === '/api/Admin/Objeto/Export/9')).toHaveLength(polls);
    // The button downloads it again.
    await user.click(baixar);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
  }, 30_000);

  it('shows the failure of the request or of the job in an alert', async () => {
    mockApi({
      'POST /api/Admin/Objeto/Export': {
        status: 400,
        body: { error: 'Faixa de percentual inválida', clientMessage: 'Faixa de percentual inválida' },
      },
    });
    const { user } = renderExport();
    await user.click(screen.getByRole('button', { name: 'Exportar planilha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Faixa de percentual inválida');
    expect(screen.getByRole('button', { name: 'Exportar planilha' })).toBeEnabled();

    mockApi({
      'POST /api/Admin/Objeto/Export': { status: 202, body: { data: { id: 10 } } },
      'GET /api/Admin/Objeto/Export/10': {
        body: { data: { id: 10, status: 'erro', processadas: 3, total: 10, nomeArquivo: null } },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Exportar planilha' }));
    expect(await screen.findByText('A exportação falhou. Tente de novo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar planilha' })).toBeEnabled();
  }, 30_000);
});
