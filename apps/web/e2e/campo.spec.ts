import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signedUpUser, startedQuestionnaire } from './support/producers';

// Issue 16: a producer prepares the Guia with signal, loses it, answers on a 360 px phone (a level,
// 'Não se aplica', a percentage, an evidence photo), reloads, and everything arrives exactly once when the
// signal comes back; a lost response leaves one version step, a change from another device is shown and
// resolved, and finishing waits for the outbox.

const FOTO = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'pasto.png');

interface Indicador {
  id: number;
  possuipercentual: boolean;
  niveis: { id: number; peso: number; descricao: string }[];
}

/** What the phone answered without signal: each indicator's level (and percent), and the photo's indicator. */
interface Escolhas {
  niveis: Map<number, number>;
  percentual: { indicadorId: number; valor: number };
  fotoIndicadorId: number;
}

interface Campo {
  page: Page;
  context: BrowserContext;
  browser: Browser;
  request: APIRequestContext;
  auth: Record<string, unknown>;
  token: string;
  questionarioId: number;
  guiaUrl: string;
  indicadores: Indicador[];
  /** Every indicator of the questionnaire, all principles. */
  todos: Indicador[];
  indicadorUrl: (i: Indicador) => string;
  chip: Locator;
}

test('in the field: answers kept on the phone without signal arrive once when it comes back', async ({
  page,
  context,
  browser,
  request,
}) => {
  // A long journey (six axe passes, two browser contexts) on a shared 2-core machine: ~2 min idle, more loaded.
  test.setTimeout(240_000);
  const campo = await abrirGuia(page, context, browser, request);
  await test.step('1-2 prepare, then reload without signal', () => prepararSemInternet(campo));
  const escolhas = await test.step('3-4 answer without signal, reload', () => responderSemSinal(campo));
  await test.step('5 signal again: everything once', () => voltarOSinal(campo, escolhas));
  await test.step('6 a lost response', () => respostaPerdida(campo));
  await test.step('7 a conflict from another device', () => conflitoComOutroAparelho(campo));
  await test.step('8 finishing waits for the outbox', () => finalizarEspera(campo));
});

async function abrirGuia(page: Page, context: BrowserContext, browser: Browser, request: APIRequestContext) {
  await page.setViewportSize({ width: 360, height: 780 });
  const auth = await signedUpUser(request, {
    nome: 'Ana do Campo',
    email: `campo.${Date.now()}@exemplo.com.br`,
  });
  const token = String(auth.token);
  const q = await startedQuestionnaire(request, token, 'Fazenda Sem Sinal');
  const principios = q.estrutura.principios as { id: number; criterios: { indicadores: Indicador[] }[] }[];
  const principio = principios[0]!;
  const principioDe = new Map(
    principios.flatMap((p) => p.criterios.flatMap((c) => c.indicadores.map((i) => [i.id, p.id] as const))),
  );
  const guiaUrl = `/unidades/${q.objetoId}/${q.edicaoId}/${q.questionarioId}`;
  await page.goto('/');
  await entrar(page, auth, q.questionarioId);
  // The outbox's chip: the live region whose button opens 'Envios pendentes' (named by the chip's text).
  const chip = page.getByRole('status').filter({ has: page.locator('button[aria-haspopup="dialog"]') });
  return {
    page,
    context,
    browser,
    request,
    auth,
    token,
    questionarioId: q.questionarioId,
    guiaUrl,
    indicadores: principio.criterios.flatMap((c) => c.indicadores),
    todos: principios.flatMap((p) => p.criterios.flatMap((c) => c.indicadores)),
    indicadorUrl: (i: Indicador) => `${guiaUrl}/${principioDe.get(i.id)}?indicador=${i.id}`,
    chip,
  } satisfies Campo;
}

/** The account's session and the dismissed first-visit dialogs, as the web client stores them. */
async function entrar(page: Page, auth: Record<string, unknown>, questionarioId: number) {
  await page.evaluate(
    ([data, qid]) => {
      localStorage.setItem('guia.auth', JSON.stringify(data));
      localStorage.setItem(`guia.orientacao.${qid}`, 'negado');
      localStorage.setItem(
        'guia.cookie-consent',
        JSON.stringify({ desempenho: false, funcionalidade: false, em: new Date().toISOString() }),
      );
    },
    [auth, questionarioId] as const,
  );
}

