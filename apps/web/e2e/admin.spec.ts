import { test } from '@playwright/test';
import { loginAsAdministrator } from './support/admin-area';
import {
  adminAccessHistory,
  categoryColourPicker,
  exportFilteredUnits,
  grantAdministrator,
  producersWithFinishedGuias,
  promotedUserSeesAdministracao,
  revokeAdministrator,
  statisticsFilteredByUf,
  unitReportOnBehalf,
  unitsFilteredByUfAndCategory,
} from './support/admin-journey';

test('a new administrator runs the programme: statistics, units, export, a report on behalf, roles', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  // Producers, through the API: a finished Guia in Mato Grosso and one in Goiás.
  const stamp = Date.now();
  const maria = await producersWithFinishedGuias(request, stamp);

  // The administrator of the first start logs in, straight from an admin address.
  await loginAsAdministrator(page);

  // Statistics: the UF filter changes the numbers.
  await statisticsFilteredByUf(page);

  // Every unit: filter by UF and category, the URL keeps the filters.
  const tabela = await unitsFilteredByUfAndCategory(page);

  // Export the filtered list in one click: the file downloads when the job is ready; read it back.
  await exportFilteredUnits(page);

  // The platform categories' 'Adicionar categoria': the colour picker passes axe, and Escape closes
  // only the picker, not the modal.
  await categoryColourPicker(page);

  // A unit and its performance report, on behalf of the owner.
  await unitReportOnBehalf(page, tabela, stamp);

  // Users: grant Maria the administrator role; she sees 'Administração'.
  const usuarios = await grantAdministrator(page);
  const { mariaAuth, mariaContext } = await promotedUserSeesAdministracao(
    browser,
    request,
    maria.email as string,
  );

  // Revoked: her very next admin call is refused, with the token she already holds.
  await revokeAdministrator(page, request, usuarios, mariaAuth.token);
  await mariaContext.close();

  // Her page shows who opened her data.
  await adminAccessHistory(page, usuarios);
});
