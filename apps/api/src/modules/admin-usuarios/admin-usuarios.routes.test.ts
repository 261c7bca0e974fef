import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, criarUnidade, type TestUser } from '../../test/factories.ts';
import { MESSAGES, setAdminRole } from './admin-usuarios.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

beforeEach(async () => {
  await t.reset();
});

afterAll(async () => {
  await t.close();
});

function call(
  method: 'GET' | 'PUT',
  url: string,
  user: TestUser | null,
  opts: { query?: Record<string, string>; payload?: unknown } = {},
) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: user?.auth ?? {},
    ...(opts.query ? { query: opts.query } : {}),
    ...(opts.payload === undefined ? {} : { payload: opts.payload as object }),
  });
}

const list = (user: TestUser | null, query: Record<string, string> = {}) =>
  call('GET', '/Admin/Usuario', user, { query });

async function auditRows(alvo: number) {
  return t.db.select().from(schema.auditoria).where(eq(schema.auditoria.alvoUsuarioId, alvo));
}

async function roleOf(id: number) {
  const [row] = await t.db
    .select({ role: schema.usuario.role })
    .from(schema.usuario)
    .where(eq(schema.usuario.id, id));
  return row?.role;
}

describe('who may call', () => {
  it('answers 401 to anonymous and 404 to a visitante on every route', async () => {
    const visitante = await createUser(t);
    const routes: [method: 'GET' | 'PUT', url: string, payload?: unknown][] = [
      ['GET', '/Admin/Usuario'],
      ['GET', `/Admin/Usuario/${visitante.id}`],
      ['GET', `/Admin/Usuario/${visitante.id}/Acessos`],
      ['PUT', `/Admin/Usuario/${visitante.id}/Role`, { role: 'administrador' }],
      [
        'PUT',
        `/Admin/Usuario/${visitante.id}`,
        { nome: 'X', email: visitante.email, celular: '(65)99999-8888' },
      ],
    ];
    for (const [method, url, payload] of routes) {
      const anon = await call(method, url, null, { payload });
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      const res = await call(method, url, visitante, { payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await roleOf(visitante.id)).toBe('visitante');
  });
});

describe('GET Admin/Usuario', () => {
  let admin: TestUser;
  let joao: TestUser;
  let ana: TestUser;
  let zeca: TestUser;

  beforeEach(async () => {
    admin = await createUser(t, { role: 'administrador', nome: 'Beatriz Admin' });
    joao = await createUser(t, { nome: 'João Ávila' });
    ana = await createUser(t, { nome: 'ana Souza', verified: false });
    zeca = await createUser(t, { nome: 'Zeca Lima' });
    await t.db.update(schema.usuario).set({ uf: 'MT' }).where(eq(schema.usuario.id, joao.id));
    await t.db.update(schema.usuario).set({ uf: 'GO' }).where(eq(schema.usuario.id, zeca.id));
    await criarUnidade(t, joao, { nomeunidade: 'Fazenda 1' });
    await criarUnidade(t, joao, { nomeunidade: 'Fazenda 2' });
    await criarUnidade(t, zeca, { nomeunidade: 'Fazenda 3' });
    // Zeca has not accepted the current terms (units were registered before).
    await t.db.update(schema.usuario).set({ aceiteVersao: null }).where(eq(schema.usuario.id, zeca.id));
  });

  const nomes = (res: Awaited<ReturnType<typeof list>>) =>
    (res.json().data.items as { nome: string }[]).map((i) => i.nome);

  it('lists by folded name ascending by default, with units, role, status and the count', async () => {
    const res = await list(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      items: [
        {
          id: ana.id,
          nome: 'ana Souza',
          email: ana.email,
          uf: null,
          totalObjetos: 0,
          role: 'visitante',
          status: 'pendente',
        },
        {
          id: admin.id,
          nome: 'Beatriz Admin',
          email: admin.email,
          uf: null,
          totalObjetos: 0,
          role: 'administrador',
          status: 'ativo',
        },
        {
          id: joao.id,
          nome: 'João Ávila',
          email: joao.email,
          uf: 'MT',
          totalObjetos: 2,
          role: 'visitante',
          status: 'ativo',
        },
        {
          id: zeca.id,
          nome: 'Zeca Lima',
          email: zeca.email,
          uf: 'GO',
          totalObjetos: 1,
          role: 'visitante',
          status: 'termos-pendentes',
        },
      ],
      pagination: { page: 1, pageSize: 50, totalItems: 4, totalPages: 1 },
    });
  });

  it('shows, for a user without a UF of their own, the UF of most of their units', async () => {
    const maria = await createUser(t, { nome: 'Maria Sem UF' });
    await criarUnidade(t, maria, { nomeunidade: 'Em SP 1' });
    await criarUnidade(t, maria, { nomeunidade: 'Em SP 2' });
    // The units are São Paulo's by default; one is moved to Mato Grosso.
    const mt = await criarUnidade(t, maria, { nomeunidade: 'Em MT' });
    await t.db.update(schema.objeto).set({ uf: 'MT', cidade: 5103403 }).where(eq(schema.objeto.id, mt));
    const res = await list(admin, { q: 'Maria' });
    expect(res.json().data.items).toEqual([expect.objectContaining({ nome: 'Maria Sem UF', uf: 'SP' })]);
    // The user's own UF, when set, wins; a user without units has none.
    expect(nomes(await list(admin, { sort: 'uf' }))).toEqual([
      'ana Souza',
      'Beatriz Admin',
      'Zeca Lima',
      'João Ávila',
      'Maria Sem UF',
    ]);
  });

  it('sorts by each column, both directions', async () => {
    const expectations: [sort: string, asc: string[]][] = [
      ['nome', ['ana Souza', 'Beatriz Admin', 'João Ávila', 'Zeca Lima']],
      ['totalObjetos', ['ana Souza', 'Beatriz Admin', 'Zeca Lima', 'João Ávila']],
      // No UF first (empty), then GO, MT.
      ['uf', ['ana Souza', 'Beatriz Admin', 'Zeca Lima', 'João Ávila']],
      ['role', ['Beatriz Admin', 'ana Souza', 'João Ávila', 'Zeca Lima']],
      ['status', ['Beatriz Admin', 'João Ávila', 'ana Souza', 'Zeca Lima']],
    ];
    for (const [sort, asc] of expectations) {
      expect(nomes(await list(admin, { sort })), sort).toEqual(asc);
    }
    expect(nomes(await list(admin, { sort: 'nome', order: 'desc' }))).toEqual([
      'Zeca Lima',
      'João Ávila',
      'Beatriz Admin',
      'ana Souza',
    ]);
    expect(nomes(await list(admin, { sort: 'totalObjetos', order: 'desc' })).slice(0, 2)).toEqual([
      'João Ávila',
      'Zeca Lima',
    ]);
    const byEmail = [admin, joao, ana, zeca].map((u) => u.email).sort();
    const res = await list(admin, { sort: 'email' });
    expect((res.json().data.items as { email: string }[]).map((i) => i.email)).toEqual(byEmail);
  });

  it('searches by name ignoring case and accents', async () => {
    expect(nomes(await list(admin, { q: 'joao' }))).toEqual(['João Ávila']);
    expect(nomes(await list(admin, { q: 'AVILA' }))).toEqual(['João Ávila']);
    expect(nomes(await list(admin, { q: 'ÂNA' }))).toEqual(['ana Souza']);
    // LIKE wildcards are text, not patterns.
    expect(nomes(await list(admin, { q: '%' }))).toEqual([]);
    const res = await list(admin, { q: 'a' });
    expect(res.json().data.pagination.totalItems).toBe(4);
  });

  it('filters by role and status', async () => {
    expect(nomes(await list(admin, { role: 'administrador' }))).toEqual(['Beatriz Admin']);
    expect(nomes(await list(admin, { status: 'termos-pendentes' }))).toEqual(['Zeca Lima']);
    expect(nomes(await list(admin, { status: 'pendente', q: 'souza' }))).toEqual(['ana Souza']);
  });

  it('shows a pending e-mail change as troca-de-email', async () => {
    const res = await call('PUT', `/Admin/Usuario/${joao.id}`, admin, {
      payload: { nome: 'João Ávila', email: 'joao.novo@exemplo.com.br', celular: '(65)99999-8888' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('troca-de-email');
    expect(nomes(await list(admin, { status: 'troca-de-email' }))).toEqual(['João Ávila']);
  });

  it('pages: sizes, the last page and a page past the end', async () => {
    const first = await list(admin, { pageSize: '3' });
    expect(nomes(first)).toEqual(['ana Souza', 'Beatriz Admin', 'João Ávila']);
    expect(first.json().data.pagination).toEqual({ page: 1, pageSize: 3, totalItems: 4, totalPages: 2 });
    const last = await list(admin, { pageSize: '3', page: '2' });
    expect(nomes(last)).toEqual(['Zeca Lima']);
    const past = await list(admin, { pageSize: '3', page: '3' });
    expect(past.json().data).toEqual({
      items: [],
      pagination: { page: 3, pageSize: 3, totalItems: 4, totalPages: 2 },
    });
    const none = await list(admin, { q: 'ninguém' });
    expect(none.json().data.pagination).toEqual({ page: 1, pageSize: 50, totalItems: 0, totalPages: 0 });
  });

  it('refuses bad parameters in Portuguese, per field', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ page: '0' }, 'page', 'Página inválida'],
      [{ pageSize: '101' }, 'pageSize', 'Use no máximo 100 itens por página'],
      [{ sort: 'senha' }, 'sort', 'Ordenação inválida'],
      [{ order: 'up' }, 'order', 'Direção de ordenação inválida'],
      [{ role: 'root' }, 'role', 'Papel inválido'],
      [{ status: 'bloqueado' }, 'status', 'Situação inválida'],
      [{ q: 'x'.repeat(121) }, 'q', 'Use no máximo 120 caracteres'],
    ];
    for (const [query, field, message] of cases) {
      const res = await list(admin, query);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields, field).toEqual({ [field]: message });
    }
  });
});

