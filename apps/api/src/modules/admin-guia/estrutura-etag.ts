/**
 * The ETag of a principle's structure: its id and version, so a save from an older GET no longer
 * matches (`If-Match`). Strong: the version changes with every save.
 */
export function etagDaEstrutura(principioId: number, versao: number): string {
  return `"principio-${principioId}-v${versao}"`;
}

/**
 * The versions an `If-Match` header accepts for this principle: undefined when it sets no
 * condition (absent, or `*`: the principle exists), else the versions of its tags for this
 * principle (empty when none is: a save that must be refused).
 */
export function versoesDoIfMatch(ifMatch: string | undefined, principioId: number): number[] | undefined {
  if (ifMatch === undefined || ifMatch.trim() === '') return undefined;
  const tags = ifMatch.split(',').map((t) => t.trim());
  if (tags.includes('*')) return undefined;
  const prefixo = `"principio-${principioId}-v`;
  return tags.flatMap((t) => {
    if (!t.startsWith(prefixo) || !t.endsWith('"')) return [];
    const versao = t.slice(prefixo.length, -1);
    return /^[1-9]\d{0,9}$/.test(versao) ? [Number(versao)] : [];
  });
}
