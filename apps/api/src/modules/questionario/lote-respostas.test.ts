import { randomUUID } from 'node:crypto';
import type { IndicadorGuia } from '@guia/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { LoteDeRespostas, loteDeRespostas } from './lote-respostas.ts';
import { edicaoSemeada, prepararQuestionario, type Questionarios } from './questionario.test-helpers.ts';
import { ROTA_RESPOSTA } from './resposta.service.ts';
import type { EntradaResposta } from './resposta.sql.ts';

// Answer saves that arrive while the batches in flight are all running leave together, in one
// statement: each save must still get exactly its own outcome, and a failing save only its own error.

let t: TestApp;
let ctx: Questionarios;
type Preparado = Awaited<ReturnType<typeof prepararQuestionario>>;

beforeAll(async () => {
  t = await buildTestApp();
  ctx = { t, edicaoId: await edicaoSemeada(t) };
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
});

function entrada(q: Preparado, i: IndicadorGuia, nivel: number | null, extra: Partial<EntradaResposta> = {}) {
  return {
    usuario: q.user.id,
    familia: q.user.familia,
    questionario: q.questionarioId,
    objeto: q.objetoId,
    edicao: ctx.edicaoId,
    indicador: i.id,
    nivel,
    percentual: null,
    chave: null,
    impressao: null,
    informada: false,
    versao_base: null,
    ...extra,
  } satisfies EntradaResposta;
}

async function noServidor(questionarioId: number, indicadorId: number) {
  const [row] = await t.db
    .select({ nivel: schema.resposta.nivelId, percentual: schema.resposta.percentual })
    .from(schema.resposta)
    .where(
      and(eq(schema.resposta.questionarioId, questionarioId), eq(schema.resposta.indicadorId, indicadorId)),
    );
  return row ?? null;
}

describe('LoteDeRespostas: saves that wait leave together', () => {
  it('gives each save of a batch its own outcome, and keeps two saves of one answer apart', async () => {
    const a = await prepararQuestionario(ctx);
    const b = await prepararQuestionario(ctx);
    const [a1, a2, a3] = a.indicadores;
    const [b1, b2] = b.indicadores as [IndicadorGuia, IndicadorGuia];
    const lote = new LoteDeRespostas(t.db, ROTA_RESPOSTA, { maxEmVoo: 1, maxLote: 64 });

    const saves = [
      lote.salvar(entrada(a, a1!, a1!.niveis[0]!.id)), // alone: nothing runs yet
      lote.salvar(entrada(a, a2!, a2!.niveis[1]!.id)),
      lote.salvar(entrada(b, b1, b1.niveis[0]!.id)),
      // A's session on B's questionnaire: read, never written (the service answers 404).
      lote.salvar({ ...entrada(b, b2!, b2!.niveis[1]!.id), usuario: a.user.id, familia: a.user.familia }),
      // A dead session: nothing past the session is read.
      lote.salvar({ ...entrada(a, a3!, a3!.niveis[0]!.id), familia: randomUUID() }),
      lote.salvar(entrada(a, a1!, a1!.niveis[1]!.id)), // the first save of a1 has returned: joins
      lote.salvar(entrada(a, a1!, a1!.niveis[2]!.id)), // a second save of a1 in the queue: next batch
    ];
    const linhas = await Promise.all(saves);

    expect(lote.contagem.tamanhos).toEqual([1, 5, 1]);
    expect(linhas.map((l) => l.aberto)).toEqual([true, true, true, false, false, true, true]);
    expect(linhas[3]).toMatchObject({ role: 'visitante', usuarioId: b.user.id, escritas: 0 });
    expect(linhas[4]).toMatchObject({ role: null, usuarioId: null, escritas: 0 });
    expect(linhas.filter((l) => l.aberto).map((l) => l.escritas)).toEqual([1, 1, 1, 1, 1]);
    // The versions follow the order the saves arrived in.
    const versoes = [linhas[0]!, linhas[5]!, linhas[6]!].map((l) => l.versaoNova);
    expect([...versoes].sort((x, y) => x! - y!)).toEqual(versoes);

    expect(await noServidor(a.questionarioId, a1!.id)).toEqual({
      nivel: a1!.niveis[2]!.id,
      percentual: null,
    });
    expect(await noServidor(a.questionarioId, a2!.id)).toEqual({
      nivel: a2!.niveis[1]!.id,
      percentual: null,
    });
    expect(await noServidor(b.questionarioId, b1.id)).toEqual({ nivel: b1.niveis[0]!.id, percentual: null });
  });

  it('runs a failing batch again save by save: only the failing save gets the error', async () => {
    const a = await prepararQuestionario(ctx);
    const [a1, a2, a3] = a.indicadores;
    const comPercentual = a.indicadores.find((i) => i.possuipercentual)!;
    const lote = new LoteDeRespostas(t.db, ROTA_RESPOSTA, { maxEmVoo: 1, maxLote: 64 });

    const primeira = lote.salvar(entrada(a, a1!, a1!.niveis[0]!.id));
    const boa = lote.salvar(entrada(a, a2!, a2!.niveis[0]!.id));
    // Past smallint: the statement itself fails (the route's validation never lets this through).
    const ruim = lote.salvar(entrada(a, comPercentual, comPercentual.niveis[0]!.id, { percentual: 70_000 }));
    const outra = lote.salvar(entrada(a, a3!, a3!.niveis[0]!.id));

    await expect(ruim).rejects.toThrow();
    expect((await Promise.all([primeira, boa, outra])).map((l) => l.escritas)).toEqual([1, 1, 1]);
    expect(lote.contagem.tamanhos).toEqual([1, 3, 1, 1, 1]);
    expect(await noServidor(a.questionarioId, a2!.id)).toEqual({
      nivel: a2!.niveis[0]!.id,
      percentual: null,
    });
    expect(await noServidor(a.questionarioId, a3!.id)).toEqual({
      nivel: a3!.niveis[0]!.id,
      percentual: null,
    });
    expect(await noServidor(a.questionarioId, comPercentual.id)).toBeNull();
  });

  it('never sends more than maxLote saves in one statement', async () => {
    const a = await prepararQuestionario(ctx);
    const lote = new LoteDeRespostas(t.db, ROTA_RESPOSTA, { maxEmVoo: 1, maxLote: 3 });
    const linhas = await Promise.all(
      a.indicadores.slice(0, 7).map((i) => lote.salvar(entrada(a, i, i.niveis[0]!.id))),
    );
    expect(linhas.every((l) => l.escritas === 1)).toBe(true);
    expect(lote.contagem.tamanhos).toEqual([1, 3, 3]);
  });
});

