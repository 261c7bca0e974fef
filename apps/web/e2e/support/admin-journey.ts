import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { a11yAtBothWidths, signedInPage } from './admin-area';
import { apiLogin } from './api';
import { expectNoSeriousA11yViolations } from './axe';
import { finishedQuestionnaire, signedUpUser } from './producers';
import { pickOption } from './register';

// The steps of admin.spec.ts, in its order: each a page-level action with its assertions.

/** The page never scrolls sideways at this width, and a list's table (if any) fits without its inner scroller. */
async function fitsWidth(page: Page, width: number, table?: string) {
  await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `no horizontal page scroll at ${width} px`,
    })
    .toBeLessThanOrEqual(0);
  if (table) {
    const region = page.getByRole('region', { name: table, exact: true });
    await expect
      .poll(() => region.evaluate((el) => el.scrollWidth - el.clientWidth), {
        message: `${table} fits at ${width} px`,
      })
      .toBeLessThanOrEqual(0);
  }
}

/** A number card of the statistics screen, read as an integer (pt-BR thousands separators). */
async function cardNumber(page: Page, label: string) {
  const text = (await page.getByRole('region', { name: label, exact: true }).textContent()) ?? '';
  return Number((/[\d.]+/.exec(text.replace(label, ''))?.[0] ?? 'NaN').replace(/\./g, ''));
}

/** Producers, through the API: a finished Guia in Mato Grosso (Maria's, answered) and one in Goiás. */
export async function producersWithFinishedGuias(request: APIRequestContext, stamp: number) {
  const maria = await signedUpUser(request, {
    nome: 'Maria Cerrado',
    email: `maria.${stamp}@exemplo.com.br`,
  });
  await finishedQuestionnaire(request, maria.token as string, 'Fazenda Cerrado Alto', {
    uf: 'MT',
    cidade: 5103403,
  });
  const joao = await signedUpUser(request, { nome: 'João Serra', email: `joao.${stamp}@exemplo.com.br` });
  await finishedQuestionnaire(request, joao.token as string, 'Fazenda Serra Dourada', {
    uf: 'GO',
    cidade: 5208707,
  });
  return maria;
}

