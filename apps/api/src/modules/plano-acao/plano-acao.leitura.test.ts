import { MENSAGENS_PLANO } from '@guia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { formulario } from '../../test/multipart.ts';
import { varrerArquivosOrfaos } from '../evidencia/varrer-orfaos.ts';
import { extrairTextoPdf } from '../pdf/extrair-texto.ts';
import {
  abrirApp,
  auditoriaDa,
  cenario,
  criar,
  editar,
  item,
  ler,
  limpar,
  pdf,
  planoCriado,
  registrar,
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

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('an administrator reads a plan on the owner’s behalf', () => {
  it('reads the plan and its PDF, each read leaving an audit row; the owner’s reads leave none', async () => {
    const c = await cenario(t);
    const plano = await planoCriado(t, c);
    expect((await ler(t, c.user, c.objetoId)).statusCode).toBe(200);
    expect((await pdf(t, c.user, c.objetoId)).statusCode).toBe(200);
    expect(await auditoriaDa(t, c.objetoId)).toEqual([]);

    const admin = await createUser(t, { role: 'administrador' });
    const lido = await ler(t, admin, c.objetoId);
    expect(lido.statusCode).toBe(200);
    expect(lido.json().data.ativo.id).toBe(plano.id);
    expect((await pdf(t, admin, c.objetoId)).statusCode).toBe(200);
    expect(await auditoriaDa(t, c.objetoId)).toEqual([
      { acao: 'plano.ver', atorId: admin.id, alvo: c.user.id, detalhes: {} },
      { acao: 'plano.pdf', atorId: admin.id, alvo: c.user.id, detalhes: { planoId: plano.id } },
    ]);
    // The file's first PDF starts a render thread (tsx, pdfkit and the fonts load there): slow on a busy machine.
  }, 90_000);

  it('answers 404 to another user for the plan and its PDF, and to anyone for a unit without a plan’s PDF', async () => {
    const c = await cenario(t);
    const outro = await createUser(t);
    expect((await ler(t, outro, c.objetoId)).statusCode).toBe(404);
    const semPlano = await pdf(t, c.user, c.objetoId);
    expect(semPlano.statusCode).toBe(404);
    expect(semPlano.json().clientMessage).toBe(MENSAGENS_PLANO.planoNaoEncontrado);
    const admin = await createUser(t, { role: 'administrador' });
    expect((await pdf(t, admin, c.objetoId)).statusCode).toBe(404);
    await planoCriado(t, c);
    expect((await pdf(t, outro, c.objetoId)).statusCode).toBe(404);
    expect(await auditoriaDa(t, c.objetoId)).toEqual([]);
  });
});

describe('GET /api/Objeto/:objetoId/PlanoAcao/pdf', () => {
  it('is a PDF with the items’ texts, their progress and the self-declaration, never a certification', async () => {
    const c = await cenario(t);
    const res = await criar(t, c.user, c.objetoId, {
      questionario_id: c.questionarioId,
      itens: [
        item(c.emDois[0]!, {
          acoes: 'Cercar as nascentes do córrego',
          responsavel: 'Capataz João',
          prazo: '2099-06-30',
        }),
        item(c.emUm, { peso_meta: 4, acoes: 'Registrar o rebanho no sistema oficial' }),
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [primeiro, segundo] = res.json().data.itens as { id: number; indicador: { codigo: string } }[];
    await registrar(
      t,
      c.user,
      primeiro!.id,
      await formulario({ nota: 'Comprei o arame farpado' }, { nome: 'arame.png', bytes: PNG }),
    );
    await editar(t, c.user, segundo!.id, { estado: 'concluida' });

    const resposta = await pdf(t, c.user, c.objetoId);
    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toBe('application/pdf');
    expect(resposta.headers['content-disposition']).toMatch(
      /^inline; filename="plano-de-acao-fazenda-boa-vista-\d{4}\.pdf"$/,
    );
    expect(resposta.headers.etag).toBeTruthy();
    const texto = await extrairTextoPdf(resposta.rawPayload);
    for (const esperado of [
      'Plano de ação',
      'Fazenda Boa Vista',
      MENSAGENS_PLANO.declaracao,
      'Cercar as nascentes do córrego',
      'Capataz João',
      '30/06/2099',
      'Registrar o rebanho no sistema oficial',
      'Concluída',
      'Em andamento',
      'Comprei o arame farpado',
      'arame.png',
      primeiro!.indicador.codigo,
    ]) {
      expect(texto).toContain(esperado);
    }
    expect(texto.toLowerCase()).not.toContain('certificad');
    // The same plan again: the ETag spares the body.
    const deNovo = await t.app.inject({
      method: 'GET',
      url: `/api/Objeto/${c.objetoId}/PlanoAcao/pdf`,
      headers: { ...c.user.auth, 'if-none-match': resposta.headers.etag as string },
    });
    expect(deNovo.statusCode).toBe(304);
  }, 90_000);
});

describe('deleting the unit', () => {
  it('takes its plans, items, records and their files with it', async () => {
    const c = await cenario(t);
    const plano = await planoCriado(t, c);
    const enviado = await registrar(
      t,
      c.user,
      plano.itens[0]!.id,
      await formulario({ nota: 'Foto da cerca' }, { nome: 'cerca.png', bytes: PNG }),
    );
    expect(enviado.statusCode).toBe(201);
    const arquivos = async () => {
      const chaves: string[] = [];
      for await (const f of t.fileStore.list(`usuarios/${c.user.id}`)) chaves.push(f.key);
      return chaves;
    };
    expect((await arquivos()).some((k) => k.includes('/plano-acao/'))).toBe(true);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/Objeto/${c.objetoId}`,
      headers: c.user.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(schema.planoAcao).where(eq(schema.planoAcao.id, plano.id))).toEqual([]);
    expect(await t.db.select().from(schema.planoAcaoItem)).toEqual([]);
    expect(await t.db.select().from(schema.planoAcaoRegistro)).toEqual([]);
    expect((await arquivos()).filter((k) => k.includes('/plano-acao/'))).toEqual([]);
  });
});

describe('the orphan sweep', () => {
  it("keeps a record's file and deletes an old plan file no record names", async () => {
    const c = await cenario(t);
    const plano = await planoCriado(t, c);
    await registrar(
      t,
      c.user,
      plano.itens[0]!.id,
      await formulario({ nota: 'Foto' }, { nome: 'cerca.png', bytes: PNG }),
    );
    const [registro] = await t.db
      .select({ chave: schema.planoAcaoRegistro.arquivoChave })
      .from(schema.planoAcaoRegistro);
    const perdido = `usuarios/${c.user.id}/objetos/${c.objetoId}/plano-acao/${plano.id}/perdido.png`;
    await t.fileStore.put(perdido, PNG);
    const resultado = await varrerArquivosOrfaos(
      { db: t.db, fileStore: t.fileStore, log: t.app.log },
      { idadeMinimaMs: 60_000, agora: new Date(Date.now() + 3_600_000) },
    );
    expect(resultado.semLinha).toBe(1);
    const restantes: string[] = [];
    for await (const f of t.fileStore.list(`usuarios/${c.user.id}`)) restantes.push(f.key);
    expect(restantes).toEqual([registro!.chave]);
  });
});
