import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { contraste } from './contraste';
import type { Answer, expected } from './guia-scoring';
import { downloadedPdf, minimalPdf, pdfText } from './pdf';
import { openUnit, pickOption, registerProducer, skipOnboarding, uniqueCpf } from './register';

// The steps of guia.spec.ts, in its order: each a page-level action with its assertions.

/** The unit and the producer `registerWithProducerUnit` registers. */
export const UNIT = 'Fazenda Boa Esperança';
export const PRODUCER = 'Beatriz Campos';
const EVIDENCE = 'licenca-ambiental.pdf';
/** Weights chosen in turn for the indicators not answered 'Não se aplica' (few 1s: priorities cross weights). */
const WEIGHTS = [3, 5, 2, 4, 1, 4, 5, 3, 2, 5, 4, 3, 5];

type Esperado = ReturnType<typeof expected>;

/** Registration, cookies, onboarding and a rural producer's unit. */
export async function registerWithProducerUnit(page: Page, request: APIRequestContext, email: string) {
  await registerProducer(page, request, {
    nome: PRODUCER,
    email,
    celular: '65988776655',
    cpf: uniqueCpf(),
    password: 'capim-verde-77',
  });
  await skipOnboarding(page);
  await page.getByRole('radio', { name: /Produtor rural/ }).check();
  await page.getByRole('textbox', { name: 'Nome da unidade', exact: true }).fill(UNIT);
  await pickOption(page, 'Estado', 'Mato Grosso');
  await pickOption(page, 'Município', 'Cuiabá');
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByText('Etapa 2 de 2')).toBeVisible();
  await page.getByRole('textbox', { name: 'Inscrição estadual', exact: true }).fill('1312345678');
  await page
    .getByRole('textbox', { name: 'Recibo do CAR', exact: true })
    .fill('MT-5103403-FEDCBA9876543210FEDCBA9876543210');
  await pickOption(page, 'Ciclo da atividade', 'Cria');
  await pickOption(page, 'Sistema adotado', 'Extensivo (a pasto)');
  await page.getByRole('textbox', { name: 'Área total (ha)', exact: true }).fill('640');
  await page.getByRole('textbox', { name: 'Área de pasto (ha)', exact: true }).fill('410');
  await page.getByRole('textbox', { name: 'Rebanho (cabeças)', exact: true }).fill('520');
  await page.getByRole('button', { name: 'Cadastrar unidade' }).click();
  await expect(page.getByText('Unidade criada com sucesso')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pronto' })).toBeVisible();
}

/** The edition card starts the Guia; the orientation, then the applicator question and form. */
export async function startGuiaWithApplicator(page: Page) {
  await openUnit(page, UNIT);
  await page.getByRole('button', { name: 'Iniciar primeiro Guia' }).click();
  await expect(page).toHaveURL(/\/unidades\/\d+\/\d+\/\d+$/);
  const orientacao = page.getByRole('dialog', { name: 'Como preencher o Guia' });
  await expect(orientacao.getByText('O Guia é dividido em 5 princípios.', { exact: false })).toBeVisible();
  await orientacao.getByRole('button', { name: 'Entendi' }).click();
  await expect(
    orientacao.getByText(
      'O preenchimento deste Guia está sendo feito sob orientação de um aplicador credenciado?',
    ),
  ).toBeVisible();
  await orientacao.getByRole('button', { name: 'Sim', exact: true }).click();
  const aplicador = page.getByRole('dialog', { name: 'Dados do aplicador credenciado' });
  await aplicador.getByRole('textbox', { name: 'Nome do aplicador' }).fill('Carlos Técnico');
  await aplicador.getByRole('textbox', { name: 'Celular' }).fill('65991234567');
  await aplicador.getByRole('textbox', { name: 'E-mail' }).fill('carlos.tecnico@exemplo.com.br');
  await aplicador.getByRole('textbox', { name: 'Instituição' }).fill('Senar MT');
  await aplicador.getByRole('button', { name: 'Enviar' }).click();
  const enviado = page.getByRole('dialog', { name: 'Como preencher o Guia' });
  await expect(
    enviado.getByText('Dados do aplicador registrados com sucesso. Bom preenchimento!'),
  ).toBeVisible();
  await expect(enviado.getByText(/Esta janela fecha em \d segundos?\./)).toBeVisible();
  await expect(enviado).toBeHidden({ timeout: 10_000 });
}

