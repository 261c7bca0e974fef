import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { waitForMail } from './support/mail';

/** A confirmed account created through the API, its auth data stored as the web client stores it. */
async function signedUpUser(request: import('@playwright/test').APIRequestContext) {
  const email = `celular.${Date.now()}@exemplo.com.br`;
  const res = await request.post('/api/Cadastro', {
    data: {
      nome: 'Joana do Celular',
      email,
      celular: '(65)99988-7766',
      selecao: 'cpf',
      cpf: '111.444.777-35',
      password: 'senha-do-campo-1',
      termos: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const codigo = await waitForMail(request, email, /código de confirmação é: (\d{6})/);
  const validated = await request.post('/api/ValidarEmail', { data: { email, codigo } });
  expect(validated.status(), await validated.text()).toBe(200);
  return (await validated.json()).data as Record<string, unknown>;
}

test('on a phone, the landing fits the screen and the logged-in frame shows the bottom navigation', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page
    .getByRole('region', { name: 'Este site usa cookies' })
    .getByRole('button', { name: 'Recusar' })
    .click();
  await expectNoSeriousA11yViolations(page, 'the landing page on a phone');

  const auth = await signedUpUser(request);
  await page.evaluate((data) => localStorage.setItem('guia.auth', JSON.stringify(data)), auth);

  // No unit yet: Resumo sends the user to the unit form, inside the frame with the bottom navigation.
  await page.goto('/resumo');
  await expect(page).toHaveURL(/\/cadastrar-unidade$/);
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(nav.getByRole('link')).toHaveText(['Resumo', 'Objetos', 'Materiais de apoio']);
  await expect(page.getByRole('navigation', { name: 'Navegação lateral' })).toBeHidden();
  await expectNoSeriousA11yViolations(page, 'the unit form on a phone');
});
