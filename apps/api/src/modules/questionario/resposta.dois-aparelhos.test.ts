import { randomUUID } from 'node:crypto';
import type { IndicadorGuia } from '@guia/shared';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { TestUser } from '../../test/factories.ts';
import { edicaoSemeada, prepararQuestionario, type Questionarios } from './questionario.test-helpers.ts';

// Issue 16 §1, as a property: two devices answer one indicator with their outboxes (each change
// carries its Idempotency-Key and the version its device saw); any send may fail before reaching
// the server or lose its response after the commit, and is then sent again with the same key.
// Whatever happens: nothing acknowledged is lost, nothing is doubled, every conflict is surfaced.

let t: TestApp;
let ctx: Questionarios;

beforeAll(async () => {
  t = await buildTestApp();
  ctx = { t, edicaoId: await edicaoSemeada(t) };
});
afterAll(async () => {
  await t.close();
});

type Destino = 'ok' | 'perdida' | 'falha';
interface Passo {
  aparelho: 0 | 1;
  /** The level's index, or -1 to clear the answer. */
  escolha: number;
  destino: Destino;
}
interface Entrada {
  chave: string;
  nivelId: number | null;
  versaoBase: number | null;
  /** What the first processed send answered (the repeats must answer the same). */
  primeira?: { status: number; data?: Record<string, unknown> };
}
interface Aparelho {
  visto: { nivelId: number | null; versao: number | null };
  pendente?: Entrada;
}

const passo: fc.Arbitrary<Passo> = fc.record({
  aparelho: fc.constantFrom<0 | 1>(0, 1),
  escolha: fc.integer({ min: -1, max: 2 }),
  destino: fc.constantFrom<Destino>('ok', 'ok', 'perdida', 'falha'),
});

describe('two devices, random failures and lost responses (fast-check)', () => {
  it('never loses an acknowledged answer, never doubles one, and surfaces every conflict', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(passo, { minLength: 1, maxLength: 12 }), async (passos) => {
        await t.reset();
        const q = await prepararQuestionario(ctx);
        const i = q.indicadores.find((x) => x.niveis.length >= 3)!;
        const aparelhos: Aparelho[] = [0, 1].map(() => ({ visto: { nivelId: null, versao: null } }));
        const servidor = () => lerServidor(q.questionarioId, i.id);
        // The value of the last change the server took (a first send answered 200), in server order.
        let ultimaEscrita: number | null = null;

        const enviar = async (ap: Aparelho, e: Entrada, destino: Destino) => {
          if (destino === 'falha') return; // never reached the server: still pending
          const antes = await servidor();
          const res = await salvar(q, i, e, q.user);
          const depois = await servidor();
          const corpo = res.json();
          if (e.primeira) {
            // A repeat of a processed key: the first answer again, and nothing changes now.
            expect(depois).toEqual(antes);
            if (e.primeira.status === 200) {
              expect(res.statusCode).toBe(200);
              expect(corpo.data).toEqual({ ...e.primeira.data, replay: true });
            }
          } else {
            const mudaria = e.nivelId !== antes.nivelId;
            const desatualizada = e.versaoBase !== antes.versao;
            if (mudaria && desatualizada) {
              // Every conflict is surfaced: a stale change never overwrites.
              expect(res.statusCode).toBe(409);
              expect(corpo.servidor).toEqual({
                nivel_id: antes.nivelId,
                percentual: null,
                versao: antes.versao,
              });
              expect(depois).toEqual(antes);
            } else {
              expect(res.statusCode, res.body).toBe(200);
              expect(depois.nivelId).toBe(e.nivelId);
              // One version step for a change, none for a confirmation; never backwards.
              if (mudaria && e.nivelId !== null) expect(depois.versao!).toBeGreaterThan(antes.versao ?? 0);
              if (!mudaria) expect(depois).toEqual(antes);
              expect(corpo.data.versao).toBe(depois.versao);
            }
            if (res.statusCode === 200) {
              e.primeira = { status: 200, data: corpo.data };
              ultimaEscrita = e.nivelId;
            }
          }
          if (destino === 'perdida') return; // the server answered; the device never saw it
          if (res.statusCode === 200) ap.visto = { nivelId: e.nivelId, versao: corpo.data.versao };
          else ap.visto = { nivelId: corpo.servidor.nivel_id, versao: corpo.servidor.versao };
          ap.pendente = undefined;
        };

        for (const p of passos) {
          const ap = aparelhos[p.aparelho]!;
          ap.pendente ??= {
            chave: randomUUID(),
            nivelId: p.escolha < 0 ? null : i.niveis[p.escolha]!.id,
            versaoBase: ap.visto.versao,
          };
          await enviar(ap, ap.pendente, p.destino);
        }
        // Signal comes back: every outbox drains.
        for (const ap of aparelhos) if (ap.pendente) await enviar(ap, ap.pendente, 'ok');
        for (const ap of aparelhos) expect(ap.pendente).toBeUndefined();
        // Nothing acknowledged is lost: the server holds what the last acknowledged change set.
        const final = await servidor();
        expect(final.nivelId).toBe(ultimaEscrita);
        expect(await contarLinhas(q.questionarioId, i.id)).toBe(final.nivelId === null ? 0 : 1);
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});

function salvar(
  q: { objetoId: number; questionarioId: number },
  i: IndicadorGuia,
  e: Entrada,
  user: TestUser,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Guia/Resposta',
    headers: { ...user.auth, 'idempotency-key': e.chave },
    payload: {
      objeto_id: q.objetoId,
      guia_id: ctx.edicaoId,
      questionario_id: q.questionarioId,
      indicador_id: i.id,
      nivel_id: e.nivelId,
      versao_base: e.versaoBase,
    },
  });
}

async function lerServidor(questionarioId: number, indicadorId: number) {
  const [r] = await t.db
    .select({ nivelId: schema.resposta.nivelId, versao: schema.resposta.versao })
    .from(schema.resposta)
    .where(
      and(eq(schema.resposta.questionarioId, questionarioId), eq(schema.resposta.indicadorId, indicadorId)),
    );
  return { nivelId: r?.nivelId ?? null, versao: r?.versao ?? null };
}

async function contarLinhas(questionarioId: number, indicadorId: number) {
  const linhas = await t.db
    .select({ id: schema.resposta.id })
    .from(schema.resposta)
    .where(
      and(eq(schema.resposta.questionarioId, questionarioId), eq(schema.resposta.indicadorId, indicadorId)),
    );
  return linhas.length;
}
