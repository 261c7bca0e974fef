import { MENSAGENS_PLANO } from '@guia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { formulario } from '../../test/multipart.ts';
import {
  abrirApp,
  cenario,
  editar,
  ler,
  limpar,
  planoCriado,
  registrar,
  remover,
} from './plano-acao.test-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await abrirApp();
});

beforeEach(async () => {
  await limpar(t);
});

afterAll(async () => {
  await t.close();
});

const nota = (texto: string) => ({ payload: { nota: texto } });

describe('PUT /api/PlanoAcao/Item/:id', () => {
  it("changes an item's target, deadline, actions and person in charge, and marks it done", async () => {
    const c = await cenario(t);
    const plano = await planoCriado(t, c);
    const id = plano.itens[0]!.id;
    const res = await editar(t, c.user, id, {
      peso_meta: 4,
      prazo: '2099-12-31',
      acoes: 'Cercar as nascentes',
      responsavel: 'Maria',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      peso_meta: 4,
      prazo: '2099-12-31',
      acoes: 'Cercar as nascentes',
      responsavel: 'Maria',
      estado: 'planejada',
    });
    const concluida = await editar(t, c.user, id, { estado: 'concluida' });
    // What is not sent stays as it was.
    expect(concluida.json().data).toMatchObject({
      estado: 'concluida',
      concluido_em: expect.any(String),
      responsavel: 'Maria',
      peso_meta: 4,
    });
    const reaberta = await editar(t, c.user, id, { estado: 'em_andamento', responsavel: null });
    expect(reaberta.json().data).toMatchObject({
      estado: 'em_andamento',
      concluido_em: null,
      responsavel: null,
    });
  });

  it('refuses a target not above the current level and a new deadline in the past, per field', async () => {
    const c = await cenario(t);
    const plano = await planoCriado(t, c);
    const res = await editar(t, c.user, plano.itens[0]!.id, { peso_meta: 2, prazo: '2020-01-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      peso_meta: MENSAGENS_PLANO.metaInvalida,
      prazo: MENSAGENS_PLANO.prazoPassado,
    });
    const vazio = await editar(t, c.user, plano.itens[0]!.id, {});
    expect(vazio.statusCode).toBe(400);
  });

  it("answers another user's item with 404, and an administrator's change too", async () => {
    const c = await cenario(t);
    const plano = await planoCriado(t, c);
    const id = plano.itens[0]!.id;
    for (const quem of [await createUser(t), await createUser(t, { role: 'administrador' })]) {
      expect((await editar(t, quem, id, { acoes: 'Outra coisa' })).statusCode).toBe(404);
      expect((await remover(t, quem, id)).statusCode).toBe(404);
      expect((await registrar(t, quem, id, nota('Feito'))).statusCode).toBe(404);
    }
    expect((await editar(t, c.user, 987_654, { acoes: 'x' })).statusCode).toBe(404);
  });

  it('refuses changes to a plan already evaluated (409)', async () => {
    const c = await cenario(t);
    const plano = await planoCriado(t, c);
    await t.db
      .update(schema.planoAcao)
      .set({ avaliadoEm: new Date() })
      .where(eq(schema.planoAcao.id, plano.id));
    const res = await editar(t, c.user, plano.itens[0]!.id, { acoes: 'Tarde demais' });
    expect(res.statusCode).toBe(409);
    expect(res.json().clientMessage).toBe(MENSAGENS_PLANO.planoAvaliado);
    // It is now the previous plan, and a new one may be made.
    expect((await ler(t, c.user, c.objetoId)).json().data).toMatchObject({
      ativo: null,
      anterior: { id: plano.id },
    });
  });
});

