import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as shared from '../index.ts';
import { ID_MAX, idField, MENSAGEM_CARACTERES_INVALIDOS, requiredText, textField } from './common.ts';

describe('idField', () => {
  const id = idField('Unidade inválida');

  it('accepts 1..2147483647 as a number or a digit string', () => {
    expect(id.parse(1)).toBe(1);
    expect(id.parse('42')).toBe(42);
    expect(id.parse(ID_MAX)).toBe(2_147_483_647);
    expect(id.parse(String(ID_MAX))).toBe(2_147_483_647);
  });

  it('refuses what PostgreSQL integer ids cannot hold, with the field message', () => {
    for (const bad of [0, -1, 1.5, ID_MAX + 1, '2147483648', '3000000000', 2 ** 53, 'abc', '', null]) {
      const result = id.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Unidade inválida');
    }
  });
});

describe('textField', () => {
  it('refuses NUL, other control characters and broken Unicode', () => {
    for (const bad of ['a\u0000b', '\u0000', 'a\u001bb', 'a\u007f', 'a\nb', 'a\tb', 'a\ud800b']) {
      const result = textField().safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MENSAGEM_CARACTERES_INVALIDOS);
    }
  });

  it('keeps accents, emoji and, in multi-line texts, tab and line breaks', () => {
    expect(textField().parse('Fazenda São João 🐄')).toBe('Fazenda São João 🐄');
    expect(textField({ multiline: true }).parse('<p>a</p>\r\n\t<p>b</p>')).toBe('<p>a</p>\r\n\t<p>b</p>');
    expect(textField({ multiline: true }).safeParse('a\u0000b').success).toBe(false);
  });

  it('is checked before trimming, so a NUL cannot hide at the edges', () => {
    expect(requiredText('Informe o nome').safeParse(' Maria\u0000 ').success).toBe(false);
  });
});

/** The string schemas a request schema reads its input with (the input side of pipes). */
function stringLeaves(schema: z.ZodType, path: string, seen = new Set<unknown>()): [string, z.ZodType][] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def as {
    type: string;
    [key: string]: unknown;
  };
  const walk = (s: unknown, p = path) => stringLeaves(s as z.ZodType, p, seen);
  switch (def.type) {
    case 'string':
      return [[path, schema]];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([k, v]) =>
        walk(v, `${path}.${k}`),
      );
    case 'pipe': {
      const input = def.in as z.ZodType;
      const inputType = (input as unknown as { _zod: { def: { type: string } } })._zod.def.type;
      // A preprocess (transform first) is read by its second half; any other pipe by its first.
      return inputType === 'transform' ? walk(def.out) : walk(input);
    }
    case 'union':
      return (def.options as z.ZodType[]).flatMap((o) => walk(o));
    case 'array':
      return walk(def.element);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType);
    default:
      return [];
  }
}

describe('every request schema', () => {
  const requestSchemas = Object.entries(shared).filter(
    ([name, value]) =>
      /(Body|Query|Params?)$/.test(name) && typeof value === 'object' && value && '_zod' in value,
  ) as [string, z.ZodType][];

  it('is found', () => {
    expect(requestSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'cadastroBody',
        'objetoBody',
        'objetoSearchQuery',
        'evidenciaUploadBody',
        'idParam',
      ]),
    );
  });

  it('reads every text through textField: no string field accepts a NUL', () => {
    const accepting = requestSchemas.flatMap(([name, schema]) =>
      stringLeaves(schema, name)
        .filter(([, leaf]) => leaf.safeParse('a\u0000b').success)
        .map(([path]) => path),
    );
    expect(accepting, 'build these fields on textField() from schemas/common.ts').toEqual([]);
  });
});
