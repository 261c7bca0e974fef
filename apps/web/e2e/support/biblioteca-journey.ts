import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import { a11yAtBothWidths, loginThroughDialog } from './admin-area';
import { openPdfTab } from './pdf';
import { signedUpUser } from './producers';

// The steps of biblioteca.spec.ts, in its order: each a page-level action with its assertions.

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');
const PDF = path.join(FIXTURES, 'manejo-de-pastagens.pdf');
const PNG = path.join(FIXTURES, 'pasto.png');

/** The titles of a sortable table's rows, top to bottom, read from their drag handles' names. */
async function titulosDasLinhas(tabela: Locator, nomeDoItem: RegExp) {
  const alcas = tabela.getByRole('button', { name: nomeDoItem });
  const nomes = await alcas.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  return nomes.map((n) => n.replace(nomeDoItem, '$1'));
}

/** Picks an option of a Mantine Select inside `scope` by its label. */
async function escolher(scope: Locator, label: string, opcao: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await scope.page().getByRole('option', { name: opcao, exact: true }).click();
}

/** A fresh browser context logged in through the login dialog. */
async function entrar(browser: Browser, email: string, password: string, destino: string) {
  const contexto = await browser.newContext();
  const page = await contexto.newPage();
  await page.goto(destino);
  await expect(page).toHaveURL(/\/acessar$/);
  const login = await loginThroughDialog(page, email, password);
  await expect(login).toBeHidden();
  return { contexto, page };
}

// What the administrator adds, and the producer then finds.
const TEMA = { titulo: 'Pastagens e solo', descricao: 'Como recuperar e manter pastos produtivos.' };
const TIPO = { titulo: 'Cartilhas de manejo', descricao: 'Guias curtos para o dia a dia da fazenda.' };
const MATERIAL = {
  titulo: 'Manejo de pastagens: guia rápido',
  descricao: 'Altura de entrada e saída dos animais, adubação e descanso do pasto.',
};
const PERGUNTA = {
  titulo: 'Posso cadastrar duas fazendas na mesma conta?',
  resposta: 'Sim. Cada fazenda é uma unidade: cadastre quantas precisar em Objetos.',
};
const SLIDE = {
  titulo: 'Aprenda com os materiais de apoio',
  descricao: 'Cartilhas e guias para chegar ao próximo nível em cada indicador.',
};

/** Materiais de apoio: a theme added, then opened. */
export async function addTheme(page: Page, menu: Locator) {
  await menu.getByRole('link', { name: 'Materiais de apoio' }).click();
  await expect(page.getByRole('heading', { name: 'Materiais de apoio', level: 1 })).toBeVisible();
  const temas = page.getByRole('table', { name: 'Lista de temas' });
  await expect(temas.getByRole('link').first()).toBeVisible();
  await a11yAtBothWidths(page, 'the themes');
  await page.getByRole('button', { name: 'Adicionar tema' }).click();
  const novoTema = page.getByRole('dialog', { name: 'Novo tema' });
  await novoTema.getByRole('textbox', { name: 'Nome' }).fill(TEMA.titulo);
  await novoTema.getByRole('textbox', { name: 'Descrição' }).fill(TEMA.descricao);
  await escolher(novoTema, 'Ícone', 'Princípio 4: Meio Ambiente');
  await novoTema.getByRole('button', { name: 'Concluir' }).click();
  await expect(novoTema).toBeHidden();
  await temas.getByRole('link', { name: TEMA.titulo }).click();
}