describe('GET Admin/Usuario/:userId', () => {
  it('answers the user and their units, and records the read in the audit log', async () => {
    const admin = await createUser(t, { role: 'administrador', nome: 'Ana Admin' });
    const dono = await createUser(t, { nome: 'Dono' });
    const unidade = await criarUnidade(t, dono, { nomeunidade: 'Açougue Norte' });
    const [edicao] = await t.db.select({ id: schema.edicao.id }).from(schema.edicao).limit(1);
    const finalizadoEm = new Date('2025-06-15T12:00:00.000Z');
    await t.db
      .insert(schema.questionario)
      .values([
        { objetoId: unidade, edicaoId: edicao!.id, usuarioId: dono.id, finalizado: true, finalizadoEm },
      ]);
    const res = await call('GET', `/Admin/Usuario/${dono.id}`, admin);
    expect(res.statusCode).toBe(200);
    const { usuario, objetos } = res.json().data;
    expect(usuario).toEqual({
      id: dono.id,
      nome: 'Dono',
      email: dono.email,
      celular: '65999998888',
      uf: null,
      role: 'visitante',
      status: 'ativo',
      criadoEm: expect.any(String),
      emailPendente: null,
    });
    expect(objetos).toEqual([
      {
        id: unidade,
        nomeunidade: 'Açougue Norte',
        categoria: {
          id: 3,
          titulo: expect.any(String),
          descricao: expect.any(String),
          sigla: expect.any(String),
          cor: expect.any(String),
        },
        uf: 'SP',
        municipio: 'São Paulo',
        guias: 1,
        ultimoFinalizadoEm: finalizadoEm.toISOString(),
      },
    ]);
    expect(res.body).not.toContain('password');
    const rows = await auditRows(dono.id);
    expect(rows).toMatchObject([{ atorId: admin.id, atorNome: 'Ana Admin', acao: 'usuario.ver' }]);
  });

  it('answers 404 for a user that does not exist and 400 for a bad id', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    expect((await call('GET', '/Admin/Usuario/999999', admin)).statusCode).toBe(404);
    const bad = await call('GET', '/Admin/Usuario/abc', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ userId: 'Usuário inválido' });
  });

  it('does not answer when the audit row cannot be written', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    const dono = await createUser(t);
    await semAuditoria(async () => {
      const res = await call('GET', `/Admin/Usuario/${dono.id}`, admin);
      expect(res.statusCode).toBe(503);
      expect(res.body).not.toContain(dono.email);
    });
  });
});

