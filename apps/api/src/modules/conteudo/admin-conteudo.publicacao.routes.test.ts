import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

beforeEach(async () => {
  await t.reset();
});

afterAll(async () => {
  await t.close();
});

describe('Admin/TermosUso and Admin/PoliticaPrivacidade', () => {
  it('a save from the admin editor (tiptap HTML) is a new version: a signed-in user must accept again; audited', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    const user = await createUser(t);
    // The user has accepted the terms in force (earlier tests may have published newer ones).
    await t.db.execute(
      sql`update usuario set aceite_versao = (select versao from documento_legal where tipo = 'termos')`,
    );
    const ok = await t.app.inject({ method: 'GET', url: '/api/Objeto', headers: user.auth });
    expect(ok.statusCode).toBe(200);
    const anterior = (
      await t.app.inject({ method: 'GET', url: '/api/Admin/TermosUso', headers: admin.auth })
    ).json().data;
    // What the Mantine tiptap editor sends: headings, marks, lists and a link opening a new tab.
    const texto =
      '<h2>Termos de uso</h2><p><strong>Novos</strong> termos, <em>em vigor</em>.</p><ul><li><p>Item</p></li></ul>' +
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://exemplo.org.br/termos">Leia</a></p>';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/TermosUso',
      headers: admin.auth,
      payload: { texto, resumo: 'Novos termos em vigor' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Salvo');
    expect(res.json().data.versao).toBe(anterior.versao + 1);
    expect(res.json().data.texto).toMatch(/<a [^>]*href="https:\/\/exemplo.org.br\/termos"[^>]*>Leia<\/a>/);
    expect(res.json().data.texto).toMatch(/rel="noopener noreferrer"/);

    const bloqueado = await t.app.inject({ method: 'GET', url: '/api/Objeto', headers: user.auth });
    expect(bloqueado.statusCode).toBe(403);
    expect(bloqueado.json().code).toBe('terms_required');

    // Saving the same text again is no new version.
    const igual = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/TermosUso',
      headers: admin.auth,
      payload: { texto, resumo: 'Outro resumo' },
    });
    expect(igual.json().data.versao).toBe(anterior.versao + 1);
    // The same text keeps its version and the summary published with it.
    expect(igual.json().data.resumoAlteracoes).toBe('Novos termos em vigor');
    const auditoria = await t.db.select().from(schema.auditoria);
    expect(auditoria.map((a) => [a.acao, a.detalhes])).toEqual([
      [
        'documento.publicar',
        { tipo: 'termos', versao: anterior.versao + 1, alterado: true, resumo: 'Novos termos em vigor' },
      ],
      [
        'documento.publicar',
        { tipo: 'termos', versao: anterior.versao + 1, alterado: false, resumo: 'Outro resumo' },
      ],
    ]);
  });

  it("publishes the spec's body (texto only) with no summary to show", async () => {
    const admin = await createUser(t, { role: 'administrador' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/TermosUso',
      headers: admin.auth,
      payload: { texto: '<p>Termos revisados pelo cliente da especificação.</p>' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.resumoAlteracoes).toBeNull();
  });
});
