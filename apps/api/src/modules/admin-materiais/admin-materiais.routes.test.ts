import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, criarUnidade, type TestUser } from '../../test/factories.ts';
import { EXE_BYTES, formulario, PDF_BYTES, PNG_BYTES } from '../../test/multipart.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
});

beforeEach(async () => {
  await t.reset();
  // The library is content, not user data: each test starts from an empty one.
  await t.db.delete(schema.materialTema);
  await t.db.delete(schema.categoria).where(sql`${schema.categoria.id} > 6`);
  admin = await createUser(t, { role: 'administrador' });
});

afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(
  method: Method,
  url: string,
  user: TestUser | null = admin,
  opts: { query?: Record<string, string>; payload?: unknown; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(user?.auth ?? {}), ...opts.headers },
    ...(opts.query ? { query: opts.query } : {}),
    ...(opts.payload === undefined ? {} : { payload: opts.payload as object }),
  });
}

async function enviarForm(method: 'POST' | 'PUT', url: string, form: Awaited<ReturnType<typeof formulario>>) {
  return call(method, url, admin, { payload: form.payload, headers: form.headers });
}

const TEMA = { titulo: 'Cartilhas', descricao: 'Guias práticos por princípio', icone: 'icn-cartilha' };
const TIPO = { titulo: 'Gestão', descricao: 'Materiais do princípio de gestão', icone: 'icn-principio-1' };

