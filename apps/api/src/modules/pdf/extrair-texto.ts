import { extractText, getDocumentProxy } from 'unpdf';

/**
 * The text of every page of a PDF with runs of whitespace collapsed, so a phrase wrapped over two
 * lines still reads as one (tests read what a user would copy from the document).
 */
export async function extrairTextoPdf(pdf: Buffer | Uint8Array): Promise<string> {
  const documento = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(documento, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The addresses of the link annotations of every page, in page order. */
export async function extrairLinksPdf(pdf: Buffer | Uint8Array): Promise<string[]> {
  const documento = await getDocumentProxy(new Uint8Array(pdf));
  const links: string[] = [];
  for (let n = 1; n <= documento.numPages; n += 1) {
    const anotacoes = await (await documento.getPage(n)).getAnnotations();
    for (const a of anotacoes) if (a.subtype === 'Link' && typeof a.url === 'string') links.push(a.url);
  }
  return links;
}
