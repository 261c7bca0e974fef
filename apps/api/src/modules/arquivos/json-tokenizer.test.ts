import { describe, expect, it } from 'vitest';
import { type JsonHandler, JsonSyntaxError, JsonTokenizer } from './json-tokenizer.ts';

/** Rebuilds the value from the events, to compare with JSON.parse; counts string pieces. */
function builder() {
  const stack: (unknown[] | Record<string, unknown>)[] = [];
  const keys: (string | null)[] = [];
  let result: unknown;
  let text = '';
  let pieces = 0;
  const put = (v: unknown) => {
    const top = stack[stack.length - 1];
    if (!top) result = v;
    else if (Array.isArray(top)) top.push(v);
    else top[keys[keys.length - 1]!] = v;
  };
  const handler: JsonHandler = {
    openObject: () => {
      const o = {};
      put(o);
      stack.push(o);
      keys.push(null);
    },
    closeObject: () => {
      stack.pop();
      keys.pop();
    },
    openArray: () => {
      const a: unknown[] = [];
      put(a);
      stack.push(a);
      keys.push(null);
    },
    closeArray: () => {
      stack.pop();
      keys.pop();
    },
    key: (k) => {
      keys[keys.length - 1] = k;
    },
    startString: () => {
      text = '';
    },
    stringChunk: (t) => {
      text += t;
      pieces += 1;
    },
    endString: () => put(text),
    primitive: (v) => put(v),
  };
  return { handler, value: () => result, pieces: () => pieces };
}

function parse(input: Buffer, chunkSize: number) {
  const b = builder();
  const tokenizer = new JsonTokenizer(b.handler);
  for (let i = 0; i < input.length; i += chunkSize) tokenizer.write(input.subarray(i, i + chunkSize));
  tokenizer.end();
  return b;
}

const documents = [
  '{"evidencias":[{"nome":"Relatório técnico.pdf","evidencia":"data:application/pdf;base64,JVBERi0="}]}',
  '[1, -2.5, 3e2, 0, true, false, null, "", {}, [], {"a": {"b": [[]]}}]',
  '"só um texto"',
  '42',
  ' {"escapes": "aspas \\" barra \\\\ \\/ \\b\\f\\n\\r\\t \\u00e9 \\ud83d\\ude00", "emoji": "🐂 Ação"} ',
  '{"a":1,"a":2}',
];

describe('JsonTokenizer', () => {
  it.each(documents)('reads %s like JSON.parse, however the bytes are split', (doc) => {
    const bytes = Buffer.from(doc);
    for (const size of [1, 2, 3, 7, bytes.length]) {
      expect(parse(bytes, size).value()).toEqual(JSON.parse(doc));
    }
  });

  it('passes a long string through in pieces, never whole', () => {
    const long = 'A'.repeat(1_000_000);
    const b = parse(Buffer.from(JSON.stringify({ evidencia: long })), 65_536);
    expect((b.value() as { evidencia: string }).evidencia).toBe(long);
    expect(b.pieces()).toBeGreaterThan(10);
  });

  it.each([
    '{"a":1,}',
    '[1,]',
    '{"a" 1}',
    '{a:1}',
    '[1 2]',
    '{"a":tru}',
    '{"a":01}',
    '"sem fim',
    '{"a":"\\x"}',
    '{"a":"\\u12G4"}',
    '{"a":"linha\nquebrada"}',
    '{} {}',
    '{',
    '',
  ])('refuses %j as JSON.parse does', (doc) => {
    expect(() => JSON.parse(doc)).toThrow();
    expect(() => parse(Buffer.from(doc), 1)).toThrow(JsonSyntaxError);
  });

  it('refuses nesting deeper than its limit and keys longer than theirs', () => {
    const tokenizer = () => new JsonTokenizer(builder().handler, { maxDepth: 3, maxKeyLength: 4 });
    expect(() => tokenizer().write(Buffer.from('[[[['))).toThrow(JsonSyntaxError);
    expect(() => tokenizer().write(Buffer.from('{"chave":1}'))).toThrow(JsonSyntaxError);
  });
});
