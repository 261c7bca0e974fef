import type { AdminEstrutura } from '@guia/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { createUser, criarQuestionarioFinalizado, criarUnidade } from '../../test/factories.ts';
import { MENSAGENS } from './admin-guia.service.ts';
import {
  auditoria,
  call,
  contextoDeEdicoes,
  corpo,
  duplicar,
  estrutura,
  principioId,
  salvar,
} from './admin-guia.test-helpers.ts';

const ctx = contextoDeEdicoes();

describe('the support page', () => {
  it('edits a level, an indicator title and an evidence example (404 unknown, 400 empty), audited', async () => {
    const e = await estrutura(ctx, ctx.seededId, await principioId(ctx, ctx.seededId, 1));
    const ind = e.criterios[0]!.indicadores[0]!;
    const nivel = ind.niveis[0]!;
    const casos: [string, Record<string, unknown>, () => Promise<unknown>][] = [
      [
        'nivel',
        { id: nivel.id, titulo: 'Nível novo' },
        async () =>
          (await estrutura(ctx, ctx.seededId, e.principio.id)).criterios[0]!.indicadores[0]!.niveis[0]!
            .descricao,
      ],
      [
        'indicador',
        { id: ind.id, titulo: 'Título novo' },
        async () => (await estrutura(ctx, ctx.seededId, e.principio.id)).criterios[0]!.indicadores[0]!.titulo,
      ],
      [
        'evidencia',
        { id: ind.id, evidencia: 'Evidência nova' },
        async () =>
          (await estrutura(ctx, ctx.seededId, e.principio.id)).criterios[0]!.indicadores[0]!.exemploevidencia,
      ],
    ];
    for (const [tipo, payload, ler] of casos) {
      const vazio = await call(ctx, 'PATCH', `/Admin/Guia/update/${tipo}`, ctx.admin, {
        payload: { ...payload, titulo: ' ', evidencia: ' ' },
      });
      expect(vazio.statusCode, tipo).toBe(400);
      expect(Object.values(vazio.json().fields)).toContain('Preencha um texto válido');
      expect(
        (
          await call(ctx, 'PATCH', `/Admin/Guia/update/${tipo}`, ctx.admin, {
            payload: { ...payload, id: 999999 },
          })
        ).statusCode,
      ).toBe(404);
      const res = await call(ctx, 'PATCH', `/Admin/Guia/update/${tipo}`, ctx.admin, { payload });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ data: null, message: 'Atualizado' });
      expect(await ler()).toBe(payload.titulo ?? payload.evidencia);
    }
    const acoes = (await auditoria(ctx, ctx.seededId)).map((a) => [
      a.acao,
      (a.detalhes as { antes: unknown; depois: unknown }).depois,
    ]);
    expect(acoes).toEqual([
      ['guia.evidencia', 'Evidência nova'],
      ['guia.indicador', 'Título novo'],
      ['guia.nivel', 'Nível novo'],
    ]);
    expect((await auditoria(ctx, ctx.seededId))[2]!.detalhes).toMatchObject({
      antes: nivel.descricao,
      indicador: ind.codigo,
      peso: nivel.peso,
    });
  });

  it('adds a support link for one of the indicator’s categories (http/https only) and deletes it', async () => {
    const e = await estrutura(ctx, ctx.seededId, await principioId(ctx, ctx.seededId, 3));
    const ind = e.criterios
      .flatMap((c) => c.indicadores)
      .find((i) => i.categorias.length > 0 && !i.categorias.includes(3))!;
    const base = { indicador_id: ind.id, titulo: 'Guia prático', url: 'https://exemplo.org/guia' };
    const fora = await call(ctx, 'POST', '/Admin/Guia/apoio/add', ctx.admin, {
      payload: { ...base, categoria_id: 3 },
    });
    expect(fora.statusCode).toBe(400);
    expect(fora.json().fields).toEqual({ categoria_id: MENSAGENS.categoriaDoIndicador });
    const js = await call(ctx, 'POST', '/Admin/Guia/apoio/add', ctx.admin, {
      payload: { ...base, url: 'javascript:alert(1)', categoria_id: ind.categorias[0] },
    });
    expect(js.statusCode).toBe(400);
    expect(js.json().fields.url).toBe('Informe um endereço que comece com http:// ou https://');
    expect(
      (
        await call(ctx, 'POST', '/Admin/Guia/apoio/add', ctx.admin, {
          payload: { ...base, indicador_id: 999999, categoria_id: 6 },
        })
      ).statusCode,
    ).toBe(404);

    const ok = await call(ctx, 'POST', '/Admin/Guia/apoio/add', ctx.admin, {
      payload: { ...base, categoria_id: ind.categorias[0] },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      message: 'Material de apoio inserido',
      data: { titulo: 'Guia prático', url: base.url, categoriaId: ind.categorias[0] },
    });
    const id = ok.json().data.id as number;
    const lido = (await estrutura(ctx, ctx.seededId, e.principio.id)).criterios
      .flatMap((c) => c.indicadores)
      .find((i) => i.id === ind.id)!;
    expect(lido.apoio.map((a) => a.id)).toContain(id);

    const del = await call(ctx, 'DELETE', `/Admin/Guia/apoio/delete/${id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ data: null, message: 'Material de apoio excluído' });
    expect((await call(ctx, 'DELETE', `/Admin/Guia/apoio/delete/${id}`)).statusCode).toBe(404);
    expect((await auditoria(ctx, ctx.seededId)).map((a) => a.acao)).toEqual([
      'guia.apoio.excluir',
      'guia.apoio.inserir',
    ]);
  });

  it('accepts any existing category for an indicator that applies to all', async () => {
    const novo = await duplicar(ctx, 2086);
    const p1 = await principioId(ctx, novo, 1);
    const body = corpo(await estrutura(ctx, novo, p1));
    body.criterios[0]!.indicadores[0]!.categorias = [];
    const salvo = (await salvar(ctx, novo, p1, body)).json().data as AdminEstrutura;
    const ind = salvo.criterios[0]!.indicadores[0]!;
    expect(ind.categorias).toEqual([]);
    const payload = { indicador_id: ind.id, titulo: 'Link', url: 'http://exemplo.org', categoria_id: 5 };
    expect((await call(ctx, 'POST', '/Admin/Guia/apoio/add', ctx.admin, { payload })).statusCode).toBe(201);
    expect(
      (
        await call(ctx, 'POST', '/Admin/Guia/apoio/add', ctx.admin, {
          payload: { ...payload, categoria_id: 999 },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('what producers see', () => {
  it('a text edit shows in the report at once, and the finished questionnaire’s numbers never change', async () => {
    const dono = await createUser(ctx.t);
    const objetoId = await criarUnidade(ctx.t, dono);
    const questionarioId = await criarQuestionarioFinalizado(ctx.t, dono, objetoId, {
      edicaoId: ctx.seededId,
    });
    const url = `/Objeto/${objetoId}/${ctx.seededId}/${questionarioId}/completo`;
    const relatorio = async () => {
      const res = await call(ctx, 'GET', url, dono);
      expect(res.statusCode).toBe(200);
      return res.json().data as {
        score: { codigo: number; valor: number }[];
        scoretotal: number;
        gabarito: {
          id: number;
          titulo: string;
          descricao: string | null;
          resposta: number | null;
          exemploevidencia: string | null;
        }[];
      };
    };
    const antes = await relatorio();
    const item = antes.gabarito.find((g) => g.resposta !== null && g.resposta > 0)!;
    const [escolhido] = await ctx.t.db
      .select({ nivelId: schema.resposta.nivelId })
      .from(schema.resposta)
      .where(
        and(eq(schema.resposta.questionarioId, questionarioId), eq(schema.resposta.indicadorId, item.id)),
      );

    expect(
      (
        await call(ctx, 'PATCH', '/Admin/Guia/update/indicador', ctx.admin, {
          payload: { id: item.id, titulo: 'Título editado' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(ctx, 'PATCH', '/Admin/Guia/update/nivel', ctx.admin, {
          payload: { id: escolhido!.nivelId, titulo: 'Nível editado' },
        })
      ).statusCode,
    ).toBe(200);
    const depois = await relatorio();
    const editado = depois.gabarito.find((g) => g.id === item.id)!;
    expect(editado).toMatchObject({
      titulo: 'Título editado',
      descricao: 'Nível editado',
      resposta: item.resposta,
    });
    expect(depois.score).toEqual(antes.score);
    expect(depois.scoretotal).toBe(antes.scoretotal);

    // A structural change of the answered edition is refused and changes nothing.
    const p = await principioId(ctx, ctx.seededId, 1);
    const e = await estrutura(ctx, ctx.seededId, p);
    const body = corpo(e);
    body.criterios[0]!.indicadores.pop();
    const recusa = await salvar(ctx, ctx.seededId, p, body);
    expect(recusa.statusCode).toBe(409);
    expect(await estrutura(ctx, ctx.seededId, p)).toEqual(e);
    const ultimo = await relatorio();
    expect(ultimo.score).toEqual(antes.score);
    expect(ultimo.gabarito.length).toBe(antes.gabarito.length);
  });
});