async function criarTema(body: Partial<typeof TEMA> = {}) {
  const res = await call('POST', '/Admin/MaterialApoio', admin, { payload: { ...TEMA, ...body } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

async function criarTipo(temaId: number, body: Record<string, unknown> = {}) {
  const res = await call('POST', `/Admin/MaterialApoio/TipoMaterial/${temaId}`, admin, {
    payload: { ...TIPO, ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

async function criarMaterial(temaId: number, tipoId: number, titulo = 'Cartilha de gestão') {
  const res = await enviarForm(
    'POST',
    `/Admin/MaterialApoio/Material/${temaId}/${tipoId}`,
    await formulario(
      { titulo, descricao: 'Como organizar a fazenda' },
      { nome: 'gestao.pdf', bytes: PDF_BYTES },
    ),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; url: string };
}

async function arquivoExiste(chave: string) {
  const stream = await t.fileStore.get(chave);
  stream?.destroy();
  return stream !== null;
}

/** Every stored material file and temporary file. */
async function guardados() {
  const chaves: string[] = [];
  for await (const f of t.fileStore.list('material')) chaves.push(f.key);
  for await (const f of t.fileStore.list('tmp')) chaves.push(f.key);
  return chaves.sort();
}

async function acoesAuditadas() {
  const rows = await t.db.select({ acao: schema.auditoria.acao }).from(schema.auditoria);
  return rows.map((r) => r.acao);
}

describe('who may call', () => {
  it('answers 401 to anonymous and 404 to a visitante on every route, changing nothing', async () => {
    const temaId = await criarTema();
    const tipoId = await criarTipo(temaId);
    const { id } = await criarMaterial(temaId, tipoId);
    const visitante = await createUser(t);
    const form = await formulario({ titulo: 'X', descricao: 'Y' }, { nome: 'a.pdf', bytes: PDF_BYTES });
    const routes: [Method, string, unknown?][] = [
      ['GET', '/Admin/MaterialApoio'],
      ['POST', '/Admin/MaterialApoio', TEMA],
      ['PUT', `/Admin/MaterialApoio/${temaId}`, TEMA],
      ['DELETE', `/Admin/MaterialApoio/${temaId}`],
      ['GET', `/Admin/MaterialApoio/TipoMaterial/${temaId}`],
      ['POST', `/Admin/MaterialApoio/TipoMaterial/${temaId}`, TIPO],
      ['PUT', `/Admin/MaterialApoio/TipoMaterial/${temaId}/${tipoId}`, TIPO],
      ['DELETE', `/Admin/MaterialApoio/TipoMaterial/${temaId}/${tipoId}`],
      ['GET', `/Admin/MaterialApoio/Material/${temaId}/${tipoId}`],
      ['POST', `/Admin/MaterialApoio/Material/${temaId}/${tipoId}`, form],
      ['PUT', `/Admin/MaterialApoio/Material/${temaId}/${tipoId}/${id}`, form],
      ['DELETE', `/Admin/MaterialApoio/Material/${temaId}/${tipoId}/${id}`],
      ['GET', '/Admin/Categoria'],
      ['POST', '/Admin/Categoria', { sigla: 'NOV', descricao: 'Nova', cor: '#123456' }],
      ['PUT', '/Admin/Categoria/3', { ativo: false }],
      ['DELETE', '/Admin/Categoria/3'],
    ];
    const antes = await acoesAuditadas();
    for (const [method, url, payload] of routes) {
      const multipart = payload && typeof payload === 'object' && 'payload' in payload;
      const opts = multipart
        ? { payload: (payload as typeof form).payload, headers: (payload as typeof form).headers }
        : { payload };
      expect((await call(method, url, null, opts)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, visitante, opts)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await acoesAuditadas()).toEqual(antes);
    const [tema] = await t.db.select().from(schema.materialTema).where(eq(schema.materialTema.id, temaId));
    expect(tema?.titulo).toBe(TEMA.titulo);
    const [cat] = await t.db.select().from(schema.categoria).where(eq(schema.categoria.id, 3));
    expect(cat?.ativo).toBe(true);
  });
});

describe('themes', () => {
  it('lists with search (accents and case ignored), sort by title or total, count and paging', async () => {
    const a = await criarTema({ titulo: 'Vídeos', icone: 'icn-video' });
    const b = await criarTema({ titulo: 'apresentações', icone: 'icn-apresentacao' });
    await criarTema({ titulo: 'Cartilhas' });
    const tipo = await criarTipo(a);
    await criarMaterial(a, tipo, 'Um');
    await criarMaterial(a, tipo, 'Dois');

    const todos = await call('GET', '/Admin/MaterialApoio');
    expect(todos.statusCode).toBe(200);
    expect(todos.json().data.items.map((i: { titulo: string }) => i.titulo)).toEqual([
      'apresentações',
      'Cartilhas',
      'Vídeos',
    ]);
    expect(todos.json().data.pagination).toEqual({ page: 1, pageSize: 50, totalItems: 3, totalPages: 1 });
    // The spec's name for the same page (admin §7: 'temas').
    expect(todos.json().data.temas).toEqual(todos.json().data.items);
    expect(todos.json().data.items[2]).toEqual({
      id: a,
      titulo: 'Vídeos',
      descricao: TEMA.descricao,
      icone: 'icn-video',
      totalMaterial: 2,
    });

    const busca = await call('GET', '/Admin/MaterialApoio', admin, { query: { q: 'APRESENTACOES' } });
    expect(busca.json().data.items.map((i: { id: number }) => i.id)).toEqual([b]);

    const porTotal = await call('GET', '/Admin/MaterialApoio', admin, {
      query: { sort: 'totalMaterial', order: 'desc', pageSize: '1' },
    });
    expect(porTotal.json().data.items.map((i: { id: number }) => i.id)).toEqual([a]);
    expect(porTotal.json().data.pagination.totalPages).toBe(3);
  });

  it('refuses a theme without name, description or a listed icon, with a message per field', async () => {
    const res = await call('POST', '/Admin/MaterialApoio', admin, {
      payload: { titulo: '  ', descricao: '', icone: 'icn-foguete' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      titulo: 'Informe o nome do tema',
      descricao: 'Informe a descrição do tema',
      icone: 'Escolha um ícone da lista',
    });
    expect(await t.db.select().from(schema.materialTema)).toEqual([]);
  });

  it('edits and deletes a theme (with its types, materials and files), each act audited', async () => {
    const temaId = await criarTema();
    const tipoId = await criarTipo(temaId);
    const { url } = await criarMaterial(temaId, tipoId);
    const chave = url.replace(/^Material\//, '');
    expect(await arquivoExiste(chave)).toBe(true);

    const put = await call('PUT', `/Admin/MaterialApoio/${temaId}`, admin, {
      payload: { ...TEMA, titulo: 'Cartilhas do Guia', icone: 'icn-download' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({
      titulo: 'Cartilhas do Guia',
      icone: 'icn-download',
      totalMaterial: 1,
    });

    const del = await call('DELETE', `/Admin/MaterialApoio/${temaId}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Tema excluído.');
    expect(await t.db.select().from(schema.material)).toEqual([]);
    expect(await arquivoExiste(chave)).toBe(false);
    expect(await acoesAuditadas()).toEqual([
      'material.tema.criar',
      'material.tipo.criar',
      'material.criar',
      'material.tema.editar',
      'material.tema.excluir',
    ]);
    expect((await call('DELETE', `/Admin/MaterialApoio/${temaId}`)).statusCode).toBe(404);
  });
});

describe('types of a theme', () => {
  it('lists the theme and its types with search and sort; another theme answers 404', async () => {
    const temaId = await criarTema();
    const outro = await criarTema({ titulo: 'Outro' });
    await criarTipo(temaId, { titulo: 'Trabalhadores' });
    const gestao = await criarTipo(temaId, { titulo: 'Gestão', categorias: [6, 3] });
    await criarTipo(outro, { titulo: 'Não aparece' });

    const res = await call('GET', `/Admin/MaterialApoio/TipoMaterial/${temaId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.tema.titulo).toBe('Cartilhas');
    expect(res.json().data.items.map((i: { titulo: string }) => i.titulo)).toEqual([
      'Gestão',
      'Trabalhadores',
    ]);
    expect(res.json().data.items[0]).toMatchObject({ id: gestao, tema_id: temaId, categorias: [6, 3] });

    const busca = await call('GET', `/Admin/MaterialApoio/TipoMaterial/${temaId}`, admin, {
      query: { q: 'gest' },
    });
    expect(busca.json().data.pagination.totalItems).toBe(1);

    expect(
      (await call('PUT', `/Admin/MaterialApoio/TipoMaterial/${outro}/${gestao}`, admin, { payload: TIPO }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', '/Admin/MaterialApoio/TipoMaterial/999999')).statusCode).toBe(404);
  });

  it('refuses bad input per field and a missing category', async () => {
    const temaId = await criarTema();
    const res = await call('POST', `/Admin/MaterialApoio/TipoMaterial/${temaId}`, admin, {
      payload: { titulo: '', descricao: ' ', icone: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      titulo: 'Informe o nome da categoria',
      descricao: 'Informe a descrição da categoria',
      icone: 'Escolha um ícone da lista',
    });
    const semCategoria = await call('POST', `/Admin/MaterialApoio/TipoMaterial/${temaId}`, admin, {
      payload: { ...TIPO, categorias: [999] },
    });
    expect(semCategoria.statusCode).toBe(409);
    expect(await t.db.select().from(schema.materialTipo)).toEqual([]);
  });

  it('edits and deletes a type, removing its files', async () => {
    const temaId = await criarTema();
    const tipoId = await criarTipo(temaId);
    const { url } = await criarMaterial(temaId, tipoId);
    const put = await call('PUT', `/Admin/MaterialApoio/TipoMaterial/${temaId}/${tipoId}`, admin, {
      payload: { ...TIPO, titulo: 'Gestão da fazenda', categorias: [6] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ titulo: 'Gestão da fazenda', categorias: [6], totalMaterial: 1 });
    expect((await call('DELETE', `/Admin/MaterialApoio/TipoMaterial/${temaId}/${tipoId}`)).statusCode).toBe(
      200,
    );
    expect(await arquivoExiste(url.replace(/^Material\//, ''))).toBe(false);
  });
});

describe('materials of a type', () => {
  let temaId: number;
  let tipoId: number;
  const base = () => `/Admin/MaterialApoio/Material/${temaId}/${tipoId}`;

  beforeEach(async () => {
    temaId = await criarTema();
    tipoId = await criarTipo(temaId);
  });

  it('adds a PDF read from its bytes, lists it with search and sort, and keeps the file', async () => {
    const criado = await criarMaterial(temaId, tipoId, 'Cartilha de gestão');
    await criarMaterial(temaId, tipoId, 'Água e solo');
    expect(criado.url).toMatch(/^Material\/material\/[0-9a-f-]{36}\.pdf$/);

    const res = await call('GET', base());
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.tema.id).toBe(temaId);
    expect(data.tipo.id).toBe(tipoId);
    expect(data.items.map((i: { titulo: string }) => i.titulo)).toEqual([
      'Água e solo',
      'Cartilha de gestão',
    ]);
    expect(data.items[1]).toMatchObject({
      nomearquivo: 'gestao.pdf',
      tipoConteudo: 'application/pdf',
      tamanho: PDF_BYTES.length,
      link: null,
    });
    const busca = await call('GET', base(), admin, { query: { q: 'agua', sort: 'titulo', order: 'desc' } });
    expect(busca.json().data.items.map((i: { titulo: string }) => i.titulo)).toEqual(['Água e solo']);
    expect(await arquivoExiste(criado.url.replace(/^Material\//, ''))).toBe(true);
  });

  it('adds a link instead of a file', async () => {
    const res = await enviarForm(
      'POST',
      base(),
      await formulario({
        titulo: 'Portal',
        descricao: 'Site oficial',
        link: 'https://www.gov.br/agricultura',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ url: 'https://www.gov.br/agricultura', nomearquivo: null });
  });

  it('refuses an executable renamed .png, keeping no row and no file', async () => {
    const antes = await guardados();
    const res = await enviarForm(
      'POST',
      base(),
      await formulario(
        { titulo: 'Foto', descricao: 'D' },
        { nome: 'foto.png', bytes: EXE_BYTES, tipo: 'image/png' },
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.arquivo).toBe(
      'O conteúdo do arquivo "foto.png" não corresponde à sua extensão. Envie o arquivo original.',
    );
    expect(await t.db.select().from(schema.material)).toEqual([]);
    expect(await guardados()).toEqual(antes);
  });

  it('refuses missing title, description and file, with a message per field', async () => {
    const res = await enviarForm('POST', base(), await formulario({ titulo: '', descricao: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      titulo: 'Informe o título do material',
      descricao: 'Informe a descrição do material',
    });
    const semArquivo = await enviarForm('POST', base(), await formulario({ titulo: 'T', descricao: 'D' }));
    expect(semArquivo.statusCode).toBe(400);
    expect(semArquivo.json().fields).toEqual({ arquivo: 'Selecione um arquivo ou informe um link.' });
    const php = await enviarForm(
      'POST',
      base(),
      await formulario({ titulo: 'T', descricao: 'D' }, { nome: 'shell.php', bytes: '<?php ?>' }),
    );
    expect(php.statusCode).toBe(400);
    expect(php.json().fields).toEqual({ arquivo: 'Selecione um arquivo ou informe um link.' });
    // The spec's JSON door says the same, on its own file field.
    const json = await call('POST', base(), admin, { payload: { titulo: 'T', descricao: 'D' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().fields).toEqual({ imagem: 'Selecione um arquivo ou informe um link.' });
    expect(await t.db.select().from(schema.material)).toEqual([]);
  });

  it('edits the texts, then replaces the file, removing the old one', async () => {
    const { id, url } = await criarMaterial(temaId, tipoId);
    const textos = await enviarForm(
      'PUT',
      `${base()}/${id}`,
      await formulario({ titulo: 'Novo título', descricao: 'Nova descrição' }),
    );
    expect(textos.statusCode, textos.body).toBe(200);
    expect(textos.json().data).toMatchObject({ titulo: 'Novo título', url, nomearquivo: 'gestao.pdf' });

    const troca = await enviarForm(
      'PUT',
      `${base()}/${id}`,
      await formulario({ titulo: 'Novo título', descricao: 'D' }, { nome: 'figura.png', bytes: PNG_BYTES }),
    );
    expect(troca.statusCode, troca.body).toBe(200);
    expect(troca.json().data).toMatchObject({ nomearquivo: 'figura.png', tipoConteudo: 'image/png' });
    expect(await arquivoExiste(url.replace(/^Material\//, ''))).toBe(false);
    expect(await arquivoExiste(troca.json().data.url.replace(/^Material\//, ''))).toBe(true);
  });

  it('deletes a material and its stored file; a material of another type answers 404', async () => {
    const { id, url } = await criarMaterial(temaId, tipoId);
    const outroTipo = await criarTipo(temaId, { titulo: 'Outro' });
    expect(
      (await call('DELETE', `/Admin/MaterialApoio/Material/${temaId}/${outroTipo}/${id}`)).statusCode,
    ).toBe(404);
    const res = await call('DELETE', `${base()}/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Material excluído.');
    expect(await t.db.select().from(schema.material)).toEqual([]);
    expect(await arquivoExiste(url.replace(/^Material\//, ''))).toBe(false);
    expect((await acoesAuditadas()).at(-1)).toBe('material.excluir');
  });
});

describe('platform categories', () => {
  it('lists the categories with their use, search and sort', async () => {
    const dono = await createUser(t);
    await criarUnidade(t, dono);
    const res = await call('GET', '/Admin/Categoria', admin, {
      query: { sort: 'totalUnidades', order: 'desc' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items[0]).toMatchObject({
      id: 3,
      sigla: 'VAR',
      totalUnidades: 1,
      emUso: true,
      ativo: true,
    });
    const busca = await call('GET', '/Admin/Categoria', admin, { query: { q: 'varejo' } });
    expect(busca.json().data.items.map((c: { id: number }) => c.id)).toEqual([3]);
  });

  it('adds a category with sigla, description and colour; a repeated sigla is refused', async () => {
    const res = await call('POST', '/Admin/Categoria', admin, {
      payload: { sigla: 'TRD', descricao: 'Tradings e exportadores', cor: '#1A2B3C' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: 7,
      sigla: 'TRD',
      titulo: 'Tradings e exportadores',
      cor: '#1a2b3c',
      ativo: true,
      emUso: false,
    });
    const repetida = await call('POST', '/Admin/Categoria', admin, {
      payload: { sigla: 'trd', descricao: 'Outra', cor: '#000000' },
    });
    expect(repetida.statusCode).toBe(409);
    expect(repetida.json().fields.sigla).toBe('Já existe uma categoria com esta sigla.');
    expect((await acoesAuditadas()).filter((a) => a.startsWith('categoria'))).toEqual(['categoria.criar']);
  });

  it('refuses bad input per field', async () => {
    const res = await call('POST', '/Admin/Categoria', admin, {
      payload: { sigla: '', descricao: '', cor: 'azul' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      sigla: 'Informe a sigla',
      descricao: 'Informe a descrição da categoria',
      cor: 'Informe a cor em hexadecimal, como #1e63b5',
    });
    const vazio = await call('PUT', '/Admin/Categoria/3', admin, { payload: {} });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().error).toBe('Informe ao menos um campo');
  });

  it('refuses to delete a category in use; deactivating it stops the registration form offering it', async () => {
    const dono = await createUser(t);
    await criarUnidade(t, dono);
    const del = await call('DELETE', '/Admin/Categoria/3');
    expect(del.statusCode).toBe(409);
    expect(del.json().error).toContain('não pode ser excluída');
    // Category 4 has no unit, but the seeded edition's indicators name it.
    expect((await call('DELETE', '/Admin/Categoria/4')).statusCode).toBe(409);

    const off = await call('PUT', '/Admin/Categoria/3', admin, { payload: { ativo: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ id: 3, ativo: false, sigla: 'VAR' });
    const oferecidas = await call('GET', '/Categoria', null, { query: { onlyActive: 'true' } });
    expect(oferecidas.json().data.map((c: { id: number }) => c.id)).not.toContain(3);
    const nova = await call('POST', '/Objeto', dono, {
      payload: { categoria_id: 3, nomeunidade: 'Outro açougue', uf: 'SP', cidade: 3550308 },
    });
    expect(nova.statusCode).toBe(400);
    expect(await acoesAuditadas()).toContain('categoria.editar');
  });

  it('deletes a category nobody uses', async () => {
    const criada = await call('POST', '/Admin/Categoria', admin, {
      payload: { sigla: 'TMP', descricao: 'Temporária', cor: '#334455' },
    });
    const id = criada.json().data.id as number;
    const edit = await call('PUT', `/Admin/Categoria/${id}`, admin, {
      payload: { titulo: 'Temp', cor: '#556677' },
    });
    expect(edit.json().data).toMatchObject({ titulo: 'Temp', cor: '#556677', descricao: 'Temporária' });
    expect((await call('DELETE', `/Admin/Categoria/${id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/Admin/Categoria/${id}`)).statusCode).toBe(404);
    expect((await acoesAuditadas()).filter((a) => a.startsWith('categoria'))).toEqual([
      'categoria.criar',
      'categoria.editar',
      'categoria.excluir',
    ]);
  });
});