/** Runs `fn` while the database refuses every new audit row. */
async function semAuditoria(fn: () => Promise<void>) {
  await t.db.execute(sql`create or replace function auditoria_recusa() returns trigger language plpgsql as
    $$ begin raise exception 'auditoria indisponível'; end $$`);
  await t.db.execute(
    sql`create trigger auditoria_recusa before insert on auditoria for each row execute function auditoria_recusa()`,
  );
  try {
    await fn();
  } finally {
    await t.db.execute(sql`drop trigger auditoria_recusa on auditoria`);
  }
}

describe('PUT Admin/Usuario/:userId/Role', () => {
  const setRole = (actor: TestUser, target: number, role: unknown) =>
    call('PUT', `/Admin/Usuario/${target}/Role`, actor, { payload: { role } });

  it('grants and revokes with immediate effect on the target’s existing token, audited', async () => {
    const admin = await createUser(t, { role: 'administrador', nome: 'Ana Admin' });
    const alvo = await createUser(t);
    expect((await list(alvo)).statusCode).toBe(404);

    const grant = await setRole(admin, alvo.id, 'administrador');
    expect(grant.statusCode).toBe(200);
    expect(grant.json()).toMatchObject({
      data: { id: alvo.id, role: 'administrador' },
      message: MESSAGES.roleGranted,
    });
    // The same token as before, now an administrator's.
    expect((await list(alvo)).statusCode).toBe(200);

    const revoke = await setRole(admin, alvo.id, 'visitante');
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().message).toBe(MESSAGES.roleRevoked);
    expect((await list(alvo)).statusCode).toBe(404);

    const rows = await t.db
      .select()
      .from(schema.auditoria)
      .where(eq(schema.auditoria.acao, 'usuario.role'))
      .orderBy(schema.auditoria.id);
    expect(rows).toMatchObject([
      {
        atorId: admin.id,
        atorNome: 'Ana Admin',
        alvoUsuarioId: alvo.id,
        detalhes: { de: 'visitante', para: 'administrador' },
      },
      { atorId: admin.id, alvoUsuarioId: alvo.id, detalhes: { de: 'administrador', para: 'visitante' } },
    ]);
  });

  it('a repeated grant changes nothing and writes no audit row', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    const outro = await createUser(t, { role: 'administrador' });
    const res = await setRole(admin, outro.id, 'administrador');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.roleUnchanged);
    expect(await auditRows(outro.id)).toEqual([]);
  });

  it('refuses self-revocation with a Portuguese message', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    await createUser(t, { role: 'administrador' });
    const res = await setRole(admin, admin.id, 'visitante');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ clientMessage: MESSAGES.selfRevoke, code: 'self_revoke' });
    expect(await roleOf(admin.id)).toBe('administrador');
    expect(await auditRows(admin.id)).toEqual([]);
  });

  it('never leaves the platform without an administrator, even when two revoke each other at once', async () => {
    const a = await createUser(t, { role: 'administrador' });
    const b = await createUser(t, { role: 'administrador' });
    const results = await Promise.all([setRole(a, b.id, 'visitante'), setRole(b, a.id, 'visitante')]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = results.find((r) => r.statusCode !== 200)!;
    // Refused inside the locked transaction (the last administrator), or, when the winner committed
    // before the loser's request was let in, at the door (no longer an administrator).
    if (refused.statusCode === 409) {
      expect(refused.json()).toMatchObject({ clientMessage: MESSAGES.lastAdmin, code: 'last_admin' });
    } else {
      expect(refused.statusCode).toBe(404);
    }
    const roles = [await roleOf(a.id), await roleOf(b.id)].sort();
    expect(roles).toEqual(['administrador', 'visitante']);
  });

  it('refuses to revoke the last administrator (service guard)', async () => {
    const unico = await createUser(t, { role: 'administrador' });
    const ex = await createUser(t);
    // An actor who lost the role in the meantime tries to revoke the only administrator left.
    await expect(setAdminRole(t.db, ex.id, unico.id, 'visitante')).rejects.toMatchObject({
      statusCode: 409,
      message: MESSAGES.lastAdmin,
    });
    expect(await roleOf(unico.id)).toBe('administrador');
    // And a grant by someone who is no longer an administrator is refused as not found.
    await expect(setAdminRole(t.db, ex.id, ex.id, 'administrador')).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await roleOf(ex.id)).toBe('visitante');
  });

  it('does not change the role when the audit row cannot be written', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    const alvo = await createUser(t);
    await semAuditoria(async () => {
      const res = await setRole(admin, alvo.id, 'administrador');
      expect(res.statusCode).toBe(503);
    });
    expect(await roleOf(alvo.id)).toBe('visitante');
    expect((await list(alvo)).statusCode).toBe(404);
  });

  it('refuses a bad role and an unknown user', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    const bad = await setRole(admin, admin.id, 'root');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ role: 'Escolha administrador ou visitante' });
    expect((await setRole(admin, 999_999, 'administrador')).statusCode).toBe(404);
  });
});