describe('POST /api/Guia/Resposta under concurrency (one batcher per database)', () => {
  function salvar(q: Preparado, i: IndicadorGuia, nivel: number | null, extra: Record<string, unknown> = {}) {
    const { chave, ...corpo } = extra;
    return t.app.inject({
      method: 'POST',
      url: '/api/Guia/Resposta',
      headers: { ...q.user.auth, ...(chave ? { 'idempotency-key': String(chave) } : {}) },
      payload: {
        objeto_id: q.objetoId,
        guia_id: ctx.edicaoId,
        questionario_id: q.questionarioId,
        indicador_id: i.id,
        nivel_id: nivel,
        ...corpo,
      },
    });
  }

  it('answers every save as if it had been alone', async () => {
    // One batch in flight at most; a save held by a row lock fills it, so the saves that arrive
    // meanwhile wait, then leave together.
    const lote = loteDeRespostas(t.db, ROTA_RESPOSTA, { maxEmVoo: 1, maxLote: 64 });
    const a = await prepararQuestionario(ctx);
    const b = await prepararQuestionario(ctx);
    const c = await prepararQuestionario(ctx);
    const d = await prepararQuestionario(ctx);
    const d1 = d.indicadores[0]!;
    let soltar!: () => void;
    const portao = new Promise<void>((r) => {
      soltar = r;
    });
    let travou!: () => void;
    const travada = new Promise<void>((r) => {
      travou = r;
    });
    const trava = t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from questionario where id = ${d.questionarioId} for update`);
      travou();
      await portao;
    });
    await travada;
    const retida = lote.salvar(entrada(d, d1, d1.niveis[0]!.id));

    const chave = randomUUID();
    const [b1, b2] = b.indicadores;
    const pedidos = Promise.all([
      ...a.indicadores.slice(0, 8).map((i) => salvar(a, i, i.niveis[0]!.id)),
      salvar(b, b1!, b1!.niveis[0]!.id, { chave }),
      salvar(b, b1!, b1!.niveis[0]!.id, { chave }), // the same key again: the first answer, replayed
      salvar(b, b2!, b2!.niveis[0]!.id, { versao_base: 123_456 }), // stale version (no answer yet)
      salvar(c, c.indicadores[9]!, null), // a clear with no answer: confirmed, nothing written
      salvar({ ...a, user: c.user }, a.indicadores[9]!, a.indicadores[9]!.niveis[0]!.id), // another's: 404
      ...c.indicadores.slice(0, 8).map((i) => salvar(c, i, i.niveis[1]!.id)),
    ]);
    await vi.waitFor(() => expect(lote.esperando).toBe(21));
    soltar();
    await trava;
    expect((await retida).escritas).toBe(1);
    const respostas = await pedidos;
    // The held save, then twenty together, then the second save of b1 (one answer per statement).
    expect(lote.contagem.tamanhos).toEqual([1, 20, 1]);
    const status = respostas.map((r) => r.statusCode);
    expect(status.slice(0, 8)).toEqual(Array(8).fill(200));
    expect(status.slice(8, 10)).toEqual([200, 200]);
    expect(
      respostas
        .slice(8, 10)
        .map((r) => r.json().data.replay === true)
        .sort(),
    ).toEqual([false, true]);
    expect(status[10]).toBe(409);
    expect(respostas[10]!.json().code).toBe('conflito_resposta');
    expect(status[11]).toBe(200);
    expect(status[12]).toBe(404);
    expect(status.slice(13)).toEqual(Array(8).fill(200));
    for (const i of a.indicadores.slice(0, 8)) {
      expect(await noServidor(a.questionarioId, i.id)).toMatchObject({ nivel: i.niveis[0]!.id });
    }
    for (const i of c.indicadores.slice(0, 8)) {
      expect(await noServidor(c.questionarioId, i.id)).toMatchObject({ nivel: i.niveis[1]!.id });
    }
    expect(await noServidor(b.questionarioId, b2!.id)).toBeNull();
    expect(await noServidor(a.questionarioId, a.indicadores[9]!.id)).toBeNull();
  });
});
