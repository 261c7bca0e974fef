import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';

/** A small but valid one-page PDF (right xref offsets) showing `text` (ASCII) in Helvetica. */
export function minimalPdf(text: string): Buffer {
  const content = `BT /F1 18 Tf 72 770 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The text of every page, whitespace runs collapsed (a phrase wrapped over two lines reads as one). */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The bearer token the web client keeps for the logged-in user. */
export async function userToken(page: Page): Promise<string> {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('guia.auth') ?? '{}').token as string,
  );
  expect(token, "the logged-in user's token").toBeTruthy();
  return token;
}

/**
 * Clicks `trigger`, which must open a new tab showing a file fetched from the API path matching `apiPath`
 * (the support materials: the bearer-authenticated GET, then the tab pointed at a blob: URL). Checks the app's
 * response is a PDF and the tab ends on the blob: URL, then closes the tab, fetches the same address with the
 * user's token (the browser's copy of a blob-read body is not readable) and answers the document's text.
 */
export async function openPdfTab(page: Page, trigger: Locator, apiPath: RegExp): Promise<string> {
  const [tab, response] = await Promise.all([
    page.context().waitForEvent('page', { timeout: 20_000 }),
    page.waitForResponse((r) => r.request().method() === 'GET' && apiPath.test(new URL(r.url()).pathname), {
      timeout: 20_000,
    }),
    trigger.click(),
  ]);
  expect(response.status(), `GET ${response.url()}`).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  await expect.poll(() => tab.url(), { timeout: 15_000 }).toMatch(/^blob:/);
  await tab.close();

  const again = await page.request.get(response.url(), {
    headers: { authorization: `Bearer ${await userToken(page)}` },
  });
  expect(again.status(), `GET ${again.url()}`).toBe(200);
  expect(again.headers()['content-type']).toContain('application/pdf');
  const body = await again.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfText(body);
}

/**
 * Clicks `trigger`, which must download a PDF fetched from the API path matching `apiPath` under the name the
 * server gives it (lib/download-pdf.ts: the bearer-authenticated GET, then `<a download>` with the
 * Content-Disposition name, never a blob: id). Answers the saved file's name and text.
 */
export async function downloadedPdf(
  page: Page,
  trigger: Locator,
  apiPath: RegExp,
): Promise<{ nome: string; texto: string }> {
  const [download, response] = await Promise.all([
    page.waitForEvent('download', { timeout: 20_000 }),
    page.waitForResponse((r) => r.request().method() === 'GET' && apiPath.test(new URL(r.url()).pathname), {
      timeout: 20_000,
    }),
    trigger.click(),
  ]);
  expect(response.status(), `GET ${response.url()}`).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const nome = download.suggestedFilename();
  expect(response.headers()['content-disposition']).toContain(`filename="${nome}"`);
  const body = await readFile((await download.path()) as string);
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { nome, texto: await pdfText(body) };
}
