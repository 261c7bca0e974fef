import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// These modules are read by the answering screen's code (the evidence rules, the outbox's idempotency key):
// importing zod from them would bring the schema library (~24 kB compressed) into that screen (issue 16 §4).
const SEM_ZOD = ['evidencia-arquivos.ts', 'idempotencia-chave.ts', 'constants.ts', 'datas.ts'];

describe('modules the screens read without the schemas', () => {
  it.each(SEM_ZOD)('%s imports nothing (so not zod either)', (arquivo) => {
    const fonte = readFileSync(new URL(arquivo, import.meta.url), 'utf8');
    expect(fonte).not.toMatch(/^\s*import\s/m);
    expect(fonte).not.toMatch(/from\s+['"]zod['"]/);
  });
});
