import type { AuthData } from '@guia/shared';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { ApiError, api, setSessionEndedHandler, withQuery } from './api-client';
import { authStore } from './auth-store';

const session: AuthData = {
  id: 7,
  email: 'ana@exemplo.com.br',
  nome: 'Ana',
  role: 'visitante',
  token: 'old-access',
  refreshToken: 'old-refresh-token',
  aceite: true,
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const expired = () => json(401, { error: 'Sua sessão expirou.', code: 'expired_token' });

let fetchMock: Mock<typeof fetch>;
let sessionEnded: Mock<(encerrada: unknown) => void>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  sessionEnded = vi.fn<(encerrada: unknown) => void>();
  setSessionEndedHandler(sessionEnded);
  authStore.set(session);
});

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.set(null);
});

function authorizationOf(call: unknown[]) {
  return ((call[1] as RequestInit).headers as Record<string, string>).authorization;
}

describe('the API client', () => {
  it('sends the bearer token and answers the envelope', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: [1, 2] }));
    await expect(api.get('Objeto')).resolves.toEqual({ data: [1, 2] });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/Objeto');
    expect(authorizationOf(fetchMock.mock.calls[0]!)).toBe('Bearer old-access');
  });

  it('puts query parameters in the URL in key order, leaving out empty ones and repeating arrays', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: [] }));
    await api.get('Admin/Usuario', {
      sort: 'nome',
      page: 2,
      q: 'joão',
      uf: ['MT', 'GO'],
      vazio: '',
      nada: undefined,
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/Admin/Usuario?page=2&q=jo%C3%A3o&sort=nome&uf=MT&uf=GO');
    expect(withQuery('X?a=1', { b: 2 })).toBe('X?a=1&b=2');
    expect(withQuery('X', {})).toBe('X');
  });

  it('sends PATCH with a JSON body', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: null, message: 'ok' }));
    await expect(api.patch('Admin/Guia/update/nivel', { id: 1, titulo: 'T' })).resolves.toEqual({
      data: null,
      message: 'ok',
    });
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ id: 1, titulo: 'T' });
  });

  it('sends a FormData as it is, leaving the multipart content type to the browser', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: { id: 1 } }));
    const form = new FormData();
    form.append('titulo', 'Cartilha');
    await api.post('Admin/MaterialApoio/Material/1/2', form);
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
    expect(authorizationOf(fetchMock.mock.calls[0]!)).toBe('Bearer old-access');
  });

  it('on an expired token refreshes once with the refresh token and retries with the new one', async () => {
    fetchMock
      .mockResolvedValueOnce(expired())
      .mockResolvedValueOnce(
        json(200, { data: { ...session, token: 'new-access', refreshToken: 'new-refresh' } }),
      )
      .mockResolvedValueOnce(json(200, { data: 'ok' }));

    await expect(api.get('Resumo')).resolves.toEqual({ data: 'ok' });

    const [, refreshCall, retry] = fetchMock.mock.calls;
    expect(refreshCall![0]).toBe('/api/Login');
    expect(JSON.parse((refreshCall![1] as RequestInit).body as string)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'old-refresh-token',
    });
    expect(authorizationOf(retry!)).toBe('Bearer new-access');
    expect(authStore.get()?.refreshToken).toBe('new-refresh');
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent calls', async () => {
    let refreshes = 0;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/Login') {
        refreshes += 1;
        return json(200, { data: { ...session, token: 'new-access', refreshToken: 'new-refresh' } });
      }
      const auth = (init!.headers as Record<string, string>).authorization;
      return auth === 'Bearer new-access' ? json(200, { data: url }) : expired();
    });
    const results = await Promise.all([api.get('Objeto'), api.get('Resumo'), api.get('Categoria')]);
    expect(results.map((r) => r.data)).toEqual(['/api/Objeto', '/api/Resumo', '/api/Categoria']);
    expect(refreshes).toBe(1);
  });

  it('logs out to the landing page when the refresh token is refused', async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { error: 'Sessão inválida.', code: 'invalid_token' }))
      .mockResolvedValueOnce(json(401, { error: 'Sessão inválida.', code: 'invalid_token' }));
    await expect(api.get('Objeto')).rejects.toBeInstanceOf(ApiError);
    expect(authStore.get()).toBeNull();
    expect(sessionEnded).toHaveBeenCalledTimes(1);
    // The session that ended, so the app can tell its user what waits on this device for them.
    expect(sessionEnded).toHaveBeenCalledWith(expect.objectContaining({ id: session.id }));
  });

  it('retries only once: a second 401 after a refresh ends the session', async () => {
    fetchMock
      .mockResolvedValueOnce(expired())
      .mockResolvedValueOnce(json(200, { data: { ...session, token: 'new-access' } }))
      .mockResolvedValueOnce(expired());
    await expect(api.get('Objeto')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });

  it('keeps the user signed in when the refresh fails for lack of connection', async () => {
    fetchMock.mockResolvedValueOnce(expired()).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('Objeto')).rejects.toMatchObject({ status: 0, code: 'network_error' });
    expect(authStore.get()).toEqual(session);
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('does not refresh on other errors and carries the Portuguese message and fields', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { error: 'Confira os campos', code: 'validation_error', fields: { nome: 'Informe o nome' } }),
    );
    const error = await api.post('Objeto', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Confira os campos');
    expect((error as ApiError).fields).toEqual({ nome: 'Informe o nome' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('turns a network failure into a Portuguese message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('Objeto')).rejects.toMatchObject({
      status: 0,
      message: 'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
    });
  });
});

describe('versioned documents (ETag / If-Match)', () => {
  it('hands back the ETag of a GET and sends it as If-Match, also after a token refresh', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ data: { a: 1 } }), {
        status: 200,
        headers: { 'content-type': 'application/json', etag: '"doc-v3"' },
      }),
    );
    expect(await api.getVersioned<{ a: number }>('Doc/1')).toEqual({ data: { a: 1 }, etag: '"doc-v3"' });

    fetchMock
      .mockResolvedValueOnce(expired())
      .mockResolvedValueOnce(json(200, { data: { ...session, token: 'new-access' } }))
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ data: { a: 2 }, message: 'Atualizado' }), {
          status: 200,
          headers: { 'content-type': 'application/json', etag: '"doc-v4"' },
        }),
      );
    const salvo = await api.postIfMatch<{ a: number }>('Doc/1', [{ a: 2 }], '"doc-v3"');
    expect(salvo).toEqual({ data: { a: 2 }, message: 'Atualizado', etag: '"doc-v4"' });
    const headers = (call: unknown[]) => (call[1] as RequestInit).headers as Record<string, string>;
    expect(headers(fetchMock.mock.calls[1]!)['if-match']).toBe('"doc-v3"');
    expect(headers(fetchMock.mock.calls[3]!)).toMatchObject({
      'if-match': '"doc-v3"',
      authorization: 'Bearer new-access',
    });
    expect(JSON.parse(String((fetchMock.mock.calls[3]![1] as RequestInit).body))).toEqual([{ a: 2 }]);
  });

  it('sends no If-Match without an ETag, and a 409 is an ApiError with the server message', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { error: 'Outro administrador salvou.', code: 'conflict' }));
    const erro = await api.postIfMatch('Doc/1', [], null).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ApiError);
    expect((erro as ApiError).status).toBe(409);
    expect((erro as ApiError).message).toBe('Outro administrador salvou.');
    expect((fetchMock.mock.calls[0]![1] as RequestInit).headers).not.toHaveProperty('if-match');
  });
});
