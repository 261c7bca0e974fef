import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signIn } from '@/testing/mock-api';
import { openPdf } from './open-pdf';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

function fakeTab() {
  return { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
}

describe('openPdf', () => {
  beforeEach(() => {
    signIn();
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/pdf-1');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('opens the tab before fetching, sends the bearer header and shows the blob', async () => {
    const tab = fakeTab();
    const order: string[] = [];
    vi.spyOn(window, 'open').mockImplementation(() => {
      order.push('open');
      return tab as unknown as Window;
    });
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
      order.push('fetch');
      return new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } });
    });
    vi.stubGlobal('fetch', fetchMock);

    await openPdf('/Guia/Report/3/7');

    expect(order).toEqual(['open', 'fetch']);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/Guia/Report/3/7');
    expect(url).not.toContain('token');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe('blob:http://localhost/pdf-1');
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('closes the tab and notifies in Portuguese when the download fails', async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    mockApi({});

    await openPdf('Guia/Report/3/7');

    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Não foi possível abrir o documento. Tente novamente.' }),
    );
  });

  it('refreshes an expired session through the api client and retries once with the new token', async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const expired = () =>
      new Response(JSON.stringify({ error: 'Token expirado', code: 'expired_token' }), { status: 401 });
    const pdfAuth: string[] = [];
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const auth = (init?.headers as Record<string, string> | undefined)?.authorization ?? '';
      if (path === '/api/Guia/Report/3/7') {
        pdfAuth.push(auth);
        return auth === 'Bearer novo' ? new Response('%PDF-1.4', { status: 200 }) : expired();
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

    await openPdf('/Guia/Report/3/7');

    expect(pdfAuth).toEqual(['Bearer token', 'Bearer novo']);
    expect(tab.location.href).toBe('blob:http://localhost/pdf-1');
    expect(tab.close).not.toHaveBeenCalled();
  });
});
