import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import type { TestUser } from '../test/factories.ts';
import { createUser } from '../test/factories.ts';
import { PERMISSIONS_POLICY } from './http-hardening.ts';

let https: TestApp;
let http: TestApp;

beforeAll(async () => {
  // A short body deadline, so that a trickled body is cut within the test.
  https = await buildTestApp({ PUBLIC_URL: 'https://guia.example.org', BODY_TIMEOUT_SECONDS: 0.5 });
  http = await buildTestApp();
});

afterAll(async () => {
  await https.close();
  await http.close();
});

describe('Cache-Control on the API', () => {
  it('is no-store on login, on personal data and on errors; public reference lists keep their caching', async () => {
    const user = await createUser(https, { password: 'senha-forte-1' });
    const login = await https.app.inject({
      method: 'POST',
      url: '/api/Login',
      payload: { alternativa: 'EMAIL', email: user.email, password: 'senha-forte-1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const unidades = await https.app.inject({ method: 'GET', url: '/api/Objeto', headers: user.auth });
    expect(unidades.statusCode).toBe(200);
    expect(unidades.headers['cache-control']).toBe('no-store');
    const resumo = await https.app.inject({ method: 'GET', url: '/api/Resumo', headers: user.auth });
    expect(resumo.headers['cache-control']).toBe('no-store');
    const semToken = await https.app.inject({ method: 'GET', url: '/api/Objeto' });
    expect(semToken.statusCode).toBe(401);
    expect(semToken.headers['cache-control']).toBe('no-store');
    const categorias = await https.app.inject({ method: 'GET', url: '/api/Categoria' });
    expect(categorias.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });
});

describe('security headers', () => {
  it('denies unused browser features with a Permissions-Policy on every answer', async () => {
    for (const url of ['/api/health', '/api/nao-existe', '/']) {
      const res = await http.app.inject({ method: 'GET', url });
      expect(res.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
    }
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('microphone=()');
    expect(PERMISSIONS_POLICY).toContain('geolocation=()');
  });

  it('sends HSTS only when PUBLIC_URL is https', async () => {
    const seguro = await https.app.inject({ method: 'GET', url: '/api/health' });
    expect(seguro.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const local = await http.app.inject({ method: 'GET', url: '/api/health' });
    expect(local.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('body deadline', () => {
  it('closes a connection whose body trickles in, before the body is complete', async () => {
    const address = await https.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const socket: Socket = connect(Number(port), '127.0.0.1');
    const fechada = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => {});
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const corpo = `{"alternativa":"EMAIL","email":"lento@exemplo.com.br","password":"${'x'.repeat(40)}"}`;
    socket.write(
      `POST /api/Login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${corpo.length}\r\n\r\n`,
    );
    // One byte every 100 ms: the whole body would take ~9 s; the deadline is 0.5 s.
    let enviados = 0;
    let fechou = false;
    void fechada.then(() => {
      fechou = true;
    });
    while (!fechou && enviados < corpo.length) {
      socket.write(corpo[enviados]!);
      enviados += 1;
      await new Promise((r) => setTimeout(r, 100));
    }
    await fechada;
    expect(enviados).toBeLessThan(corpo.length);
  }, 20_000);
});

/** What one raw HTTP request with a large body cost the server, seen from both ends of the socket. */
interface Envio {
  /** Bytes the server's socket read (headers included) until it closed. */
  lidosPeloServidor: number;
  /** Bytes the client managed to write before the connection was gone. */
  escritos: number;
  /** The start of the answer, when it reached the client before the reset. */
  resposta: string;
}

const CORPO_GRANDE = 64 * 1024 * 1024;

/** Sends `total` bytes of body after the headers as fast as the socket takes them, until it closes. */
async function enviarCorpoGrande(t: TestApp, cabecalho: string, total = CORPO_GRANDE): Promise<Envio> {
  const address = t.app.server.listening
    ? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
    : await t.app.listen({ port: 0, host: '127.0.0.1' });
  const lido = new Promise<number>((resolve) => {
    t.app.server.once('connection', (s: Socket) => s.once('close', () => resolve(s.bytesRead)));
  });
  const socket = connect(Number(new URL(address).port), '127.0.0.1');
  let resposta = '';
  socket.on('data', (d) => {
    resposta += d.toString('latin1');
  });
  let fechada = false;
  const fechou = new Promise<void>((resolve) =>
    socket.once('close', () => {
      fechada = true;
      resolve();
    }),
  );
  socket.on('error', () => {});
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(cabecalho);
  const pedaco = Buffer.alloc(64 * 1024, 'a');
  let escritos = 0;
  while (!fechada && escritos < total) {
    const cabe = socket.write(pedaco);
    escritos += pedaco.length;
    if (!cabe) await Promise.race([new Promise((r) => socket.once('drain', r)), fechou]);
  }
  // A server that drains the body reads it all and then answers: give it the time to.
  await Promise.race([fechou, new Promise((r) => setTimeout(r, 5000))]);
  socket.destroy();
  return { lidosPeloServidor: await lido, escritos, resposta };
}

function cabecalhoDeUpload(url: string, extra: Record<string, string> = {}, total = CORPO_GRANDE) {
  const linhas = Object.entries({
    'content-type': 'application/json',
    'content-length': String(total),
    ...extra,
  })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  return `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n${linhas}\r\n`;
}

describe('refused upload bodies are not read', () => {
  let ativo: TestApp;
  let usuario: TestUser;

  beforeAll(async () => {
    ativo = await buildTestApp();
    usuario = await createUser(ativo);
  });
  afterAll(async () => {
    await ativo.close();
  });

  const LIMITE_LIDO = 8 * 1024 * 1024;

  it('closes the connection of an unauthenticated 64 MB evidence upload after reading a fraction of it', async () => {
    const envio = await enviarCorpoGrande(ativo, cabecalhoDeUpload('/api/Evidencia/Arquivo/1/1'));
    expect(envio.lidosPeloServidor).toBeLessThan(LIMITE_LIDO);
    expect(envio.escritos).toBeLessThan(CORPO_GRANDE);
    if (envio.resposta) {
      expect(envio.resposta).toMatch(/^HTTP\/1\.1 401/);
      expect(envio.resposta.toLowerCase()).toContain('connection: close');
    }
  }, 30_000);

  it('does the same for a producer posting to an administrator upload, and for a wrong content type', async () => {
    const admin = await enviarCorpoGrande(
      ativo,
      cabecalhoDeUpload('/api/Admin/Onboarding', { authorization: usuario.auth.authorization }),
    );
    expect(admin.lidosPeloServidor).toBeLessThan(LIMITE_LIDO);
    if (admin.resposta) expect(admin.resposta).toMatch(/^HTTP\/1\.1 404/);
    const tipo = await enviarCorpoGrande(
      ativo,
      cabecalhoDeUpload('/api/Evidencia/Arquivo/1/1', {
        authorization: usuario.auth.authorization,
        'content-type': 'text/plain',
      }),
    );
    expect(tipo.lidosPeloServidor).toBeLessThan(LIMITE_LIDO);
    if (tipo.resposta) expect(tipo.resposta).toMatch(/^HTTP\/1\.1 415/);
  }, 60_000);
});
