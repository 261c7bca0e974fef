import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { codigoDoComprovante } from './comprovante.service.ts';

let t: TestApp;
let edicaoId: number;
const LIMITE_POR_IP = 6;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_IP: LIMITE_POR_IP });
  const [ed] = await t.db.select({ id: schema.edicao.id, ano: schema.edicao.ano }).from(schema.edicao);
  edicaoId = ed!.id;
});

beforeEach(async () => {
  await t.reset();
});

afterAll(async () => {
  await t.close();
});

/** A questionnaire written straight to the database: finished (with its date) or open. */
async function questionario(finalizado: boolean) {
  const dono = await createUser(t, { nome: 'Carla Dias' });
  const [obj] = await t.db
    .insert(schema.objeto)
    .values({
      usuarioId: dono.id,
      categoriaId: 3,
      nomeunidade: 'Frigorífico União',
      uf: 'GO',
      cidade: 5208707,
    })
    .returning();
  const [q] = await t.db
    .insert(schema.questionario)
    .values({
      objetoId: obj!.id,
      edicaoId,
      usuarioId: dono.id,
      finalizado,
      finalizadoEm: finalizado ? new Date('2026-04-10T12:00:00Z') : null,
    })
    .returning();
  return q!.id;
}

const verificar = (codigo: string, ip = '203.0.113.10') =>
  t.app.inject({ method: 'GET', url: `/api/Comprovante/${encodeURIComponent(codigo)}`, remoteAddress: ip });

describe('codigoDoComprovante', () => {
  it('creates the code once and keeps it, even under concurrent requests', async () => {
    const id = await questionario(true);
    const codigos = await Promise.all([1, 2, 3].map(() => codigoDoComprovante(t.db, id)));
    expect(new Set(codigos).size).toBe(1);
    expect(codigos[0]).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(await codigoDoComprovante(t.db, id)).toBe(codigos[0]);
    const [row] = await t.db
      .select({ c: schema.questionario.codigoComprovante })
      .from(schema.questionario)
      .where(eq(schema.questionario.id, id));
    expect(row!.c).toBe(codigos[0]);
  });
});

describe('GET /api/Comprovante/:codigo (public)', () => {
  it('confirms a known code without a token, with no scores, e-mail or documents', async () => {
    const id = await questionario(true);
    const codigo = await codigoDoComprovante(t.db, id);
    const res = await verificar(codigo.replace(/-/g, ' ').toLowerCase());
    expect(res.statusCode).toBe(200);
    const { ano } = (await t.db.select({ ano: schema.edicao.ano }).from(schema.edicao))[0]!;
    expect(res.json()).toEqual({
      data: {
        valido: true,
        codigo,
        unidade: 'Frigorífico União',
        municipio: 'Goiânia',
        uf: 'GO',
        proprietario: 'Carla Dias',
        ano,
        finalizadoem: '2026-04-10T12:00:00.000Z',
      },
    });
    expect(res.body).not.toMatch(/@|cpf|aproveitamento|percentual/i);
  });

  it('answers 404 for an unknown or malformed code', async () => {
    for (const codigo of ['ABCD-EFGH-JKMN', 'nada', 'ABCD-EFGH-JKM0']) {
      const res = await verificar(codigo);
      expect(res.statusCode, codigo).toBe(404);
      expect(res.json().error).toBe('Comprovante não encontrado');
    }
  });

  it('answers 404 for a code whose questionnaire is not finished', async () => {
    const id = await questionario(false);
    await t.db
      .update(schema.questionario)
      .set({ codigoComprovante: 'ABCD-EFGH-JKMN' })
      .where(eq(schema.questionario.id, id));
    expect((await verificar('ABCD-EFGH-JKMN')).statusCode).toBe(404);
  });

  it('limits lookups per IP', async () => {
    for (let i = 0; i < LIMITE_POR_IP; i += 1)
      expect((await verificar('ABCD-EFGH-JKMN', '198.51.100.7')).statusCode).toBe(404);
    const bloqueado = await verificar('ABCD-EFGH-JKMN', '198.51.100.7');
    expect(bloqueado.statusCode).toBe(429);
    expect(bloqueado.json().error).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
    expect((await verificar('ABCD-EFGH-JKMN', '198.51.100.8')).statusCode).toBe(404);
  });
});
