import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, sentHeaders, signIn } from '@/testing/mock-api';
import { OutboxDb } from './db';
import { Drenador } from './drenagem';
import { guardarEscolha } from './fila';
import {
  corpoDosArquivos,
  descartarFoto,
  enviarFoto,
  guardarFoto,
  guardarLote,
  nomesDaFoto,
  reservarFoto,
} from './fotos';
import { confirmada, escolha } from './testing';

let db: OutboxDb;
let drenador: Drenador | null = null;
beforeEach(() => {
  signIn();
  db = new OutboxDb(1);
});
afterEach(async () => {
  drenador?.parar();
  authStore.set(null);
  vi.unstubAllGlobals();
  await db.delete();
});

const URL_UPLOAD = 'POST /api/Evidencia/Arquivo/101/40';
const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 250]);
const foto = () => ({
  usuarioId: 1,
  questionarioId: 40,
  indicadorId: 101,
  arquivo: { nome: 'curral.jpg', tipo: 'image/jpeg', bytes: bytes.slice().buffer },
});
const salva = {
  id: 9,
  titulo: 'curral.jpg',
  nomearquivo: '9.jpg',
  indicador_id: 101,
  criadoem: '2026-11-27',
};
const corpoEsperado = {
  evidencias: [
    { nome: 'curral.jpg', evidencia: `data:image/jpeg;base64,${btoa(String.fromCharCode(...bytes))}` },
  ],
};

/** The drain with the real upload (through the mocked fetch) and answers acknowledged at once. */
function criar() {
  const respostas: number[] = [];
  const enviadasFotos: number[] = [];
  drenador = new Drenador(db, {
    enviar: async (e) => {
      respostas.push(e.indicadorId);
      return { tipo: 'ok', resposta: confirmada(e, 1) };
    },
    enviarFoto,
    aoEnviarFoto: (q) => enviadasFotos.push(q),
    aleatorio: () => 0.5,
  });
  return { d: drenador, respostas, enviadasFotos };
}

