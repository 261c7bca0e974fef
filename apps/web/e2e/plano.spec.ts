import { test } from '@playwright/test';
import {
  administratorMakesNextEdition,
  firstGuiaFinished,
  nextGuiaAgainstTheTargets,
  noHorizontalScroll,
  planPageAndPdf,
  previousPlanOutcomes,
  producerWithUnit,
  reportCountsTheTargets,
  twoItemPlan,
} from './support/plano-journey';

/**
 * The improvement cycle (issue 17 §5). It makes the next edition available: the 'plano' project of
 * playwright.config.ts runs it after the editions journey, on the latest edition there is then.
 */

test('a producer plans two targets from her priorities and, in the next edition, meets one: 1 de 2 atingidas', async ({
  page,
  request,
  browser,
}) => {
  // About a minute on a loaded machine; the config's 180 s leaves room on a slower CI run.
  test.setTimeout(180_000);

  // 1. A new producer with a unit, through the screens; the latest edition available.
  const { headers, ano } = await producerWithUnit(page, request, Date.now());
  const novoAno = ano + 1;

  // 2. Her Guia of that edition: answered through the API, finished on the screens.
  await firstGuiaFinished(page, request, headers, ano);

  // 3. Report → Prioridades → 'Montar meu plano de ação': two of the five priorities kept, targets set.
  const { a, b, hoje } = await twoItemPlan(page, ano);

  // 4. 'Meu plano de ação' and its PDF: both targets, deadlines, the producer's own declaration.
  await planPageAndPdf(page, ano, [a, b], hoje);

  // 5. The administrator makes the next edition available.
  await administratorMakesNextEdition(browser, request, ano);

  // 6. The next Guia: 'Sua meta' on both planned indicators; A answered at its target, B below; finished.
  await nextGuiaAgainstTheTargets(page, request, headers, { ano, novoAno }, [a, b]);

  // 7. The plan page keeps the previous plan with its outcomes.
  const planoUrl = await previousPlanOutcomes(page, ano, [a, b]);

  // 8. The next edition's report counts the targets met.
  await reportCountsTheTargets(page, novoAno, [a, b]);

  // 9. At 360 px, neither the report nor the plan page scrolls sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  await noHorizontalScroll(page, page.getByTestId('legenda-radar'), 'the performance report');
  await page.goto(planoUrl);
  await noHorizontalScroll(
    page,
    page.getByRole('heading', { level: 1, name: 'Meu plano de ação' }),
    'the plan page',
  );
});
