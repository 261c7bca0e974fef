import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loggerOptions } from './logging.ts';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';
import { createUser } from './test/factories.ts';

/** Every line the application logs, as text. */
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { logger: { ...loggerOptions('info'), stream } });
});

beforeEach(async () => {
  await t.reset();
  await t.db.execute(sql`drop trigger if exists falha_de_teste on cadastro_pendente`);
  lines.length = 0;
});

afterAll(async () => {
  await t.close();
});

const CADASTRO = {
  nome: 'Maria Sigilosa',
  email: 'maria.sigilosa@exemplo.com.br',
  celular: '(65)99999-8888',
  selecao: 'cpf',
  cpf: '529.982.247-25',
  password: 'senha-secreta-42',
  termos: true,
};

/** Makes every insert into cadastro_pendente (what POST Cadastro writes) fail inside PostgreSQL with the given SQLSTATE. */
async function failInsertsWith(sqlstate: string) {
  await t.db.execute(
    sql.raw(`create or replace function falha_de_teste() returns trigger language plpgsql as $$
      begin raise exception 'falha de teste' using errcode = '${sqlstate}'; end $$`),
  );
  await t.db.execute(
    sql`create trigger falha_de_teste before insert on cadastro_pendente for each row execute function falha_de_teste()`,
  );
}

function expectNoPersonalData(log: string) {
  expect(log).not.toContain('maria.sigilosa');
  expect(log).not.toContain('52998224725');
  expect(log).not.toContain('529.982.247-25');
  expect(log).not.toContain('65999998888');
  expect(log).not.toContain('$argon2');
  expect(log).not.toContain('senha-secreta-42');
}

describe('database errors in the log', () => {
  it('an insert that fails unexpectedly logs its SQLSTATE, not the row (500)', async () => {
    await failInsertsWith('XX000');
    const res = await t.app.inject({ method: 'POST', url: '/api/Cadastro', payload: CADASTRO });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('falha de teste');
    const log = lines.join('');
    expect(log).toContain('"code":"XX000"');
    expect(log).toContain('database error');
    expectNoPersonalData(log);
  });

  it('an insert PostgreSQL refuses becomes a Portuguese 4xx and a log line without the row', async () => {
    await failInsertsWith('23514');
    const res = await t.app.inject({ method: 'POST', url: '/api/Cadastro', payload: CADASTRO });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      clientMessage: 'Um dos valores enviados não é permitido.',
      code: 'valor_invalido',
    });
    const log = lines.join('');
    expect(log).toContain('"code":"23514"');
    expect(log).toContain('"route":"/api/Cadastro"');
    expectNoPersonalData(log);
  });
});

describe('the logger configuration', () => {
  it('hides authorization headers, passwords, tokens, CPF, CNPJ and e-mail wherever they appear', () => {
    t.app.log.info(
      {
        req: { headers: { authorization: 'Bearer segredo.do.token' } },
        body: { password: 'senha-secreta-42', cpf: '52998224725', cnpj: '11222333000181' },
        usuario: { email: 'maria.sigilosa@exemplo.com.br', refreshToken: 'refresh-secreto' },
        token: 'token-secreto',
      },
      'teste',
    );
    const log = lines.join('');
    expect(log).toContain('teste');
    for (const secret of [
      'segredo.do.token',
      'senha-secreta-42',
      '52998224725',
      '11222333000181',
      'maria.sigilosa',
      'refresh-secreto',
      'token-secreto',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('request addresses in the log', () => {
  const EMAIL = 'someone@example.com';
  const CPF = '529.982.247-25';

  it('an admin search logs the route pattern and no trace of what was searched for', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    const urls = [
      `/api/Admin/Usuario?q=${encodeURIComponent(EMAIL)}&busca=${encodeURIComponent(EMAIL)}`,
      `/api/Admin/Usuario?q=${encodeURIComponent(CPF)}`,
      `/api/Admin/Objeto?q=${CPF.replace(/\D/g, '')}&busca=${EMAIL}`,
      // Refused (400) and unknown (404) addresses too.
      `/api/Admin/Usuario?pageSize=nada&q=${encodeURIComponent(EMAIL)}`,
      `/api/Admin/NaoExiste?busca=${encodeURIComponent(EMAIL)}&cpf=${CPF}`,
    ];
    const status = [];
    for (const url of urls)
      status.push((await t.app.inject({ method: 'GET', url, headers: admin.auth })).statusCode);
    expect(status).toEqual([200, 200, 200, 400, 404]);

    const log = lines.join('');
    expect(log).toContain('"url":"/api/Admin/Usuario"');
    expect(log).toContain('"url":"/api/Admin/Objeto"');
    expect(log).toContain('"url":"/api/Admin/NaoExiste"');
    expect(log).toContain('request completed');
    for (const rastro of [
      'someone',
      'example.com',
      '%40example',
      '529.982',
      '52998224725',
      '529%2E982',
      'nada',
    ]) {
      expect(log).not.toContain(rastro);
    }
  });

  it('logs the pattern of a route with parameters, not the ids in the address', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Admin/Usuario/${admin.id}?q=${EMAIL}`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    const log = lines.join('');
    expect(log).toContain('"url":"/api/Admin/Usuario/:userId"');
    expect(log).not.toContain(EMAIL);
  });

  it('cuts a query string out of any line, whatever field or message carries it', () => {
    t.app.log.error(
      { err: new Error(`falhou em /api/Admin/Usuario?q=${EMAIL}`), destino: `https://x.test/a?cpf=${CPF}` },
      `Route GET:/api/Admin/Usuario?q=${encodeURIComponent(EMAIL)}&x="y" not found`,
    );
    const log = lines.join('');
    expect(log).toContain('/api/Admin/Usuario?[oculto]');
    expect(log).toContain('https://x.test/a?[oculto]');
    expect(log).not.toContain('someone');
    expect(log).not.toContain('529.982');
    // The line is still one JSON object.
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });
});
