import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { waitForMail } from './mail';

export interface NewProducer {
  nome: string;
  email: string;
  /** Digits only. */
  cpf: string;
  celular: string;
  password: string;
}

/** A CPF with right check digits, different on every call (so journeys sharing one server never collide). */
export function uniqueCpf(): string {
  const base = String(Date.now() % 1_000_000_000).padStart(9, '1');
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((s, d, i) => s + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** Picks an option of a searchable select by its label. */
export async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * From the landing page: accepts the cookies, fills 'Crie sua conta gratuita' with a CPF, confirms the
 * e-mail with the code caught by the mail catcher, and ends on the onboarding (/bem-vindo).
 * With `a11y`, runs axe on the landing page and on the filled form.
 */
export async function registerProducer(
  page: Page,
  request: APIRequestContext,
  producer: NewProducer,
  { a11y = false }: { a11y?: boolean } = {},
) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cookies = page.getByRole('region', { name: 'Este site usa cookies' });
  await expect(cookies).toBeVisible();
  if (a11y) await expectNoSeriousA11yViolations(page, 'the landing page');
  await cookies.getByRole('button', { name: 'Aceitar' }).click();
  await expect(cookies).toBeHidden();

  const form = page.getByRole('form', { name: 'Crie sua conta gratuita' });
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill(producer.nome);
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(producer.email);
  await form.getByRole('textbox', { name: 'Celular', exact: true }).fill(producer.celular);
  await form.getByRole('textbox', { name: 'CPF', exact: true }).fill(producer.cpf);
  await form.getByRole('textbox', { name: 'Senha', exact: true }).fill(producer.password);
  await form.getByRole('checkbox').check();
  if (a11y) await expectNoSeriousA11yViolations(page, 'the registration form');
  await form.getByRole('button', { name: 'CADASTRAR' }).click();

  const codeDialog = page.getByRole('dialog', { name: 'Confirme seu e-mail' });
  await expect(codeDialog.getByText('Por favor, insira o código enviado para seu email')).toBeVisible();
  const code = await waitForMail(request, producer.email, /código de confirmação é: (\d{6})/);
  await codeDialog.getByRole('textbox', { name: 'Código', exact: true }).fill(code);
  await codeDialog.getByRole('button', { name: 'VALIDAR' }).click();
  await expect(page).toHaveURL(/\/bem-vindo$/);
}

/** Onboarding: 'Pular' walks the slides; the last one's 'Começar' leads to the unit form. */
export async function skipOnboarding(page: Page) {
  const start = page.getByRole('link', { name: 'Começar' });
  for (let i = 0; i < 10 && !(await start.isVisible()); i++) {
    await page.getByRole('button', { name: 'Pular' }).click();
  }
  await start.click();
  await expect(page).toHaveURL(/\/cadastrar-unidade$/);
}

/** From the side navigation to the unit's page, through the units list. */
export async function openUnit(page: Page, unit: string) {
  await page
    .getByRole('navigation', { name: 'Navegação lateral' })
    .getByRole('link', { name: 'Objetos' })
    .click();
  await expect(page).toHaveURL(/\/unidades$/);
  await page
    .getByRole('link', { name: new RegExp(unit) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/unidades\/\d+$/);
  await expect(page.getByRole('heading', { name: unit })).toBeVisible();
}
