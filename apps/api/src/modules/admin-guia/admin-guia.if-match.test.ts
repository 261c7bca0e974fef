import type { AdminEstrutura } from '@guia/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, edicaoDisponivel, type TestUser } from '../../test/factories.ts';
import { MENSAGENS_ESTRUTURA } from './admin-guia.estrutura.ts';
import { MENSAGENS } from './admin-guia.service.ts';

// The structure save as the spec writes it (a bare array of criteria) and its protection against two
// administrators overwriting each other with HTTP's own tools (ETag on the GET, If-Match on the save).

let t: TestApp;
let admin: TestUser;
let edicaoId: number;
let p1: number;
let ano = 2070;

beforeAll(async () => {
  t = await buildTestApp();
  await edicaoDisponivel(t);
  admin = await createUser(t, { role: 'administrador' });
});

beforeEach(async () => {
  ano += 1;
  const seeded = await edicaoDisponivel(t);
  const dup = await t.app.inject({
    method: 'POST',
    url: `/api/Admin/Guia/${seeded}`,
    headers: admin.auth,
    payload: { ano },
  });
  expect(dup.statusCode, dup.body).toBe(201);
  edicaoId = dup.json().data.id;
  const [p] = await t.db
    .select({ id: schema.principio.id })
    .from(schema.principio)
    .where(and(eq(schema.principio.edicaoId, edicaoId), eq(schema.principio.codigo, 1)));
  p1 = p!.id;
});

afterAll(async () => {
  await t.close();
});

async function ler() {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/Admin/Guia/${edicaoId}/Indicador/${p1}`,
    headers: admin.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { etag: res.headers.etag as string, estrutura: res.json().data as AdminEstrutura };
}

function salvar(payload: unknown, ifMatch?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/Admin/Guia/${edicaoId}/Indicador/${p1}`,
    headers: { ...admin.auth, ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
    payload: payload as object,
  });
}

/** What the GET answered, renamed: the spec's client sends the criteria back as they came. */
function renomeado(e: AdminEstrutura, titulo: string) {
  const [primeiro, ...resto] = e.criterios;
  return [{ ...primeiro!, titulo }, ...resto];
}

describe('POST Admin/Guia/{id}/Indicador/{principioId} with the spec body', () => {
  it("sends an ETag of the principle's version on the GET and on every save", async () => {
    const { etag, estrutura } = await ler();
    expect(etag).toBe(`"principio-${p1}-v${estrutura.versao}"`);
    const res = await salvar(renomeado(estrutura, 'Gestão da água'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MENSAGENS.atualizado);
    expect(res.headers.etag).toBe(`"principio-${p1}-v${estrutura.versao + 1}"`);
    const depois = await ler();
    expect(depois.etag).toBe(res.headers.etag);
    expect(depois.estrutura.criterios[0]!.titulo).toBe('Gestão da água');
    expect(depois.estrutura.criterios.map((c) => c.id)).toEqual(estrutura.criterios.map((c) => c.id));
  });

  it('accepts a save whose If-Match is current (or *), refuses one from an older GET with 409', async () => {
    const antes = await ler();
    const primeiro = await salvar(renomeado(antes.estrutura, 'Primeiro'), antes.etag);
    expect(primeiro.statusCode, primeiro.body).toBe(200);
    const atrasado = await salvar(renomeado(antes.estrutura, 'Atrasado'), antes.etag);
    expect(atrasado.statusCode).toBe(409);
    expect(atrasado.json().error).toBe(MENSAGENS_ESTRUTURA.versaoAntiga);
    expect((await ler()).estrutura.criterios[0]!.titulo).toBe('Primeiro');
    const qualquer = await salvar(renomeado(antes.estrutura, 'Qualquer'), '*');
    expect(qualquer.statusCode).toBe(200);
    // A tag of another principle, or garbage, never matches.
    const atual = await ler();
    expect(
      (await salvar(atual.estrutura.criterios, `"principio-${p1 + 1}-v${atual.estrutura.versao}"`))
        .statusCode,
    ).toBe(409);
    expect((await salvar(atual.estrutura.criterios, 'qualquer-coisa')).statusCode).toBe(409);
  });

  it('lets exactly one of two saves from the same GET through', async () => {
    const { etag, estrutura } = await ler();
    const [a, b] = await Promise.all([
      salvar(renomeado(estrutura, 'Versão A'), etag),
      salvar(renomeado(estrutura, 'Versão B'), etag),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const vencedor = a.statusCode === 200 ? 'Versão A' : 'Versão B';
    expect((await ler()).estrutura.criterios[0]!.titulo).toBe(vencedor);
  });

  it('keeps the object body with versao, checked with If-Match when both are sent', async () => {
    const { etag, estrutura } = await ler();
    const objeto = { versao: estrutura.versao, criterios: estrutura.criterios };
    expect((await salvar({ ...objeto, versao: estrutura.versao + 5 })).statusCode).toBe(409);
    expect((await salvar({ ...objeto, versao: estrutura.versao + 5 }, etag)).statusCode).toBe(409);
    expect((await salvar(objeto, etag)).statusCode).toBe(200);
  });

  it('refuses a bad criterion per field and a body that is not a list, changing nothing', async () => {
    const { estrutura } = await ler();
    const vazio = await salvar(renomeado(estrutura, '  '));
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().fields).toEqual({ '0.titulo': 'Preencha um texto válido' });
    const nada = await salvar({ itens: [] });
    expect(nada.statusCode).toBe(400);
    expect(nada.json().error).toBe('Envie a lista de critérios do princípio');
    expect((await ler()).estrutura).toEqual(estrutura);
  });
});