describe('PUT Admin/Usuario/:userId', () => {
  const NEW = 'novo.endereco@exemplo.com.br';
  const edit = (actor: TestUser, target: number, payload: unknown) =>
    call('PUT', `/Admin/Usuario/${target}`, actor, { payload });

  async function mailsTo(email: string) {
    await t.app.afterResponseIdle();
    return t.db
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.para, email))
      .orderBy(desc(schema.emailOutbox.id));
  }

  it('changes name and phone at once and records the changed field names', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    const dono = await createUser(t, { nome: 'Nome Antigo' });
    const res = await edit(admin, dono.id, {
      nome: ' Nome Novo ',
      email: dono.email,
      celular: '(11)98888-7777',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { nome: 'Nome Novo', email: dono.email, celular: '11988887777', emailPendente: null },
      message: MESSAGES.saved,
    });
    expect(await auditRows(dono.id)).toMatchObject([
      { acao: 'usuario.editar', atorId: admin.id, detalhes: { campos: ['nome', 'celular'] } },
    ]);
  });

  it('keeps a new e-mail pending until the user confirms the code; login keeps the old one', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    const dono = await createUser(t, { nome: 'Dono' });
    const res = await edit(admin, dono.id, { nome: 'Dono', email: NEW, celular: '(65)99999-8888' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { email: dono.email, emailPendente: NEW, status: 'troca-de-email' },
      message: MESSAGES.emailPending,
    });
    expect(await auditRows(dono.id)).toMatchObject([{ detalhes: { campos: ['email'] } }]);

    const login = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Login',
        payload: { alternativa: 'EMAIL', email, password: dono.password },
      });
    expect((await login(dono.email)).statusCode).toBe(200);
    expect((await login(NEW)).statusCode).not.toBe(200);

    // The code went to the new address, and the current one was told.
    const [codeMail] = await mailsTo(NEW);
    const codigo = codeMail?.texto.match(/código de confirmação é: (\d{6})/)?.[1];
    expect(codigo).toMatch(/^\d{6}$/);
    const [aviso] = await mailsTo(dono.email);
    expect(aviso?.texto).toContain(NEW);

    // The user confirms in Configurações: from then on the account and login use the new e-mail.
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/Configuracao/ConfirmarEmail',
      headers: dono.auth,
      payload: { codigo },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await login(NEW)).statusCode).toBe(200);
  });

  it('refuses an e-mail of another account with the field message', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    const dono = await createUser(t);
    const res = await edit(admin, dono.id, { nome: 'Dono', email: admin.email, celular: '(65)99999-8888' });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ email: MESSAGES.emailTaken });
    expect(await auditRows(dono.id)).toEqual([]);
  });

  it('refuses bad input per field in Portuguese, and changes nothing', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    const dono = await createUser(t, { nome: 'Dono' });
    const res = await edit(admin, dono.id, { nome: '  ', email: 'nao-e-email', celular: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      nome: 'Informe o nome',
      email: 'Informe um e-mail válido',
      celular: 'Informe um celular válido: (99)99999-9999',
    });
    const [row] = await t.db.select().from(schema.usuario).where(eq(schema.usuario.id, dono.id));
    expect(row?.nome).toBe('Dono');
  });

  it('changes nothing when the audit row cannot be written', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    const dono = await createUser(t, { nome: 'Dono' });
    await semAuditoria(async () => {
      const res = await edit(admin, dono.id, { nome: 'Outro', email: NEW, celular: '(65)99999-8888' });
      expect(res.statusCode).toBe(503);
    });
    const [row] = await t.db.select().from(schema.usuario).where(eq(schema.usuario.id, dono.id));
    expect(row?.nome).toBe('Dono');
    const codes = await t.db
      .select()
      .from(schema.codigoVerificacao)
      .where(eq(schema.codigoVerificacao.usuarioId, dono.id));
    expect(codes).toEqual([]);
    expect(await mailsTo(NEW)).toEqual([]);
  });
});

