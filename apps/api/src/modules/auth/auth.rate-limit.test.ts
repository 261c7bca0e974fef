import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import type { Mail } from '../../plugins/mailer.ts';
import { TAREFA_LIMPEZA } from '../../plugins/rate-limit.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';

// Small limits so the brute-force protection is reached in a few calls.
const PER_ACCOUNT = 3;
const PER_IP = 5;
const CEILING = 6;
const CADASTRO_PER_IP = 2;
const TOO_MANY = {
  error: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  clientMessage: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  code: 'too_many_requests',
};

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    RATE_LIMIT_PER_ACCOUNT: PER_ACCOUNT,
    RATE_LIMIT_PER_IP: PER_IP,
    RATE_LIMIT_ACCOUNT_CEILING: CEILING,
    RATE_LIMIT_CADASTRO_PER_IP: CADASTRO_PER_IP,
  });
});
beforeEach(async () => {
  await t.reset();
});
afterAll(async () => {
  await t.close();
});

let ipSeq = 0;
/** A new client address, so per-IP counters do not interfere with per-account ones. */
const freshIp = () => `10.0.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

function post(url: string, payload: object, ip = freshIp(), headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: `/api/${url}`, payload, remoteAddress: ip, headers });
}

const credentials = (email: string, password: string) => ({ alternativa: 'EMAIL', email, password });

async function mailsTo(email: string) {
  await t.app.afterResponseIdle();
  return t.db
    .select()
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.para, email))
    .orderBy(desc(schema.emailOutbox.id));
}

/** Ends every open window of the counters whose key starts with `prefix`, as if time had passed. */
async function expireWindows(prefix: string) {
  await t.db
    .update(schema.rateLimit)
    .set({ janelaFim: new Date(Date.now() - 1000) })
    .where(like(schema.rateLimit.chave, `${prefix}%`));
}

describe('POST /api/Login', () => {
  it("a stranger's failures from one address do not lock the owner out from another", async () => {
    const user = await createUser(t);
    const stranger = freshIp();
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await post('Login', credentials(user.email, 'errada-123'), stranger)).statusCode).toBe(401);
    }
    const blocked = await post('Login', credentials(user.email, 'errada-123'), stranger);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect((await post('Login', credentials(user.email, user.password), freshIp())).statusCode).toBe(200);
  });

  it('refuses even the right password from an address that kept failing, by e-mail or CPF', async () => {
    const user = await createUser(t);
    const ip = freshIp();
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await post('Login', credentials(user.email, 'errada-123'), ip)).statusCode).toBe(401);
    }
    expect((await post('Login', credentials(user.email, user.password), ip)).statusCode).toBe(429);
    // The same account reached by its CPF shares the counter.
    const byCpf = await post('Login', { alternativa: 'CPF', cpf: user.cpf, password: user.password }, ip);
    expect(byCpf.statusCode).toBe(429);
  });

  it("starts the address's count over after a successful login", async () => {
    const user = await createUser(t);
    const ip = freshIp();
    for (let i = 0; i < PER_ACCOUNT - 1; i++) {
      expect((await post('Login', credentials(user.email, 'errada-123'), ip)).statusCode).toBe(401);
    }
    expect((await post('Login', credentials(user.email, user.password), ip)).statusCode).toBe(200);
    // Without the fresh start the last of these would be refused.
    for (let i = 0; i < PER_ACCOUNT - 1; i++) {
      expect((await post('Login', credentials(user.email, 'errada-123'), ip)).statusCode).toBe(401);
    }
  });

  it('limits guesses on an identifier that has no account the same way', async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await post('Login', credentials('ninguem@exemplo.com.br', 'errada-123'), ip)).statusCode).toBe(
        401,
      );
    }
    expect((await post('Login', credentials('ninguem@exemplo.com.br', 'errada-123'), ip)).statusCode).toBe(
      429,
    );
  });

  it('lets the address in again once the window has passed', async () => {
    const user = await createUser(t);
    const ip = freshIp();
    for (let i = 0; i < PER_ACCOUNT; i++) await post('Login', credentials(user.email, 'errada-123'), ip);
    expect((await post('Login', credentials(user.email, user.password), ip)).statusCode).toBe(429);
    await expireWindows('');
    expect((await post('Login', credentials(user.email, user.password), ip)).statusCode).toBe(200);
  });

  it('above the ceiling, the owner is never refused: his password gets a code by e-mail, password + code opens (issue 14)', async () => {
    const user = await createUser(t);
    // A swarm of addresses, each below its own limit, pushes the account over its ceiling...
    for (let i = 0; i < CEILING; i++) {
      expect((await post('Login', credentials(user.email, 'errada-123'))).statusCode).toBe(401);
    }
    // ...and keeps polling while the owner tries to get in: he is never answered 429.
    for (let round = 0; round < 3; round++) {
      await post('Login', credentials(user.email, 'errada-123'));
      const owner = await post('Login', credentials(user.email, user.password));
      expect(owner.statusCode).toBe(401);
      expect(owner.json()).toEqual({
        error: expect.stringMatching(/enviamos um código para o e-mail da conta/),
        clientMessage: expect.stringMatching(/enviamos um código/),
        code: 'login_code_required',
      });
    }
    const [mail] = await mailsTo(user.email);
    expect(mail!.assunto).toBe('Guia: seu código de acesso');
    const codigo = mail!.texto.match(/código de acesso é: (\d{6})/)![1]!;
    await post('Login', credentials(user.email, 'errada-123'));
    const res = await post('Login', { ...credentials(user.email, user.password), codigo });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(user.email);
    // The code is spent.
    expect((await post('Login', { ...credentials(user.email, user.password), codigo })).statusCode).toBe(401);
  });

  it('above the ceiling, the answer never tells whether the password was right', async () => {
    const user = await createUser(t);
    for (let i = 0; i < CEILING; i++) await post('Login', credentials(user.email, 'errada-123'));
    const wrong = await post('Login', credentials(user.email, 'errada-123'));
    expect(await mailsTo(user.email)).toHaveLength(0);
    const right = await post('Login', credentials(user.email, user.password));
    expect(right.statusCode).toBe(wrong.statusCode);
    expect(right.json()).toEqual(wrong.json());
    const [mail] = await mailsTo(user.email);
    const codigo = mail!.texto.match(/código de acesso é: (\d{6})/)![1]!;
    const other = codigo === '000000' ? '111111' : '000000';
    // The right code with a wrong password, and the right password with a wrong code: the same answer.
    const wrongPassword = await post('Login', { ...credentials(user.email, 'errada-123'), codigo });
    const wrongCode = await post('Login', { ...credentials(user.email, user.password), codigo: other });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(wrongCode.json());
    expect(wrongCode.json()).toMatchObject({
      code: 'login_code_required',
      fields: { codigo: expect.any(String) },
    });
    // An unknown account over its own ceiling answers the same too.
    for (let i = 0; i < CEILING; i++) await post('Login', credentials('ninguem@exemplo.com.br', 'x-123456'));
    const unknown = await post('Login', credentials('ninguem@exemplo.com.br', 'x-123456'));
    expect(unknown.json()).toEqual(wrong.json());
    expect((await post('Login', { ...credentials(user.email, user.password), codigo })).statusCode).toBe(200);
  });

  it('counts every attempt per address, successful ones included; other addresses are not affected', async () => {
    const user = await createUser(t);
    const ip = freshIp();
    for (let i = 0; i < PER_IP; i++) {
      expect((await post('Login', credentials(user.email, user.password), ip)).statusCode).toBe(200);
    }
    const blocked = await post('Login', credentials(user.email, user.password), ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect((await post('Login', credentials(user.email, user.password))).statusCode).toBe(200);
  });

  it('counts the whole IPv6 /64 of a client as one address', async () => {
    const user = await createUser(t);
    for (let i = 0; i < PER_IP; i++) {
      const ip = `2001:db8:7:7::${(i + 1).toString(16)}`;
      expect((await post('Login', credentials(user.email, user.password), ip)).statusCode).toBe(200);
    }
    expect((await post('Login', credentials(user.email, user.password), '2001:db8:7:7::ff')).statusCode).toBe(
      429,
    );
  });

  it('ignores a spoofed X-Forwarded-For: the limit holds on the socket address', async () => {
    const user = await createUser(t);
    const ip = freshIp();
    for (let i = 0; i < PER_IP; i++) {
      const headers = { 'x-forwarded-for': `203.0.113.${i + 1}` };
      expect((await post('Login', credentials(user.email, user.password), ip, headers)).statusCode).toBe(200);
    }
    const res = await post('Login', credentials(user.email, user.password), ip, {
      'x-forwarded-for': '203.0.113.99',
    });
    expect(res.statusCode).toBe(429);
  });

  it('does not limit refresh-token exchanges by address (a random 256-bit token cannot be guessed)', async () => {
    const user = await createUser(t);
    const ip = freshIp();
    let refreshToken = '';
    for (let i = 0; i < PER_IP; i++) {
      refreshToken = (await post('Login', credentials(user.email, user.password), ip)).json().data
        .refreshToken;
    }
    expect((await post('Login', credentials(user.email, user.password), ip)).statusCode).toBe(429);
    const res = await post('Login', { grant_type: 'refresh_token', refresh_token: refreshToken }, ip);
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /api/Cadastro', () => {
  const cadastro = (n: number) => ({
    nome: 'Pessoa',
    email: `pessoa${n}@exemplo.com.br`,
    celular: '(65)99999-8888',
    selecao: 'cpf',
    cpf: ['529.982.247-25', '111.444.777-35', '390.533.447-05', '153.509.460-56'][n],
    password: 'segredo-1',
    termos: true,
  });

  it('limits registrations (each sends an e-mail) per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < CADASTRO_PER_IP; i++) {
      const res = await post('Cadastro', cadastro(i), ip);
      expect(res.statusCode, res.body).toBe(201);
    }
    const blocked = await post('Cadastro', cadastro(CADASTRO_PER_IP), ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(await mailsTo(`pessoa${CADASTRO_PER_IP}@exemplo.com.br`)).toHaveLength(0);
    expect((await post('Cadastro', cadastro(CADASTRO_PER_IP + 1))).statusCode).toBe(201);
  });
});

describe('POST /api/EnviarCodigo', () => {
  it('limits per account and address; the owner, elsewhere, still gets a code', async () => {
    const user = await createUser(t, { verified: false });
    const stranger = freshIp();
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await post('EnviarCodigo', { email: user.email }, stranger)).statusCode).toBe(200);
    }
    const res = await post('EnviarCodigo', { email: user.email.toUpperCase() }, stranger);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
    const before = (await mailsTo(user.email)).length;
    expect((await post('EnviarCodigo', { email: user.email })).statusCode).toBe(200);
    expect(await mailsTo(user.email)).toHaveLength(before + 1);
  });

  it('limits per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_IP; i++) {
      expect((await post('EnviarCodigo', { email: `pessoa${i}@exemplo.com.br` }, ip)).statusCode).toBe(200);
    }
    expect((await post('EnviarCodigo', { email: 'outra@exemplo.com.br' }, ip)).statusCode).toBe(429);
  });
});

describe('POST /api/ValidarEmail', () => {
  it('limits per account and address, even before the code itself is exhausted', async () => {
    const email = 'pendente@exemplo.com.br';
    const cadastro = await post('Cadastro', {
      nome: 'Pessoa Pendente',
      email,
      celular: '(65)99999-8888',
      selecao: 'cpf',
      cpf: '529.982.247-25',
      password: 'segredo-1',
      termos: true,
    });
    const { tentativa } = cadastro.json().data;
    const [mail] = await mailsTo(email);
    const codigo = mail!.texto.match(/é: (\d{6})/)![1]!;
    const wrong = codigo === '000000' ? '111111' : '000000';
    const stranger = freshIp();
    for (let i = 0; i < PER_ACCOUNT; i++) {
      const res = await post('ValidarEmail', { email, codigo: wrong, tentativa }, stranger);
      expect(res.statusCode).toBe(400);
    }
    const res = await post('ValidarEmail', { email, codigo, tentativa }, stranger);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
    expect((await post('ValidarEmail', { email, codigo, tentativa })).statusCode).toBe(200);
  });

  it('limits per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_IP; i++) {
      const res = await post('ValidarEmail', { email: `pessoa${i}@exemplo.com.br`, codigo: '123456' }, ip);
      expect(res.statusCode).toBe(400);
    }
    const res = await post('ValidarEmail', { email: 'outra@exemplo.com.br', codigo: '123456' }, ip);
    expect(res.statusCode).toBe(429);
  });
});

describe('POST /api/RecuperarSenha', () => {
  it('limits per account and address; the owner, elsewhere, still gets a link', async () => {
    const user = await createUser(t);
    const stranger = freshIp();
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await post('RecuperarSenha', { email: user.email }, stranger)).statusCode).toBe(200);
    }
    expect((await post('RecuperarSenha', { email: user.email }, stranger)).statusCode).toBe(429);
    expect(await mailsTo(user.email)).toHaveLength(PER_ACCOUNT);
    expect((await post('RecuperarSenha', { email: user.email })).statusCode).toBe(200);
    expect(await mailsTo(user.email)).toHaveLength(PER_ACCOUNT + 1);
  });

  it('limits per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_IP; i++) {
      expect((await post('RecuperarSenha', { email: `pessoa${i}@exemplo.com.br` }, ip)).statusCode).toBe(200);
    }
    const res = await post('RecuperarSenha', { email: 'outra@exemplo.com.br' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
  });
});

describe('answer time does not tell whether an account exists', () => {
  /** Holds every e-mail until released, noting who it was for. */
  function holdMail() {
    const original = t.app.mailer.send;
    const sent: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    t.app.mailer.send = async (mail: Mail) => {
      await gate;
      sent.push(mail.to);
    };
    return {
      sent,
      release: () => release(),
      restore: () => {
        release();
        t.app.mailer.send = original;
      },
    };
  }

  for (const [url, verified] of [
    ['RecuperarSenha', true],
    ['EnviarCodigo', false],
  ] as const) {
    // Were the e-mail sent before answering, the held e-mail would keep the answer from coming
    // (and the test would end at its time limit).
    it(`POST ${url} answers while the e-mail is still held, and e-mails after the answer`, {
      timeout: 10_000,
    }, async () => {
      const user = await createUser(t, { verified });
      const mail = holdMail();
      try {
        const res = await post(url, { email: user.email });
        expect(res.statusCode).toBe(200);
        expect(mail.sent).toEqual([]);
        mail.release();
        await t.app.afterResponseIdle();
        expect(mail.sent).toEqual([user.email]);
      } finally {
        mail.restore();
      }
    });
  }
});

describe('expired counters', () => {
  it('are deleted by the purge; live ones stay', async () => {
    await t.db.insert(schema.rateLimit).values([
      { chave: 'ip:login:velho', contagem: 3, janelaFim: new Date(Date.now() - 60_000) },
      { chave: 'ip:login:vivo', contagem: 3, janelaFim: new Date(Date.now() + 60_000) },
    ]);
    expect(await t.app.rateLimiter.purgeExpired()).toBe(1);
    const left = await t.db.select({ chave: schema.rateLimit.chave }).from(schema.rateLimit);
    expect(left).toEqual([{ chave: 'ip:login:vivo' }]);
  });

  it('are deleted by the scheduler job of every instance', async () => {
    await t.db.insert(schema.rateLimit).values([
      { chave: 'ip:login:velho', contagem: 3, janelaFim: new Date(Date.now() - 60_000) },
      { chave: 'ip:login:vivo2', contagem: 3, janelaFim: new Date(Date.now() + 60_000) },
    ]);
    await t.app.scheduler.run(TAREFA_LIMPEZA);
    const left = await t.db.select({ chave: schema.rateLimit.chave }).from(schema.rateLimit);
    expect(left.map((l) => l.chave)).not.toContain('ip:login:velho');
    expect(left.map((l) => l.chave)).toContain('ip:login:vivo2');
  });
});

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await buildTestApp({ RATE_LIMIT_PER_IP: PER_IP, TRUST_PROXY: 1 });
  });
  afterAll(async () => {
    await proxied.close();
  });

  it('counts on the client address the proxy forwards', async () => {
    const user = await createUser(proxied);
    const viaProxy = (client: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/Login',
        payload: credentials(user.email, user.password),
        remoteAddress: '10.9.9.9',
        headers: { 'x-forwarded-for': client },
      });
    for (let i = 0; i < PER_IP; i++) expect((await viaProxy('203.0.113.1')).statusCode).toBe(200);
    expect((await viaProxy('203.0.113.1')).statusCode).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await viaProxy('203.0.113.2')).statusCode).toBe(200);
  });
});
