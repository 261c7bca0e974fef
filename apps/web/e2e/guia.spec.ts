import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  answerNextPrincipio,
  answerPrincipioWithEvidence,
  comparativeWithoutData,
  completeReport,
  finishAndDownloadProof,
  finishingEarlySaysWhatIsMissing,
  generatedReportFromSummary,
  performanceReport,
  performanceReportPdfs,
  prioritiesInOrder,
  proofCheckAndTermsLinks,
  registerWithProducerUnit,
  startGuiaWithApplicator,
  totalQuestions,
} from './support/guia-journey';
import { type Answer, expected } from './support/guia-scoring';

/** The unit's page, through the side navigation and the list, as a user gets there. */
test('a new producer fills the whole Guia with an applicator, attaches evidence, finishes and reads every report', async ({
  page,
  request,
}) => {
  test.setTimeout(170_000);
  const email = `guia.${Date.now()}@exemplo.com.br`;
  const ano = new Date().getFullYear();
  const answers: Answer[] = [];
  const titulos = new Map<number, string>();

  // 1. Registration, cookies, onboarding and a rural producer's unit.
  await registerWithProducerUnit(page, request, email);

  // 2. The edition card starts the Guia; the orientation, then the applicator question and form.
  await startGuiaWithApplicator(page);
  const totalPerguntas = await totalQuestions(page, ano);

  // 3. Principle 1, with the answering screen checked by axe on its first indicator.
  await answerNextPrincipio(page, answers, titulos, () =>
    expectNoSeriousA11yViolations(page, 'the answering screen'),
  );
  // Finishing now says at once what is missing (no 'Terminei' to go through), with the way to it.
  await finishingEarlySaysWhatIsMissing(page, totalPerguntas, ano);

  // 4. Principle 2 starts with an evidence: a real PDF through the file chooser.
  await answerPrincipioWithEvidence(page, answers, titulos);

  // 5. The other principles.
  for (let i = 3; i <= 5; i++) {
    await page.getByRole('link', { name: 'Continuar', exact: true }).click();
    await answerNextPrincipio(page, answers, titulos);
  }
  expect(answers).toHaveLength(totalPerguntas);
  const esperado = expected(answers);

  // 6. Finish: 'Bom trabalho!' offers it once everything is answered.
  const codigo = await finishAndDownloadProof(page, ano);

  // 7. The performance report, from the unit's edition card.
  await performanceReport(page, esperado, titulos, answers);
  await performanceReportPdfs(page, esperado);

  // The complete report.
  await completeReport(page, esperado, titulos);

  // The priorities: at this width one at a time, in the SCORING.md order.
  await prioritiesInOrder(page, esperado);

  // The comparative report: a fresh database has too few units, and there is no earlier Guia.
  await comparativeWithoutData(page);

  // The report of this very questionnaire, from the summary: its export is the generated report.
  await generatedReportFromSummary(page, esperado);

  // The public check of the proof: its title reads at 4.5:1 at least.
  await proofCheckAndTermsLinks(page, codigo);
});
