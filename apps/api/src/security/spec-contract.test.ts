import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db/client.ts';
import { criarEdicao } from '../modules/admin-guia/admin-guia.service.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createUser, duplicarEdicaoParaTeste, PNG_DATA_URL } from '../test/factories.ts';
import { createWorld, type World } from '../test/fixture-world.ts';
import { PNG_BYTES } from '../test/multipart.ts';

/**
 * The spec's call tables (admin-area.md §7, with §3's field names; user-side.md §7 where cheap) as a
 * contract: each row is transcribed from the spec — method, path (with `{product}` written `Guia`),
 * the payload's field names with sample values, and the field names the spec lists for the answer.
 * A client that follows the spec word for word must get a 2xx carrying those fields (inside the
 * `{ data }` envelope). A row's `answer` entries are paths into `data`: `a.b` a nested field,
 * `[]x` the field x of each listed element (the array itself, or its `items`).
 */

type Ids = Record<string, number | string>;

interface SpecRow {
  /** 'METHOD Path' exactly as the spec's table writes it. */
  call: string;
  /** The spec's payload field names, with sample values. */
  payload?: (ids: Ids) => unknown;
  /** The fields the spec names in the answer ([] when it names none: 2xx is the contract). */
  answer: string[];
  /** Records the call uses up (deleted, moved): made anew, by the database. */
  fresh?: (t: TestApp, w: World) => Promise<Ids>;
  /** Who calls: the spec's admin calls are the administrator's, the user-side calls the owner's. */
  as?: 'admin' | 'owner';
}

let ano = 2080;
const rascunho = async (t: TestApp, w: World): Promise<Ids> => {
  ano += 1;
  const id = await criarEdicao(t.db, w.admin.id, ano);
  return { id, productId: id };
};
const duplicado = async (t: TestApp, w: World): Promise<Ids> => {
  ano += 1;
  const productId = await duplicarEdicaoParaTeste(t, w.edicaoId, ano, {
    disponivel: false,
    atorId: w.admin.id,
  });
  const [p] = await t.db
    .select({ id: schema.principio.id })
    .from(schema.principio)
    .where(eq(schema.principio.edicaoId, productId))
    .orderBy(schema.principio.codigo)
    .limit(1);
  return { productId, principioId: p!.id };
};
const apoio = async (t: TestApp, w: World): Promise<Ids> => {
  const [a] = await t.db
    .insert(schema.apoio)
    .values({ indicadorId: w.indicadorId, categoriaId: 3, titulo: 'Cartilha', url: 'https://exemplo.org/c' })
    .returning({ id: schema.apoio.id });
  return { id: a!.id };
};
const tema = async (t: TestApp): Promise<Ids> => {
  const [r] = await t.db
    .insert(schema.materialTema)
    .values({ titulo: `Tema ${ano++}`, descricao: 'Guias', icone: 'icn-cartilha' })
    .returning({ id: schema.materialTema.id });
  return { id: r!.id, temaId: r!.id, tema_id: r!.id };
};
const tipo = async (t: TestApp): Promise<Ids> => {
  const { temaId } = await tema(t);
  const [r] = await t.db
    .insert(schema.materialTipo)
    .values({ temaId: Number(temaId), titulo: 'Gestão', descricao: 'Gestão', icone: 'icn-principio-1' })
    .returning({ id: schema.materialTipo.id });
  return { temaId: temaId!, tema_id: temaId!, id: r!.id, tipoId: r!.id };
};
const material = async (t: TestApp): Promise<Ids> => {
  const ids = await tipo(t);
  const [m] = await t.db
    .insert(schema.material)
    .values({ tipoId: Number(ids.tipoId), titulo: 'Portal', descricao: 'D', link: 'https://exemplo.org' })
    .returning({ id: schema.material.id });
  return { ...ids, id: m!.id };
};
const faq = async (t: TestApp): Promise<Ids> => {
  const [topico] = await t.db
    .insert(schema.faqCategoria)
    .values({ titulo: 'Tópico', ordem: sql`(select count(*) + 1 from faq_categoria)` })
    .returning({ id: schema.faqCategoria.id });
  const [item] = await t.db
    .insert(schema.faqItem)
    .values({ categoriaId: topico!.id, titulo: 'Pergunta?', descricao: 'Resposta.', ordem: 1 })
    .returning({ id: schema.faqItem.id });
  return { id: topico!.id, faqId: topico!.id, categoryId: topico!.id, itemId: item!.id };
};
const slide = async (t: TestApp): Promise<Ids> => {
  const arquivo = `onboarding/contrato-${ano++}.png`;
  await t.fileStore.put(arquivo, PNG_BYTES);
  const [s] = await t.db
    .insert(schema.onboarding)
    .values({
      ordem: sql`(select count(*) + 1 from onboarding)`,
      titulo: 'Slide',
      descricao: 'Texto',
      nomearquivo: 'slide.png',
      arquivo,
      tipoConteudo: 'image/png',
    })
    .returning({ id: schema.onboarding.id });
  return { id: s!.id };
};
const usuario = async (t: TestApp): Promise<Ids> => ({ id: (await createUser(t)).id });

