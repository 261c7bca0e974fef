import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import { loginAsAdministrator } from './admin-area';
import { ADMIN, acceptCurrentTerms } from './api';
import { expectNoSeriousA11yViolations } from './axe';
import { duplicateEdition, makeEditionAvailable, openEditions, startGuiaOnCard } from './edicoes-journey';
import { confirmFinish, registerWithProducerUnit, UNIT } from './guia-journey';
import { downloadedPdf, userToken } from './pdf';
import { answerThroughApi, indicadoresDa, type QuestionnaireIds } from './producers';
import { openUnit } from './register';

// The steps of plano.spec.ts, in its order: each a page-level action with its assertions.

/** The plan's and its PDF's words: the plan is the producer's own declaration. */
const DECLARACAO = 'Autoavaliação declarada pelo produtor; não é uma certificação.';

/** One target of the plan, as the builder set it (weights, the levels' texts, the deadline AAAA-MM-DD). */
export interface Meta {
  titulo: string;
  pesoAtual: number;
  descricaoAtual: string;
  pesoMeta: number;
  descricaoMeta: string;
  prazo: string;
  acoes: string;
}

/** 'AAAA-MM-DD' as the screens write it, 'dd/mm/aaaa'. */
const br = (iso: string) => iso.split('-').reverse().join('/');

/** Whole days from `hoje` to `prazo` (both AAAA-MM-DD), as 'vence em N dias' counts them. */
const diasAte = (prazo: string, hoje: string) =>
  Math.round((Date.parse(prazo) - Date.parse(hoje)) / 86_400_000);

/** 'Nível 3: Faço ...' → weight and text. */
function nivelDoRotulo(rotulo: string) {
  const [, peso = '', descricao = ''] = /^Nível (\d+): (.*)$/s.exec(rotulo.trim()) ?? [];
  return { peso: Number(peso), descricao };
}

/** Once `shown` is visible: no horizontal scroll, the page no wider than the window. */
export async function noHorizontalScroll(page: Page, shown: Locator, where: string) {
  await expect(shown).toBeVisible();
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `horizontal scroll on ${where} at ${client} px`).toBeLessThanOrEqual(client);
}

/**
 * A new producer registered through the screens, with a unit, on its page. Answers her token's header for the API
 * and the year of the latest edition available (the seeded one; next year's when the editions journey ran before).
 */
export async function producerWithUnit(page: Page, request: APIRequestContext, stamp: number) {
  await registerWithProducerUnit(page, request, `plano.${stamp}@exemplo.com.br`);
  const headers = { authorization: `Bearer ${await userToken(page)}` };
  await openUnit(page, UNIT);
  const objetoId = Number(/\/unidades\/(\d+)$/.exec(page.url())?.[1]);
  const detail = (await (await request.get(`/api/Objeto/${objetoId}`, { headers })).json()).data;
  const ano = Math.max(
    ...(detail.guia as { ano: number; disponivel: boolean }[]).filter((g) => g.disponivel).map((g) => g.ano),
  );
  return { headers, ano };
}

/** The questionnaire's indicators through the API, but `deixar` (titles) left for the screens. */
async function answerAllBut(
  request: APIRequestContext,
  headers: Record<string, string>,
  ids: QuestionnaireIds,
  deixar: string[] = [],
) {
  const { objetoId, edicaoId, questionarioId } = ids;
  const res = await request.get(`/api/Guia/${objetoId}/${edicaoId}/${questionarioId}`, { headers });
  expect(res.status(), await res.text()).toBe(200);
  const indicadores = indicadoresDa((await res.json()).data);
  await answerThroughApi(
    request,
    headers,
    ids,
    indicadores.filter((i) => !deixar.includes(i.titulo)),
  );
  return indicadores;
}

/** The card of `ano` starts the Guia; every indicator answered through the API; finished on the screens. */
export async function firstGuiaFinished(
  page: Page,
  request: APIRequestContext,
  headers: Record<string, string>,
  ano: number,
) {
  const ids = await startGuiaOnCard(page, ano);
  await answerAllBut(request, headers, ids);
  await page.reload();
  await page.getByRole('link', { name: 'Finalizar Guia e Gerar Relatório' }).first().click();
  await confirmFinish(page, ano);
}

