import { test } from '@playwright/test';
import {
  administratorAccredits,
  producerGrantsUnitA,
  producerRevokes,
  producerSeesAccesses,
  producerSeesAttribution,
  producerWithTwoUnits,
  technicianAnswersInA,
  technicianAsksAccreditation,
  technicianNotFoundOnB,
  technicianRefused,
} from './support/tecnico-journey';

/**
 * An accredited technician works under the producer's control (issue 18 §1 and §3), each actor in a browser of
 * their own: accredited by the administrator, granted one unit of two, he answers there and finds nothing of the
 * other; the producer sees his name on the answer and in who accessed her data, revokes, and he is refused.
 * The share links (§2) are not built yet. Alone: --project tecnico.
 */
test('a technician accredited and granted unit A answers there, not in B, and is refused once the producer revokes', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();

  // 1. The technician asks to be accredited; the administrator accredits him.
  const {
    tecnico,
    context: contextoTecnico,
    page: tec,
  } = await technicianAsksAccreditation(browser, request, stamp);
  await administratorAccredits(browser, request, tecnico);

  // 2. The producer, with units A and B, grants him A only, after the consent.
  const {
    a,
    b,
    context: contextoProdutora,
    page: produtora,
  } = await producerWithTwoUnits(browser, request, stamp);
  await producerGrantsUnitA(produtora, tecnico, a, b);

  // 3. He sees A, not B; answers one indicator of A's Guia; B's address is 'não encontrado'.
  const { indicadorUrl, titulo, rotulo } = await technicianAnswersInA(tec, a, b);
  await technicianNotFoundOnB(tec, b);

  // 4. The producer sees who answered, and his acts in 'Quem acessou meus dados'.
  await producerSeesAttribution(produtora, tecnico, { url: indicadorUrl, titulo, rotulo });
  await producerSeesAccesses(produtora, tecnico, a);

  // 5. She revokes; his next request is refused.
  await producerRevokes(produtora, tecnico, a);
  await technicianRefused(tec, a);

  await contextoTecnico.close();
  await contextoProdutora.close();
});