describe('DELETE /api/PlanoAcao/Item/:id', () => {
  it("removes an item still 'planejada' without records; the others answer 409 (cancel instead)", async () => {
    const c = await cenario(t);
    const plano = await planoCriado(t, c);
    const [a, b, d] = [plano.itens[0]!, plano.itens[1]!, plano.itens[2]!];
    expect((await remover(t, c.user, a.id)).statusCode).toBe(200);
    await registrar(t, c.user, b.id, nota('Comecei'));
    await editar(t, c.user, d.id, { estado: 'cancelada' });
    for (const id of [b.id, d.id]) {
      const res = await remover(t, c.user, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().clientMessage).toBe(MENSAGENS_PLANO.naoRemovivel);
    }
    const itens = (await ler(t, c.user, c.objetoId)).json().data.ativo.itens as { id: number }[];
    expect(itens.map((i) => i.id)).not.toContain(a.id);
    expect(itens).toHaveLength(4);
  });

  it('takes the plan away with its last item, so a new plan can be made', async () => {
    const c = await cenario(t);
    const plano = await planoCriado(t, c);
    for (const i of plano.itens) expect((await remover(t, c.user, i.id)).statusCode).toBe(200);
    expect((await ler(t, c.user, c.objetoId)).json().data).toEqual({ ativo: null, anterior: null });
  });
});

describe('POST /api/PlanoAcao/Item/:id/Registro', () => {
  it("records a note (JSON) and moves a 'planejada' item to 'em_andamento'", async () => {
    const c = await cenario(t);
    const plano = await planoCriado(t, c);
    const id = plano.itens[0]!.id;
    const res = await registrar(t, c.user, id, nota('Comprei o arame'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ nota: 'Comprei o arame', arquivo: null });
    const item = (await ler(t, c.user, c.objetoId)).json().data.ativo.itens[0];
    expect(item.estado).toBe('em_andamento');
    expect(item.registros).toHaveLength(1);
    const semNota = await registrar(t, c.user, id, nota('   '));
    expect(semNota.statusCode).toBe(400);
    expect(semNota.json().fields).toEqual({ nota: MENSAGENS_PLANO.nota });
  });

  it('records a note with a file (multipart), which the owner and an administrator (audited) download', async () => {
    const c = await cenario(t);
    const plano = await planoCriado(t, c);
    const id = plano.itens[1]!.id;
    const form = await formulario({ nota: 'Nota fiscal do arame' }, { nome: 'nota.pdf', bytes: PDF });
    const res = await registrar(t, c.user, id, form);
    expect(res.statusCode, res.body).toBe(201);
    const registro = res.json().data;
    expect(registro.arquivo).toMatchObject({ nome: 'nota.pdf', tamanho: PDF.length });
    const baixar = (quem: { auth: Record<string, string> }) =>
      t.app.inject({ method: 'GET', url: registro.arquivo.url, headers: quem.auth });
    const doDono = await baixar(c.user);
    expect(doDono.statusCode).toBe(200);
    expect(doDono.rawPayload.equals(PDF)).toBe(true);
    expect(doDono.headers['content-type']).toBe('application/pdf');
    expect(doDono.headers['x-content-type-options']).toBe('nosniff');
    expect((await baixar(await createUser(t))).statusCode).toBe(404);

    const admin = await createUser(t, { role: 'administrador' });
    expect((await baixar(admin)).statusCode).toBe(200);
    const linhas = await t.db
      .select()
      .from(schema.auditoria)
      .where(eq(schema.auditoria.acao, 'plano.arquivo'));
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toMatchObject({
      atorId: admin.id,
      alvoUsuarioId: c.user.id,
      objetoId: c.objetoId,
      detalhes: { planoId: plano.id, itemId: id, registroId: registro.id },
    });
  });

  it("refuses a file with the evidence upload's rules and messages, and keeps nothing", async () => {
    const c = await cenario(t);
    const plano = await planoCriado(t, c);
    const id = plano.itens[0]!.id;
    const tipo = await registrar(
      t,
      c.user,
      id,
      await formulario({ nota: 'Planilha' }, { nome: 'planilha.txt', bytes: 'a,b' }),
    );
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json().fields.arquivo).toBe(
      'O arquivo "planilha.txt" não é de um tipo permitido. Envie arquivos gif, jpg, jpeg, png, webp, doc, docx, xls, xlsx, ppt, pptx, pdf.',
    );
    const disfarcado = await registrar(
      t,
      c.user,
      id,
      await formulario({ nota: 'Foto' }, { nome: 'foto.png', bytes: EXE }),
    );
    expect(disfarcado.statusCode).toBe(400);
    expect(disfarcado.json().fields.arquivo).toBe(
      'O conteúdo do arquivo "foto.png" não corresponde à sua extensão. Envie o arquivo original.',
    );
    const grande = await registrar(
      t,
      c.user,
      id,
      await formulario(
        { nota: 'Grande' },
        { nome: 'grande.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(10_485_760)]) },
      ),
    );
    expect(grande.statusCode).toBe(400);
    expect(grande.json().fields.arquivo).toBe('Arquivo enviado supera tamanho máximo permitido.');
    const semNota = await registrar(t, c.user, id, await formulario({}, { nome: 'nota.pdf', bytes: PDF }));
    expect(semNota.statusCode).toBe(400);
    expect(semNota.json().fields).toEqual({ nota: MENSAGENS_PLANO.nota });

    expect(await t.db.select().from(schema.planoAcaoRegistro)).toHaveLength(0);
    const guardados: string[] = [];
    for await (const f of t.fileStore.list('usuarios')) guardados.push(f.key);
    for await (const f of t.fileStore.list('tmp')) guardados.push(f.key);
    expect(guardados).toEqual([]);
  });

  it('refuses a record on a cancelled item (409)', async () => {
    const c = await cenario(t);
    const plano = await planoCriado(t, c);
    const id = plano.itens[0]!.id;
    await editar(t, c.user, id, { estado: 'cancelada' });
    const res = await registrar(t, c.user, id, nota('Depois de cancelar'));
    expect(res.statusCode).toBe(409);
    expect(res.json().clientMessage).toBe(MENSAGENS_PLANO.itemCancelado);
  });
});

