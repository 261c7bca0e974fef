import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { duplicarEdicaoParaTeste } from '../../test/factories.ts';
import { extrairTextoPdf } from '../pdf/extrair-texto.ts';
import {
  abrirApp,
  cenario,
  criar,
  editar,
  item,
  ler,
  limpar,
  mesmaLinhagem,
  responderEFinalizar,
} from './plano-acao.test-helpers.ts';

// Issue 17 §2: finishing next year's Guia freezes each target's outcome, matched by the indicator's
// lineage even when the new edition renumbered and moved it; an indicator gone is 'não avaliável'.

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

const { indicador, nivel, planoAcao, planoAcaoItem } = schema;

describe("next year's verdict", () => {
  it('freezes each outcome at the finish, by lineage across a renumbered and moved indicator', async () => {
    const c = await cenario(t);
    const [movido, mantido, removido, cancelado] = c.emDois as [number, number, number, number];
    const res = await criar(t, c.user, c.objetoId, {
      questionario_id: c.questionarioId,
      itens: [item(movido), item(mantido, { peso_meta: 4 }), item(removido), item(cancelado), item(c.emUm)],
    });
    expect(res.statusCode, res.body).toBe(201);
    const itens = res.json().data.itens as { id: number; indicador_id: number }[];
    const itemDe = (id: number) => itens.find((i) => i.indicador_id === id)!.id;
    expect((await editar(t, c.user, itemDe(cancelado), { estado: 'cancelada' })).statusCode).toBe(200);

    const [ed] = await t.db.select().from(schema.edicao).where(eq(schema.edicao.id, c.edicaoId));
    const nova = await duplicarEdicaoParaTeste(t, c.edicaoId, ed!.ano + 1);
    // The new edition renumbers the first indicator and moves it to another criterion, and drops the third.
    const novoMovido = (await mesmaLinhagem(t, movido, nova))!;
    const [outroCriterio] = await t.db
      .execute<{ id: number }>(sql`
      select c.id from criterio c join principio p on p.id = c.principio_id
      where p.edicao_id = ${nova} and c.id <> (select criterio_id from indicador where id = ${novoMovido})
      order by c.id desc limit 1`)
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    await t.db
      .update(indicador)
      .set({ codigo: '9.9.9', criterioId: outroCriterio!.id, sequencia: 99 })
      .where(eq(indicador.id, novoMovido));
    const novoRemovido = (await mesmaLinhagem(t, removido, nova))!;
    await t.db
      .execute(sql`delete from material_indicador where indicador_id = ${novoRemovido}`)
      .catch(() => undefined);
    await t.db.delete(nivel).where(eq(nivel.indicadorId, novoRemovido));
    await t.db.delete(indicador).where(eq(indicador.id, novoRemovido));

    const pesos = new Map<number, number>([
      [novoMovido, 3], // target 3: met
      [(await mesmaLinhagem(t, mantido, nova))!, 2], // target 4, still 2: kept
      [(await mesmaLinhagem(t, c.emUm, nova))!, 2], // from 1 towards 3: advanced
      [(await mesmaLinhagem(t, cancelado, nova))!, 1],
    ]);
    const { questionarioId: q2, indicadores: naTela } = await responderEFinalizar(t, c, nova, pesos);
    // While answering, each continued target shows beside last year's answer (a cancelled one does not).
    const meta = (id: number | undefined) => naTela.find((i) => i.id === id)?.meta;
    expect(meta(novoMovido)).toEqual({ peso: 3, prazo: item(movido).prazo, descricao: expect.any(String) });
    expect(meta(await mesmaLinhagem(t, mantido, nova))).toMatchObject({ peso: 4 });
    expect(meta(await mesmaLinhagem(t, cancelado, nova))).toBeNull();
    expect(meta(await mesmaLinhagem(t, c.emDois[4]!, nova))).toBeNull();

    const [plano] = await t.db.select().from(planoAcao).where(eq(planoAcao.objetoId, c.objetoId));
    expect(plano!.avaliadoEm).not.toBeNull();
    expect(plano!.questionarioAvaliacaoId).toBe(q2);
    const julgados = await t.db
      .select({
        indicadorId: planoAcaoItem.indicadorId,
        desfecho: planoAcaoItem.desfecho,
        peso: planoAcaoItem.pesoObtido,
      })
      .from(planoAcaoItem)
      .where(eq(planoAcaoItem.planoId, plano!.id));
    const de = (id: number) => julgados.find((j) => j.indicadorId === id);
    expect(de(movido)).toMatchObject({ desfecho: 'atingida', peso: 3 });
    expect(de(mantido)).toMatchObject({ desfecho: 'manteve', peso: 2 });
    expect(de(c.emUm)).toMatchObject({ desfecho: 'avancou', peso: 2 });
    expect(de(removido)).toMatchObject({ desfecho: 'nao_avaliavel', peso: null });
    expect(de(cancelado)).toMatchObject({ desfecho: null, peso: null });

    // The plan is now the previous one, with its outcomes; a new one may be made.
    const lido = (await ler(t, c.user, c.objetoId)).json().data;
    expect(lido.ativo).toBeNull();
    expect(lido.anterior.id).toBe(plano!.id);

    // The report of the questionnaire that judged it shows the verdict: the screen's call and the PDF.
    const avaliado = await t.app.inject({
      method: 'GET',
      url: `/api/Objeto/${c.objetoId}/PlanoAcao/Avaliacao/${q2}`,
      headers: c.user.auth,
    });
    expect(avaliado.statusCode, avaliado.body).toBe(200);
    const { plano: julgado, plano_ativo } = avaliado.json().data;
    expect(plano_ativo).toBe(false);
    expect(julgado.questionario_avaliacao_id).toBe(q2);
    const lidoDe = (id: number) => julgado.itens.find((i: { indicador_id: number }) => i.indicador_id === id);
    expect(lidoDe(movido)).toMatchObject({ desfecho: 'atingida', peso_obtido: 3 });
    // Each target names the indicator that continues it in the judging edition ('Montar novo plano').
    expect(lidoDe(movido).indicador_avaliado_id).toBe(novoMovido);
    expect(lidoDe(removido).indicador_avaliado_id).toBeNull();
    const nenhum = await t.app.inject({
      method: 'GET',
      url: `/api/Objeto/${c.objetoId}/PlanoAcao/Avaliacao/${c.questionarioId}`,
      headers: c.user.auth,
    });
    expect(nenhum.json().data).toEqual({ plano: null, plano_ativo: false });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/Relatorio/Desempenho/${c.objetoId}/${nova}`,
      headers: c.user.auth,
    });
    expect(pdf.statusCode).toBe(200);
    const texto = (await extrairTextoPdf(pdf.rawPayload)).replace(/\s+/g, ' ');
    // Judged: met, kept, advanced and gone ('não avaliável'); the cancelled one is not judged.
    expect(texto).toContain('Metas do ciclo anterior: 1 de 4 atingidas');
    expect(texto).toContain('Não avaliável');
    expect(texto).toContain('Autoavaliação declarada pelo produtor');
    const anteriorPdf = await t.app.inject({
      method: 'GET',
      url: `/api/Relatorio/Desempenho/${c.objetoId}/${c.edicaoId}`,
      headers: c.user.auth,
    });
    expect(await extrairTextoPdf(anteriorPdf.rawPayload)).not.toContain('Metas do ciclo anterior');

    // Frozen: later edits of the edition's texts or answers do not touch the outcomes.
    await t.db.update(indicador).set({ titulo: 'Outro título' }).where(eq(indicador.id, novoMovido));
    await t.db.execute(sql`update resposta set nivel_id = nivel_id where questionario_id = ${q2}`);
    const depois = await t.db
      .select({ desfecho: planoAcaoItem.desfecho })
      .from(planoAcaoItem)
      .where(and(eq(planoAcaoItem.planoId, plano!.id), eq(planoAcaoItem.indicadorId, movido)));
    expect(depois[0]!.desfecho).toBe('atingida');
  });

  it('leaves a plan alone when the finished questionnaire is not of a later edition', async () => {
    const c = await cenario(t);
    expect(
      (await criar(t, c.user, c.objetoId, { questionario_id: c.questionarioId, itens: [item(c.emDois[0]!)] }))
        .statusCode,
    ).toBe(201);
    // Another unit of the same producer finishes the same edition: the plan stays active.
    await cenario(t, c.user);
    const [plano] = await t.db.select().from(planoAcao).where(eq(planoAcao.objetoId, c.objetoId));
    expect(plano!.avaliadoEm).toBeNull();
  });
});
