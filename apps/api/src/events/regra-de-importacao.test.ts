import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * A producer module never imports an admin module (issue 15): cross-cutting upkeep goes through
 * domain events (this folder). Checked twice: the tree as it is, and biome.json's rule that keeps it.
 */

const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const modulos = path.join(raiz, 'apps/api/src/modules');
const ehAdmin = (pasta: string) => pasta.startsWith('admin-');

function arquivosTs(pasta: string): string[] {
  return readdirSync(pasta, { withFileTypes: true }).flatMap((e) => {
    const caminho = path.join(pasta, e.name);
    if (e.isDirectory()) return arquivosTs(caminho);
    return e.name.endsWith('.ts') ? [caminho] : [];
  });
}

/** Every module specifier of a file: static imports and re-exports, and dynamic imports. */
function especificadores(fonte: string): string[] {
  const padroes = [
    /\bfrom\s+['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /^import\s+['"]([^'"]+)['"]/gm,
  ];
  return padroes.flatMap((p) => [...fonte.matchAll(p)].map((m) => m[1]!));
}

describe('the import rule: producer modules do not import admin modules', () => {
  it('holds in the tree', () => {
    const violacoes: string[] = [];
    const produtores = readdirSync(modulos, { withFileTypes: true }).filter(
      (e) => e.isDirectory() && !ehAdmin(e.name),
    );
    expect(produtores.length).toBeGreaterThan(5);
    for (const pasta of produtores) {
      for (const arquivo of arquivosTs(path.join(modulos, pasta.name))) {
        for (const spec of especificadores(readFileSync(arquivo, 'utf8'))) {
          if (!spec.startsWith('.')) continue;
          const alvo = path.relative(modulos, path.resolve(path.dirname(arquivo), spec));
          const [primeira] = alvo.split(path.sep);
          if (!alvo.startsWith('..') && primeira !== undefined && ehAdmin(primeira)) {
            violacoes.push(`${path.relative(raiz, arquivo)} -> ${spec}`);
          }
        }
      }
    }
    expect(violacoes).toEqual([]);
  });

  it('is enforced by the lint: an import of an admin module fails in a producer module, passes in an admin one', () => {
    const copia = mkdtempSync(path.join(tmpdir(), 'regra-importacao-'));
    try {
      // The project's configuration in a tree of its own, with one file per side of the rule.
      const config = JSON.parse(readFileSync(path.join(raiz, 'biome.json'), 'utf8'));
      delete config.$schema;
      writeFileSync(path.join(copia, 'biome.json'), JSON.stringify(config));
      const violacao =
        "import { reporUnidades } from '../admin-estatisticas/estatisticas-rollup.ts';\nexport const x = reporUnidades;\n";
      for (const pasta of ['objeto', 'admin-guia']) {
        mkdirSync(path.join(copia, 'apps/api/src/modules', pasta), { recursive: true });
        writeFileSync(path.join(copia, 'apps/api/src/modules', pasta, 'importa.ts'), violacao);
      }
      const biome = path.join(raiz, 'node_modules/.bin/biome');
      const lint = (arquivo: string) => {
        try {
          execFileSync(biome, ['lint', '--colors=off', arquivo], { cwd: copia, stdio: 'pipe' });
          return '';
        } catch (error) {
          // Biome prints its diagnostics on stderr.
          const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
          return `${stdout ?? ''}${stderr ?? ''}` || String(error);
        }
      };
      expect(lint('apps/api/src/modules/objeto/importa.ts')).toContain('noRestrictedImports');
      expect(lint('apps/api/src/modules/admin-guia/importa.ts')).toBe('');
    } finally {
      rmSync(copia, { recursive: true, force: true });
    }
  });
});
