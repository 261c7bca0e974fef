interface Opcoes {
  /** `attachment` (download, the default) or `inline` (shown in the browser). */
  disposicao?: 'attachment' | 'inline';
  /** The ASCII name when nothing of the original is left (a name of accents and symbols only). */
  padrao?: string;
  /**
   * For a name the server built from ASCII itself (a slug, an export's date and id): the header is
   * `filename="..."` alone, as those routes have always answered; the name still goes through the
   * same escaping, so a quote or a line break can never reach the header.
   */
  somenteAscii?: boolean;
}

/**
 * The one `Content-Disposition` builder: an ASCII fallback in `filename` (accents dropped; quotes,
 * backslashes, slashes, `%`, `;` and every non-printable character, CR and LF included, made `_`) and
 * the exact name in RFC 5987 `filename*`, which browsers prefer.
 */
export function contentDisposition(nome: string, opcoes: Opcoes = {}): string {
  const { disposicao = 'attachment', padrao = 'arquivo', somenteAscii = false } = opcoes;
  const ascii =
    nome
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]|["\\/%;]/g, '_')
      .trim() || padrao;
  if (somenteAscii) return `${disposicao}; filename="${ascii}"`;
  const encoded = encodeURIComponent(nome).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposicao}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