/** The Guia's page, nothing answered: answers its number of questions. */
export async function totalQuestions(page: Page, ano: number) {
  await expect(page.getByRole('heading', { level: 1, name: `Guia ${ano}` })).toBeVisible();
  const header =
    (await page
      .getByText(/^0 de \d+ respondidas$/)
      .first()
      .textContent()) ?? '';
  const totalPerguntas = Number(header.split(' ')[2]);
  return totalPerguntas;
}

/**
 * Answers every indicator of the next principle not yet started, from the principle list to 'Bom trabalho!',
 * noting each answer in `answers` and the principle's title in `titulos`.
 */
export async function answerNextPrincipio(
  page: Page,
  answers: Answer[],
  titulos: Map<number, string>,
  beforeFirst?: () => Promise<void>,
) {
  await page
    .getByRole('link', { name: /^Iniciar o princípio / })
    .first()
    .click();
  await page
    .getByRole('button', { name: /^Acessar o critério / })
    .first()
    .click();
  const progresso = (await page.getByText(/^Indicador 1 de \d+$/).textContent()) ?? '';
  const n = Number(progresso.split(' ').at(-1));
  const [titulo] = ((await page.getByText(/ · /).first().textContent()) ?? '').split(' · ');
  let naOffered = 0;
  let principio = 0;
  for (let k = 1; k <= n; k++) {
    await expect(page.getByText(`Indicador ${k} de ${n}`, { exact: true })).toBeVisible();
    const heading =
      (await page.getByRole('heading', { level: 2, name: /^\d+\.\d+\.\d+ / }).textContent()) ?? '';
    const [, codigo = '', tituloIndicador = ''] = heading.match(/^(\d+\.\d+\.\d+) (.+)$/) ?? [];
    principio = Number(codigo.split('.')[0]);
    if (k === 1 && beforeFirst) await beforeFirst();
    const niveis = page.getByRole('group', { name: 'Níveis do indicador' });
    const offered = (await niveis.locator('label').allTextContents()).map((l) => Number(l.split(' - ')[0]));
    expect(offered.filter((p) => p > 0).sort()).toEqual([1, 2, 3, 4, 5]);
    // 'Não se aplica' on every other indicator that offers it.
    const peso =
      offered.includes(0) && naOffered++ % 2 === 0 ? 0 : (WEIGHTS[answers.length % WEIGHTS.length] ?? 3);
    await niveis.getByRole('checkbox', { name: new RegExp(`^${peso} - `) }).click();
    await expect(niveis.getByRole('checkbox', { name: new RegExp(`^${peso} - `) })).toBeChecked();
    if (peso === 0) {
      await expect(
        page.getByText('Você apontou este indicador como não aplicável à sua unidade'),
      ).toBeVisible();
    }
    answers.push({ principio, codigo, titulo: tituloIndicador, peso });
    await page.getByRole('button', { name: 'Próximo', exact: true }).click();
  }
  titulos.set(principio, titulo ?? '');
  await expect(page.getByRole('heading', { name: 'Bom trabalho!' })).toBeVisible();
  expect(answers.filter((a) => a.principio === principio)).toHaveLength(n);
  expect(answers.filter((a) => a.principio === principio && a.peso === 0).length).toBeGreaterThan(0);
}

/**
 * Back from principle 1, 5 answered: finishing now says at once what is missing (no 'Terminei' to go
 * through), with the way to it.
 */
