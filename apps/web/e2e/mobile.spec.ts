import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { waitForMail } from './support/mail';
import { uniqueCpf } from './support/register';

/** A confirmed account created through the API, its auth data stored as the web client stores it. */
async function signedUpUser(request: import('@playwright/test').APIRequestContext) {
  const email = `celular.${Date.now()}@exemplo.com.br`;
  // One account per test of the run: a CPF registers once.
  const cpf = uniqueCpf();
  const res = await request.post('/api/Cadastro', {
    data: {
      nome: 'Joana do Celular',
      email,
      celular: '(65)99988-7766',
      selecao: 'cpf',
      cpf: cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'),
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

/** A producer's unit in Cuiabá (MT) with an open questionnaire of the available edition, through the API. */
async function startedQuestionnaire(
  request: import('@playwright/test').APIRequestContext,
  token: string,
  nomeunidade: string,
) {
  const headers = { authorization: `Bearer ${token}` };
  const unit = await request.post('/api/Objeto', {
    headers,
    data: {
      categoria_id: 6,
      nomeunidade,
      uf: 'MT',
      cidade: 5103403,
      car: 'MT-5103403-0123456789ABCDEF0123456789ABCDEF',
      atividade_id: 1,
      sistemaadotado_id: 2,
      area: 1200,
      areaPasto: 800,
      rebanho: 950,
    },
  });
  expect(unit.status(), await unit.text()).toBe(201);
  const objetoId = (await unit.json()).data.id as number;
  const detail = (await (await request.get(`/api/Objeto/${objetoId}`, { headers })).json()).data;
  const edicaoId = (detail.guia as { id: number; disponivel: boolean }[]).find((g) => g.disponivel)!.id;
  const started = await request.post('/api/Guia/Questionario', {
    headers,
    data: { objeto_id: objetoId, guia_id: edicaoId },
  });
  expect(started.status(), await started.text()).toBe(201);
  const questionarioId = (await started.json()).data.questionario.id as number;
  const estrutura = (
    await (await request.get(`/api/Guia/${objetoId}/${edicaoId}/${questionarioId}`, { headers })).json()
  ).data;
  return { headers, objetoId, edicaoId, questionarioId, estrutura };
}

/** A finished questionnaire through the API: every applicable indicator answered, weights in turn (0 = NA). */
async function finishedQuestionnaire(request: import('@playwright/test').APIRequestContext, token: string) {
  const { headers, objetoId, edicaoId, questionarioId, estrutura } = await startedQuestionnaire(
    request,
    token,
    'Fazenda Boa Vista do Cerrado',
  );
  const pesos = [3, 5, 0, 2, 4, 1, 4, 5, 3, 2];
  let n = 0;
  for (const principio of estrutura.principios) {
    for (const criterio of principio.criterios) {
      for (const indicador of criterio.indicadores as {
        id: number;
        niveis: { id: number; peso: number }[];
      }[]) {
        const peso = pesos[n++ % pesos.length];
        const nivel = indicador.niveis.find((l) => l.peso === peso) ?? indicador.niveis[0]!;
        const res = await request.post('/api/Guia/Resposta', {
          headers,
          data: {
            objeto_id: objetoId,
            guia_id: edicaoId,
            questionario_id: questionarioId,
            indicador_id: indicador.id,
            nivel_id: nivel.id,
          },
        });
        expect(res.status(), await res.text()).toBe(200);
      }
    }
  }
  const finished = await request.put('/api/Guia/Questionario', {
    headers,
    data: { objeto_id: objetoId, guia_id: edicaoId, questionario_id: questionarioId },
  });
  expect(finished.status(), await finished.text()).toBe(200);
  return { objetoId, edicaoId, questionarioId };
}

/**
 * Whether the page scrolls sideways, what scrolls sideways inside it (a clipped table), and which
 * text of the radar's axis labels sticks out of the chart.
 */
async function layoutProblems(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    const cut: string[] = [];
    for (const svg of document.querySelectorAll('.recharts-wrapper svg')) {
      const box = svg.getBoundingClientRect();
      for (const text of svg.querySelectorAll('.recharts-polar-angle-axis-tick text')) {
        const r = text.getBoundingClientRect();
        if (
          r.left < box.left - 0.5 ||
          r.right > box.right + 0.5 ||
          r.left < 0 ||
          r.right > window.innerWidth
        ) {
          cut.push(text.textContent ?? '');
        }
      }
    }
    const scrolling = [...document.querySelectorAll('body *')]
      .filter(
        (e) =>
          e.scrollWidth > e.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(e).overflowX),
      )
      .map((e) => e.className.toString());
    return { overflow, scrolling, cut };
  });
}

test('at 360 px the performance report fits the screen, its radar labels whole, and the red buttons pass contrast', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(170_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Este site usa cookies' })
    .getByRole('button', { name: 'Recusar' })
    .click();
  const auth = await signedUpUser(request);
  const { objetoId, edicaoId } = await finishedQuestionnaire(request, auth.token as string);
  await page.evaluate((data) => localStorage.setItem('guia.auth', JSON.stringify(data)), auth);

  await page.goto(`/desempenho/${objetoId}/${edicaoId}`);
  await expect(page.getByTestId('percentual-geral')).toContainText('Aproveitamento médio dos princípios');
  await expect(page.getByTestId('pontos-obtidos')).toContainText('Pontos obtidos:');
  await expect(page.locator('.recharts-polar-angle-axis-tick text').first()).toBeVisible();
  expect(await layoutProblems(page)).toEqual({ overflow: 0, scrolling: [], cut: [] });
  await page
    .getByRole('region', { name: 'Visão geral' })
    .screenshot({ path: testInfo.outputPath('visao-geral-360.png') });

  // The answer key of a principle: cards, then the detailed key, all without sideways scroll.
  const principio = page.getByRole('region', { name: 'Gestão' });
  await expect(principio.getByRole('list', { name: 'Gabarito' })).toBeVisible();
  await principio.getByRole('button', { name: 'Ver gabarito detalhado' }).click();
  await principio.locator('.mantine-Accordion-control').first().click();
  expect(await layoutProblems(page)).toEqual({ overflow: 0, scrolling: [], cut: [] });
  await principio.screenshot({ path: testInfo.outputPath('principio-360.png') });
  await expectNoSeriousA11yViolations(page, 'the performance report at 360 px');

  // Destructive red: 'Excluir objeto' and its 'Sim', 'Excluir conta'.
  await page.goto(`/unidades/${objetoId}`);
  await page.getByRole('button', { name: 'Excluir objeto' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Excluir unidade' }).getByRole('button', { name: 'Sim' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the unit detail with its delete modal');
  await page.goto('/configuracoes');
  await expect(page.getByRole('link', { name: 'Excluir conta' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the settings page');
});

test('at 360 px the percent slider fits, shows its value as text, and is off and not sent with NA', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Este site usa cookies' })
    .getByRole('button', { name: 'Recusar' })
    .click();
  const auth = await signedUpUser(request);
  const { objetoId, edicaoId, questionarioId, estrutura } = await startedQuestionnaire(
    request,
    auth.token as string,
    'Sítio do Percentual',
  );
  type Indicador = { id: number; possuipercentual: boolean; niveis: { id: number; peso: number }[] };
  let alvo: { principioId: number; indicador: Indicador } | undefined;
  for (const principio of estrutura.principios as {
    id: number;
    criterios: { indicadores: Indicador[] }[];
  }[]) {
    for (const criterio of principio.criterios) {
      const indicador = criterio.indicadores.find(
        (i) => i.possuipercentual && i.niveis.some((n) => n.peso === 0) && i.niveis.some((n) => n.peso > 0),
      );
      if (indicador && !alvo) alvo = { principioId: principio.id, indicador };
    }
  }
  expect(alvo, 'the seeded edition has an indicator with a percent slider and NA').toBeDefined();
  const { principioId, indicador } = alvo!;
  await page.evaluate((data) => localStorage.setItem('guia.auth', JSON.stringify(data)), auth);
  await page.goto(
    `/unidades/${objetoId}/${edicaoId}/${questionarioId}/${principioId}?indicador=${indicador.id}`,
  );

  const niveis = page.getByRole('group', { name: 'Níveis do indicador' }).getByRole('checkbox');
  const pesos = indicador.niveis.map((n) => n.peso);
  await niveis.nth(pesos.findIndex((p) => p > 0)).check();
  const slider = page.getByRole('slider');
  await slider.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('percentual-valor')).toHaveText('5%');
  expect(await layoutProblems(page)).toEqual({ overflow: 0, scrolling: [], cut: [] });

  // 'Não se aplica': the slider is off, says so, and the answer goes without a share.
  await niveis.nth(pesos.indexOf(0)).check();
  await expect(page.getByTestId('percentual-valor')).toHaveText('Não se aplica');
  await expect(page.getByRole('slider', { disabled: false })).toHaveCount(0);
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/Guia/Resposta') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Próximo' }).click();
  expect((await saved).postDataJSON()).toMatchObject({ indicador_id: indicador.id, percentual: null });
  expect(await layoutProblems(page)).toEqual({ overflow: 0, scrolling: [], cut: [] });
});
