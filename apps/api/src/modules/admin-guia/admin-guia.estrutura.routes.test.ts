import type { AdminEstrutura } from '@guia/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { MENSAGENS_ESTRUTURA } from './admin-guia.estrutura.ts';
import {
  auditoria,
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
  it('renumbers every code after an add, a removal and a move across criteria', async () => {
    const e = await estrutura(ctx, edicaoId, p1);
    expect(e.criterios.length).toBeGreaterThanOrEqual(2);
    const body = corpo(e);
    const [c1, c2] = body.criterios as [
      (typeof body.criterios)[number],
      (typeof body.criterios)[number],
      ...(typeof body.criterios)[number][],
    ];
    const removido = c1.indicadores.shift()!;
    const movido = c2.indicadores.pop()!;
    c1.indicadores.unshift(movido);
    c1.indicadores.push({
      titulo: 'Indicador novo',
      categorias: [3, 6],
      niveis: [
        { peso: 1, descricao: 'Começando' },
        { peso: 3, descricao: 'No meio' },
        { peso: 5, descricao: 'Pronto' },
      ],
    });
    // A new criterion goes first: every criterion code moves.
    body.criterios.unshift({
      titulo: 'Critério novo',
      descricao: '',
      indicadores: [
        {
          titulo: 'Outro novo',
          niveis: [
            { peso: 1, descricao: 'Um' },
            { peso: 0, descricao: 'Não se aplica' },
          ],
        },
      ],
    });
    const res = await salvar(ctx, edicaoId, p1, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Atualizado');
    const depois = res.json().data as AdminEstrutura;
    expect(depois.versao).toBe(e.versao + 1);
    expect(depois.criterios.map((c) => [c.codigo, c.number])).toEqual(
      depois.criterios.map((_, i) => [i + 1, `1.${i + 1}`]),
    );
    for (const c of depois.criterios)
      c.indicadores.forEach((i, ii) => {
        expect([i.codigo, i.sequencia]).toEqual([`1.${c.codigo}.${ii + 1}`, ii + 1]);
      });
    const [novoCrit, d1, d2] = depois.criterios as [
      AdminEstrutura['criterios'][number],
      AdminEstrutura['criterios'][number],
      AdminEstrutura['criterios'][number],
    ];
    expect(novoCrit.titulo).toBe('Critério novo');
    expect(novoCrit.indicadores[0]).toMatchObject({ codigo: '1.1.1', titulo: 'Outro novo' });
    expect(novoCrit.indicadores[0]!.niveis.map((n) => n.peso)).toEqual([1, 0]);
    // The moved indicator keeps its id and lineage key; the new one has a lineage key of its own.
    const antesMovido = e.criterios[1]!.indicadores.at(-1)!;
    expect(d1.indicadores[0]).toMatchObject({
      id: antesMovido.id,
      linhagem: antesMovido.linhagem,
      codigo: '1.2.1',
    });
    expect(d1.indicadores.at(-1)).toMatchObject({ titulo: 'Indicador novo', categorias: [3, 6] });
    const linhagens = new Set(e.criterios.flatMap((c) => c.indicadores.map((i) => i.linhagem)));
    expect(linhagens.has(d1.indicadores.at(-1)!.linhagem)).toBe(false);
    expect(d2.indicadores.map((i) => i.id)).toEqual(
      e.criterios[1]!.indicadores.slice(0, -1).map((i) => i.id),
    );
    const todos = depois.criterios.flatMap((c) => c.indicadores.map((i) => i.id));
    expect(todos).not.toContain(removido.id);
    const [gone] = await ctx.t.db
      .select()
      .from(schema.indicador)
      .where(eq(schema.indicador.id, Number(removido.id)));
    expect(gone).toBeUndefined();

    const [audit] = await auditoria(ctx, edicaoId);
    expect(audit!.acao).toBe('guia.estrutura');
    const d = audit!.detalhes as Record<string, Record<string, unknown[]>>;
    expect(d.criterios!.adicionados).toEqual([{ codigo: 1, titulo: 'Critério novo' }]);
    expect(d.indicadores!.removidos).toEqual([
      { id: removido.id, codigo: e.criterios[0]!.indicadores[0]!.codigo, titulo: removido.titulo },
    ]);
    expect(d.indicadores!.alterados).toContainEqual({
      id: movido.id,
      codigo: '1.2.1',
      campos: { codigo: [antesMovido.codigo, '1.2.1'], criterioId: [e.criterios[1]!.id, e.criterios[0]!.id] },
    } as never);
  });

  it('removes a criterion while its indicator moves to another one', async () => {
    const e = await estrutura(ctx, edicaoId, p1);
    const body = corpo(e);
    const [c1, c2] = body.criterios;
    c1!.indicadores.push(...c2!.indicadores);
    body.criterios.splice(1, 1);
    const res = await salvar(ctx, edicaoId, p1, body);
    expect(res.statusCode, res.body).toBe(200);
    const depois = res.json().data as AdminEstrutura;
    expect(depois.criterios).toHaveLength(e.criterios.length - 1);
    expect(depois.criterios[0]!.indicadores.map((i) => i.id)).toEqual([
      ...e.criterios[0]!.indicadores.map((i) => i.id),
      ...e.criterios[1]!.indicadores.map((i) => i.id),
    ]);
    expect(depois.criterios[1]?.id).toBe(e.criterios[2]?.id);
  });
});