export async function finishingEarlySaysWhatIsMissing(page: Page, totalPerguntas: number, ano: number) {
  await page.getByRole('link', { name: 'Continuar', exact: true }).click();
  await expect(page.getByText(`5 de ${totalPerguntas} respondidas`).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Responder o próximo indicador sem resposta' })).toBeVisible();
  await page.getByRole('link', { name: 'Finalizar Guia e Gerar Relatório' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Este Guia não possui respostas suficientes.' }),
  ).toBeVisible();
  await expect(page.getByText(`Você respondeu 5 de ${totalPerguntas}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Terminei' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Responder o próximo indicador sem resposta' })).toBeVisible();
  await page.getByRole('link', { name: 'Ainda não' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Guia ${ano}` })).toBeVisible();
}

/** Principle 2 starts with an evidence: a real PDF through the file chooser. */
export async function answerPrincipioWithEvidence(
  page: Page,
  answers: Answer[],
  titulos: Map<number, string>,
) {
  const evidencia = minimalPdf('Licenca ambiental da Fazenda');
  expect(await pdfText(evidencia)).toContain('Licenca ambiental da Fazenda');
  await answerNextPrincipio(page, answers, titulos, async () => {
    await page.getByRole('button', { name: 'Anexar evidência' }).click();
    const modal = page.getByRole('dialog', { name: /^Evidências: / });
    await expect(modal.getByText('Não há evidências enviadas para este indicador.')).toBeVisible();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      modal.getByRole('button', { name: 'Enviar arquivos' }).click(),
    ]);
    await chooser.setFiles({ name: EVIDENCE, mimeType: 'application/pdf', buffer: evidencia });
    await expect(modal.getByText('Sua evidência foi enviada e salva com sucesso :)')).toBeVisible();
    await expect(modal.getByRole('listitem').filter({ hasText: EVIDENCE })).toBeVisible();
    await expect(modal.getByRole('button', { name: `Baixar ${EVIDENCE}` })).toBeVisible();
    await modal.getByRole('button', { name: 'Fechar' }).first().click();
    await expect(modal).toBeHidden();
  });
}

/** Finish: 'Bom trabalho!' offers it once everything is answered; the proof downloads. Answers its code. */
export async function finishAndDownloadProof(page: Page, ano: number) {
  await page.getByRole('link', { name: 'Finalizar Guia' }).click();
  await confirmFinish(page, ano);
  const comprovante = await downloadedPdf(
    page,
    page.getByRole('button', { name: 'Emitir comprovante' }),
    /^\/api\/Guia\/Report\/\d+\/\d+$/,
  );
  expect(comprovante.nome).toMatch(/^comprovante-.+\.pdf$/);
  expect(comprovante.texto).toContain(UNIT);
  const codigo = /[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(comprovante.texto)?.[0];
  expect(codigo, 'the verification code printed on the proof').toBeTruthy();
  return codigo;
}

/** On 'Já terminou o Guia?': 'Terminei', then 'Finalizar' in the dialog; the producer is congratulated. */
export async function confirmFinish(page: Page, ano: number) {
  const finalizar = page.getByRole('dialog', { name: 'Finalizar Guia' });
  await expect(page.getByRole('heading', { name: 'Já terminou o Guia?' })).toBeVisible();
  await page.getByRole('button', { name: 'Terminei' }).click();
  await finalizar.getByRole('button', { name: 'Finalizar', exact: true }).click();
  await expect(page.getByText('Guia finalizado!')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: `Parabéns, ${PRODUCER.split(' ')[0]}!` }),
  ).toBeVisible();
  await expect(page.getByText(`Você concluiu o Guia ${ano} da unidade ${UNIT}.`)).toBeVisible();
}

