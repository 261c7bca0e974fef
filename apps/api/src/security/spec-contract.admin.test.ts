import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createWorld, type World } from '../test/fixture-world.ts';
import {
  apoio,
  contador,
  duplicado,
  expectSpecAnswer,
  faq,
  material,
  rascunho,
  type SpecRow,
  slide,
  TEMA,
  TEXTO,
  tema,
  tipo,
  usuario,
} from './spec-contract.test-support.ts';

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
  { call: 'POST Admin/Guia', payload: () => ({ ano: ++contador.ano }), answer: [] },
  { call: 'POST Admin/Guia/{id}', payload: () => ({ ano: ++contador.ano }), answer: [], fresh: rascunho },
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
    payload: () => ({ sigla: `C${contador.ano++}`.slice(0, 4), descricao: 'Nova categoria', cor: '#123456' }),
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

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await buildTestApp();
  w = await createWorld(t);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('admin-area.md §7: every call answers as the spec says', () => {
  it.each(adminRows.map((r) => [r.call, r] as const))('%s', async (_, row) => expectSpecAnswer(t, w, row));
});
