import type { AdminEstatisticas } from '@guia/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, indicadoresAplicaveis, type TestUser } from '../../test/factories.ts';

import { reconstruirRollup } from './estatisticas-rollup.ts';

/*
 * A small world written straight into the tables, every expected number worked out by hand:
 *   U1 cat 3 SP  area 100.5   rebanho 10   Q1 finished 10 days ago   [50,60,70,80,90] pot 50
 *   U2 cat 6 SP  area 200     rebanho 50   Q2 finished 20 days ago   [42,0,100,33,20] pot 35
 *   U3 cat 6 MT  area 1000.25 rebanho 300  Q3 finished 400 days ago  [10,10,10,10,10] pot 25
 *                (U3 and its owner B registered 500 days ago)
 *   U4 cat 3 SP  no area                   Q4 open, every indicator answered
 * Users: A (SP), B (MT, 500 days ago), the administrator and a visitante (no UF).
 */

let t: TestApp;
let admin: TestUser;
let visitante: TestUser;

const DIA = 86_400_000;
const atras = (dias: number) => new Date(Date.now() - dias * DIA);

async function inserirUsuario(nome: string, uf: string, criadoEm: Date) {
  const [u] = await t.db
    .insert(schema.usuario)
    .values({
      nome,
      email: `${nome.toLowerCase()}@exemplo.com.br`,
      celular: '65999998888',
      selecao: 'cpf',
      passwordHash: 'x',
      uf,
      criadoEm,
    })
    .returning({ id: schema.usuario.id });
  return u!.id;
}

async function inserirUnidade(
  usuarioId: number,
  v: {
    categoriaId: number;
    uf: string;
    cidade: number;
    area: number | null;
    rebanho: number | null;
    criadoEm?: Date;
  },
) {
  const [o] = await t.db
    .insert(schema.objeto)
    .values({ usuarioId, nomeunidade: `Unidade ${v.categoriaId}${v.uf}`, ...v })
    .returning({ id: schema.objeto.id });
  return o!.id;
}

/** A finished questionnaire with hand-made frozen results: [aproveitamento, potencial, atendido%] per principle. */
async function finalizado(
  objetoId: number,
  usuarioId: number,
  edicaoId: number,
  finalizadoEm: Date,
  principios: [number, number, number][],
) {
  const [q] = await t.db
    .insert(schema.questionario)
    .values({ objetoId, edicaoId, usuarioId, finalizado: true, finalizadoEm, atualizadoEm: finalizadoEm })
    .returning({ id: schema.questionario.id });
  await t.db.insert(schema.resultadoPrincipio).values(
    principios.map(([aproveitamento, potencial, atendido], i) => ({
      questionarioId: q!.id,
      principioCodigo: i + 1,
      total: 1,
      respondidas: 1,
      aplicaveis: 1,
      potencial,
      avaliacao: 0,
      aproveitamento,
      atendido,
      naoAtendido: potencial === 0 ? 0 : 100 - atendido,
      naoPreenchido: 0,
    })),
  );
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { role: 'administrador', nome: 'Ana Admin' });
  visitante = await createUser(t);
  const [ed] = await t.db
    .select({ id: schema.edicao.id })
    .from(schema.edicao)
    .where(eq(schema.edicao.disponivel, true))
    .orderBy(desc(schema.edicao.ano))
    .limit(1);
  const edicaoId = ed!.id;
  const a = await inserirUsuario('Alice', 'SP', new Date());
  const b = await inserirUsuario('Bruno', 'MT', atras(500));
  const u1 = await inserirUnidade(a, { categoriaId: 3, uf: 'SP', cidade: 3550308, area: 100.5, rebanho: 10 });
  const u2 = await inserirUnidade(a, { categoriaId: 6, uf: 'SP', cidade: 3550308, area: 200, rebanho: 50 });
  const u3 = await inserirUnidade(b, {
    categoriaId: 6,
    uf: 'MT',
    cidade: 5103403,
    area: 1000.25,
    rebanho: 300,
    criadoEm: atras(500),
  });
  const u4 = await inserirUnidade(a, {
    categoriaId: 3,
    uf: 'SP',
    cidade: 3550308,
    area: null,
    rebanho: null,
  });
  await finalizado(u1, a, edicaoId, atras(10), [
    [50, 10, 50],
    [60, 10, 60],
    [70, 10, 70],
    [80, 10, 80],
    [90, 10, 90],
  ]);
  await finalizado(u2, a, edicaoId, atras(20), [
    [42, 5, 42],
    [0, 0, 0],
    [100, 10, 100],
    [33, 15, 33],
    [20, 5, 20],
  ]);
  await finalizado(u3, b, edicaoId, atras(400), [
    [10, 5, 10],
    [10, 5, 10],
    [10, 5, 10],
    [10, 5, 10],
    [10, 5, 10],
  ]);
  const [q4] = await t.db
    .insert(schema.questionario)
    .values({ objetoId: u4, edicaoId, usuarioId: a })
    .returning({ id: schema.questionario.id });
  const aplicaveis = await indicadoresAplicaveis(t, edicaoId, 3);
  await t.db
    .insert(schema.resposta)
    .values(
      aplicaveis.map((i) => ({ questionarioId: q4!.id, indicadorId: i.indicadorId, nivelId: i.nivelId })),
    );
  // Written behind the services' back: the rebuild counts it, as at the first start after the migration.
  await reconstruirRollup(t.db);
});

