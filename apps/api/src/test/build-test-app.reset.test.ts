import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linhas } from '../db/linhas.ts';
import { buildTestApp, type TestApp, USER_TABLES } from './build-test-app.ts';
import {
  createUser,
  criarQuestionario,
  criarUnidade,
  edicaoDisponivel,
  enviarEvidencia,
  indicadoresAplicaveis,
  responderTudo,
  UNIDADE_VAREJO,
} from './factories.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

/** Rows of every table `truncate <user tables> cascade` empties: the user tables and all that reference them. */
async function userRows(): Promise<Record<string, number>> {
  const tables = await linhas<{ t: string }>(
    t.db,
    sql`with recursive alvo(oid) as (
          select unnest(${`{${USER_TABLES.join(',')}}`}::text[])::regclass::oid
          union
          select c.conrelid from pg_constraint c join alvo on c.confrelid = alvo.oid where c.contype = 'f'
        )
        select oid::regclass::text as t from alvo order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { t: table } of tables) {
    const [r] = await linhas<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from ${table}`));
    counts[table] = r?.n ?? -1;
  }
  return counts;
}

async function referenceRows() {
  const [r] = await linhas<{ municipios: number; edicoes: number; faq: number; indicadores: number }>(
    t.db,
    sql`select (select count(*)::int from municipio) as municipios, (select count(*)::int from edicao) as edicoes,
          (select count(*)::int from faq_categoria) as faq, (select count(*)::int from indicador) as indicadores`,
  );
  return r;
}

/** A producer with a unit, an answered questionnaire, an evidence file and an audit row. */
async function fill() {
  const user = await createUser(t);
  const admin = await createUser(t, { role: 'administrador' });
  const objetoId = await criarUnidade(t, user);
  const edicaoId = await edicaoDisponivel(t);
  const questionarioId = await criarQuestionario(t, user, objetoId, edicaoId);
  await responderTudo(t, questionarioId);
  const [indicador] = await indicadoresAplicaveis(t, edicaoId, UNIDADE_VAREJO.categoria_id);
  await enviarEvidencia(t, user, indicador!.indicadorId, questionarioId);
  await t.db.execute(
    sql`insert into auditoria (ator_id, ator_nome, acao, alvo_usuario_id) values (${admin.id}, 'Admin', 'teste.reset', ${user.id})`,
  );
  return [user.id, admin.id, objetoId];
}

describe('reset (between tests)', () => {
  it('empties the user tables and every table referencing them, and their ids start again at 1', async () => {
    const reference = await referenceRows();
    const first = await fill();
    const before = await userRows();
    for (const table of [
      'usuario',
      'objeto',
      'questionario',
      'resposta',
      'evidencia',
      'auditoria',
      'refresh_token',
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }

    await t.reset();

    const after = await userRows();
    expect(Object.entries(after).filter(([, n]) => n !== 0)).toEqual([]);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(await referenceRows()).toEqual(reference);

    // Without the restart the second producer, administrator and unit would be 3, 4 and 2.
    expect(first).toEqual([1, 2, 1]);
    expect(await fill()).toEqual([1, 2, 1]);
  });

  it("leaves the tables' triggers on: the audit trail still refuses a delete, a new user is still counted", async () => {
    await t.reset();
    await fill();
    await expect(t.db.execute(sql`delete from auditoria`)).rejects.toThrow();
    await t.reset();
    await createUser(t);
    const [c] = await linhas<{ n: number }>(
      t.db,
      sql`select coalesce(sum(usuarios), 0)::int as n from estat_cadastro`,
    );
    expect(c?.n).toBeGreaterThan(0);
  });
});
