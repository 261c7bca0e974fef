import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import { a11yAtBothWidths, signedInPage } from './admin-area';
import { apiLogin } from './api';
import { finishedQuestionnaire, type GivenAnswer, type QuestionnaireIds, signedUpUser } from './producers';

// The steps of edicoes.spec.ts, in its order: each a page-level action with its assertions.

/** An indicator's card in the structure editor, by the code it shows now. */
const indicadorCard = (page: Page, codigo: string) =>
  page.getByRole('listitem', { name: `Indicador ${codigo}`, exact: true });

/** The title typed in the indicator card of `codigo`. */
const tituloEm = (page: Page, codigo: string) =>
  indicadorCard(page, codigo).getByRole('textbox', { name: 'Título do indicador' });

/** A table row holding the year's link. */
const linhaDoAno = (tabela: Locator, ano: number) =>
  tabela
    .getByRole('row')
    .filter({ has: tabela.page().getByRole('link', { name: String(ano), exact: true }) });

const CRITERIO = 'Bem-estar animal e inovação';
const INDICADOR = 'Uso de tecnologia para monitorar o bem-estar do rebanho';
const NIVEIS = [
  'Ainda não uso nenhuma tecnologia de monitoramento.',
  // A typo, fixed later on the support page.
  'Uso planilhas para anotar ocorencias de bem-estar.',
  'Uso sensores ou aplicativos e reviso os dados todo mês.',
];
const NIVEL_CORRIGIDO = 'Uso planilhas para anotar ocorrências de bem-estar.';
const APOIO = { titulo: 'Cartilha de bem-estar animal', url: 'https://www.gov.br/agricultura/bem-estar' };

/** A producer with a finished Guia of the seeded edition (this year), through the API. */
export async function producerWithFinishedGuia(request: APIRequestContext, stamp: number) {
  const produtor = await signedUpUser(request, {
    nome: 'Helena Pantanal',
    email: `helena.${stamp}@exemplo.com.br`,
  });
  const { objetoId, edicaoId, respostas } = await finishedQuestionnaire(
    request,
    produtor.token as string,
    'Fazenda Lagoa Azul',
  );
  // 1.1.2 of this year: after the moves below it is 1.1.1 of next year (same lineage key).
  const anterior = respostas.find((r) => r.codigo === '1.1.2')!;
  expect(anterior.titulo).toBe('Controle financeiro e custo de produção');
  return { produtor, objetoId, edicaoId, anterior };
}