afterAll(async () => {
  await t?.close();
});

async function estatisticas(body: unknown, user: TestUser | null = admin) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Admin/Estatisticas',
    ...(user ? { headers: user.auth } : {}),
    payload: body as object,
  });
}

async function dados(body: unknown): Promise<AdminEstatisticas> {
  const res = await estatisticas(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const categoria = (d: AdminEstatisticas, id: number) => d.categorias.find((c) => c.id === id);

describe('POST /api/Admin/Estatisticas', () => {
  it('answers 401 to anonymous and 404 (not found) to a visitante', async () => {
    expect((await estatisticas({}, null)).statusCode).toBe(401);
    const res = await estatisticas({}, visitante);
    expect(res.statusCode).toBe(404);
  });

  it('refuses bad filters with a Portuguese message per field', async () => {
    const res = await estatisticas({ intervalo: '2 years', categoria: 'abc', uf: 'XX' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      intervalo: 'Intervalo inválido',
      categoria: 'Categoria inválida',
      uf: 'Estado inválido',
    });
    const semCategoria = await estatisticas({ categoria: 999 });
    expect(semCategoria.statusCode).toBe(400);
    expect(semCategoria.json().fields).toEqual({ categoria: 'Categoria inválida' });
  });

  it('without filters counts everything', async () => {
    const d = await dados({});
    expect(d.guiaEntregues).toBe(3);
    expect(d.guiaPreenchidos).toBe(4); // 3 finished + Q4 complete and open
    // P1 (50+42+10)/3 = 34; P2 70/3 = 23.3; P3 180/3 = 60; P4 123/3 = 41; P5 120/3 = 40.
    expect(d.blocoAproveitamento).toEqual({
      aproveitamento: [34, 23, 60, 41, 40],
      potencial: 36, // (50+35+25)/3 = 36.7
      percentual: 39, // (70+39+10)/3 = 39.7
    });
    // P1 shares: atendido 102, não atendido 198 of 300 -> 34/66. P2: 70 and 130 of 200 -> 35/65.
    expect(d.blocoPercentuais[0]).toEqual({ principio: 1, atendido: 34, naoAtendido: 66, naoPreenchido: 0 });
    expect(d.blocoPercentuais[1]).toEqual({ principio: 2, atendido: 35, naoAtendido: 65, naoPreenchido: 0 });
    expect(d.areaGuiaEntregue).toBe(1300.75);
    expect(d.rebanhoGuiaEntregue).toBe(360);
    expect(d.objetos).toBe(4);
    expect(categoria(d, 3)).toMatchObject({ sigla: 'VAR', total: 2, percentual: 50 });
    expect(categoria(d, 6)).toMatchObject({ sigla: 'PEC', total: 2, percentual: 50 });
    expect(categoria(d, 1)).toMatchObject({ total: 0, percentual: 0 });
    expect(d.novosCadastros).toBe(4); // admin, visitante, A, B
  });

  it("'Último ano' leaves out what is older than 365 days", async () => {
    const d = await dados({ intervalo: '1 year' });
    expect(d.guiaEntregues).toBe(2);
    expect(d.guiaPreenchidos).toBe(3);
    // (50+42)/2 = 46; 60/2 = 30; 170/2 = 85; 113/2 = 56.5; 110/2 = 55; pot 85/2 = 42.5; (70+39)/2 = 54.5.
    expect(d.blocoAproveitamento).toEqual({
      aproveitamento: [46, 30, 85, 56, 55],
      potencial: 42,
      percentual: 54,
    });
    expect(d.blocoPercentuais[0]).toEqual({ principio: 1, atendido: 46, naoAtendido: 54, naoPreenchido: 0 });
    expect(d.areaGuiaEntregue).toBe(300.5);
    expect(d.rebanhoGuiaEntregue).toBe(60);
    expect(d.objetos).toBe(3);
    expect(categoria(d, 3)).toMatchObject({ total: 2, percentual: 67 });
    expect(categoria(d, 6)).toMatchObject({ total: 1, percentual: 33 });
    expect(d.novosCadastros).toBe(3); // B registered 500 days ago
  });

  it('filters by UF', async () => {
    const d = await dados({ uf: 'MT' });
    expect(d.guiaEntregues).toBe(1);
    expect(d.guiaPreenchidos).toBe(1);
    expect(d.blocoAproveitamento).toEqual({
      aproveitamento: [10, 10, 10, 10, 10],
      potencial: 25,
      percentual: 10,
    });
    expect(d.areaGuiaEntregue).toBe(1000.25);
    expect(d.rebanhoGuiaEntregue).toBe(300);
    expect(d.objetos).toBe(1);
    expect(d.novosCadastros).toBe(1);

    const ano = await dados({ uf: 'MT', intervalo: '1 year' });
    expect(ano).toMatchObject({
      guiaEntregues: 0,
      guiaPreenchidos: 0,
      // No finished questionnaire: no denominator, so no percent ('Sem dados' on screen), not 0%.
      blocoAproveitamento: {
        aproveitamento: [null, null, null, null, null],
        potencial: 0,
        percentual: null,
      },
      areaGuiaEntregue: 0,
      rebanhoGuiaEntregue: 0,
      objetos: 0,
      novosCadastros: 0,
    });
    expect(ano.blocoPercentuais[0]).toEqual({ principio: 1, atendido: 0, naoAtendido: 0, naoPreenchido: 0 });
    expect(ano.categorias.every((c: { percentual: number | null }) => c.percentual === null)).toBe(true);
  });

  it('filters by category (users have none: new registrations stay unfiltered)', async () => {
    const d = await dados({ categoria: 6 });
    expect(d.guiaEntregues).toBe(2);
    // (42+10)/2 = 26; 10/2 = 5; 110/2 = 55; 43/2 = 21.5; 30/2 = 15; pot 60/2 = 30; (39+10)/2 = 24.5.
    expect(d.blocoAproveitamento).toEqual({
      aproveitamento: [26, 5, 55, 21, 15],
      potencial: 30,
      percentual: 24,
    });
    expect(d.areaGuiaEntregue).toBe(1200.25);
    expect(d.rebanhoGuiaEntregue).toBe(350);
    expect(d.categorias).toEqual([
      expect.objectContaining({ id: 6, sigla: 'PEC', total: 2, percentual: 100 }),
    ]);
    expect(d.objetos).toBe(2);
    expect(d.novosCadastros).toBe(4);
  });

  it('combines category, UF and interval', async () => {
    const d = await dados({ categoria: 3, uf: 'SP', intervalo: '1 year' });
    expect(d.guiaEntregues).toBe(1);
    expect(d.guiaPreenchidos).toBe(2);
    expect(d.blocoAproveitamento).toEqual({
      aproveitamento: [50, 60, 70, 80, 90],
      potencial: 50,
      percentual: 70,
    });
    expect(d.areaGuiaEntregue).toBe(100.5);
    expect(d.rebanhoGuiaEntregue).toBe(10);
    expect(d.objetos).toBe(2);
    expect(d.novosCadastros).toBe(1);
  });

  it('takes null filters as no filter', async () => {
    expect((await dados({ intervalo: null, categoria: null, uf: null })).guiaEntregues).toBe(3);
  });
});