describe('GET Admin/Usuario/:userId/Acessos', () => {
  it('pages the audit rows about the user, newest first', async () => {
    const admin = await createUser(t, { role: 'administrador', nome: 'Ana Admin' });
    const dono = await createUser(t);
    const outro = await createUser(t);
    await call('GET', `/Admin/Usuario/${dono.id}`, admin);
    await call('PUT', `/Admin/Usuario/${dono.id}/Role`, admin, { payload: { role: 'administrador' } });
    await call('GET', `/Admin/Usuario/${outro.id}`, admin);

    const res = await call('GET', `/Admin/Usuario/${dono.id}/Acessos`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      items: [
        {
          id: expect.any(Number),
          criadoEm: expect.any(String),
          atorNome: 'Ana Admin',
          acao: 'usuario.role',
          detalhes: { de: 'visitante', para: 'administrador' },
        },
        {
          id: expect.any(Number),
          criadoEm: expect.any(String),
          atorNome: 'Ana Admin',
          acao: 'usuario.ver',
          detalhes: {},
        },
      ],
      pagination: { page: 1, pageSize: 20, totalItems: 2, totalPages: 1 },
    });
    const second = await call('GET', `/Admin/Usuario/${dono.id}/Acessos`, admin, {
      query: { page: '2', pageSize: '1' },
    });
    expect(second.json().data.items.map((i: { acao: string }) => i.acao)).toEqual(['usuario.ver']);
    // Reading the trail is not itself a read of the producer's data: nothing was added.
    expect(await auditRows(dono.id)).toHaveLength(2);
  });
});
