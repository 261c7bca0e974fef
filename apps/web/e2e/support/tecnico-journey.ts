import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { loginAsAdministrator, signedInPage } from './admin-area';
import { ADMIN, acceptCurrentTerms, apiLogin } from './api';
import { expectNoSeriousA11yViolations } from './axe';
import { type QuestionnaireIds, signedUpUser, startedQuestionnaire } from './producers';
import { uniqueCpf } from './register';

// The steps of tecnico.spec.ts (issue 18 §1 and §3), in its order: each actor in a browser of its own.

const SENHA = 'senha-do-campo-1';

/** The technician as the producer and the screens name him. */
export interface Tecnico {
  nome: string;
  cpf: string;
  instituicao: string;
  registro: string;
}

/** A unit of the producer's, with its questionnaire in progress. */
export interface Unidade extends QuestionnaireIds {
  nome: string;
}

/** The Guia's page of a unit. */
export const guiaUrl = (u: Unidade) => `/unidades/${u.objetoId}/${u.edicaoId}/${u.questionarioId}`;

/** Today as 'dd/mm' in São Paulo, as 'Respondido por … em 12/03' writes the day. */
export const hojeDiaMes = () =>
  new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date());

/** A browser of the user's own, signed in, on `path`, the cookies accepted. */
async function browserOf(browser: Browser, request: APIRequestContext, email: string, path: string) {
  const auth = await apiLogin(request, email, SENHA);
  const { context, page } = await signedInPage(browser, auth);
  await page.goto(path);
  await page
    .getByRole('region', { name: 'Este site usa cookies' })
    .getByRole('button', { name: 'Aceitar' })
    .click();
  return { context, page };
}

/**
 * A new user with a CPF, in his own browser, asks at 'Credenciamento de técnico' (institution, professional
 * registration, state): the request is 'Pedido em análise'. axe on the filled form and on the answer.
 */