describe('POST Admin/Guia/{id}/Indicador/{principioId} (the structure save)', () => {
  it('refuses bad levels, foreign ids and unknown categories with a message per field, changing nothing', async () => {
    const e = await estrutura(ctx, edicaoId, p1);
    const antes = await fotografia(ctx, edicaoId);
    const outra = await estrutura(ctx, ctx.seededId, await principioId(ctx, ctx.seededId, 2));
    const casos: [string, (b: ReturnType<typeof corpo>) => void, string, string][] = [
      [
        'duplicate weight',
        (b) => {
          b.criterios[0]!.indicadores[0]!.niveis = [
            { peso: 2, descricao: 'a' },
            { peso: 2, descricao: 'b' },
          ];
        },
        'criterios.0.indicadores.0.niveis.1.peso',
        'Dois níveis com o mesmo peso',
      ],
      [
        'weight 6',
        (b) => {
          b.criterios[0]!.indicadores[0]!.niveis[0]!.peso = 6;
        },
        'criterios.0.indicadores.0.niveis.0.peso',
        'O peso vai de 0 a 5',
      ],
      [
        'weight -1',
        (b) => {
          b.criterios[0]!.indicadores[0]!.niveis[0]!.peso = -1;
        },
        'criterios.0.indicadores.0.niveis.0.peso',
        'O peso vai de 0 a 5',
      ],
      [
        'no level',
        (b) => {
          b.criterios[0]!.indicadores[0]!.niveis = [];
        },
        'criterios.0.indicadores.0.niveis',
        'Cadastre ao menos um nível',
      ],
      [
        'empty title',
        (b) => {
          b.criterios[0]!.indicadores[0]!.titulo = '   ';
        },
        'criterios.0.indicadores.0.titulo',
        'Preencha um texto válido',
      ],
      [
        'criterion of another principle',
        (b) => {
          b.criterios[0]!.id = outra.criterios[0]!.id;
        },
        'criterios.0.id',
        MENSAGENS_ESTRUTURA.criterioDeOutro,
      ],
      [
        'indicator of another principle',
        (b) => {
          b.criterios[0]!.indicadores[0]!.id = outra.criterios[0]!.indicadores[0]!.id;
        },
        'criterios.0.indicadores.0.id',
        MENSAGENS_ESTRUTURA.indicadorDeOutro,
      ],
      [
        'level of another indicator',
        (b) => {
          b.criterios[0]!.indicadores[0]!.niveis[0]!.id = e.criterios[0]!.indicadores[1]!.niveis[0]!.id;
        },
        'criterios.0.indicadores.0.niveis.0.id',
        MENSAGENS_ESTRUTURA.nivelDeOutro,
      ],
      [
        'indicator twice',
        (b) => {
          b.criterios[0]!.indicadores.push({
            ...b.criterios[0]!.indicadores[0]!,
            niveis: [{ peso: 1, descricao: 'x' }],
          });
        },
        `criterios.0.indicadores.${e.criterios[0]!.indicadores.length}.id`,
        MENSAGENS_ESTRUTURA.repetido,
      ],
      [
        'unknown category',
        (b) => {
          b.criterios[0]!.indicadores[0]!.categorias = [3, 999];
        },
        'criterios.0.indicadores.0.categorias',
        MENSAGENS_ESTRUTURA.categoriaInexistente,
      ],
    ];
    for (const [nome, mudar, campo, mensagem] of casos) {
      const body = corpo(e);
      mudar(body);
      const res = await salvar(ctx, edicaoId, p1, body);
      expect(res.statusCode, nome).toBe(400);
      expect(res.json().fields?.[campo], `${nome}: ${res.body}`).toBe(mensagem);
    }
    expect(await fotografia(ctx, edicaoId)).toEqual(antes);
    expect((await estrutura(ctx, edicaoId, p1)).versao).toBe(e.versao);
    expect((await auditoria(ctx, edicaoId)).map((a) => a.acao)).toEqual(['guia.duplicar']);
  });
});

describe('POST Admin/Guia/{id}/Indicador/{principioId} (the structure save)', () => {
  it('changes level weights of an unanswered edition', async () => {
    const e = await estrutura(ctx, edicaoId, p1);
    const body = corpo(e);
    const niveis = body.criterios[0]!.indicadores[0]!.niveis;
    // Swap the first two weights.
    const [a, b] = [niveis[0]!.peso, niveis[1]!.peso];
    niveis[0]!.peso = b;
    niveis[1]!.peso = a;
    const res = await salvar(ctx, edicaoId, p1, body);
    expect(res.statusCode, res.body).toBe(200);
    const depois = (res.json().data as AdminEstrutura).criterios[0]!.indicadores[0]!.niveis;
    expect(depois.find((n) => n.peso === a)!.descricao).toBe(niveis[1]!.descricao);
    expect(depois.find((n) => n.peso === b)!.descricao).toBe(niveis[0]!.descricao);
  });

  it('refuses a save over a newer version; of two simultaneous saves exactly one wins', async () => {
    const e = await estrutura(ctx, edicaoId, p1);
    const um = corpo(e);
    um.criterios[0]!.titulo = 'Versão A';
    const dois = corpo(e);
    dois.criterios[0]!.titulo = 'Versão B';
    const [a, b] = await Promise.all([salvar(ctx, edicaoId, p1, um), salvar(ctx, edicaoId, p1, dois)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const perdedor = a.statusCode === 409 ? a : b;
    expect(perdedor.json().error).toBe(MENSAGENS_ESTRUTURA.versaoAntiga);
    const vencedor = a.statusCode === 200 ? 'Versão A' : 'Versão B';
    const depois = await estrutura(ctx, edicaoId, p1);
    expect(depois.criterios[0]!.titulo).toBe(vencedor);
    expect(depois.versao).toBe(e.versao + 1);
    expect((await salvar(ctx, edicaoId, p1, corpo(e))).statusCode).toBe(409);
  });
});
