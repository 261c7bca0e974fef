import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { TAREFA_COMPLETOS } from './completos.agendador.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ ESTATISTICAS_COMPLETOS_SEGUNDOS: 1 });
});

afterAll(async () => {
  await t.close();
});

describe('the background recount of marked questionnaires', () => {
  it('recounts a marked questionnaire on its own and takes the mark away', async () => {
    const user = await createUser(t);
    const unidade = await t.app.inject({
      method: 'POST',
      url: '/api/Objeto',
      headers: user.auth,
      payload: { categoria_id: 3, nomeunidade: 'Açougue Central', uf: 'SP', cidade: 3550308 },
    });
    expect(unidade.statusCode).toBe(201);
    const [ed] = await t.db.select({ id: schema.edicao.id }).from(schema.edicao);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Guia/Questionario',
      headers: user.auth,
      payload: { objeto_id: unidade.json().data.id, guia_id: ed!.id },
    });
    expect(res.statusCode).toBe(201);
    const questionarioId: number = res.json().data.questionario.id;
    // A stale '100% preenchido' row (nothing is answered) and the mark a save would leave.
    await t.db
      .insert(schema.questionarioCompleto)
      .values({ questionarioId, categoriaId: 3, uf: 'SP', atualizadoEm: new Date() });
    await t.db.insert(schema.questionarioPendente).values({ questionarioId });

    // The scheduler's job (tests drive it: no timer runs on its own under test).
    await t.app.scheduler.run(TAREFA_COMPLETOS);
    expect(await t.db.select().from(schema.questionarioPendente)).toEqual([]);
    expect(await t.db.select().from(schema.questionarioCompleto)).toEqual([]);
  });
});