export async function technicianAsksAccreditation(
  browser: Browser,
  request: APIRequestContext,
  stamp: number,
) {
  const tecnico: Tecnico = {
    nome: 'Maria Souza',
    cpf: uniqueCpf(),
    instituicao: 'Instituto Cerrado Vivo',
    registro: 'CREA-MT 123456',
  };
  const email = `tecnico.${stamp}@exemplo.com.br`;
  await signedUpUser(request, { nome: tecnico.nome, email, cpf: tecnico.cpf });
  const { context, page } = await browserOf(browser, request, email, '/tecnico/credenciamento');
  await expect(page.getByRole('heading', { level: 1, name: 'Credenciamento de técnico' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Instituição' }).fill(tecnico.instituicao);
  await page.getByRole('textbox', { name: 'Registro profissional' }).fill(tecnico.registro);
  await page.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Mato Grosso' });
  await expectNoSeriousA11yViolations(page, 'the accreditation request form');
  await page.getByRole('button', { name: 'Pedir credenciamento' }).click();
  const situacao = page.getByRole('region', { name: 'Situação', exact: true });
  await expect(situacao.getByText('Pedido em análise', { exact: true })).toBeVisible();
  await expect(situacao).toContainText(tecnico.instituicao);
  await expectNoSeriousA11yViolations(page, 'the pending accreditation');
  return { tecnico, context, page };
}

/** The administrator, in her own browser: 'Técnicos' lists the request; 'Credenciar', confirmed. axe. */
export async function administratorAccredits(browser: Browser, request: APIRequestContext, tecnico: Tecnico) {
  await acceptCurrentTerms(request, ADMIN.email, ADMIN.password);
  const context = await browser.newContext();
  const admin = await context.newPage();
  await loginAsAdministrator(admin);
  await admin.goto('/admin/tecnicos');
  await expect(admin.getByRole('heading', { level: 1, name: 'Técnicos' })).toBeVisible();
  const linha = admin
    .getByRole('table', { name: 'Lista de técnicos' })
    .getByRole('row')
    .filter({ hasText: tecnico.nome });
  await expect(linha).toContainText(tecnico.instituicao);
  await expect(linha.getByText('Pendente', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(admin, "the administrator's Técnicos");
  await linha.getByRole('button', { name: `Ações de ${tecnico.nome}` }).click();
  await admin.getByRole('menuitem', { name: 'Credenciar' }).click();
  const dialogo = admin.getByRole('dialog', { name: 'Credenciar técnico' });
  await expect(dialogo).toContainText(
    `Credenciar ${tecnico.nome} (${tecnico.instituicao}, registro ${tecnico.registro})?`,
  );
  await dialogo.getByRole('button', { name: 'Credenciar', exact: true }).click();
  await expect(dialogo).toBeHidden();
  await expect(linha.getByText('Credenciado', { exact: true })).toBeVisible();
  await context.close();
}

/**
 * A new producer with two units through the API, each with its Guia started (the applicator question answered
 * 'Não' on A, as the producer would before a technician helps), in her own browser on Configurações.
 */
export async function producerWithTwoUnits(browser: Browser, request: APIRequestContext, stamp: number) {
  const email = `produtora.${stamp}@exemplo.com.br`;
  await signedUpUser(request, { nome: 'Beatriz Campos', email });
  const { token } = await apiLogin(request, email, SENHA);
  const unidade = async (nome: string): Promise<Unidade> => {
    const { objetoId, edicaoId, questionarioId, headers } = await startedQuestionnaire(request, token, nome);
    const recusa = await request.post('/api/Guia/Questionario/Orientacao/Recusa', {
      headers,
      data: { questionario_id: questionarioId },
    });
    expect(recusa.status(), await recusa.text()).toBe(200);
    return { nome, objetoId, edicaoId, questionarioId };
  };
  const a = await unidade('Fazenda Aroeira');
  const b = await unidade('Fazenda Buriti');
  const { context, page } = await browserOf(browser, request, email, '/configuracoes');
  return { a, b, context, page };
}

/**
 * Configurações → 'Autorizações' → 'Autorizar um técnico': his CPF, unit A only, 'Responder o Guia' kept, the
 * consent read and 'Li e concordo'. The grant is listed as active, on A. axe on the form and on the list.
 */
export async function producerGrantsUnitA(page: Page, tecnico: Tecnico, a: Unidade, b: Unidade) {
  await page.getByRole('link', { name: 'Ver autorizações' }).click();
  await expect(page).toHaveURL(/\/configuracoes\/autorizacoes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Autorizações' })).toBeVisible();
  await expect(page.getByText('Você ainda não autorizou nenhum técnico.')).toBeVisible();
  await page.getByRole('button', { name: 'Autorizar um técnico' }).click();

  const form = page.getByRole('dialog', { name: 'Autorizar um técnico' });
  await form.getByRole('textbox', { name: 'CPF do técnico' }).fill(tecnico.cpf);
  const unidades = form.getByRole('group', { name: 'Unidades' });
  await unidades.getByRole('checkbox', { name: a.nome }).check();
  await expect(unidades.getByRole('checkbox', { name: b.nome })).not.toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Responder o Guia' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Finalizar o questionário' })).not.toBeChecked();
  const consentimento = form.getByRole('region').filter({ hasText: /Versão \S+ do termo/ });
  await expect(consentimento).toBeVisible();
  await form.getByRole('checkbox', { name: 'Li e concordo' }).check();
  await expectNoSeriousA11yViolations(page, 'the grant form with its consent');
  await form.getByRole('button', { name: 'Autorizar', exact: true }).click();
  await expect(form).toBeHidden();

  const concessao = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `${tecnico.nome} (${tecnico.instituicao}, MT)` }) });
  await expect(concessao).toHaveCount(1);
  await expect(concessao.getByText('Ativa', { exact: true })).toBeVisible();
  await expect(concessao).toContainText(`Unidade: ${a.nome}`);
  await expect(concessao).toContainText('responder o Guia');
  await expectNoSeriousA11yViolations(page, 'the grants with the active one');
}

/**
 * 'Produtores que atendo': A, not B; 'Continuar o Guia' → the next indicator without an answer → a level,
 * 'Próximo' (the answer the API took). Answers the answering screen's address and the level chosen.
 */
