import { test } from '@playwright/test';
import { loginAsAdministrator } from './support/admin-area';
import { ADMIN, acceptCurrentTerms } from './support/api';
import {
  addCriterionWithIndicator,
  duplicateEdition,
  fixLevelAndInsertSupport,
  lastYearsAnswerShown,
  makeEditionAvailable,
  moveIndicatorsAndSave,
  newIndicatorWithoutHint,
  openEditions,
  openStructureEditor,
  producerStartsNextYear,
  producerWithFinishedGuia,
} from './support/edicoes-journey';

/**
 * This journey adds an available edition for next year: the 'edicoes' project of playwright.config.ts runs
 * it after every other journey, which assume the one seeded edition.
 */

test('a new administrator prepares next year’s edition and the producer meets it with last year’s answers', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const ano = new Date().getFullYear();
  const novoAno = ano + 1;
  const stamp = Date.now();

  // 1. A producer with a finished Guia of the seeded edition (this year), through the API.
  const { produtor, objetoId, edicaoId, anterior } = await producerWithFinishedGuia(request, stamp);

  // 2. The administrator of the first start logs in and opens Administração → Guia. (Earlier journeys
  // publish new terms of use: the account accepts them first, through the API.)
  await acceptCurrentTerms(request, ADMIN.email, ADMIN.password);
  await loginAsAdministrator(page);
  const { menu, edicoes } = await openEditions(page, ano);

  // 3. Duplicates this year's edition: the modal proposes next year; the copy is a draft.
  await duplicateEdition(page, edicoes, ano, novoAno);

  // 4. Edit → the principles → 'Editar' on principle 1: the structure editor.
  await openStructureEditor(page, edicoes, novoAno);
  await addCriterionWithIndicator(page);
  await moveIndicatorsAndSave(page);

  // 5. The support page of principle 1: a level text fixed, a support link inserted.
  await fixLevelAndInsertSupport(page);

  // 6. Back on the editions: next year's edition made available.
  await makeEditionAvailable(page, menu, edicoes, novoAno);

  // 7. The producer, in a browser of her own: next year's card on her unit's page.
  const { contexto, produtora } = await producerStartsNextYear(browser, request, produtor.email as string, {
    objetoId,
    edicaoId,
    ano,
    novoAno,
  });
  const niveis = await lastYearsAnswerShown(produtora, ano, anterior);
  await newIndicatorWithoutHint(produtora, niveis);
  await contexto.close();
});