describe('evidence files in the outbox', () => {
  it('keeps the bytes as an ArrayBuffer with type, name and a key generated once', async () => {
    const id = await guardarFoto(db, foto());
    const f = await db.fotos.get(id);
    const guardado = (await db.arquivos.get(id))?.bytes as ArrayBuffer;
    // (fake-indexeddb clones in another realm: `instanceof ArrayBuffer` would compare realms.)
    expect(Object.prototype.toString.call(guardado)).toBe('[object ArrayBuffer]');
    expect(new Uint8Array(guardado)).toEqual(bytes);
    expect(f).toMatchObject({ nome: 'curral.jpg', tipo: 'image/jpeg', estado: 'pendente' });
    expect(f?.chave).toMatch(/^[0-9a-f-]{36}$/);
    const reservada = await reservarFoto(db, id);
    expect(corpoDosArquivos(reservada?.arquivos ?? [])).toEqual(corpoEsperado);
  });

  it('a network error keeps it and backs off; the next drain sends the same key and the same bytes', async () => {
    const corpos: string[] = [];
    let rede = true;
    const api = mockApi({
      [URL_UPLOAD]: () => {
        if (rede) throw new TypeError('Failed to fetch');
        return { status: 201, body: { data: [salva], ignorados: [], message: 'ok' } };
      },
    });
    const fetchOriginal = api.fetchMock.getMockImplementation();
    api.fetchMock.mockImplementation(async (input, init) => {
      if (typeof init?.body === 'string') corpos.push(init.body);
      return (fetchOriginal as NonNullable<typeof fetchOriginal>)(input, init);
    });
    const id = await guardarFoto(db, foto());
    const chave = (await db.fotos.get(id))?.chave;
    const { d, enviadasFotos } = criar();

    await d.disparar();
    expect(await db.fotos.count()).toBe(1);
    expect((await db.fotos.get(id))?.proximaTentativa).toBeGreaterThan(0);
    expect(d.estado.semConexao).toBe(true);

    rede = false;
    await d.disparar();
    expect(await db.fotos.count()).toBe(0);
    expect(await db.arquivos.count()).toBe(0);
    expect(enviadasFotos).toEqual([40]);
    expect(corpos).toHaveLength(2);
    expect(corpos[1]).toBe(corpos[0]);
    expect(JSON.parse(corpos[1] as string)).toEqual(corpoEsperado);
    expect(sentHeaders(api, URL_UPLOAD, 0)['idempotency-key']).toBe(chave);
    expect(sentHeaders(api, URL_UPLOAD, 1)['idempotency-key']).toBe(chave);
  });

  it('is sent after the answers of its questionnaire, oldest first', async () => {
    const ordem: string[] = [];
    mockApi({
      [URL_UPLOAD]: (body) => {
        ordem.push((body as typeof corpoEsperado).evidencias[0]?.nome ?? '');
        return { status: 201, body: { data: [salva], ignorados: [], message: 'ok' } };
      },
    });
    await guardarFoto(db, foto());
    await guardarEscolha(db, escolha(102, 1021));
    await guardarFoto(db, {
      ...foto(),
      arquivo: { ...foto().arquivo, nome: 'laudo.pdf', tipo: 'application/pdf' },
    });
    const { d, respostas } = criar();
    await d.disparar();
    expect(respostas).toEqual([102]);
    expect(ordem).toEqual(['curral.jpg', 'laudo.pdf']);
    expect(d.estado).toMatchObject({ enviadas: 3, total: 3 });
  });

  it('a replay (the server had it already) removes it', async () => {
    mockApi({ [URL_UPLOAD]: { status: 201, body: { data: [salva], ignorados: [], message: 'ok' } } });
    await guardarFoto(db, foto());
    const { d } = criar();
    await d.disparar();
    expect(await db.fotos.count()).toBe(0);
  });

  it("a refusal keeps it with the server's message; a 5xx keeps it pending", async () => {
    const msg =
      'O conteúdo do arquivo "curral.jpg" não corresponde à sua extensão. Envie o arquivo original.';
    let status = 503;
    mockApi({
      [URL_UPLOAD]: () =>
        status === 503
          ? { status, body: { error: 'Service Unavailable' } }
          : { status, body: { error: msg, clientMessage: msg } },
    });
    const id = await guardarFoto(db, foto());
    const { d } = criar();
    await d.disparar();
    expect(await db.fotos.get(id)).toMatchObject({ estado: 'pendente', tentativas: 1 });
    expect(d.estado.semConexao).toBe(false);

    status = 400;
    d.parar();
    const { d: outro } = criar();
    await outro.disparar();
    expect(await db.fotos.get(id)).toMatchObject({ estado: 'recusada', mensagem: msg, talvezEnviada: false });
    // Refused files are not sent again by later drains.
    await outro.disparar();
    expect((await db.fotos.get(id))?.tentativas).toBe(2);
  });

  it('an online batch whose answer was lost is kept as one upload under its key, maybe sent, with the same body', async () => {
    const arquivos = [
      { nome: 'curral.jpg', tipo: 'image/jpeg', bytes: bytes.slice().buffer },
      { nome: 'laudo.pdf', tipo: 'application/pdf', bytes: new Uint8Array([37, 80, 68, 70]).buffer },
    ];
    const online = JSON.stringify(corpoDosArquivos(arquivos));
    const chave = crypto.randomUUID();
    const id = await guardarLote(db, { usuarioId: 1, questionarioId: 40, indicadorId: 101, chave, arquivos });
    const f = await db.fotos.get(id);
    expect(f).toMatchObject({ chave, talvezEnviada: true, estado: 'pendente', nome: 'curral.jpg' });
    expect(nomesDaFoto(f as NonNullable<typeof f>)).toEqual(['curral.jpg', 'laudo.pdf']);
    const reservada = await reservarFoto(db, id);
    expect(reservada?.chave).toBe(chave);
    expect(JSON.stringify(corpoDosArquivos(reservada?.arquivos ?? []))).toBe(online);
    // It stands or falls together: discarding it removes every file of the batch.
    await descartarFoto(db, id);
    expect(await db.fotos.count()).toBe(0);
    expect(await db.arquivos.count()).toBe(0);
  });
});
