import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { PNG_DATA_URL } from '../test/factories.ts';
import { createWorld, type World } from '../test/fixture-world.ts';
import { expectSpecAnswer, material, type SpecRow, slide, tipo } from './spec-contract.test-support.ts';

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

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await buildTestApp();
  w = await createWorld(t);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('admin-area.md §7: the calls with a JSON file', () => {
  it.each(jsonUploadRows.map((r) => [r.call, r] as const))('%s', async (_, row) =>
    expectSpecAnswer(t, w, row),
  );
});