/** 'Concluir', the unit, the card of `ano`: its performance report. */
async function reportOf(page: Page, ano: number) {
  await page.getByRole('link', { name: 'Concluir' }).click();
  await openUnit(page, UNIT);
  await page
    .getByRole('article', { name: `Guia ${ano}` })
    .getByRole('link', { name: 'Relatório', exact: true })
    .click();
  await expect(page).toHaveURL(/\/desempenho\/\d+\/\d+$/);
}

/** Meta (the first or the last level offered), Prazo (kept, or `prazo`), 'O que vou fazer' on one item. */
async function setTarget(
  item: Locator,
  nivel: 'first' | 'last',
  acoes: string,
  prazo?: string,
): Promise<Meta> {
  const titulo = (await item.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const atual = nivelDoRotulo(
    ((await item.getByText(/^Nível atual: /).textContent()) ?? '').replace(/^Nível atual: /, ''),
  );
  const oferecidos = await item
    .locator('label')
    .filter({ hasText: /^Nível \d+/ })
    .allTextContents();
  expect(oferecidos.map((r) => nivelDoRotulo(r).peso).every((p) => p > atual.peso)).toBe(true);
  const rotulo = (nivel === 'first' ? oferecidos[0] : oferecidos.at(-1)) ?? '';
  await item.getByRole('radio', { name: rotulo, exact: true }).check();
  const meta = nivelDoRotulo(rotulo);
  const campoPrazo = item.getByLabel('Prazo');
  if (prazo) await campoPrazo.fill(prazo);
  await item.getByRole('textbox', { name: 'O que vou fazer' }).fill(acoes);
  return {
    titulo,
    pesoAtual: atual.peso,
    descricaoAtual: atual.descricao,
    pesoMeta: meta.peso,
    descricaoMeta: meta.descricao,
    prazo: await campoPrazo.inputValue(),
    acoes,
  };
}

/**
 * Report → Prioridades → 'Montar meu plano de ação': five priorities preselected, three removed. Item A aims at
 * the next level by the default deadline, item B at the top one in 30 days (the near-deadline badge). axe; saved.
 * Answers the targets and today's date (the builder's, in São Paulo).
 */
export async function twoItemPlan(page: Page, ano: number) {
  await reportOf(page, ano);
  await page.getByRole('link', { name: 'Prioridades', exact: true }).click();
  await page.getByRole('link', { name: 'Montar meu plano de ação' }).click();
  await expect(page).toHaveURL(/\/objetos\/\d+\/plano\/montar\/\d+\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Montar meu plano de ação' })).toBeVisible();
  await expect(page.getByText(`Guia ${ano} · ${UNIT}`)).toBeVisible();
  await expect(page.getByText(DECLARACAO)).toBeVisible();

  const remover = page.getByRole('button', { name: /^Remover .+ do plano$/ });
  await expect(remover).toHaveCount(5);
  await expect(page.getByText('Prioridade', { exact: true })).toHaveCount(5);
  for (let i = 5; i > 2; i--) await remover.last().click();
  await expect(remover).toHaveCount(2);

  const itens = page.locator('form section');
  const hoje = (await itens.first().getByLabel('Prazo').getAttribute('min')) ?? '';
  const emTrintaDias = new Date(Date.parse(hoje) + 30 * 86_400_000).toISOString().slice(0, 10);
  const a = await setTarget(itens.nth(0), 'first', 'Anotar todos os custos da fazenda toda semana.');
  await itens.nth(0).getByRole('textbox', { name: 'Responsável' }).fill('Beatriz Campos');
  const b = await setTarget(
    itens.nth(1),
    'last',
    'Contratar assistência técnica e seguir o plano dela.',
    emTrintaDias,
  );
  expect(a.pesoMeta).toBe(a.pesoAtual + 1);
  expect(b.prazo).toBe(emTrintaDias);
  await expectNoSeriousA11yViolations(page, 'the plan builder');

  await page.getByRole('button', { name: 'Salvar plano de ação' }).click();
  await expect(page.getByText('Plano de ação salvo com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/objetos\/\d+\/plano$/);
  return { a, b, hoje };
}

/** 'Meu plano de ação': both targets with their deadline and 'vence em N dias'; axe; the PDF's text. */
export async function planPageAndPdf(page: Page, ano: number, metas: Meta[], hoje: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Meu plano de ação' })).toBeVisible();
  await expect(page.getByText(DECLARACAO)).toBeVisible();
  await expect(page.getByText(`a partir do Guia ${ano} · 0 de 2 ações concluídas`)).toBeVisible();
  for (const m of metas) {
    const item = page.getByRole('article', { name: m.titulo, exact: true });
    await expect(item).toContainText(`Meta: Nível ${m.pesoMeta}: ${m.descricaoMeta}`);
    await expect(item).toContainText(`Nível atual: Nível ${m.pesoAtual}: ${m.descricaoAtual}`);
    await expect(item).toContainText(`Prazo: ${br(m.prazo)}`);
    await expect(item.getByText(`vence em ${diasAte(m.prazo, hoje)} dias`, { exact: true })).toBeVisible();
    await expect(item).toContainText(`O que vou fazer: ${m.acoes}`);
    await expect(item.getByText('Planejada', { exact: true })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page, 'the plan page');

  const { nome, texto } = await downloadedPdf(
    page,
    page.getByRole('button', { name: 'Baixar PDF' }),
    /^\/api\/Objeto\/\d+\/PlanoAcao\/pdf$/,
  );
  expect(nome).toMatch(/\.pdf$/);
  expect(texto).toContain(UNIT);
  expect(texto).toContain(DECLARACAO);
  for (const m of metas) {
    expect(texto).toContain(m.titulo);
    expect(texto).toContain(`${m.pesoAtual} - ${m.descricaoAtual} → ${m.pesoMeta} - ${m.descricaoMeta}`);
    expect(texto).toContain(br(m.prazo));
    expect(texto).toContain(m.acoes);
  }
}

/** The administrator, in a browser of her own: the edition of `ano` duplicated for the next year, made available. */
export async function administratorMakesNextEdition(
  browser: Browser,
  request: APIRequestContext,
  ano: number,
) {
  await acceptCurrentTerms(request, ADMIN.email, ADMIN.password);
  const contexto = await browser.newContext();
  const admin = await contexto.newPage();
  await loginAsAdministrator(admin);
  const { menu, edicoes } = await openEditions(admin, ano);
  await duplicateEdition(admin, edicoes, ano, ano + 1);
  await makeEditionAvailable(admin, menu, edicoes, ano + 1);
  await contexto.close();
}

/**
 * The next edition's card starts a Guia: the API marks the two planned indicators with their targets; the others
 * answered through it. On the screens, each planned one shows 'Sua meta' beside last year's answer: A answered at
 * its target, B at last year's level (below its target). Finished.
 */
export async function nextGuiaAgainstTheTargets(
  page: Page,
  request: APIRequestContext,
  headers: Record<string, string>,
  anos: { ano: number; novoAno: number },
  [a, b]: [Meta, Meta],
) {
  const { ano, novoAno } = anos;
  // She comes back to her unit's page later: a fresh load, not the copy of it this tab kept.
  await openUnit(page, UNIT);
  await page.reload();
  const ids = await startGuiaOnCard(page, novoAno);
  const indicadores = await answerAllBut(request, headers, ids, [a.titulo, b.titulo]);
  const comMeta = indicadores.filter((i) => i.meta);
  expect(comMeta.map((i) => [i.titulo, i.meta?.peso, i.meta?.prazo]).sort()).toEqual(
    [a, b].map((m) => [m.titulo, m.pesoMeta, m.prazo]).sort(),
  );
  await page.reload();
  for (let i = 0; i < 2; i++) {
    await expect(page.getByText(i === 0 ? 'Faltam 2 de' : 'Falta 1 de')).toBeVisible();
    await page.getByRole('link', { name: 'Responder o próximo indicador sem resposta' }).click();
    const heading = page.getByRole('heading', { level: 2, name: /^\d+\.\d+\.\d+ / });
    const titulo = ((await heading.textContent()) ?? '').replace(/^\S+ /, '');
    const m = [a, b].find((x) => x.titulo === titulo);
    expect(m, `a planned indicator: ${titulo}`).toBeTruthy();
    await expect(page.getByTestId('resposta-anterior')).toHaveText(
      `No Guia ${ano} você respondeu: Nível ${m!.pesoAtual} — ${m!.descricaoAtual}`,
    );
    await expect(page.getByTestId('meta-do-plano')).toHaveText(
      `Sua meta: nível ${m!.pesoMeta} até ${br(m!.prazo)} — ${m!.descricaoMeta}`,
    );
    const peso = m === a ? a.pesoMeta : b.pesoAtual;
    const nivel = page
      .getByRole('group', { name: 'Níveis do indicador' })
      .getByRole('checkbox', { name: new RegExp(`^${peso} - `) });
    await nivel.click();
    await expect(nivel).toBeChecked();
    await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/Guia/Resposta',
      ),
      page.getByRole('button', { name: 'Próximo', exact: true }).click(),
    ]);
    // Back to the Guia's page: its crumb, or 'Continuar' on 'Bom trabalho!' after a principle's last indicator.
    await page
      .getByRole('navigation', { name: 'Você está em' })
      .getByRole('link', { name: `Guia ${novoAno}` })
      .or(page.getByRole('link', { name: 'Continuar', exact: true }))
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `Guia ${novoAno}` })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Finalizar Guia e Gerar Relatório' }).first().click();
  await confirmFinish(page, novoAno);
}

/** The plan page: no active plan; the previous one with each target's outcome, '1 de 2 metas atingidas'. */
export async function previousPlanOutcomes(page: Page, ano: number, [a, b]: [Meta, Meta]) {
  await page.getByRole('link', { name: 'Concluir' }).click();
  await openUnit(page, UNIT);
  await page.getByRole('link', { name: 'Abrir meu plano de ação' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meu plano de ação' })).toBeVisible();
  await expect(page.getByText('Você ainda não tem um plano de ação')).toBeVisible();
  const anterior = page.getByRole('region', { name: `Plano anterior (Guia ${ano})` });
  await expect(anterior.getByText('1 de 2 metas atingidas', { exact: true })).toBeVisible();
  await expect(anterior).toContainText('pelo Guia seguinte. Somente leitura.');
  for (const [m, obtido, desfecho] of [
    [a, a.pesoMeta, 'Atingida'],
    [b, b.pesoAtual, 'Manteve'],
  ] as const) {
    const item = anterior.getByRole('listitem').filter({ hasText: m.titulo });
    await expect(item).toContainText(`Meta: Nível ${m.pesoMeta}: ${m.descricaoMeta}`);
    await expect(item).toContainText(`Nível alcançado: Nível ${obtido}`);
    await expect(item.getByText(desfecho, { exact: true })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page, 'the plan page with the previous plan');
  return page.url();
}

/**
 * The next edition's performance report: 'Metas do ciclo anterior: 1 de 2 atingidas', each target with its
 * outcome, labelled the producer's own declaration, and 'Montar novo plano'; axe; its PDF says the same.
 */
export async function reportCountsTheTargets(page: Page, novoAno: number, [a, b]: [Meta, Meta]) {
  await openUnit(page, UNIT);
  await page
    .getByRole('article', { name: `Guia ${novoAno}` })
    .getByRole('link', { name: 'Relatório', exact: true })
    .click();
  const metas = page.getByTestId('metas-ciclo-anterior');
  await expect(metas).toContainText('Metas do ciclo anterior: 1 de 2 atingidas');
  for (const [m, desfecho] of [
    [a, 'Atingida'],
    [b, 'Manteve'],
  ] as const) {
    await expect(
      metas.getByRole('listitem').filter({ hasText: m.titulo }).getByText(desfecho, { exact: true }),
    ).toBeVisible();
  }
  await expect(metas).toContainText(/autoavaliação declarada pelo produtor/i);
  const montarNovo = { name: 'Montar novo plano' };
  await expect(metas.getByRole('button', montarNovo).or(metas.getByRole('link', montarNovo))).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the report with the previous cycle's targets");

  const { texto } = await downloadedPdf(
    page,
    page.getByRole('button', { name: 'Exportar relatório' }),
    /^\/api\/Relatorio\/Desempenho\/\d+\/\d+$/,
  );
  expect(texto).toContain('Metas do ciclo anterior: 1 de 2 atingidas');
  expect(texto).toContain(DECLARACAO);
  expect(texto).toContain('Atingida');
  expect(texto).toContain('Manteve');
}