export async function technicianAnswersInA(page: Page, a: Unidade, b: Unidade) {
  await page.goto('/tecnico/produtores');
  await expect(page.getByRole('heading', { level: 1, name: 'Produtores que atendo' })).toBeVisible();
  await expect(page.getByText('1 unidade autorizada', { exact: true })).toBeVisible();
  const cartao = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: a.nome }) });
  await expect(cartao).toContainText('Produtor: Beatriz Campos');
  await expect(page.getByRole('heading', { name: b.nome })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "the technician's producers");

  await cartao.getByRole('link', { name: 'Continuar o Guia' }).click();
  await expect(page).toHaveURL(new RegExp(`${guiaUrl(a)}$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Guia \d{4}$/ })).toBeVisible();
  await page.getByRole('link', { name: 'Responder o próximo indicador sem resposta' }).click();
  await expect(page).toHaveURL(/\?indicador=\d+$/);
  const indicadorUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  const titulo = (await page.getByRole('heading', { level: 2, name: /^\d+\.\d+\.\d+ / }).textContent()) ?? '';
  const nivel = page
    .getByRole('group', { name: 'Níveis do indicador' })
    .getByRole('checkbox', { name: /^3 - / });
  const rotulo = await labelOf(page, /^3 - /);
  await nivel.click();
  await expect(nivel).toBeChecked();
  const [resposta] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/Guia/Resposta',
    ),
    page.getByRole('button', { name: 'Próximo', exact: true }).click(),
  ]);
  expect(resposta.status(), await resposta.text()).toBe(200);
  await expect(page).not.toHaveURL(new RegExp(`${indicadorUrl.replace(/[?]/g, '\\?')}$`));
  return { indicadorUrl, titulo, rotulo };
}

/** The text of the level whose label matches `nome` on the answering screen. */
async function labelOf(page: Page, nome: RegExp) {
  const textos = await page
    .getByRole('group', { name: 'Níveis do indicador' })
    .locator('label')
    .allTextContents();
  return textos.find((t) => nome.test(t)) ?? '';
}

/** B's page and B's Guia, by their addresses: the app's 'não encontrado' (the API answers 404). */
export async function technicianNotFoundOnB(page: Page, b: Unidade) {
  const [unidade] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === `/api/Objeto/${b.objetoId}`),
    page.goto(`/unidades/${b.objetoId}`),
  ]);
  expect(unidade.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Unidade não encontrada' })).toBeVisible();
  await expect(page.getByText(b.nome)).toHaveCount(0);
}

/** A's Guia at the technician's indicator: his level ticked, 'Respondido por … (técnico(a), …) em dd/mm'. */
export async function producerSeesAttribution(
  page: Page,
  tecnico: Tecnico,
  indicador: { url: string; titulo: string; rotulo: string },
) {
  await page.goto(indicador.url);
  await expect(page.getByRole('heading', { level: 2, name: indicador.titulo, exact: true })).toBeVisible();
  const nivel = page
    .getByRole('group', { name: 'Níveis do indicador' })
    .getByRole('checkbox', { name: indicador.rotulo, exact: true });
  await expect(nivel).toBeChecked();
  await expect(page.getByTestId('respondido-por')).toHaveText(
    `Respondido por ${tecnico.nome} (técnico(a), ${tecnico.instituicao}) em ${hojeDiaMes()}`,
  );
}

/** Configurações → 'Quem acessou meus dados': the technician's answer on A, in his name. axe. */
export async function producerSeesAccesses(page: Page, tecnico: Tecnico, a: Unidade) {
  await page.goto('/configuracoes');
  await page.getByRole('link', { name: 'Ver quem acessou meus dados' }).click();
  await expect(page).toHaveURL(/\/configuracoes\/acessos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quem acessou meus dados' })).toBeVisible();
  const resposta = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: 'Respondeu um indicador do Guia' });
  await expect(resposta).toHaveCount(1);
  await expect(resposta).toContainText(`${tecnico.nome} (técnico(a), ${tecnico.instituicao})`);
  await expect(resposta).toContainText(`Unidade: ${a.nome}`);
  // No act of his on B, and no act of anyone else.
  await expect(
    page.getByRole('main').getByRole('listitem').filter({ hasText: 'Fazenda Buriti' }),
  ).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasNotText: tecnico.nome })).toHaveCount(
    0,
  );
  await expectNoSeriousA11yViolations(page, 'who accessed my data');
}

/** 'Autorizações': 'Revogar' on A's grant, confirmed; it reads 'Revogada'. */
export async function producerRevokes(page: Page, tecnico: Tecnico, a: Unidade) {
  await page.goto('/configuracoes/autorizacoes');
  await page
    .getByRole('button', { name: `Revogar a autorização de ${tecnico.nome} na unidade ${a.nome}` })
    .click();
  const dialogo = page.getByRole('dialog', { name: 'Revogar autorização' });
  await expect(dialogo).toContainText(`${tecnico.nome} perde o acesso à unidade ${a.nome} na hora`);
  await dialogo.getByRole('button', { name: 'Revogar', exact: true }).click();
  await expect(dialogo).toBeHidden();
  await expect(
    page.getByText('Autorização revogada. O técnico já não tem acesso a esta unidade.'),
  ).toBeVisible();
  const concessao = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: `Unidade: ${a.nome}` });
  await expect(concessao.getByText('Revogada', { exact: true })).toBeVisible();
  await expect(concessao.getByRole('button', { name: /^Revogar/ })).toHaveCount(0);
}

/**
 * His next request after the revocation: the Guia of A reloaded is refused (403 'Autorização revogada pelo
 * produtor.'), the screen says so; 'Produtores que atendo' no longer lists A.
 */
export async function technicianRefused(page: Page, a: Unidade) {
  const [guia] = await Promise.all([
    page.waitForResponse(
      (r) =>
        r.request().method() === 'GET' &&
        new URL(r.url()).pathname === `/api/Guia${guiaUrl(a).slice('/unidades'.length)}`,
    ),
    page.goto(guiaUrl(a)),
  ]);
  expect(guia.status()).toBe(403);
  expect((await guia.json()).error).toBe('Autorização revogada pelo produtor.');
  const alerta = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar o Guia.' });
  await expect(alerta).toContainText('Autorização revogada pelo produtor.');
  await page.goto('/tecnico/produtores');
  await expect(page.getByText('Nenhum produtor autorizou você ainda.')).toBeVisible();
  await expect(page.getByRole('heading', { name: a.nome })).toHaveCount(0);
}