const TEMA = { titulo: 'Vídeos', descricao: 'Vídeos curtos', icone: 'icn-video' };
const TEXTO = { texto: '<p>Termos de uso revisados.</p>' };

/** admin-area.md §7, row by row (the spec's order). */
const adminRows: SpecRow[] = [
  {
    call: 'POST Admin/Estatisticas',
    payload: () => ({ intervalo: '1 year', categoria: 3, uf: 'SP' }),
    answer: ['blocoAproveitamento', 'blocoPercentuais', 'objetos'],
  },
  {
    call: 'POST Admin/Objeto',
    payload: () => ({
      pagination: { itemsPerPage: 50, page: 1 },
      filtros: { filtro: 'todos', uf: 'SP', municipio: '', categoria: '' },
    }),
    answer: ['objetos', 'nomeArquivo', 'pagination.totalPages', 'pagination.totalUnidades'],
  },
  { call: 'GET Admin/Objeto/{objectId}', answer: [] },
  { call: 'GET Admin/Objeto/{objectId}/{productId}', answer: ['principios', 'avaliacaoGeral'] },
  { call: 'GET Admin/Objeto/Municipio', answer: [] },
  { call: 'GET Admin/Objeto/Export', answer: ['id'] },
  { call: 'GET Admin/Usuario', answer: [] },
  { call: 'GET Admin/Usuario/{userId}', answer: ['objetos'] },
  {
    call: 'PUT Admin/Usuario/{id}/Role',
    payload: () => ({ role: 'administrador' }),
    answer: [],
    fresh: usuario,
  },
  { call: 'GET Admin/Guia', answer: [] },
  { call: 'GET Admin/Guia/{productId}', answer: ['principios'] },
  { call: 'POST Admin/Guia', payload: () => ({ ano: ++ano }), answer: [] },
  { call: 'POST Admin/Guia/{id}', payload: () => ({ ano: ++ano }), answer: [], fresh: rascunho },
  {
    call: 'PUT Admin/Guia/{productId}',
    payload: () => ({ disponibilizar: false }),
    answer: [],
    fresh: rascunho,
  },
  { call: 'DELETE Admin/Guia/{id}', answer: [], fresh: rascunho },
  { call: 'GET Admin/Guia/{productId}/Indicador/{principioId}', answer: ['criterios[].indicadores'] },
  {
    call: 'POST Admin/Guia/{productId}/Indicador/{principioId}',
    // 'array of criteria': what the GET answered, sent back as it came.
    payload: (ids) => ids.criterios,
    answer: [],
    fresh: async (t, w) => {
      const ids = await duplicado(t, w);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/Admin/Guia/${ids.productId}/Indicador/${ids.principioId}`,
        headers: w.admin.auth,
      });
      return { ...ids, criterios: JSON.stringify(res.json().data.criterios) };
    },
  },
  {
    call: 'POST Admin/Guia/apoio/add',
    payload: (ids) => ({
      indicador_id: ids.indicadorId,
      titulo: 'Cartilha',
      url: 'https://exemplo.org/cartilha.pdf',
      categoria_id: 3,
      file: null,
    }),
    answer: ['#message'],
  },
  { call: 'DELETE Admin/Guia/apoio/delete/{id}', answer: ['#message'], fresh: apoio },
  {
    call: 'PATCH Admin/Guia/update/nivel',
    payload: (ids) => ({ id: ids.nivelId, titulo: 'Nível revisado' }),
    answer: ['#message'],
  },
  {
    call: 'PATCH Admin/Guia/update/indicador',
    payload: (ids) => ({ id: ids.indicadorId, titulo: 'Indicador revisado' }),
    answer: ['#message'],
  },
  {
    call: 'PATCH Admin/Guia/update/evidencia',
    payload: (ids) => ({ id: ids.indicadorId, evidencia: 'Planilha de custos' }),
    answer: ['#message'],
  },
  {
    call: 'GET Admin/MaterialApoio',
    answer: ['temas', 'temas[].id', 'temas[].titulo', 'temas[].totalMaterial'],
  },
  { call: 'POST Admin/MaterialApoio', payload: () => TEMA, answer: [] },
  { call: 'PUT Admin/MaterialApoio/{id}', payload: () => TEMA, answer: [], fresh: tema },
  { call: 'DELETE Admin/MaterialApoio/{temaId}', answer: [], fresh: tema },
  { call: 'GET Admin/MaterialApoio/TipoMaterial/{temaId}', answer: ['[]categorias'], fresh: tipo },
  {
    call: 'POST Admin/MaterialApoio/TipoMaterial/{temaId}',
    payload: () => ({ titulo: 'Gestão', descricao: 'Gestão', icone: 'icn-principio-1' }),
    answer: [],
    fresh: tema,
  },
  {
    call: 'PUT Admin/MaterialApoio/TipoMaterial/{tema_id}/{id}',
    payload: (ids) => ({
      id: ids.id,
      tema_id: ids.tema_id,
      titulo: 'Gestão rural',
      descricao: 'Gestão',
      icone: 'icn-principio-2',
      categorias: [],
    }),
    answer: [],
    fresh: tipo,
  },
  { call: 'DELETE Admin/MaterialApoio/TipoMaterial/{tema_id}/{id}', answer: [], fresh: tipo },
  { call: 'GET Admin/MaterialApoio/Material/{temaId}/{tipoId}', answer: [], fresh: material },
  { call: 'DELETE Admin/MaterialApoio/Material/{temaId}/{tipoId}/{id}', answer: [], fresh: material },
  { call: 'GET Admin/Categoria', answer: [] },
  {
    call: 'POST Admin/Categoria',
    payload: () => ({ sigla: `C${ano++}`.slice(0, 4), descricao: 'Nova categoria', cor: '#123456' }),
    answer: ['id', 'sigla', 'descricao', 'cor'],
  },
  { call: 'GET Admin/Faq', answer: [] },
  { call: 'GET Admin/Faq/{faqId}', answer: ['items'], fresh: faq },
  {
    call: 'POST Admin/Faq',
    payload: () => ({ titulo: 'Novo tópico', descricao: 'Sobre o Guia' }),
    answer: [],
  },
  {
    call: 'PUT Admin/Faq/{id}',
    // 'the category object' (§3 FAQ category: id, titulo, descricao, ordem, items).
    payload: (ids) => ({ id: ids.id, titulo: 'Tópico revisado', descricao: 'D', ordem: 1, items: [] }),
    answer: [],
    fresh: faq,
  },
  { call: 'DELETE Admin/Faq/{categoryId}', answer: [], fresh: faq },
  {
    call: 'POST Admin/Faq/{faqId}/Item',
    payload: () => ({ titulo: 'Como começo?', descricao: 'Cadastre a unidade.' }),
    answer: [],
    fresh: faq,
  },
  {
    call: 'PUT Admin/Faq/{faqId}/Item/{itemId}',
    payload: (ids) => ({ id: ids.itemId, titulo: 'Como começo?', descricao: 'Cadastre a unidade.' }),
    answer: [],
    fresh: faq,
  },
  { call: 'DELETE Admin/Faq/{faqId}/Item/{itemId}', answer: [], fresh: faq },
  { call: 'GET Admin/Onboarding', answer: [] },
  { call: 'PUT Admin/Onboarding/Ordem/{id}', payload: () => ({ ordem: 1 }), answer: [], fresh: slide },
  { call: 'DELETE Admin/Onboarding/{id}', answer: [], fresh: slide },
  { call: 'GET Admin/TermosUso', answer: ['texto'] },
  { call: 'GET Admin/PoliticaPrivacidade', answer: ['texto'] },
  { call: 'POST Admin/TermosUso', payload: () => TEXTO, answer: [] },
  { call: 'POST Admin/PoliticaPrivacidade', payload: () => TEXTO, answer: [] },
];

/** The calls with a file: the spec sends it as JSON (`imagem`, a data URL, with `nomearquivo`). */
const jsonUploadRows: SpecRow[] = [
  {
    call: 'POST Admin/MaterialApoio/Material/{temaId}/{tipoId}',
    payload: () => ({ titulo: 'Cartilha', descricao: 'D', imagem: PNG_DATA_URL, nomearquivo: 'capa.png' }),
    answer: [],
    fresh: tipo,
  },
  {
    call: 'PUT Admin/MaterialApoio/Material/{temaId}/{tipoId}/{id}',
    payload: (ids) => ({
      id: ids.id,
      titulo: 'Cartilha',
      descricao: 'D',
      url: '',
      imagem: PNG_DATA_URL,
      nomearquivo: 'capa.png',
    }),
    answer: [],
    fresh: material,
  },
  {
    call: 'POST Admin/Onboarding',
    payload: () => ({
      ordem: 1,
      titulo: 'Bem-vindo',
      descricao: 'Texto',
      nomearquivo: 'slide.png',
      imagem: PNG_DATA_URL,
    }),
    answer: [],
  },
  {
    call: 'PUT Admin/Onboarding/{id}',
    payload: () => ({
      ordem: 1,
      titulo: 'Bem-vindo',
      descricao: 'Texto',
      nomearquivo: 'slide.png',
      imagem: PNG_DATA_URL,
    }),
    answer: [],
    fresh: slide,
  },
];

/** user-side.md §7: the owner's reads, and the writes that need no file. */
const userRows: SpecRow[] = (
  [
    { call: 'GET TermosUso', answer: ['texto'] },
    { call: 'GET PoliticaPrivacidade', answer: ['texto'] },
    { call: 'GET Resumo', answer: [] },
    { call: 'GET Questionario', answer: [] },
    { call: 'GET Apoio', answer: [] },
    { call: 'GET Categoria?onlyActive=true', answer: [] },
    { call: 'GET Categoria', answer: [] },
    { call: 'GET Atividade', answer: [] },
    { call: 'GET SistemaAdotado', answer: [] },
    { call: 'GET Objeto', answer: [] },
    { call: 'GET Objeto/{objetoId}', answer: [] },
    { call: 'GET Objeto/Finalizado', answer: [] },
    { call: 'GET Objeto/{objectId}/{productId}', answer: ['principios', 'avaliacaoGeral'] },
    {
      call: 'GET Objeto/{objectId}/{productId}/{questionarioId}/completo',
      answer: ['score', 'scoretotal', 'questions', 'gabarito'],
    },
    { call: 'GET Objeto/{objectId}/{productId}/{questionarioId}/prioridades', answer: [] },
    { call: 'GET Objeto/{objectId}/{productId}/{questionarioId}/comparativo', answer: ['questionario'] },
    { call: 'GET Guia/{objetoId}/{productId}/{questionarioId}', answer: [] },
    { call: 'GET MaterialApoio/Tema', answer: [] },
    { call: 'GET MaterialApoio/TipoMaterial/{temaId}', answer: [], fresh: tipo },
    { call: 'GET MaterialApoio/Material/{temaId}/{tipoMaterialId}', answer: [], fresh: tipo },
    { call: 'GET Faq', answer: [] },
    { call: 'GET Onboarding', answer: [] },
    { call: 'GET Configuracao/DadosPessoais', answer: [] },
    {
      call: 'POST Guia/Questionario',
      payload: (ids) => ({ objeto_id: ids.novoObjetoId, guia_id: ids.productId }),
      answer: ['questionario.id'],
      fresh: async (t, w) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/Objeto',
          headers: w.owner.auth,
          payload: { categoria_id: 3, nomeunidade: 'Contrato', uf: 'SP', cidade: 3550308 },
        });
        return { novoObjetoId: res.json().data.id };
      },
    },
  ] satisfies SpecRow[]
).map((r) => ({ ...r, as: 'owner' as const }));

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await buildTestApp();
  w = await createWorld(t);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** The sample ids a path or payload names, from the fixture world (and the row's fresh records). */
function sampleIds(extra: Ids): Ids {
  return {
    objectId: w.objetoFinalizadoId,
    objetoId: w.objetoFinalizadoId,
    productId: w.edicaoId,
    questionarioId: w.questionarioFinalizadoId,
    userId: w.owner.id,
    indicadorId: w.indicadorId,
    nivelId: w.nivelId,
    ...(extra.tipoId === undefined ? {} : { tipoMaterialId: extra.tipoId }),
    ...extra,
  };
}

/** `{name}` placeholders filled; `Guia`'s principles default to the seeded edition's first one. */
async function fillSpecPath(path: string, ids: Ids): Promise<string> {
  if (path.includes('{principioId}') && ids.principioId === undefined) {
    const [p] = await t.db
      .select({ id: schema.principio.id })
      .from(schema.principio)
      .where(eq(schema.principio.edicaoId, Number(ids.productId)))
      .orderBy(schema.principio.codigo)
      .limit(1);
    ids.principioId = p!.id;
  }
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = ids[name];
    if (value === undefined) throw new Error(`no sample value for {${name}} in ${path}`);
    return String(value);
  });
}

/** The elements a `[]field` path looks into: the answer itself when a list, else its `items`. */
function elementos(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  const items = (value as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? items : [];
}

/** Whether `data` carries the field the spec names (`a.b`, `a[].b`, `[]b`; `#message` is the envelope's). */
function carries(body: { data?: unknown; message?: unknown }, path: string): boolean {
  if (path === '#message') return typeof body.message === 'string' && body.message.length > 0;
  const walk = (value: unknown, parts: string[]): boolean => {
    if (parts.length === 0) return value !== undefined;
    const [head, ...rest] = parts as [string, ...string[]];
    if (head.startsWith('[]')) {
      const lista = elementos(value);
      const campo = head.slice(2);
      return lista.length > 0 && lista.every((e) => walk(e, campo ? [campo, ...rest] : rest));
    }
    if (head.endsWith('[]')) {
      const lista = (value as Record<string, unknown> | null)?.[head.slice(0, -2)];
      return Array.isArray(lista) && lista.length > 0 && lista.every((e) => walk(e, rest));
    }
    if (value === null || typeof value !== 'object' || !(head in value)) return false;
    return walk((value as Record<string, unknown>)[head], rest);
  };
  return walk(body.data, path.split('.'));
}

async function callRow(row: SpecRow) {
  const fresh = row.fresh ? await row.fresh(t, w) : {};
  const ids = sampleIds(fresh);
  if (typeof ids.criterios === 'string') ids.criterios = JSON.parse(ids.criterios);
  const [method, path] = row.call.split(' ') as [string, string];
  const url = `/api/${await fillSpecPath(path, ids)}`;
  const payload = row.payload?.(ids);
  const caller = row.as === 'owner' ? w.owner : w.admin;
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: caller.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return res;
}

async function expectSpecAnswer(row: SpecRow) {
  const res = await callRow(row);
  expect(res.statusCode, `${row.call}: ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
  expect(res.statusCode, `${row.call}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
  const body = res.json();
  for (const field of row.answer) expect(carries(body, field), `${row.call} answers ${field}`).toBe(true);
  // Publishing terms asks everyone to accept them again: the test users accept at once.
  if (/^POST Admin\/(TermosUso|PoliticaPrivacidade)$/.test(row.call))
    await t.db.execute(
      sql`update usuario set aceite_versao = (select max(versao) from documento_legal), aceite_em = now()`,
    );
}

describe('admin-area.md §7: every call answers as the spec says', () => {
  it.each(adminRows.map((r) => [r.call, r] as const))('%s', async (_, row) => expectSpecAnswer(row));
});

describe('admin-area.md §7: the calls with a JSON file', () => {
  it.each(jsonUploadRows.map((r) => [r.call, r] as const))('%s', async (_, row) => expectSpecAnswer(row));
});

describe('user-side.md §7: the owner’s calls answer as the spec says', () => {
  it.each(userRows.map((r) => [r.call, r] as const))('%s', async (_, row) => expectSpecAnswer(row));
});
