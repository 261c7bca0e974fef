import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { finishedQuestionnaire, signedUpUser, startedQuestionnaire } from './support/producers';

test('on a phone, the landing fits the screen and the logged-in frame shows the bottom navigation', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // WCAG 2.4.11: on a short 360 px phone, the field 'CADASTRE-SE GRÁTIS' focuses is not hidden under the
  // cookie banner.
  await page.setViewportSize({ width: 360, height: 640 });
  const banner = page.getByRole('region', { name: 'Este site usa cookies' });
  await page.getByRole('button', { name: 'CADASTRE-SE GRÁTIS' }).click();
  const campo = page.locator('#cadastro-nome');
  await expect(campo).toBeFocused();
  await expect
    .poll(async () => {
      const [c, b] = [await campo.boundingBox(), await banner.boundingBox()];
      return c && b ? c.y + c.height <= b.y : false;
    })
    .toBe(true);
  await banner.getByRole('button', { name: 'Recusar' }).click();
  await page.setViewportSize({ width: 412, height: 839 });
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
  // WCAG 2.4.11: a screen just tall enough that the slider starts under the fixed bottom navigation; reached by
  // keyboard, it scrolls into view above the bar.
  await page.evaluate(() => window.scrollTo(0, 0));
  const sliderTop = await slider.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await page.setViewportSize({ width: 360, height: Math.round(sliderTop) + 40 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const barra = page.getByRole('navigation', { name: 'Navegação principal' });
  expect((await slider.boundingBox())!.y + 8).toBeGreaterThan((await barra.boundingBox())!.y);
  await niveis.last().evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
  await page.keyboard.press('Tab');
  await expect(slider).toBeFocused();
  const [s, b] = [await slider.boundingBox(), await barra.boundingBox()];
  expect(s!.y + s!.height, 'the focused slider ends above the bottom navigation').toBeLessThanOrEqual(b!.y);
  await page.setViewportSize({ width: 360, height: 780 });
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
