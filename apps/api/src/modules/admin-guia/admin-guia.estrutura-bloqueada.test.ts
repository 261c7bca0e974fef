import type { AdminEstrutura } from '@guia/shared';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { linhas } from '../../db/linhas.ts';
import { createUser, criarQuestionario, criarUnidade, questionarioRespondido } from '../../test/factories.ts';
import { sincronizarCompleto } from '../admin-estatisticas/estatisticas-rollup.ts';
import { MENSAGENS_ESTRUTURA } from './admin-guia.estrutura.ts';
import {
  auditoria,
  call,
  contextoDeEdicoes,
  corpo,
  duplicar,
  estrutura,
  fotografia,
  principioId,
  salvar,
} from './admin-guia.test-helpers.ts';

const ctx = contextoDeEdicoes();

let edicaoId: number;
let p1: number;
beforeEach(async () => {
  edicaoId = await duplicar(ctx, 2085);
  p1 = await principioId(ctx, edicaoId, 1);
});

describe('POST Admin/Guia/{id}/Indicador/{principioId} (the structure save)', () => {
  it('once a questionnaire exists, refuses structural changes (409, nothing changed) and applies texts', async () => {
    await call(ctx, 'PUT', `/Admin/Guia/${edicaoId}`, ctx.admin, { payload: { disponibilizar: true } });
    const dono = await createUser(ctx.t);
    await criarQuestionario(ctx.t, dono, await criarUnidade(ctx.t, dono), edicaoId);
    const e = await estrutura(ctx, edicaoId, p1);
    expect(e.estruturaBloqueada).toBe(true);
    const antes = await fotografia(ctx, edicaoId);
    const estruturais: [string, (b: ReturnType<typeof corpo>) => void][] = [
      [
        'new indicator',
        (b) => b.criterios[0]!.indicadores.push({ titulo: 'Novo', niveis: [{ peso: 1, descricao: 'a' }] }),
      ],
      ['removed indicator', (b) => b.criterios[0]!.indicadores.pop()],
      ['reordered indicators', (b) => b.criterios[0]!.indicadores.reverse()],
      ['new criterion', (b) => b.criterios.push({ titulo: 'Novo', descricao: '', indicadores: [] })],
      [
        'categories',
        (b) => {
          b.criterios[0]!.indicadores[0]!.categorias = [6];
        },
      ],
      [
        'percentage',
        (b) => {
          const i = b.criterios[0]!.indicadores[0]!;
          i.possuipercentual = !i.possuipercentual;
        },
      ],
      [
        'evidence',
        (b) => {
          const i = b.criterios[0]!.indicadores[0]!;
          i.possuievidencia = !i.possuievidencia;
        },
      ],
      [
        'level removed',
        (b) => {
          b.criterios[0]!.indicadores[0]!.niveis.pop();
        },
      ],
      [
        'level weight',
        (b) => {
          const n = b.criterios[0]!.indicadores[0]!.niveis;
          n[0]!.peso = [0, 1, 2, 3, 4, 5].find((peso) => !n.some((x) => x.peso === peso))!;
        },
      ],
    ];
    for (const [nome, mudar] of estruturais) {
      const body = corpo(e);
      mudar(body);
      const res = await salvar(ctx, edicaoId, p1, body);
      expect(res.statusCode, `${nome}: ${res.body}`).toBe(409);
      expect(res.json().error).toBe(MENSAGENS_ESTRUTURA.bloqueada);
    }
    expect(await fotografia(ctx, edicaoId)).toEqual(antes);

    const textos = corpo(e);
    const ind = textos.criterios[0]!.indicadores[0]!;
    textos.criterios[0]!.titulo = 'Critério com novo título';
    ind.titulo = 'Título revisado';
    ind.orientacao = 'Nova orientação';
    ind.possuiorientacao = true;
    ind.possuigee = !ind.possuigee;
    ind.niveis[0]!.descricao = 'Nível revisado';
    const ok = await salvar(ctx, edicaoId, p1, textos);
    expect(ok.statusCode, ok.body).toBe(200);
    const depois = (ok.json().data as AdminEstrutura).criterios[0]!;
    expect(depois.titulo).toBe('Critério com novo título');
    expect(depois.indicadores[0]).toMatchObject({
      titulo: 'Título revisado',
      orientacao: 'Nova orientação',
      possuigee: ind.possuigee,
    });
    expect(depois.indicadores[0]!.niveis.find((n) => n.id === ind.niveis[0]!.id)!.descricao).toBe(
      'Nível revisado',
    );
    const [audit] = await auditoria(ctx, edicaoId);
    const d = audit!.detalhes as Record<string, Record<string, unknown[]>>;
    expect(d.indicadores!.alterados).toContainEqual(
      expect.objectContaining({
        id: ind.id,
        campos: expect.objectContaining({
          titulo: [e.criterios[0]!.indicadores[0]!.titulo, 'Título revisado'],
        }),
      }),
    );
    expect(d.niveis!.alterados).toContainEqual(
      expect.objectContaining({
        id: ind.niveis[0]!.id,
        campos: { descricao: [e.criterios[0]!.indicadores[0]!.niveis[0]!.descricao, 'Nível revisado'] },
      }),
    );
  });
});

describe('POST Admin/Guia/{id}/Indicador/{principioId} (the structure save)', () => {
  it('a text-only save of an answered edition rewrites no completeness row (no recount of its questionnaires)', async () => {
    await call(ctx, 'PUT', `/Admin/Guia/${edicaoId}`, ctx.admin, { payload: { disponibilizar: true } });
    const dono = await createUser(ctx.t);
    const { questionarioId } = await questionarioRespondido(ctx.t, dono, edicaoId);
    await sincronizarCompleto(ctx.t.db, questionarioId);
    const versaoDaLinha = async () =>
      (
        await linhas<{ x: string }>(
          ctx.t.db,
          sql`select xmin::text as x from questionario_completo where questionario_id = ${questionarioId}`,
        )
      ).map((r) => r.x);
    const antes = await versaoDaLinha();
    expect(antes).toHaveLength(1);

    const body = corpo(await estrutura(ctx, edicaoId, p1));
    body.criterios[0]!.indicadores[0]!.titulo = 'Título revisado';
    const res = await salvar(ctx, edicaoId, p1, body);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as AdminEstrutura).criterios[0]!.indicadores[0]!.titulo).toBe('Título revisado');
    expect(await versaoDaLinha()).toEqual(antes);
  });
});
