import { type Browser, expect, type Page } from '@playwright/test';
import { ADMIN } from './api';
import { expectNoSeriousA11yViolations } from './axe';

/** axe on the screen as it is, at desktop width and on a 360 px phone. */
export async function a11yAtBothWidths(page: Page, where: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousA11yViolations(page, `${where} at 1280 px`);
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoSeriousA11yViolations(page, `${where} at 360 px`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The administrator of the first start, from an admin address: sent to /acessar, accepts the cookies,
 * logs in through the dialog and lands on the statistics.
 */
export async function loginAsAdministrator(page: Page) {
  await page.goto('/admin/estatisticas');
  await expect(page).toHaveURL(/\/acessar$/);
  await loginThroughDialog(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/estatisticas$/);
}

/** On /acessar: accepts the cookies and logs in through the 'Entrar' dialog. Answers the dialog. */
export async function loginThroughDialog(page: Page, email: string, password: string) {
  await page
    .getByRole('region', { name: 'Este site usa cookies' })
    .getByRole('button', { name: 'Aceitar' })
    .click();
  const login = page.getByRole('dialog', { name: 'Entrar' });
  await login.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await login.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await login.getByRole('button', { name: 'ENTRAR' }).click();
  return login;
}

/** A browser of the user's own, signed in with the auth data the web client stores (from `apiLogin`). */
export async function signedInPage(browser: Browser, auth: { token: string; refreshToken: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate((data) => localStorage.setItem('guia.auth', JSON.stringify(data)), auth);
  return { context, page };
}