/** The performance report, from the unit's edition card. */
export async function performanceReport(
  page: Page,
  esperado: Esperado,
  titulos: Map<number, string>,
  answers: Answer[],
) {
  await page.getByRole('link', { name: 'Concluir' }).click();
  await expect(page).toHaveURL(/\/unidades$/);
  await openUnit(page, UNIT);
  await page.getByRole('link', { name: 'Relatório', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: UNIT })).toBeVisible();
  const visaoGeral = page.getByRole('region', { name: 'Visão geral' });
  await expect(visaoGeral.getByTestId('percentual-geral')).toHaveText(
    `Aproveitamento médio dos princípios: ${esperado.geral}%`,
  );
  const avaliacao = esperado.principios.reduce((s, p) => s + p.avaliacao, 0);
  const potencial = esperado.principios.reduce((s, p) => s + 5 * p.aplicaveis, 0);
  await expect(visaoGeral.getByTestId('pontos-obtidos')).toHaveText(
    `Pontos obtidos: ${avaliacao} de ${potencial} possíveis (${Math.floor((100 * avaliacao) / potencial)}%)`,
  );
  for (const p of esperado.principios) {
    const titulo = titulos.get(p.codigo) ?? '';
    await expect(visaoGeral.getByRole('row', { name: `${titulo} ${p.aproveitamento}%` })).toBeAttached();
    const block = page.getByRole('region', { name: titulo, exact: true });
    await expect(block.getByText('Aproveitamento', { exact: true }).locator('..')).toHaveText(
      `Aproveitamento${p.aproveitamento}%`,
    );
    await expect(
      block.getByRole('progressbar', { name: `Aproveitamento de ${titulo}: ${p.aproveitamento}%` }),
    ).toBeVisible();
    await expect(block.getByText(`Aplicáveis: ${p.aplicaveis} de ${p.total}`, { exact: true })).toBeVisible();
  }
  // The evidence is on the answer key of its indicator.
  const comEvidencia = answers.find((a) => a.principio === 2) as Answer;
  await expect(
    page
      .getByRole('region', { name: titulos.get(2) ?? '', exact: true })
      .getByRole('button', { name: `Evidências (1) de ${comEvidencia.titulo}` }),
  ).toHaveText('Evidências (1)');
  await expectNoSeriousA11yViolations(page, 'the performance report');
}

/** The performance report's PDF and the second copy of the proof. */
export async function performanceReportPdfs(page: Page, esperado: Esperado) {
  const { texto: desempenhoPdf } = await downloadedPdf(
    page,
    page.getByRole('button', { name: 'Exportar relatório' }),
    /^\/api\/Relatorio\/Desempenho\/\d+\/\d+$/,
  );
  expect(desempenhoPdf).toContain(UNIT);
  for (const p of esperado.principios) {
    expect(desempenhoPdf).toContain(`Aproveitamento: ${p.aproveitamento}%`);
    expect(desempenhoPdf).toContain(`Aplicáveis: ${p.aplicaveis} de ${p.total}`);
  }
  const { texto: segundaVia } = await downloadedPdf(
    page,
    page.getByRole('button', { name: 'Segunda via do comprovante' }),
    /^\/api\/Guia\/Report\/\d+\/\d+$/,
  );
  expect(segundaVia).toContain(UNIT);
}

/** The complete report. */
export async function completeReport(page: Page, esperado: Esperado, titulos: Map<number, string>) {
  await page.getByRole('link', { name: 'Relatório completo' }).click();
  await expect(page).toHaveURL(/\/completo$/);
  await expect(page.getByRole('heading', { level: 1, name: UNIT })).toBeVisible();
  for (const p of esperado.principios) {
    await expect(
      page.getByRole('row', { name: `${titulos.get(p.codigo)} ${p.aproveitamento}%`, exact: true }),
    ).toBeAttached();
  }
  await expect(page.getByRole('row', { name: `Pontuação total ${esperado.geral}%` })).toBeAttached();
  const { texto: completoPdf } = await downloadedPdf(
    page,
    page.getByRole('button', { name: 'Baixar PDF' }),
    /^\/api\/Objeto\/\d+\/\d+\/\d+\/completo\/pdf$/,
  );
  expect(completoPdf).toContain(UNIT);
  await page.getByRole('link', { name: 'Voltar para o relatório' }).click();
}