describe('POST /api/PlanoAcao/Item/:id/Registro, sent again', () => {
  it('answers a resend with the same Idempotency-Key once, keeping one record and one file', async () => {
    const c = await cenario(t);
    const plano = await planoCriado(t, c);
    const id = plano.itens[1]!.id;
    const chave = { 'idempotency-key': '6f1c1f0e-6a59-4a8e-9d55-7b7f1b0c2a11' };
    const enviar = async (texto: string) => {
      const form = await formulario({ nota: texto }, { nome: 'nota.pdf', bytes: PDF });
      return registrar(t, c.user, id, { ...form, headers: { ...form.headers, ...chave } });
    };
    const primeiro = await enviar('Nota fiscal do arame');
    expect(primeiro.statusCode, primeiro.body).toBe(201);
    const repetido = await enviar('Nota fiscal do arame');
    expect(repetido.statusCode).toBe(201);
    expect(repetido.headers['idempotent-replayed']).toBe('true');
    expect(repetido.json().data).toEqual(primeiro.json().data);
    // The same key with another note is a reuse: refused, nothing recorded.
    expect((await enviar('Outra nota')).statusCode).toBe(422);
    expect(await t.db.select().from(schema.planoAcaoRegistro)).toHaveLength(1);
    const arquivos: string[] = [];
    for await (const f of t.fileStore.list('usuarios')) arquivos.push(f.key);
    for await (const f of t.fileStore.list('tmp')) arquivos.push(f.key);
    expect(arquivos.filter((k) => k.endsWith('.pdf'))).toHaveLength(1);
    // Cancelled since: the repeat of what was recorded still answers as it did.
    await editar(t, c.user, id, { estado: 'cancelada' });
    expect((await enviar('Nota fiscal do arame')).statusCode).toBe(201);
  });
});

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
