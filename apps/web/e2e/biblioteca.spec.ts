import { test } from '@playwright/test';
import { loginAsAdministrator } from './support/admin-area';
import { ADMIN, acceptCurrentTerms } from './support/api';
import {
  addMaterialWithPdf,
  addQuestionToTopic,
  addSlideAndDragItFirst,
  addTheme,
  addTypeToTheme,
  helpInTheNewOrder,
  moveSecondFaqTopicUp,
  onboardingStartsWithTheNewSlide,
  producerFindsTheMaterial,
  termsAndPrivacyLoad,
} from './support/biblioteca-journey';

/**
 * The library, the FAQ and the onboarding (issue 9). The FAQ's and the onboarding's order are global:
 * the 'biblioteca' project of playwright.config.ts runs this journey after the desktop and mobile ones.
 */

test('an administrator keeps the library, the FAQ and the onboarding; a producer learns from them', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);

  // 1. The administrator of the first start logs in (earlier journeys may have published new terms).
  await acceptCurrentTerms(request, ADMIN.email, ADMIN.password);
  await loginAsAdministrator(page);
  const menu = page.getByRole('navigation', { name: 'Menu da administração' });

  // 2. Materiais de apoio: a theme, a type of it, a material with a PDF.
  await addTheme(page, menu);
  await addTypeToTheme(page);
  await addMaterialWithPdf(page);

  // 3. Ajuda (FAQ): the second topic moved up, a question added to it.
  const { topicos, primeiro, segundo } = await moveSecondFaqTopicUp(page, menu);
  await addQuestionToTopic(page, topicos, segundo);

  // 4. Onboardings: a slide with a PNG, added last, then dragged first.
  const slidesAntes = await addSlideAndDragItFirst(page, menu);

  // 5. Termos e privacidade loads (nothing published: other journeys own the terms).
  await termsAndPrivacyLoad(page, menu);

  // 6. A producer, in a browser of her own, logs in and finds the material theme → type → material.
  const { contexto, ela } = await producerFindsTheMaterial(browser, request);

  // 7. /ajuda: the topics in the new order, the first one selected, with the new question.
  await helpInTheNewOrder(ela, primeiro, segundo);

  // 8. /bem-vindo: the new slide first, its image loaded.
  await onboardingStartsWithTheNewSlide(ela, slidesAntes);
  await contexto.close();
});