const titulo = (page: Page) => page.getByRole('heading', { level: 1, name: /^Guia \d{4}$/ });

/** 1-2. With signal: prepare the Guia for use without internet; then, without signal, a reload still opens it. */
async function prepararSemInternet({ page, context, guiaUrl }: Campo) {
  await page.goto(guiaUrl);
  await expect(titulo(page)).toBeVisible();
  await page.getByRole('button', { name: 'Preparar para usar sem internet' }).click();
  await expect(page.getByText('Pronto para usar sem internet neste aparelho')).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(titulo(page)).toBeVisible();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the Guia, prepared for the field');
  await context.setOffline(true);
  await page.reload();
  await expect(titulo(page)).toBeVisible();
}

/**
 * 3-4. Without signal: levels on two indicators, 'Não se aplica' on one, a level with a percentage on an
 * indicator with the slider, and an evidence photo ('aguardando envio'); all kept through a reload while
 * the server has none of them.
 */
async function responderSemSinal(c: Campo): Promise<Escolhas> {
  const { page, request, token, guiaUrl, indicadores, todos, indicadorUrl, chip } = c;
  const niveis = new Map<number, number>();
  for (const [k, i] of indicadores.slice(0, 3).entries()) {
    await page.goto(indicadorUrl(i)).catch(() => undefined);
    const nsa = i.niveis.find((n) => n.peso === 0);
    const nivel = k === 1 && nsa ? nsa : i.niveis.find((n) => n.peso === 2)!;
    await responder(page, nivel);
    niveis.set(i.id, nivel.id);
  }
  // The percentage: the first indicator with the slider that the later steps do not answer.
  const usados = new Set(indicadores.slice(0, 5).map((i) => i.id));
  const comSlider = todos.find((i) => i.possuipercentual && !usados.has(i.id));
  if (!comSlider) throw new Error('the seeded Guia has no indicator with the percent slider for this unit');
  await page.goto(indicadorUrl(comSlider)).catch(() => undefined);
  const nivelSlider = comSlider.niveis.find((n) => n.peso === 3) ?? comSlider.niveis.find((n) => n.peso > 0)!;
  const valor = await responder(page, nivelSlider, { percentual: 75 });
  niveis.set(comSlider.id, nivelSlider.id);
  const comFoto = indicadores[2]!;
  await anexarFotoSemSinal(page, indicadorUrl(comFoto));

  await page.goto(guiaUrl).catch(() => undefined);
  await expect(chip).toContainText('Sem conexão · 5 envios guardados neste aparelho');
  await expect(page.getByText('4 respostas ainda não enviadas')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Guia offline, answers waiting');
  await page.reload();
  await expect(chip).toContainText('Sem conexão · 5 envios guardados neste aparelho');
  expect(await respostasNoServidor(request, token, guiaUrl)).toEqual(new Map());
  expect(await evidenciasNoServidor(c)).toEqual([]);
  return { niveis, percentual: { indicadorId: comSlider.id, valor }, fotoIndicadorId: comFoto.id };
}

/** Attaches the photo on an indicator's screen without signal: kept on the phone, 'aguardando envio'. */
async function anexarFotoSemSinal(page: Page, url: string) {
  await page.goto(url).catch(() => undefined);
  await page.getByRole('button', { name: 'Anexar evidência' }).click();
  const modal = page.getByRole('dialog', { name: /^Evidências: / });
  await modal.locator('input[type="file"]').setInputFiles(FOTO);
  await expect(
    modal.getByText('Sem conexão: o arquivo foi guardado neste aparelho e será enviado quando houver sinal.'),
  ).toBeVisible();
  await expect(modal.getByRole('listitem').filter({ hasText: 'pasto.png' })).toContainText(
    'aguardando envio',
  );
  await expectNoSeriousA11yViolations(page, 'an evidence photo kept on the phone');
  await modal.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(modal).toBeHidden();
}

/** 5. Signal again: 'Tudo salvo', exactly those answers (the percentage too) and the photo once on the server. */
async function voltarOSinal(c: Campo, escolhas: Escolhas) {
  const { context, request, token, guiaUrl, chip } = c;
  await context.setOffline(false);
  await expect(chip).toContainText('Tudo salvo', { timeout: 30_000 });
  await expectNoSeriousA11yViolations(c.page, 'the Guia back online, everything sent');
  const noServidor = await respostasNoServidor(request, token, guiaUrl);
  expect(new Map([...noServidor].map(([id, r]) => [id, r.nivel_id]))).toEqual(escolhas.niveis);
  expect(noServidor.get(escolhas.percentual.indicadorId)?.percentual).toBe(escolhas.percentual.valor);
  const fotos = await evidenciasNoServidor(c);
  expect(fotos.map((e) => [e.titulo, e.indicador_id])).toEqual([['pasto.png', escolhas.fotoIndicadorId]]);
}

/** 6. A lost response (the server committed, the phone saw a reset): sent again, one version step. */
async function respostaPerdida({ page, request, token, guiaUrl, indicadores, indicadorUrl, chip }: Campo) {
  const quarto = indicadores[3]!;
  let versaoPerdida: number | null = null;
  let perdida!: () => void;
  const respostaFoiPerdida = new Promise<void>((r) => {
    perdida = r;
  });
  await page.route(
    '**/api/Guia/Resposta',
    async (route) => {
      const res = await route.fetch();
      versaoPerdida = ((await res.json()) as { data: { versao: number } }).data.versao;
      await route.abort('connectionreset');
      perdida();
    },
    { times: 1 },
  );
  await page.goto(indicadorUrl(quarto));
  await responder(page, quarto.niveis.find((n) => n.peso === 3)!);
  // The server has committed and the phone saw the reset before leaving the page (leaving first would
  // cancel the request itself, and the next drain would send it through).
  await respostaFoiPerdida;
  await page.goto(guiaUrl);
  await expect(chip).toContainText('Tudo salvo', { timeout: 30_000 });
  expect(versaoPerdida).not.toBeNull();
  expect((await respostasNoServidor(request, token, guiaUrl)).get(quarto.id)?.versao).toBe(versaoPerdida);
}

/** 7. Another device changes an answer this phone changes offline: the conflict is shown, then resolved. */
async function conflitoComOutroAparelho(c: Campo) {
  const { page, context, browser, request, token, guiaUrl, indicadores, indicadorUrl, chip } = c;
  const primeiro = indicadores[0]!;
  await context.setOffline(true);
  await page.goto(indicadorUrl(primeiro)).catch(() => undefined);
  await responder(page, primeiro.niveis.find((n) => n.peso === 1)!);
  const outro = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const outraPagina = await outro.newPage();
  await outraPagina.goto('/');
  await entrar(outraPagina, c.auth, c.questionarioId);
  await outraPagina.goto(indicadorUrl(primeiro));
  const doOutro = primeiro.niveis.find((n) => n.peso === 4) ?? primeiro.niveis.at(-1)!;
  await responder(outraPagina, doOutro);
  await expect
    .poll(async () => (await respostasNoServidor(request, token, guiaUrl)).get(primeiro.id)?.nivel_id, {
      timeout: 30_000,
    })
    .toBe(doOutro.id);
  await outro.close();
  await context.setOffline(false);
  await page.goto(indicadorUrl(primeiro));
  await expect(page.getByText('Esta resposta mudou em outro aparelho').first()).toBeVisible({
    timeout: 30_000,
  });
  await expectNoSeriousA11yViolations(page, 'a conflict with another device');
  await page.getByRole('button', { name: 'Usar a do outro aparelho' }).first().click();
  await page.goto(guiaUrl);
  await expect(chip).toContainText('Tudo salvo', { timeout: 30_000 });
  expect((await respostasNoServidor(request, token, guiaUrl)).get(primeiro.id)?.nivel_id).toBe(doOutro.id);
}

/**
 * 8. Finishing waits for the outbox: with every indicator answered on the server, a change made without
 * signal keeps 'Terminei' disabled until it is sent.
 */
async function finalizarEspera({
  page,
  context,
  request,
  token,
  guiaUrl,
  indicadores,
  todos,
  indicadorUrl,
}: Campo) {
  const [, , objetoId, edicaoId, questionarioId] = guiaUrl.split('/');
  const respondidas = await respostasNoServidor(request, token, guiaUrl);
  for (const i of todos.filter((x) => !respondidas.has(x.id))) {
    const res = await request.post('/api/Guia/Resposta', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        objeto_id: Number(objetoId),
        guia_id: Number(edicaoId),
        questionario_id: Number(questionarioId),
        indicador_id: i.id,
        nivel_id: i.niveis.find((n) => n.peso > 0)!.id,
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  // Read once with signal, so the phone keeps the complete questionnaire.
  await page.goto(guiaUrl);
  await expect(page.getByRole('link', { name: /finalizar/i }).first()).toBeVisible();
  await context.setOffline(true);
  const quinto = indicadores[4]!;
  await page.goto(indicadorUrl(quinto)).catch(() => undefined);
  await responder(page, quinto.niveis.find((n) => n.peso === 5) ?? quinto.niveis.at(-1)!);
  await page.goto(`${guiaUrl}/finalizar`).catch(() => undefined);
  await expect(page.getByText('Há 1 resposta aguardando envio. Conecte-se para finalizar.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Terminei' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'finishing while answers wait');
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Terminei' })).toBeEnabled({ timeout: 30_000 });
}

/**
 * Chooses a level on the open indicator screen (and, when given, moves the percent slider there with the
 * keyboard) and goes on ('Próximo'). Answers the percent shown.
 */
async function responder(page: Page, nivel: { peso: number }, { percentual }: { percentual?: number } = {}) {
  const niveis = page.getByRole('group', { name: 'Níveis do indicador' });
  const opcao = niveis.getByRole('checkbox', { name: new RegExp(`^${nivel.peso} - `) });
  await opcao.click();
  await expect(opcao).toBeChecked();
  let valor = 0;
  if (percentual !== undefined) {
    const slider = page.getByRole('slider', { name: 'Percentual da unidade neste indicador' });
    await slider.focus();
    // From the nearer end, one step a key.
    const acima = percentual > 50;
    await slider.press(acima ? 'End' : 'Home');
    for (let n = 0; n < (acima ? 100 - percentual : percentual); n++)
      await slider.press(acima ? 'ArrowLeft' : 'ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', String(percentual));
    await expect(page.getByTestId('percentual-valor')).toContainText(`${percentual}`);
    valor = percentual;
  }
  await page.getByRole('button', { name: 'Próximo', exact: true }).click();
  // Stored (the next indicator, or the principle's end when this was its last one).
  await expect(
    page
      .getByText(/^Salvo às \d{2}:\d{2}$/)
      .or(page.getByRole('heading', { level: 2 }))
      .or(page.getByRole('heading', { level: 1, name: 'Bom trabalho!' }))
      .first(),
  ).toBeVisible();
  return valor;
}

/** The answers the server holds for the questionnaire (through the API, not the page). */
async function respostasNoServidor(request: APIRequestContext, token: string, guiaUrl: string) {
  const [, , objetoId, edicaoId, questionarioId] = guiaUrl.split('/');
  const res = await request.get(`/api/Guia/${objetoId}/${edicaoId}/${questionarioId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const data = (await res.json()).data as {
    principios: {
      criterios: {
        indicadores: {
          id: number;
          resposta: { nivel_id: number; versao: number } | null;
          percentualrespondido: number | null;
        }[];
      }[];
    }[];
  };
  const out = new Map<number, { nivel_id: number; versao: number; percentual: number | null }>();
  for (const p of data.principios)
    for (const c of p.criterios)
      for (const i of c.indicadores)
        if (i.resposta) out.set(i.id, { ...i.resposta, percentual: i.percentualrespondido });
  return out;
}

/** The evidence files the server holds for the questionnaire (through the API). */
async function evidenciasNoServidor({ request, token, questionarioId }: Campo) {
  const res = await request.get(`/api/Evidencia/${questionarioId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as { titulo: string; indicador_id: number }[];
}
