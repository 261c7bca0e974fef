import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signIn } from '@/testing/mock-api';
import { fileNameFromDisposition } from './api-client';
import { downloadPdf } from './download-pdf';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

/** The `<a download>` the download clicks: its name and address. */
function captureDownloads() {
  const downloads: { download: string; href: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ download: this.download, href: this.href });
  });
  return downloads;
}

const pdfResponse = (disposition?: string) =>
  new Response('%PDF-1.4', {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      ...(disposition ? { 'content-disposition': disposition } : {}),
    },
  });

describe('downloadPdf', () => {
  beforeEach(() => {
    signIn();
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/pdf-1');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("saves the file under the server's name (Content-Disposition), fetched with the bearer header", async () => {
    const downloads = captureDownloads();
    const open = vi.spyOn(window, 'open');
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      pdfResponse('inline; filename="prioridades-fazenda-boa-vista-2026.pdf"'),
    );
    vi.stubGlobal('fetch', fetchMock);

    await downloadPdf('/Objeto/7/3/31/prioridades/pdf');

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/Objeto/7/3/31/prioridades/pdf');
    expect(url).not.toContain('token');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token');
    expect(downloads).toEqual([
      { download: 'prioridades-fazenda-boa-vista-2026.pdf', href: 'blob:http://localhost/pdf-1' },
    ]);
    expect(open).not.toHaveBeenCalled();
  });

  it('notifies in Portuguese and saves nothing when the download fails', async () => {
    const downloads = captureDownloads();
    mockApi({});

    await downloadPdf('Guia/Report/3/7');

    expect(downloads).toEqual([]);
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Não foi possível abrir o documento. Tente novamente.' }),
    );
  });

  it('refreshes an expired session through the api client and retries once with the new token', async () => {
    const downloads = captureDownloads();
    const expired = () =>
      new Response(JSON.stringify({ error: 'Token expirado', code: 'expired_token' }), { status: 401 });
    const pdfAuth: string[] = [];
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const auth = (init?.headers as Record<string, string> | undefined)?.authorization ?? '';
      if (path === '/api/Guia/Report/3/7') {
        pdfAuth.push(auth);
        return auth === 'Bearer novo' ? pdfResponse('inline; filename="comprovante-x-2026.pdf"') : expired();
      }
      if (path === '/api/Login') {
        return new Response(
          JSON.stringify({ data: { ...signIn(), token: 'novo', refreshToken: 'refresh2' } }),
          { status: 200 },
        );
      }
      if (path === '/api/Questionario') {
        return auth === 'Bearer novo'
          ? new Response(JSON.stringify({ data: [] }), { status: 200 })
          : expired();
      }
      return new Response('{}', { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);

    await downloadPdf('/Guia/Report/3/7');

    expect(pdfAuth).toEqual(['Bearer token', 'Bearer novo']);
    expect(downloads.map((d) => d.download)).toEqual(['comprovante-x-2026.pdf']);
  });
});

describe('fileNameFromDisposition', () => {
  it('reads filename* before filename, unquotes, and drops any folder part', () => {
    expect(fileNameFromDisposition('inline; filename="completo-acougue-2019.pdf"')).toBe(
      'completo-acougue-2019.pdf',
    );
    expect(fileNameFromDisposition('attachment; filename="x.pdf"; filename*=UTF-8\'\'a%C3%A7ougue.pdf')).toBe(
      'açougue.pdf',
    );
    expect(fileNameFromDisposition('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(fileNameFromDisposition('inline; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('inline')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
