import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { notificar } from './notificacao.service.ts';

let t: TestApp;
let ana: TestUser;
let bia: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
});
beforeEach(async () => {
  await t.reset();
  ana = await createUser(t);
  bia = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const nova = (usuarioId: number, chave: string, titulo = chave) => ({
  usuarioId,
  chave,
  tipo: 'lembrete',
  titulo,
  mensagem: `Mensagem ${chave}`,
  link: '/objetos',
});

const listar = (user: TestUser, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/Notificacoes${query}`, headers: user.auth });

describe('notificar', () => {
  it('writes a notice once per user and key, and answers only what it inserted', async () => {
    const primeira = await notificar(t.db, [nova(ana.id, 'lembrete:1:30'), nova(bia.id, 'lembrete:1:30')]);
    expect(primeira.map((x) => x.usuarioId).sort()).toEqual([ana.id, bia.id].sort());
    // Run again (a second tick, another server): nothing new, nothing to e-mail.
    const [segunda, terceira] = await Promise.all([
      notificar(t.db, [nova(ana.id, 'lembrete:1:30'), nova(ana.id, 'lembrete:1:7')]),
      notificar(t.db, [nova(ana.id, 'lembrete:1:7')]),
    ]);
    expect([...segunda, ...terceira].map((x) => x.chave)).toEqual(['lembrete:1:7']);
    expect((await listar(ana)).json().data.pagination.totalItems).toBe(2);
  });
});

describe('GET /api/Notificacoes', () => {
  it("lists the caller's notices newest first, paged, with the unread count", async () => {
    for (let i = 1; i <= 3; i += 1) await notificar(t.db, [nova(ana.id, `k${i}`, `Aviso ${i}`)]);
    await notificar(t.db, [nova(bia.id, 'k9', 'De outra pessoa')]);
    const res = await listar(ana, '?page=1&pageSize=2');
    expect(res.statusCode).toBe(200);
    const { items, pagination, nao_lidas } = res.json().data;
    expect(items.map((x: { titulo: string }) => x.titulo)).toEqual(['Aviso 3', 'Aviso 2']);
    expect(items[0]).toMatchObject({
      tipo: 'lembrete',
      mensagem: 'Mensagem k3',
      link: '/objetos',
      lida: false,
    });
    expect(pagination).toEqual({ page: 1, pageSize: 2, totalItems: 3, totalPages: 2 });
    expect(nao_lidas).toBe(3);
    const segunda = (await listar(ana, '?page=2&pageSize=2')).json().data.items;
    expect(segunda.map((x: { titulo: string }) => x.titulo)).toEqual(['Aviso 1']);
  });

  it('refuses a bad page with a message per field, and asks for a login', async () => {
    const res = await listar(ana, '?page=0&pageSize=500');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      page: 'Página inválida',
      pageSize: 'Use no máximo 100 itens por página',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/Notificacoes' })).statusCode).toBe(401);
  });
});

describe('PUT /api/Notificacoes/{id}/Lida and /Lidas', () => {
  it("marks the caller's notice read, again without change; another user's answers 404", async () => {
    const [minha] = await notificar(t.db, [nova(ana.id, 'a')]);
    const [dela] = await notificar(t.db, [nova(bia.id, 'b')]);
    const marcar = (user: TestUser, id: number) =>
      t.app.inject({ method: 'PUT', url: `/api/Notificacoes/${id}/Lida`, headers: user.auth });
    expect((await marcar(ana, minha!.id)).statusCode).toBe(200);
    expect((await marcar(ana, minha!.id)).statusCode).toBe(200);
    expect((await marcar(ana, dela!.id)).statusCode).toBe(404);
    expect((await marcar(ana, 999_999)).statusCode).toBe(404);
    expect((await listar(ana)).json().data).toMatchObject({ nao_lidas: 0, items: [{ lida: true }] });
    expect((await listar(bia)).json().data).toMatchObject({ nao_lidas: 1, items: [{ lida: false }] });
  });

  it("marks every notice of the caller read, and only the caller's", async () => {
    await notificar(t.db, [nova(ana.id, 'a'), nova(ana.id, 'b'), nova(bia.id, 'c')]);
    const res = await t.app.inject({ method: 'PUT', url: '/api/Notificacoes/Lidas', headers: ana.auth });
    expect(res.statusCode).toBe(200);
    expect((await listar(ana)).json().data.nao_lidas).toBe(0);
    expect((await listar(bia)).json().data.nao_lidas).toBe(1);
  });
});

describe('GET and PUT /api/Configuracao/Lembretes', () => {
  it("turns the caller's reminder e-mails off and on (on by default); bad input changes nothing", async () => {
    const ler = async (user: TestUser) =>
      (await t.app.inject({ method: 'GET', url: '/api/Configuracao/Lembretes', headers: user.auth })).json()
        .data;
    const gravar = (user: TestUser, payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/Configuracao/Lembretes',
        headers: user.auth,
        payload: payload as object,
      });
    expect(await ler(ana)).toEqual({ lembretes_email: true });
    expect((await gravar(ana, { lembretes_email: false })).json().message).toBe(
      'Você não receberá mais lembretes por e-mail.',
    );
    expect(await ler(ana)).toEqual({ lembretes_email: false });
    expect(await ler(bia)).toEqual({ lembretes_email: true });
    const ruim = await gravar(ana, { lembretes_email: 'talvez' });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().fields).toEqual({ lembretes_email: 'Informe se deseja receber lembretes por e-mail' });
    expect(await ler(ana)).toEqual({ lembretes_email: false });
  });
});
