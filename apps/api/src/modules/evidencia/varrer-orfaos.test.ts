import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { TEMP_PREFIX } from '../../plugins/file-store.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { TAREFA_VARREDURA, varrerArquivosOrfaos } from './varrer-orfaos.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const HORA = 60 * 60 * 1000;

/** Backdates a stored file, as if written `ms` ago. */
async function envelhecer(key: string, ms: number) {
  const quando = new Date(Date.now() - ms);
  await utimes(path.join(t.config.dataDir, 'files', key), quando, quando);
}

async function existe(key: string) {
  const stream = await t.fileStore.get(key);
  stream?.destroy();
  return stream !== null;
}

/** A real upload through the API: its file has a row. */
async function evidenciaComLinha(): Promise<string> {
  const user = await createUser(t);
  const unidade = await t.app.inject({
    method: 'POST',
    url: '/api/Objeto',
    headers: user.auth,
    payload: { categoria_id: 3, nomeunidade: 'Unidade', uf: 'MT', cidade: 5103403 },
  });
  const objetoId: number = unidade.json().data.id;
  const [ed] = await t.db.select({ id: schema.edicao.id }).from(schema.edicao);
  const iniciado = await t.app.inject({
    method: 'POST',
    url: '/api/Guia/Questionario',
    headers: user.auth,
    payload: { objeto_id: objetoId, guia_id: ed!.id },
  });
  const questionarioId: number = iniciado.json().data.questionario.id;
  const [ind] = await t.db.select({ id: schema.indicador.id }).from(schema.indicador);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/Evidencia/Arquivo/${ind!.id}/${questionarioId}`,
    headers: user.auth,
    payload: {
      evidencias: [{ nome: 'foto.png', evidencia: `data:image/png;base64,${PNG.toString('base64')}` }],
    },
  });
  expect(res.statusCode).toBe(201);
  const [row] = await t.db.select({ key: schema.evidencia.nomearquivo }).from(schema.evidencia);
  return row!.key;
}

describe('varrerArquivosOrfaos', () => {
  it('deletes old temporary files and old evidence files without a row, and nothing else', async () => {
    const comLinha = await evidenciaComLinha();
    const semLinha = 'usuarios/9/objetos/9/evidencias/9/perdido.pdf';
    const semLinhaRecente = 'usuarios/9/objetos/9/evidencias/9/recente.pdf';
    const outroArquivo = 'usuarios/9/outra-coisa.txt';
    for (const key of [semLinha, semLinhaRecente, outroArquivo]) await t.fileStore.put(key, PNG);
    const tempAntigo = await t.fileStore.createTemp();
    await tempAntigo.write(PNG);
    await tempAntigo.close();
    const tempRecente = await t.fileStore.createTemp();
    await tempRecente.close();
    const [slide] = await t.db.select({ arquivo: schema.onboarding.arquivo }).from(schema.onboarding);
    for (const key of [comLinha, semLinha, outroArquivo, tempAntigo.key, slide!.arquivo]) {
      await envelhecer(key, 2 * HORA);
    }

    const resultado = await varrerArquivosOrfaos(
      { db: t.db, fileStore: t.fileStore, log: t.app.log },
      { idadeMinimaMs: HORA },
    );

    expect(resultado).toEqual({ temporarios: 1, semLinha: 1 });
    expect(await existe(semLinha)).toBe(false);
    expect(await existe(tempAntigo.key)).toBe(false);
    expect(tempAntigo.key.startsWith(`${TEMP_PREFIX}/`)).toBe(true);
    for (const key of [comLinha, semLinhaRecente, outroArquivo, tempRecente.key, slide!.arquivo]) {
      expect(await existe(key), key).toBe(true);
    }
  });
});

describe('the sweep as a scheduler job', () => {
  it('runs at the first tick, on files older than the upload timeout plus 5 minutes, then waits a day', async () => {
    const minutos = (m: number) => m * 60_000;
    const limite = minutos(t.config.UPLOAD_TIMEOUT_SECONDS / 60 + 5);
    const antigo = await t.fileStore.createTemp();
    await antigo.close();
    const novo = await t.fileStore.createTemp();
    await novo.close();
    await envelhecer(antigo.key, limite + minutos(1));
    await envelhecer(novo.key, limite - minutos(1));

    await t.app.scheduler.tick();
    expect(await existe(antigo.key)).toBe(false);
    expect(await existe(novo.key)).toBe(true);

    await envelhecer(novo.key, limite + minutos(1));
    await t.app.scheduler.tick();
    expect(await existe(novo.key), 'not due again before a day').toBe(true);
    await t.app.scheduler.run(TAREFA_VARREDURA);
    expect(await existe(novo.key)).toBe(false);
  });
});