/** Administração → Guia: this year's edition is available. Answers the admin menu and the editions table. */
export async function openEditions(page: Page, ano: number) {
  const menu = page.getByRole('navigation', { name: 'Menu da administração' });
  await menu.getByRole('link', { name: 'Guia', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Guia', level: 1 })).toBeVisible();
  const edicoes = page.getByRole('table', { name: 'Edições do Guia' });
  await expect(linhaDoAno(edicoes, ano)).toContainText('Disponível desde');
  return { menu, edicoes };
}

/** Duplicates this year's edition: the modal proposes next year; the copy is a draft. */
export async function duplicateEdition(page: Page, edicoes: Locator, ano: number, novoAno: number) {
  await edicoes.getByRole('button', { name: `Mais ações do Guia ${ano}` }).click();
  await page.getByRole('menuitem', { name: 'Duplicar' }).click();
  const duplicar = page.getByRole('dialog', { name: `Duplicar o Guia ${ano}` });
  await expect(duplicar.getByRole('textbox', { name: 'Ano' })).toHaveValue(String(novoAno));
  await duplicar.getByRole('button', { name: 'Concluir' }).click();
  await expect(page.getByText('Guia duplicado')).toBeVisible();
  await expect(duplicar).toBeHidden();
  await expect(linhaDoAno(edicoes, novoAno)).toContainText('Rascunho');
}

/** Edit → the principles → 'Editar' on principle 1: the structure editor. */
export async function openStructureEditor(page: Page, edicoes: Locator, novoAno: number) {
  await edicoes.getByRole('button', { name: `Mais ações do Guia ${novoAno}` }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { name: `Guia ${novoAno}`, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Editar a estrutura de Gestão' }).click();
  await expect(tituloEm(page, '1.1.1')).toHaveValue('Planejamento com metas definidas');
}

/** A criterion with one indicator and three levels (weights 1, 2, 3 proposed in turn). */
export async function addCriterionWithIndicator(page: Page) {
  await page.getByRole('button', { name: 'Adicionar critério' }).click();
  const criterio = page.getByRole('listitem', { name: 'Critério 1.3', exact: true });
  await criterio.getByRole('textbox', { name: 'Título do critério' }).fill(CRITERIO);
  await criterio.getByRole('button', { name: 'Adicionar indicador ao critério 1.3' }).click();
  await tituloEm(page, '1.3.1').fill(INDICADOR);
  const novo = indicadorCard(page, '1.3.1');
  for (const [i, descricao] of NIVEIS.entries()) {
    await novo.getByRole('button', { name: 'Adicionar nível ao indicador 1.3.1' }).click();
    await expect(novo.getByRole('combobox', { name: `Peso do nível ${i + 1}` })).toHaveValue(String(i + 1));
    await novo.getByRole('textbox', { name: `Descrição do nível ${i + 1}` }).fill(descricao);
  }
}

/** Moves: 1.1.1 down by keyboard drag on its handle, then down again with the button; codes renumber. Saved. */
export async function moveIndicatorsAndSave(page: Page) {
  const alca = page.getByRole('button', { name: 'Arrastar o indicador 1.1.1' });
  await alca.focus();
  await page.keyboard.press('Space');
  // Picked up (the live region at once says it is over its own place).
  await expect(alca).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Indicador movido para a posição 1.1.2.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(tituloEm(page, '1.1.1')).toHaveValue('Controle financeiro e custo de produção');
  await expect(tituloEm(page, '1.1.2')).toHaveValue('Planejamento com metas definidas');
  await page.getByRole('button', { name: 'Mover para baixo o indicador 1.1.2' }).click();
  await expect(tituloEm(page, '1.1.2')).toHaveValue('Registros zootécnicos e de manejo do rebanho');
  await expect(tituloEm(page, '1.1.3')).toHaveValue('Planejamento com metas definidas');
  // The moved card keeps the focus, on its own button.
  await expect(
    indicadorCard(page, '1.1.3').getByRole('button', { name: 'Mover para baixo o indicador 1.1.3' }),
  ).toBeFocused();
  await expect(page.getByText('Há alterações não salvas.')).toBeVisible();

  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Atualizado', { exact: true })).toBeVisible();
  await expect(page.getByText('Há alterações não salvas.')).toBeHidden();
  await expect(tituloEm(page, '1.1.3')).toHaveValue('Planejamento com metas definidas');
  await expect(tituloEm(page, '1.3.1')).toHaveValue(INDICADOR);
  await a11yAtBothWidths(page, 'the structure editor');
}

/** The support page of principle 1: a level text fixed, a support link inserted. */
export async function fixLevelAndInsertSupport(page: Page) {
  await page.getByRole('link', { name: 'Voltar para os princípios' }).click();
  await page.getByRole('link', { name: 'Editar títulos, apoio e evidências de Gestão' }).click();
  const apoio = page.getByRole('listitem', { name: 'Indicador 1.3.1', exact: true });
  await expect(apoio.getByText(INDICADOR)).toBeVisible();
  await apoio.getByRole('button', { name: 'Editar o nível de peso 2 do indicador 1.3.1' }).click();
  await apoio.getByRole('textbox', { name: 'Peso 2' }).fill(NIVEL_CORRIGIDO);
  await apoio.getByRole('button', { name: 'Salvar' }).click();
  const confirmar = page.getByRole('dialog', { name: 'Confirmar alteração' });
  await expect(confirmar.getByText('Você esta atualizando o título deste nivel:')).toBeVisible();
  await expect(confirmar.getByText(NIVEL_CORRIGIDO)).toBeVisible();
  await confirmar.getByRole('button', { name: 'Confirmar' }).click();
  await expect(confirmar).toBeHidden();
  await expect(apoio.getByText(NIVEL_CORRIGIDO)).toBeVisible();
  await expect(apoio.getByText(NIVEIS[1]!)).toHaveCount(0);

  const inserir = apoio.getByRole('form', { name: 'Inserir material de apoio 1.3.1' });
  await inserir.getByRole('textbox', { name: 'Título do material' }).fill(APOIO.titulo);
  await inserir.getByRole('textbox', { name: 'Endereço (URL)' }).fill(APOIO.url);
  await inserir
    .getByRole('combobox', { name: 'Categoria' })
    .selectOption({ label: 'Produtor rural / pecuária' });
  await inserir.getByRole('button', { name: 'Inserir' }).click();
  await expect(confirmar.getByText('Deseja realmente inserir este material de apoio?')).toBeVisible();
  await confirmar.getByRole('button', { name: 'Confirmar' }).click();
  await expect(confirmar).toBeHidden();
  await expect(apoio.getByRole('link', { name: APOIO.titulo })).toHaveAttribute('href', APOIO.url);
  await expect(apoio.getByText(NIVEL_CORRIGIDO)).toBeVisible();
}

/** Back on the editions: next year's edition made available. */
export async function makeEditionAvailable(page: Page, menu: Locator, edicoes: Locator, novoAno: number) {
  await menu.getByRole('link', { name: 'Guia', exact: true }).click();
  await linhaDoAno(edicoes, novoAno).getByRole('button', { name: 'Disponibilizar' }).click();
  const disponibilizar = page.getByRole('dialog', { name: `Disponibilizar o Guia ${novoAno}` });
  await expect(disponibilizar.getByText(`Deseja realmente disponibilizar o Guia ${novoAno}?`)).toBeVisible();
  await disponibilizar.getByRole('button', { name: 'Disponibilizar' }).click();
  await expect(disponibilizar).toBeHidden();
  await expect(linhaDoAno(edicoes, novoAno)).toContainText('Disponível desde');
  await expect(linhaDoAno(edicoes, novoAno).getByRole('button', { name: 'Fechar' })).toBeVisible();
}

/** The producer, in a browser of her own: next year's card on her unit's page starts her Guia. */
export async function producerStartsNextYear(
  browser: Browser,
  request: APIRequestContext,
  email: string,
  { objetoId, edicaoId, ano, novoAno }: { objetoId: number; edicaoId: number; ano: number; novoAno: number },
) {
  const auth = await apiLogin(request, email, 'senha-do-campo-1');
  const { context: contexto, page: produtora } = await signedInPage(browser, auth);
  await produtora.goto(`/unidades/${objetoId}`);
  await produtora
    .getByRole('region', { name: 'Este site usa cookies' })
    .getByRole('button', { name: 'Aceitar' })
    .click();
  await expect(produtora.getByRole('heading', { name: 'Fazenda Lagoa Azul' })).toBeVisible();
  await expect(produtora.getByRole('article', { name: `Guia ${ano}` })).toBeVisible();
  await startGuiaOnCard(produtora, novoAno);
  await expect(produtora).toHaveURL(new RegExp(`/unidades/${objetoId}/(?!${edicaoId}/)\\d+/\\d+$`));
  return { contexto, produtora };
}

/**
 * On the unit's page: the card of the edition of `ano` starts a Guia; the orientation is read and the applicator
 * question answered 'Não'. Answers the questionnaire's ids, from the address.
 */
export async function startGuiaOnCard(page: Page, ano: number): Promise<QuestionnaireIds> {
  const cartao = page.getByRole('article', { name: `Guia ${ano}` });
  await cartao.getByRole('button', { name: 'Iniciar primeiro Guia' }).click();
  await expect(page).toHaveURL(/\/unidades\/\d+\/\d+\/\d+$/);
  const orientacao = page.getByRole('dialog', { name: 'Como preencher o Guia' });
  await orientacao.getByRole('button', { name: 'Entendi' }).click();
  await orientacao.getByRole('button', { name: 'Não', exact: true }).click();
  await expect(orientacao).toBeHidden();
  await expect(page.getByRole('heading', { name: `Guia ${ano}`, level: 1 })).toBeVisible();
  const [objetoId, edicaoId, questionarioId] = new URL(page.url()).pathname.split('/').slice(2).map(Number);
  return { objetoId: objetoId!, edicaoId: edicaoId!, questionarioId: questionarioId! };
}

/** Principle 1, criterion 1.1: the indicator moved to 1.1.1 shows last year's answer, nothing ticked. */
export async function lastYearsAnswerShown(produtora: Page, ano: number, anterior: GivenAnswer) {
  await produtora
    .getByRole('link', { name: 'Iniciar o princípio Planejamento, controles e legalidade' })
    .click();
  await produtora.getByRole('button', { name: /^Acessar o critério 1\.1 / }).click();
  await expect(
    produtora.getByRole('heading', { level: 2, name: '1.1.1 Controle financeiro e custo de produção' }),
  ).toBeVisible();
  await expect(produtora.getByTestId('resposta-anterior')).toHaveText(
    anterior.peso === 0
      ? `No Guia ${ano} você respondeu: Não se aplica`
      : `No Guia ${ano} você respondeu: Nível ${anterior.peso} — ${anterior.descricao}`,
  );
  const niveis = produtora.getByRole('group', { name: 'Níveis do indicador' });
  await expect(niveis.getByRole('checkbox')).not.toHaveCount(0);
  for (const caixa of await niveis.getByRole('checkbox').all()) await expect(caixa).not.toBeChecked();
  return niveis;
}

/** The new criterion and its indicator, with the fixed level text and no hint (it is new). */
export async function newIndicatorWithoutHint(produtora: Page, niveis: Locator) {
  await produtora.goBack();
  await produtora.getByRole('button', { name: `Acessar o critério 1.3 ${CRITERIO}` }).click();
  await expect(produtora.getByRole('heading', { level: 2, name: `1.3.1 ${INDICADOR}` })).toBeVisible();
  await expect(niveis.getByRole('checkbox')).toHaveCount(3);
  await expect(niveis.getByRole('checkbox', { name: `2 - ${NIVEL_CORRIGIDO}` })).not.toBeChecked();
  await expect(produtora.getByTestId('resposta-anterior')).toHaveCount(0);
}
