import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';

let t: TestApp;
let admin: TestUser;
let holder: TestUser;
let requester: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
});
beforeEach(async () => {
  await t.reset();
  admin = await createUser(t, { role: 'administrador', nome: 'Ana Admin' });
  holder = await createUser(t, { nome: 'Titular Antigo' });
  requester = await createUser(t, { nome: 'Dona Verdadeira' });
  // As the e-mail confirmation leaves it: the requester's account without the CPF, and a draft.
  await t.db.update(schema.usuario).set({ cpf: null });
  await t.db.update(schema.usuario).set({ cpf: '52998224725' }).where(eq(schema.usuario.id, holder.id));
});
afterAll(async () => {
  await t.close();
});

async function draft(usuarioId = requester.id) {
  const [row] = await t.db
    .insert(schema.solicitacaoDocumento)
    .values({ usuarioId, tipo: 'cpf', documento: '52998224725' })
    .returning();
  return row!;
}

const send = (who?: TestUser) =>
  t.app.inject({ method: 'POST', url: '/api/SolicitacaoDocumento', headers: who?.auth ?? {} });
const list = (query = '', who: TestUser = admin) =>
  t.app.inject({ method: 'GET', url: `/api/Admin/SolicitacaoDocumento${query}`, headers: who.auth });
const decide = (id: number, act: 'Resolver' | 'Rejeitar', who: TestUser = admin) =>
  t.app.inject({ method: 'POST', url: `/api/Admin/SolicitacaoDocumento/${id}/${act}`, headers: who.auth });
const audits = () => t.db.select().from(schema.auditoria);

describe('POST /api/SolicitacaoDocumento', () => {
  it('needs a session, and sends only the caller’s own draft', async () => {
    expect((await send()).statusCode).toBe(401);
    expect((await send(requester)).statusCode).toBe(404);
    const row = await draft();
    expect((await send(holder)).statusCode).toBe(404);
    const res = await send(requester);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { id: row.id, tipo: 'cpf', situacao: 'aberta' },
      message: expect.stringMatching(/Pedido enviado ao suporte/),
    });
    expect((await send(requester)).statusCode).toBe(404);
  });
});

describe('GET /api/Admin/SolicitacaoDocumento', () => {
  it('lists the open requests with requester and current holder, paginated, and audits the read', async () => {
    await draft();
    expect((await list()).json().data.items).toEqual([]); // a draft is not a request yet
    await send(requester);
    const res = await list('?pageSize=1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      items: [
        {
          id: expect.any(Number),
          tipo: 'cpf',
          documento: '52998224725',
          situacao: 'aberta',
          enviadaEm: expect.any(String),
          decididaEm: null,
          solicitante: { id: requester.id, nome: 'Dona Verdadeira', email: requester.email },
          titular: { id: holder.id, nome: 'Titular Antigo', email: holder.email },
        },
      ],
      pagination: { page: 1, pageSize: 1, totalItems: 1, totalPages: 1 },
    });
    expect((await audits()).map((a) => a.acao)).toContain('solicitacao-documento.listar');
    expect((await list('?situacao=resolvida')).json().data.items).toEqual([]);
    expect((await list('?situacao=x')).statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    expect((await list('', requester)).statusCode).toBe(404);
  });
});

describe('POST /api/Admin/SolicitacaoDocumento/{id}/Resolver and /Rejeitar', () => {
  it('resolving moves the document to the requester in one act, audited for both accounts', async () => {
    const { id } = await draft();
    await send(requester);
    const res = await decide(id, 'Resolver');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ situacao: 'resolvida', titular: null });
    const [a, b] = await Promise.all(
      [holder.id, requester.id].map(async (uid) => {
        const [row] = await t.db.select().from(schema.usuario).where(eq(schema.usuario.id, uid));
        return row!;
      }),
    );
    expect(a?.cpf).toBeNull();
    expect(b).toMatchObject({ cpf: '52998224725', selecao: 'cpf' });
    const rows = (await audits()).filter((r) => r.acao === 'solicitacao-documento.resolver');
    expect(rows.map((r) => r.alvoUsuarioId).sort()).toEqual([holder.id, requester.id].sort());
    expect((await decide(id, 'Resolver')).statusCode).toBe(409);
    expect((await decide(id, 'Rejeitar')).statusCode).toBe(409);
  });

  it('rejecting changes no account and is audited; drafts and unknown ids answer 404', async () => {
    const { id } = await draft();
    expect((await decide(id, 'Rejeitar')).statusCode).toBe(404);
    await send(requester);
    expect((await decide(id, 'Rejeitar', requester)).statusCode).toBe(404);
    const res = await decide(id, 'Rejeitar');
    expect(res.json().data).toMatchObject({ situacao: 'rejeitada', titular: { id: holder.id } });
    const [row] = await t.db.select().from(schema.usuario).where(eq(schema.usuario.id, holder.id));
    expect(row!.cpf).toBe('52998224725');
    expect(
      (await audits()).some(
        (r) => r.acao === 'solicitacao-documento.rejeitar' && r.alvoUsuarioId === requester.id,
      ),
    ).toBe(true);
    expect((await decide(999_999, 'Resolver')).statusCode).toBe(404);
  });
});
