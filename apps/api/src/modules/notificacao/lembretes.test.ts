import { diasAte } from '@guia/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestUser } from '../../test/factories.ts';
import {
  abrirApp,
  cenario,
  criar,
  editar,
  item,
  limpar,
  relogio,
} from '../plano-acao/plano-acao.test-helpers.ts';
import { TAREFA_LEMBRETES } from './lembretes.agendador.ts';
import { gerarLembretes, reivindicarResumos } from './lembretes.ts';

// Issue 17 §3: reminders 30 and 7 days before a deadline and on the day, in-app and in one e-mail a
// day, each sent once whatever happens (a tick run twice at once, two servers), on the scheduler's
// clock.

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

/** The user's Authorization header signed at the test clock (a token from March has expired by April). */
async function authAgora(user: TestUser) {
  const token = await t.app.signAccessToken(
    { id: user.id, role: 'visitante', familia: user.familia },
    relogio.agora!,
  );
  return { authorization: `Bearer ${token}` };
}

/** The app's clock at noon UTC (9:00 in Brasília) `dias` days before `prazo`. */
function diasAntes(prazo: string, dias: number): Date {
  const d = new Date(`${prazo}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - dias);
  return d;
}

async function avisosDe(usuarioId: number) {
  return t.db
    .select({ chave: schema.notificacao.chave, titulo: schema.notificacao.titulo })
    .from(schema.notificacao)
    .where(eq(schema.notificacao.usuarioId, usuarioId))
    .orderBy(schema.notificacao.id);
}
const emailsPara = (email: string) =>
  t.db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.para, email));

/** A producer with a finished questionnaire and a two-item plan due in 40 days (made today). */
async function planoEm40Dias() {
  relogio.agora = new Date('2026-03-02T12:00:00Z');
  const c = await cenario(t);
  const prazo = '2026-04-11';
  expect(diasAte(prazo, '2026-03-02')).toBe(40);
  const res = await criar(t, c.user, c.objetoId, {
    questionario_id: c.questionarioId,
    itens: [item(c.emDois[0]!, { prazo }), item(c.emDois[1]!, { prazo })],
  });
  expect(res.statusCode, res.body).toBe(201);
  const itens = res.json().data.itens as { id: number }[];
  // Made on the test clock's day (the row's default is the database's own clock).
  await t.db.execute(sql`update plano_acao_item set criado_em = ${relogio.agora.toISOString()}::timestamptz`);
  const email = (await t.db.select().from(schema.usuario).where(eq(schema.usuario.id, c.user.id)))[0]!.email;
  return { c, prazo, itens, email };
}

describe('the reminders job', () => {
  it('reminds at 30 days once, in-app and in one e-mail, even when two runs meet', async () => {
    const { c, prazo, itens, email } = await planoEm40Dias();
    relogio.agora = diasAntes(prazo, 31);
    await t.app.scheduler.run(TAREFA_LEMBRETES);
    expect(await avisosDe(c.user.id)).toEqual([]);

    relogio.agora = diasAntes(prazo, 30);
    // Two runs at once (another server, a tick run twice): the keys decide.
    await Promise.all([gerarLembretes(t.db, relogio.agora), gerarLembretes(t.db, relogio.agora)]);
    await Promise.all([t.app.scheduler.run(TAREFA_LEMBRETES), t.app.scheduler.run(TAREFA_LEMBRETES)]);
    const avisos = await avisosDe(c.user.id);
    expect(avisos.map((a) => a.chave).sort()).toEqual(itens.map((i) => `lembrete:${i.id}:30d`).sort());
    expect(avisos[0]!.titulo).toBe('Uma meta do seu plano de ação vence em 30 dias');
    const emails = await emailsPara(email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.assunto).toMatch(/lembretes do seu plano de ação/);
    expect(emails[0]!.texto).toMatch(/Prazo: 11\/04\/2026/);
    expect(emails[0]!.texto).toMatch(/Receber lembretes por e-mail/);
  });

  it('reminds again at 7 days and on the day, one digest a day at most, none for a concluded target', async () => {
    const { c, prazo, itens, email } = await planoEm40Dias();
    relogio.agora = diasAntes(prazo, 30);
    await t.app.scheduler.run(TAREFA_LEMBRETES);
    const concluida = await editar(t, { ...c.user, auth: await authAgora(c.user) }, itens[1]!.id, {
      estado: 'concluida',
    });
    expect(concluida.statusCode, concluida.body).toBe(200);

    relogio.agora = diasAntes(prazo, 7);
    await t.app.scheduler.run(TAREFA_LEMBRETES);
    // Later the same day (in Brasília): a new reminder would wait for tomorrow's digest.
    await t.app.scheduler.run(TAREFA_LEMBRETES);
    relogio.agora = diasAntes(prazo, 0);
    await t.app.scheduler.run(TAREFA_LEMBRETES);
    relogio.agora = diasAntes(prazo, -3);
    await t.app.scheduler.run(TAREFA_LEMBRETES);

    expect((await avisosDe(c.user.id)).map((a) => a.chave)).toEqual([
      ...itens.map((i) => `lembrete:${i.id}:30d`),
      `lembrete:${itens[0]!.id}:7d`,
      `lembrete:${itens[0]!.id}:prazo`,
    ]);
    expect((await avisosDe(c.user.id)).at(-1)!.titulo).toBe('Uma meta do seu plano de ação vence hoje');
    expect(await emailsPara(email)).toHaveLength(3);
  });

  it('keeps the reminders in-app only for a producer who turned the e-mails off', async () => {
    const { c, prazo } = await planoEm40Dias();
    await t.app.inject({
      method: 'PUT',
      url: '/api/Configuracao/Lembretes',
      headers: await authAgora(c.user),
      payload: { lembretes_email: false },
    });
    relogio.agora = diasAntes(prazo, 7);
    await t.app.scheduler.run(TAREFA_LEMBRETES);
    expect(await avisosDe(c.user.id)).toHaveLength(2);
    expect(await t.db.select().from(schema.emailOutbox)).toEqual([]);
    expect((await reivindicarResumos(t.db, relogio.agora)).size).toBe(0);
    const lista = await t.app.inject({
      method: 'GET',
      url: '/api/Notificacoes',
      headers: await authAgora(c.user),
    });
    expect(lista.json().data.nao_lidas).toBe(2);
  });

  it("announces a new edition to a unit with an active plan: 'veja se suas metas foram atingidas'", async () => {
    const { c } = await planoEm40Dias();
    const [origem] = await t.db.select().from(schema.edicao).where(eq(schema.edicao.id, c.edicaoId));
    await t.db.insert(schema.edicao).values({ ano: origem!.ano + 1, disponivel: true } as never);
    await t.app.scheduler.run(TAREFA_LEMBRETES);
    await t.app.scheduler.run(TAREFA_LEMBRETES);
    const avisos = await avisosDe(c.user.id);
    expect(avisos.filter((a) => a.chave.startsWith('edicao:'))).toEqual([
      {
        chave: expect.stringMatching(/^edicao:\d+:plano:\d+$/),
        titulo: `O Guia ${origem!.ano + 1} está disponível: veja se suas metas foram atingidas`,
      },
    ]);
    await t.db.execute(sql`delete from edicao where ano = ${origem!.ano + 1}`);
  });
});
