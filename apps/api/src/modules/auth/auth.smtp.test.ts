import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await buildTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    MAIL_FROM: 'Guia <nao-responda@guia.test>',
  });
});
beforeEach(async () => {
  received.length = 0;
  await t.reset();
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

function decodeQuotedPrintable(body: string): string {
  const soft = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The decoded text/plain part of a raw MIME message. */
function plainText(raw: string): string {
  const boundary = raw.match(/boundary="?([^";\r\n]+)"?/i)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  for (const part of parts) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const headers = part.slice(0, split);
    if (!/content-type:\s*text\/plain/i.test(headers)) continue;
    const body = part.slice(split + 4);
    const encoding = headers.match(/content-transfer-encoding:\s*([\w-]+)/i)?.[1]?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
    return body;
  }
  throw new Error('message without a text/plain part');
}

describe('e-mail over SMTP (SMTP_URL set)', () => {
  it('delivers the confirmation code, which confirms the account through ValidarEmail', async () => {
    const email = 'produtor@exemplo.com.br';
    const cadastro = await t.app.inject({
      method: 'POST',
      url: '/api/Cadastro',
      payload: {
        nome: 'João Produtor',
        email,
        celular: '(65)99999-8888',
        selecao: 'cpf',
        cpf: '111.444.777-35',
        password: 'segredo-1',
        termos: true,
      },
    });
    expect(cadastro.statusCode).toBe(201);

    // The code is e-mailed after the answer (the answer is the same whatever the e-mail's state).
    await t.app.afterResponseIdle();
    expect(received).toHaveLength(1);
    const message = received[0]!;
    expect(message.to).toEqual([email]);
    expect(message.from).toBe('nao-responda@guia.test');
    expect(message.raw).toMatch(/^To: produtor@exemplo\.com\.br/m);
    const text = plainText(message.raw);
    expect(text).toContain('Olá, João!');
    const codigo = text.match(/Seu código de confirmação é: (\d{6})/)?.[1];
    expect(codigo).toMatch(/^\d{6}$/);

    // Sent over SMTP, so nothing is kept in the development outbox.
    expect(await t.db.select().from(schema.emailOutbox)).toHaveLength(0);

    const res = await t.app.inject({ method: 'POST', url: '/api/ValidarEmail', payload: { email, codigo } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email, nome: 'João Produtor', role: 'visitante', aceite: true });
    const [user] = await t.db.select().from(schema.usuario).where(eq(schema.usuario.email, email));
    expect(user!.emailVerificadoEm).toBeInstanceOf(Date);
  });

  it('delivers the password-reset link', async () => {
    const { email } = await createUser(t, { email: 'produtor@exemplo.com.br' });
    received.length = 0;
    const res = await t.app.inject({ method: 'POST', url: '/api/RecuperarSenha', payload: { email } });
    expect(res.statusCode).toBe(200);
    // The link is e-mailed after the answer (the answer time must not tell whether the account exists).
    await t.app.afterResponseIdle();
    expect(received).toHaveLength(1);
    const token = plainText(received[0]!.raw).match(/\/recuperar-senha\?token=([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeDefined();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/ValidarToken',
      payload: { password: 'nova-senha-1', confirmpassword: 'nova-senha-1', token },
    });
    expect(reset.statusCode).toBe(200);
  });
});