/** The priorities: at this width one at a time, in the SCORING.md order. */
export async function prioritiesInOrder(page: Page, esperado: Esperado) {
  await page.getByRole('link', { name: 'Prioridades', exact: true }).click();
  await expect(page).toHaveURL(/\/prioridades$/);
  for (const [i, item] of esperado.prioridades.entries()) {
    await expect(page.getByText(`${i + 1} / 5`, { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: item.titulo, exact: true })).toBeVisible();
    if (i < 4) await page.getByRole('button', { name: 'Próxima prioridade' }).click();
  }
  await expect(page.getByRole('button', { name: 'Próxima prioridade' })).toBeDisabled();
  const { texto: prioridadesPdf } = await downloadedPdf(
    page,
    page.getByRole('button', { name: 'Baixar PDF' }),
    /^\/api\/Objeto\/\d+\/\d+\/\d+\/prioridades\/pdf$/,
  );
  const posicoes = esperado.prioridades.map((p) => prioridadesPdf.indexOf(`${p.codigo} `));
  expect(posicoes.every((pos) => pos >= 0)).toBe(true);
  expect([...posicoes].sort((a, b) => a - b)).toEqual(posicoes);
  await page.getByRole('link', { name: 'Voltar para o relatório' }).click();
}

/** The comparative report: a fresh database has too few units, and there is no earlier Guia. */
export async function comparativeWithoutData(page: Page) {
  await page.getByRole('link', { name: 'Comparativo', exact: true }).click();
  await expect(page).toHaveURL(/\/comparativo$/);
  await expect(page.getByRole('alert')).toHaveText(
    'Ainda não há unidades suficientes nesta região para comparação.',
  );
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Comparar com' }).selectOption({ label: 'Meu Guia' });
  await expect(page.getByRole('alert')).toHaveText(
    'Ainda não há um Guia anterior finalizado desta unidade para comparação.',
  );
  await expect(page.getByRole('table')).toHaveCount(0);
  // Its PDF says the same: the alert instead of the charts.
  const comparativoPdf = await downloadedPdf(
    page,
    page.getByRole('button', { name: 'Baixar PDF' }),
    /^\/api\/Objeto\/\d+\/\d+\/\d+\/comparativo\/pdf$/,
  );
  expect(comparativoPdf.nome).toMatch(/^comparativo-meu-guia-.+\.pdf$/);
  expect(comparativoPdf.texto).toContain(
    'Ainda não há um Guia anterior finalizado desta unidade para comparação.',
  );
}

/** The report of this very questionnaire, from the summary: its export is the generated report. */
export async function generatedReportFromSummary(page: Page, esperado: Esperado) {
  await page
    .getByRole('navigation', { name: 'Navegação lateral' })
    .getByRole('link', { name: 'Resumo' })
    .click();
  await page.getByRole('link', { name: /^Ver relatório finalizado em / }).click();
  await expect(page).toHaveURL(/\/desempenho\/\d+\/\d+\/\d+\/relatorio$/);
  const { texto: gerado } = await downloadedPdf(
    page,
    page.getByRole('button', { name: 'Exportar relatório' }),
    /^\/api\/Guia\/Report\/Generate\/\d+\/\d+\/\d+$/,
  );
  expect(gerado).toContain(UNIT);
  expect(gerado).toContain(`${esperado.geral}%`);
}

/** The public check of the proof: its title reads at 4.5:1 at least; the terms' links too, underlined. */
export async function proofCheckAndTermsLinks(page: Page, codigo: string | undefined) {
  await page.goto(`/comprovante/${codigo}`);
  const valido = page.locator('.mantine-Alert-title');
  await expect(valido).toHaveText('Comprovante válido');
  expect(await contraste(valido)).toBeGreaterThanOrEqual(4.5);
  // The terms' links: underlined, at 4.5:1 at least.
  await page.goto('/termos-de-uso');
  const link = page.locator('.mantine-Typography-root a').first();
  await expect(link).toBeVisible();
  expect(await link.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('underline');
  expect(await contraste(link)).toBeGreaterThanOrEqual(4.5);
}