/** Statistics: the UF filter changes the numbers. */
export async function statisticsFilteredByUf(page: Page) {
  await expect(page.getByRole('heading', { name: 'Estatísticas', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Olá, /)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Guias entregues', exact: true })).toBeVisible();
  const entreguesTodos = await cardNumber(page, 'Guias entregues');
  expect(entreguesTodos).toBeGreaterThanOrEqual(2);
  await page.getByRole('combobox', { name: 'UF' }).selectOption('MT');
  await expect.poll(() => cardNumber(page, 'Guias entregues')).toBeLessThan(entreguesTodos);
  await a11yAtBothWidths(page, 'the statistics');
}

/** Every unit: filter by UF and category, the URL keeps the filters; the list fits a desktop and a phone. */
export async function unitsFilteredByUfAndCategory(page: Page): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Menu da administração' })
    .getByRole('link', { name: 'Unidades' })
    .click();
  await expect(page.getByRole('heading', { name: 'Unidades', level: 1 })).toBeVisible();
  const tabela = page.getByRole('table', { name: 'Lista de unidades' });
  await expect(tabela.getByRole('link', { name: /Fazenda Serra Dourada/ })).toBeVisible();
  await pickOption(page, 'Estado (UF)', 'MT — Mato Grosso');
  await pickOption(page, 'Categoria', 'Produtor rural / pecuária');
  await expect(page).toHaveURL(/uf=MT/);
  await expect(page).toHaveURL(/categoria=6/);
  await expect(tabela.getByRole('link', { name: /Fazenda Cerrado Alto/ })).toBeVisible();
  await expect(tabela.getByRole('link', { name: /Fazenda Serra Dourada/ })).toHaveCount(0);
  await page.reload();
  await expect(tabela.getByRole('link', { name: /Fazenda Cerrado Alto/ })).toBeVisible();
  await a11yAtBothWidths(page, 'the unit list');
  // At 1280 px every column shows (Percentual included) without the table's inner scroller; on a
  // 360 px phone each unit is a card of label: value pairs, and the page never scrolls sideways.
  await fitsWidth(page, 1280, 'Lista de unidades');
  await expect(tabela.getByRole('columnheader', { name: /Percentual/ })).toBeInViewport();
  await fitsWidth(page, 360);
  const cartoes = page.getByRole('list', { name: 'Lista de unidades' });
  await expect(tabela).toHaveCount(0);
  const cartao = cartoes.getByRole('listitem').filter({ hasText: 'Fazenda Cerrado Alto' });
  await expect(cartao.getByRole('term').filter({ hasText: 'Percentual' })).toBeVisible();
  await expect(cartao.getByRole('definition').filter({ hasText: 'Cuiabá/MT' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  return tabela;
}

/** Export the filtered list in one click: the file downloads when the job is ready; read it back. */
export async function exportFilteredUnits(page: Page) {
  const baixando = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Exportar planilha' }).click();
  const download = await baixando;
  expect(download.suggestedFilename()).toMatch(/^unidades-\d{4}-\d{2}-\d{2}-\d+\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const linhas = workbook.worksheets[0]!.getSheetValues()
    .filter(Boolean)
    .map((r) => JSON.stringify(r));
  expect(linhas.some((l) => l.includes('Fazenda Cerrado Alto'))).toBe(true);
  expect(linhas.some((l) => l.includes('Fazenda Serra Dourada'))).toBe(false);
}

/**
 * The platform categories' 'Adicionar categoria': the colour picker passes axe, and Escape closes
 * only the picker, not the modal. Ends back on the unit list.
 */
export async function categoryColourPicker(page: Page) {
  await page.goto('/admin/categorias');
  await page.getByRole('button', { name: 'Adicionar categoria' }).click();
  const novaCategoria = page.getByRole('dialog', { name: 'Adicionar categoria' });
  const cor = novaCategoria.getByRole('textbox', { name: 'Cor' });
  await cor.click();
  await expect(page.getByRole('slider', { name: 'Matiz da cor' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the open colour picker');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('slider', { name: 'Matiz da cor' })).toBeHidden();
  await expect(novaCategoria).toBeVisible();
  await expect(cor).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(novaCategoria).toBeHidden();
  await page.goBack();
}

/** A unit and its performance report, on behalf of the owner. */
export async function unitReportOnBehalf(page: Page, tabela: Locator, stamp: number) {
  await tabela.getByRole('link', { name: /Fazenda Cerrado Alto/ }).click();
  await expect(page.getByRole('heading', { name: 'Fazenda Cerrado Alto' })).toBeVisible();
  await expect(page.getByText(`maria.${stamp}@exemplo.com.br`)).toBeVisible();
  await a11yAtBothWidths(page, 'a unit');
  await page
    .getByRole('link', { name: /Abrir o relatório de desempenho/ })
    .first()
    .click();
  await expect(page.getByText(/Relatório de Maria Cerrado .* visto como administrador\./)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gestão' }).first()).toBeVisible();
  await a11yAtBothWidths(page, 'the report on behalf of the owner');
}

/** Users: grant Maria the administrator role. Answers the user list. */
export async function grantAdministrator(page: Page): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Menu da administração' })
    .getByRole('link', { name: 'Usuários' })
    .click();
  await page.getByRole('searchbox', { name: 'Buscar por nome' }).fill('maria cerrado');
  const usuarios = page.getByRole('table', { name: 'Lista de usuários' });
  await expect(usuarios.getByRole('row')).toHaveCount(2);
  await a11yAtBothWidths(page, 'the user list');
  await usuarios.getByRole('button', { name: 'Ações de Maria Cerrado' }).click();
  await page.getByRole('menuitem', { name: 'Conceder administrador' }).click();
  const conceder = page.getByRole('dialog', { name: 'Conceder administrador' });
  await expect(
    conceder.getByText('Deseja realmente conceder Maria Cerrado como administrador?'),
  ).toBeVisible();
  await conceder.getByRole('button', { name: 'Confirmar' }).click();
  await expect(usuarios.getByText('Administrador')).toBeVisible();
  return usuarios;
}

/** Maria, in a browser of her own, sees 'Administração'. Answers her auth data and her browser. */
export async function promotedUserSeesAdministracao(
  browser: Browser,
  request: APIRequestContext,
  email: string,
) {
  const mariaAuth = await apiLogin(request, email, 'senha-do-campo-1');
  const { context: mariaContext, page: mariaPage } = await signedInPage(browser, mariaAuth);
  await mariaPage.goto('/resumo');
  await mariaPage.getByRole('button', { name: 'CONFIGURAÇÕES' }).click();
  await expect(mariaPage.getByRole('menuitem', { name: 'Administração' })).toBeVisible();
  return { mariaAuth, mariaContext };
}

/** Revoked: her very next admin call is refused, with the token she already holds. */
export async function revokeAdministrator(
  page: Page,
  request: APIRequestContext,
  usuarios: Locator,
  token: string,
) {
  await usuarios.getByRole('button', { name: 'Ações de Maria Cerrado' }).click();
  await page.getByRole('menuitem', { name: 'Revogar administrador' }).click();
  const revogar = page.getByRole('dialog', { name: 'Revogar administrador' });
  await expect(revogar.getByText('Deseja realmente revogar Maria Cerrado como administrador?')).toBeVisible();
  await revogar.getByRole('button', { name: 'Confirmar' }).click();
  await expect(usuarios.getByText('Visitante')).toBeVisible();
  const refused = await request.get('/api/Admin/Usuario', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(404);
}

/** Her page shows who opened her data. */
export async function adminAccessHistory(page: Page, usuarios: Locator) {
  await usuarios.getByRole('link', { name: 'Maria Cerrado' }).click();
  const acessos = page.getByRole('table', { name: 'Histórico de acessos de administradores' });
  await expect(acessos.getByText(/Alterou o papel/).first()).toBeVisible();
  await expect(acessos.getByText('Abriu o relatório de desempenho').first()).toBeVisible();
  await a11yAtBothWidths(page, 'a user');
}
