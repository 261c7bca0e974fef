import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createWorld, type World } from '../test/fixture-world.ts';
import { expectSpecAnswer, type SpecRow, tipo } from './spec-contract.test-support.ts';

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

describe('user-side.md §7: the owner’s calls answer as the spec says', () => {
  it.each(userRows.map((r) => [r.call, r] as const))('%s', async (_, row) => expectSpecAnswer(t, w, row));
});