/** A type of the theme added, then opened. */
export async function addTypeToTheme(page: Page) {
  await expect(page.getByRole('heading', { name: TEMA.titulo, level: 1 })).toBeVisible();
  const tipos = page.getByRole('table', { name: 'Lista de categorias do tema' });
  await expect(tipos.getByText('Nenhuma categoria encontrada')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar categoria' }).click();
  const novoTipo = page.getByRole('dialog', { name: 'Nova categoria' });
  await novoTipo.getByRole('textbox', { name: 'Nome' }).fill(TIPO.titulo);
  await novoTipo.getByRole('textbox', { name: 'Descrição' }).fill(TIPO.descricao);
  await escolher(novoTipo, 'Ícone', 'Cartilha');
  await novoTipo.getByRole('button', { name: 'Concluir' }).click();
  await expect(novoTipo).toBeHidden();
  await expect(tipos.getByRole('link', { name: TIPO.titulo })).toBeVisible();
  await a11yAtBothWidths(page, "a theme's page");
  await tipos.getByRole('link', { name: TIPO.titulo }).click();
}

/** A material of the type, with a PDF. */
export async function addMaterialWithPdf(page: Page) {
  await expect(page.getByRole('heading', { name: TIPO.titulo, level: 1 })).toBeVisible();
  const materiais = page.getByRole('table', { name: 'Lista de materiais' });
  await expect(materiais.getByText('Nenhum material encontrado')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar material' }).click();
  const novoMaterial = page.getByRole('dialog', { name: 'Cadastre um novo material' });
  await expect(
    novoMaterial.getByText('Todos os usuários da plataforma poderão acessar este material.'),
  ).toBeVisible();
  await novoMaterial.getByRole('textbox', { name: 'Título' }).fill(MATERIAL.titulo);
  await novoMaterial.getByRole('textbox', { name: 'Descrição' }).fill(MATERIAL.descricao);
  await novoMaterial.locator('input[type="file"]').setInputFiles(PDF);
  await expect(novoMaterial.getByText('manejo-de-pastagens.pdf')).toBeVisible();
  await a11yAtBothWidths(page, 'the add-material form');
  await novoMaterial.getByRole('button', { name: 'Concluir' }).click();
  await expect(novoMaterial).toBeHidden();
  await expect(materiais.getByText(MATERIAL.titulo)).toBeVisible();
  await expect(page.getByText('1 material', { exact: true })).toBeVisible();
  await a11yAtBothWidths(page, "a type's materials");
}

/**
 * Ajuda (FAQ): the second topic moved up by keyboard drag; the order survives a reload. Answers the
 * topics table and the first two topics as they were.
 */
export async function moveSecondFaqTopicUp(page: Page, menu: Locator) {
  await menu.getByRole('link', { name: 'Ajuda (FAQ)' }).click();
  await expect(page.getByRole('heading', { name: 'Ajuda (FAQ)', level: 1 })).toBeVisible();
  const topicos = page.getByRole('table', { name: 'Tópicos da FAQ' });
  const TOPICO = /^Arrastar Tópico (.*)$/;
  await expect(topicos.getByRole('button', { name: TOPICO }).first()).toBeVisible();
  const ordemAntes = await titulosDasLinhas(topicos, TOPICO);
  expect(ordemAntes.length).toBeGreaterThanOrEqual(2);
  const [primeiro, segundo] = ordemAntes as [string, string];
  // Keyboard drag on the second topic's handle: picked up, one row up, dropped.
  const alca = topicos.getByRole('button', { name: `Arrastar Tópico ${segundo}`, exact: true });
  await alca.focus();
  await page.keyboard.press('Space');
  await expect(alca).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(
    page.getByText(`Tópico ${segundo} está sobre a posição de Tópico ${primeiro}.`),
  ).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Ordem salva').first()).toBeVisible();
  await expect
    .poll(() => titulosDasLinhas(topicos, TOPICO))
    .toEqual([segundo, primeiro, ...ordemAntes.slice(2)]);
  // Saved: the order survives a reload.
  await page.reload();
  await expect
    .poll(() => titulosDasLinhas(topicos, TOPICO))
    .toEqual([segundo, primeiro, ...ordemAntes.slice(2)]);
  await a11yAtBothWidths(page, 'the FAQ topics');
  return { topicos, primeiro, segundo };
}

/** A question added to the topic moved up. */
export async function addQuestionToTopic(page: Page, topicos: Locator, segundo: string) {
  await topicos.getByRole('link', { name: segundo, exact: true }).click();
  await expect(page.getByRole('heading', { name: segundo, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar pergunta' }).click();
  const novaPergunta = page.getByRole('dialog', { name: 'Nova pergunta' });
  await novaPergunta.getByRole('textbox', { name: 'Pergunta' }).fill(PERGUNTA.titulo);
  await novaPergunta.getByRole('textbox', { name: 'Resposta' }).fill(PERGUNTA.resposta);
  await novaPergunta.getByRole('button', { name: 'Concluir' }).click();
  await expect(novaPergunta).toBeHidden();
  await expect(
    page
      .getByRole('region', { name: 'Perguntas do tópico' })
      .getByRole('cell', { name: PERGUNTA.titulo, exact: true }),
  ).toBeVisible();
  await a11yAtBothWidths(page, "a FAQ topic's questions");
}

/** Onboardings: a slide with a PNG, added last, then dragged first. Answers the slides there were before. */
export async function addSlideAndDragItFirst(page: Page, menu: Locator) {
  await menu.getByRole('link', { name: 'Onboardings' }).click();
  await expect(page.getByRole('heading', { name: 'Onboardings', level: 1 })).toBeVisible();
  const slides = page.getByRole('table', { name: 'Slides de boas-vindas' });
  const SLIDE_ITEM = /^Arrastar Slide (.*)$/;
  await expect(slides.getByRole('button', { name: SLIDE_ITEM }).first()).toBeVisible();
  const slidesAntes = await titulosDasLinhas(slides, SLIDE_ITEM);
  await page.getByRole('button', { name: 'Adicionar onboarding' }).click();
  const novoSlide = page.getByRole('dialog', { name: 'Novo onboarding' });
  await novoSlide.getByRole('textbox', { name: 'Título' }).fill(SLIDE.titulo);
  await novoSlide.getByRole('textbox', { name: 'Descrição' }).fill(SLIDE.descricao);
  await novoSlide.locator('input[type="file"]').setInputFiles(PNG);
  await expect(novoSlide.getByText('pasto.png')).toBeVisible();
  await a11yAtBothWidths(page, 'the add-slide form');
  await novoSlide.getByRole('button', { name: 'Concluir' }).click();
  await expect(novoSlide).toBeHidden();
  await expect.poll(() => titulosDasLinhas(slides, SLIDE_ITEM)).toEqual([...slidesAntes, SLIDE.titulo]);
  const linhaNova = slides.getByRole('row').filter({ hasText: SLIDE.titulo });
  await expect(linhaNova.getByRole('cell').nth(1)).toHaveText(String(slidesAntes.length + 1));

  const alcaSlide = slides.getByRole('button', { name: `Arrastar Slide ${SLIDE.titulo}`, exact: true });
  await alcaSlide.focus();
  await page.keyboard.press('Space');
  await expect(alcaSlide).toHaveAttribute('aria-pressed', 'true');
  for (let i = 0; i < slidesAntes.length; i++) await page.keyboard.press('ArrowUp');
  await expect(
    page.getByText(`Slide ${SLIDE.titulo} está sobre a posição de Slide ${slidesAntes[0]}.`),
  ).toBeAttached();
  await page.keyboard.press('Space');
  await expect.poll(() => titulosDasLinhas(slides, SLIDE_ITEM)).toEqual([SLIDE.titulo, ...slidesAntes]);
  await page.reload();
  await expect.poll(() => titulosDasLinhas(slides, SLIDE_ITEM)).toEqual([SLIDE.titulo, ...slidesAntes]);
  await expect(linhaNova.getByRole('cell').nth(1)).toHaveText('1');
  await a11yAtBothWidths(page, 'the onboardings');
  return slidesAntes;
}

/** Termos e privacidade loads (nothing published: other journeys own the terms). */
export async function termsAndPrivacyLoad(page: Page, menu: Locator) {
  await menu.getByRole('link', { name: 'Privacidade' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await a11yAtBothWidths(page, 'the terms and privacy editors');
}

/** A producer, in a browser of her own, logs in and finds the material theme → type → material. */
export async function producerFindsTheMaterial(browser: Browser, request: APIRequestContext) {
  const stamp = Date.now();
  const produtora = await signedUpUser(request, {
    nome: 'Lúcia Campo Verde',
    email: `lucia.${stamp}@exemplo.com.br`,
  });
  const { contexto, page: ela } = await entrar(
    browser,
    produtora.email as string,
    'senha-do-campo-1',
    '/materiais',
  );
  await expect(ela).toHaveURL(/\/materiais$/);
  await expect(ela.getByRole('heading', { name: 'Materiais de apoio', level: 1 })).toBeVisible();
  const cartaoTema = ela
    .getByRole('article')
    .filter({ has: ela.getByRole('heading', { name: TEMA.titulo }) });
  await expect(cartaoTema).toContainText('1 material');
  await a11yAtBothWidths(ela, 'the library (themes)');
  await cartaoTema.getByRole('link', { name: `Acessar ${TEMA.titulo}` }).click();

  await expect(ela).toHaveURL(/\/materiais\/\d+$/);
  await expect(ela.getByRole('heading', { name: TEMA.titulo, level: 1 })).toBeVisible();
  await a11yAtBothWidths(ela, "the library (a theme's types)");
  await ela.getByRole('link', { name: `Acessar ${TIPO.titulo}` }).click();

  await expect(ela).toHaveURL(/\/materiais\/\d+\/\d+$/);
  await expect(ela.getByRole('heading', { name: TIPO.titulo, level: 1 })).toBeVisible();
  const cartaoMaterial = ela.getByRole('article').filter({ hasText: MATERIAL.descricao });
  await expect(cartaoMaterial.getByRole('heading', { level: 2 })).toHaveText(/^Manejo de pastagens/);
  await a11yAtBothWidths(ela, "the library (a type's materials)");
  const texto = await openPdfTab(
    ela,
    cartaoMaterial.getByRole('button', { name: `Acessar ${MATERIAL.titulo} (abre em nova janela)` }),
    /^\/api\/Material\//,
  );
  expect(texto).toContain('Manejo de pastagens: guia rapido para o produtor');
  return { contexto, ela };
}

/** /ajuda: the topics in the new order, the first one selected, with the new question. */
export async function helpInTheNewOrder(ela: Page, primeiro: string, segundo: string) {
  await ela.goto('/ajuda');
  const abas = ela.getByRole('tab');
  await expect(abas.first()).toHaveText(segundo);
  await expect(abas.nth(1)).toHaveText(primeiro);
  await expect(abas.first()).toHaveAttribute('aria-selected', 'true');
  const pergunta = ela.getByRole('button', { name: PERGUNTA.titulo });
  await pergunta.click();
  await expect(ela.getByText(PERGUNTA.resposta)).toBeVisible();
  await a11yAtBothWidths(ela, 'the help page');
}

/** /bem-vindo: the new slide first, its image loaded. */
export async function onboardingStartsWithTheNewSlide(ela: Page, slidesAntes: string[]) {
  await ela.goto('/bem-vindo');
  const atual = ela.getByRole('group', { name: `1 de ${slidesAntes.length + 1}` });
  await expect(atual.getByRole('heading', { level: 2 })).toHaveText(SLIDE.titulo);
  await expect(atual.getByText(SLIDE.descricao)).toBeVisible();
  const imagem = atual.locator('img');
  await expect(imagem).toHaveAttribute('src', /\/api\/Onboarding\//);
  await expect
    .poll(() => imagem.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(96);
  await a11yAtBothWidths(ela, 'the onboarding');
}
