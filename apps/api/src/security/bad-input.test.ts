import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { PNG_DATA_URL, UNIDADE_VAREJO } from '../test/factories.ts';
import { createWorld, type World } from '../test/fixture-world.ts';
import { apiRoutes, fillPath } from '../test/route-table.ts';

/** The inputs of the issue that answered 500, each now a Portuguese 4xx. */

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await buildTestApp();
  w = await createWorld(t);
});

afterAll(async () => {
  await t.close();
});

const TEXTO_INVALIDO = 'O texto contém caracteres não permitidos.';

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: w.owner.auth, ...(payload ? { payload } : {}) });
}

describe('an id above 2,147,483,647', () => {
  it('in a path answers 400 with the field message', async () => {
    for (const url of [
      '/api/Objeto/2147483648',
      '/api/Objeto/3000000000',
      '/api/Onboarding/2147483648/imagem',
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({
        clientMessage: 'Identificador inválido',
        fields: { id: 'Identificador inválido' },
      });
    }
    const relatorio = await call(
      'GET',
      `/api/Objeto/${w.objetoFinalizadoId}/${w.edicaoId}/4294967296/completo`,
    );
    expect(relatorio.statusCode).toBe(400);
    expect(relatorio.json().fields).toEqual({ questionarioId: 'Questionário inválido' });
  });

  it('in a query or a body answers 400 naming the field', async () => {
    const query = await call(
      'GET',
      `/api/Objeto/${w.objetoFinalizadoId}/${w.edicaoId}?questionario_id=2147483648`,
    );
    expect(query.statusCode).toBe(400);
    expect(query.json().fields).toEqual({ questionario_id: 'Questionário inválido' });

    const body = await call('POST', '/api/Guia/Resposta', {
      objeto_id: 3_000_000_000,
      guia_id: w.edicaoId,
      questionario_id: w.questionarioId,
      indicador_id: w.indicadorId,
      nivel_id: w.nivelId,
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({
      clientMessage: 'Unidade inválida',
      fields: { objeto_id: 'Unidade inválida' },
    });

    const unidade = await call('POST', '/api/Objeto', { ...UNIDADE_VAREJO, categoria_id: '2147483648' });
    expect(unidade.statusCode).toBe(400);
    expect(unidade.json().fields).toEqual({ categoria_id: 'Escolha a categoria' });
  });

  it('the largest id is still an id (404 when there is no such record)', async () => {
    const res = await call('GET', '/api/Objeto/2147483647');
    expect(res.statusCode).toBe(404);
    expect(res.json().clientMessage).toBe('Unidade não encontrada');
  });
});

describe('a NUL byte in a text', () => {
  it('in the search answers 400', async () => {
    const res = await call('GET', '/api/Objeto?busca=a%00b');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ clientMessage: TEXTO_INVALIDO, fields: { busca: TEXTO_INVALIDO } });
  });

  it('in a unit name answers 400 and creates nothing', async () => {
    const res = await call('POST', '/api/Objeto', { ...UNIDADE_VAREJO, nomeunidade: 'Fazenda\u0000Nova' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ nomeunidade: TEXTO_INVALIDO });
    const lista = await call('GET', '/api/Objeto');
    expect(lista.json().data.map((o: { nomeunidade: string }) => o.nomeunidade)).not.toContain('FazendaNova');
  });

  it('in an evidence file name answers 400', async () => {
    const res = await call('POST', `/api/Evidencia/Arquivo/${w.indicadorId}/${w.questionarioId}`, {
      evidencias: [{ evidencia: PNG_DATA_URL, nome: 'foto\u0000.png' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'evidencias.0.nome': TEXTO_INVALIDO });
  });
});

describe('an address the router refuses', () => {
  it('a malformed percent-encoding answers the Portuguese envelope', async () => {
    const res = await call('GET', '/api/Objeto/%ff');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Endereço inválido.',
      clientMessage: 'Endereço inválido.',
      code: 'bad_url',
    });
  });

  it('an over-long path segment answers the Portuguese envelope', async () => {
    const res = await call('GET', `/api/Objeto/${'9'.repeat(200)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ clientMessage: 'O endereço é longo demais.', code: 'bad_url' });
  });
});

describe('a body that is not an object (null, an array, a string, a number)', () => {
  it('answers every route with a body a Portuguese 4xx, never a 500 (POST Cadastro null used to be a 500)', async () => {
    const withBody = apiRoutes(t.routes).filter((r) => r.schema?.body && r.method !== 'GET');
    expect(withBody.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const route of withBody) {
      const url = fillPath(route.url, new Proxy({}, { get: () => '1' }));
      for (const body of [null, [], 'x', 1]) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: { ...w.admin.auth, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        const answer = res.json() as { clientMessage?: string };
        const portuguese = /[ãáâéêíóôõúç]|inválid|Envie|Informe/i.test(answer.clientMessage ?? '');
        if (res.statusCode >= 500 || (res.statusCode >= 400 && !portuguese))
          problems.push(`${route.key} ${JSON.stringify(body)}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
