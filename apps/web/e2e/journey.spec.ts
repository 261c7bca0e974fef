import { expect, test } from '@playwright/test';
import { publishNewTerms } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openUnit, pickOption, registerProducer, skipOnboarding } from './support/register';

// A valid CPF (check digits right) and a CAR receipt of Mato Grosso.
const CPF = '390.533.447-05';
const CAR_MT = 'MT-5103403-0123456789ABCDEF0123456789ABCDEF';
const PASSWORD = 'pasto-verde-42';
const UNIT = 'Fazenda Santa Luzia';

test('a new producer registers, confirms the e-mail, registers a unit, edits it, logs in again with the CPF and deletes it', async ({
  page,
  request,
}) => {
  const email = `produtora.${Date.now()}@exemplo.com.br`;

  // The landing page with the cookie consent, the registration with a CPF and the e-mail code.
  await registerProducer(
    page,
    request,
    { nome: 'Ana Produtora', email, celular: '65999887766', cpf: CPF.replace(/\D/g, ''), password: PASSWORD },
    { a11y: true },
  );
  await skipOnboarding(page);

  // Step 1 of 2.
  await expect(page.getByText('Etapa 1 de 2')).toBeVisible();
  await page.getByRole('radio', { name: /Produtor rural/ }).check();
  await page.getByRole('textbox', { name: 'Nome da unidade', exact: true }).fill(UNIT);
  await pickOption(page, 'Estado', 'Mato Grosso');
  await pickOption(page, 'Município', 'Cuiabá');
  await expectNoSeriousA11yViolations(page, 'the unit form, step 1');
  await page.getByRole('button', { name: 'Próximo' }).click();

  // Step 2 of 2: a wrong CAR first.
  await expect(page.getByText('Etapa 2 de 2')).toBeVisible();
  await page.getByRole('textbox', { name: 'Inscrição estadual', exact: true }).fill('1312345678');
  await page.getByRole('textbox', { name: 'Recibo do CAR', exact: true }).fill('MT-123');
  await pickOption(page, 'Ciclo da atividade', 'Cria');
  await pickOption(page, 'Sistema adotado', 'Extensivo (a pasto)');
  await page.getByRole('textbox', { name: 'Área total (ha)', exact: true }).fill('1200');
  await page.getByRole('textbox', { name: 'Área de pasto (ha)', exact: true }).fill('800');
  await page.getByRole('textbox', { name: 'Rebanho (cabeças)', exact: true }).fill('950');
  await page.getByRole('button', { name: 'Cadastrar unidade' }).click();
  await expect(page.getByText('Recibo CAR inválido')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the unit form, step 2 with an error');

  await page.getByRole('textbox', { name: 'Recibo do CAR', exact: true }).fill(CAR_MT);
  await page.getByRole('button', { name: 'Cadastrar unidade' }).click();
  await expect(page.getByText('Unidade criada com sucesso')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pronto' })).toBeVisible();

  // The unit on Resumo and on the list.
  await page
    .getByRole('navigation', { name: 'Navegação lateral' })
    .getByRole('link', { name: 'Resumo' })
    .click();
  await expect(page).toHaveURL(/\/resumo$/);
  await expect(page.getByRole('heading', { name: UNIT })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Resumo');

  await openUnit(page, UNIT);
  await expect(page.getByText('Cuiabá')).toBeVisible();
  await expect(page.getByText('950')).toBeVisible();

  // Edit: the locked fields stay locked, the herd changes.
  await page.getByRole('link', { name: 'Editar objeto' }).click();
  await expect(page).toHaveURL(/\/editar-unidade\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Nome da unidade', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await page.getByRole('textbox', { name: 'Rebanho (cabeças)', exact: true }).fill('1100');
  await page.getByRole('button', { name: 'atualizar' }).click();
  await expect(page.getByText('Unidade atualizada com sucesso')).toBeVisible();
  await openUnit(page, UNIT);
  await expect(page.getByText('1.100')).toBeVisible();

  // Log out.
  await page.getByRole('button', { name: 'CONFIGURAÇÕES' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/(acessar)?$/);

  // New terms are published meanwhile: the next login must accept them.
  await publishNewTerms(request, '<h2>Termos de uso 2027</h2><p>Nova versão dos termos.</p>');

  // Log in with the CPF.
  await page.goto('/acessar');
  const login = page.getByRole('dialog', { name: 'Entrar' });
  await login.locator('label', { hasText: /^CPF$/ }).click();
  await expect(login.getByRole('radio', { name: 'CPF' })).toBeChecked();
  await login.getByRole('textbox', { name: 'CPF', exact: true }).fill(CPF.replace(/\D/g, ''));
  await login.getByRole('textbox', { name: 'Senha', exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'ENTRAR' }).click();

  // The terms gate.
  await expect(page.getByRole('heading', { name: 'Atualizamos nossos termos' })).toBeVisible();
  await expect(page.getByText('Nova versão dos termos.')).toBeVisible();
  await page.getByRole('button', { name: 'Aceitar' }).click();
  await expect(page).toHaveURL(/\/resumo$/);
  await expect(page.getByRole('heading', { name: UNIT })).toBeVisible();

  // Delete the unit.
  await openUnit(page, UNIT);
  await page.getByRole('button', { name: 'Excluir objeto' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir unidade' });
  await expect(confirm.getByText(`Tem certeza de que deseja excluir a unidade ${UNIT}?`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText('Unidade excluída com sucesso')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Navegação lateral' })
    .getByRole('link', { name: 'Objetos' })
    .click();
  await expect(page.getByText('Você não possui nenhum objeto cadastrado')).toBeVisible();

  // Delete the account: the logged-out message counts down, then login (the session is already
  // revoked on the server, so no call of the page may cut the message short).
  await page.goto('/configuracoes/excluir-conta');
  await page.getByLabel('E-mail da conta').fill(email);
  await page.getByRole('button', { name: 'Excluir Conta' }).click();
  await expect(page.getByRole('heading', { name: 'Conta deletada com sucesso' })).toBeVisible();
  await expect(
    page.getByText(/Você foi desconectado\. Vamos levar você ao login em \d segundos?\./),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/acessar$/, { timeout: 10_000 });
  await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
});

test('a logged-out visit to /resumo ends at /acessar', async ({ page }) => {
  await page.goto('/resumo');
  await expect(page).toHaveURL(/\/acessar$/);
  await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
});
