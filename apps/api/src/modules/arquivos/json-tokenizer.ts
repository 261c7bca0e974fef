import { StringDecoder } from 'node:string_decoder';

/** What the tokenizer reports, in document order. Strings arrive in pieces, never whole. */
export interface JsonHandler {
  openObject(): void;
  closeObject(): void;
  openArray(): void;
  closeArray(): void;
  /** An object key (bounded by `maxKeyLength`). */
  key(name: string): void;
  startString(): void;
  /** A piece of the current string value, unescaped; pieces concatenate to the value. */
  stringChunk(text: string): void;
  endString(): void;
  primitive(value: number | boolean | null): void;
}

export class JsonSyntaxError extends Error {}

enum S {
  Value,
  ValueOrCloseArray,
  KeyOrCloseObject,
  Key,
  Colon,
  AfterValue,
  String,
  Escape,
  Unicode,
  Literal,
  End,
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
// JSON forbids raw control characters inside strings (escaped ones are fine).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL = /[\u0000-\u001f]/;
const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;
const ESCAPES: Record<number, string> = {
  34: '"',
  92: '\\',
  47: '/',
  98: '\b',
  102: '\f',
  110: '\n',
  114: '\r',
  116: '\t',
};

function isWhitespace(c: number) {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

/**
 * A push tokenizer for JSON over UTF-8 bytes that never holds a whole string value: a 14 MB data
 * URL goes through as the pieces each network chunk carries. Libraries on npm either buffer every
 * string until its closing quote (@streamparser/json, even with partial tokens) or cut strings
 * into 256-character tokens (stream-json 1.x, ~50 MB/s here; its 3.x needs Node 22).
 */
export class JsonTokenizer {
  private state = S.Value;
  private readonly stack: ('object' | 'array')[] = [];
  private inKey = false;
  private keyText = '';
  private literal = '';
  private unicode = '';
  private readonly decoder = new StringDecoder('utf8');

  constructor(
    private readonly handler: JsonHandler,
    private readonly limits: { maxDepth: number; maxKeyLength: number } = {
      maxDepth: 64,
      maxKeyLength: 1024,
    },
  ) {}

  write(chunk: Buffer): void {
    let i = 0;
    const n = chunk.length;
    // indexOf of a backslash scans the rest of the chunk: remembered until passed.
    let nextBackslash = -2;
    while (i < n) {
      if (this.state === S.String) {
        if (nextBackslash !== -1 && nextBackslash < i) nextBackslash = chunk.indexOf(BACKSLASH, i);
        const quote = chunk.indexOf(QUOTE, i);
        let stop = n;
        if (quote !== -1) stop = quote;
        if (nextBackslash !== -1 && nextBackslash < stop) stop = nextBackslash;
        if (stop > i) this.text(this.decoder.write(chunk.subarray(i, stop)));
        if (stop === n) return;
        this.text(this.decoder.end());
        if (stop === quote) this.closeString();
        else this.state = S.Escape;
        i = stop + 1;
        continue;
      }
      const c = chunk[i]!;
      switch (this.state) {
        case S.Escape: {
          if (c === 0x75) {
            this.unicode = '';
            this.state = S.Unicode;
          } else {
            const escaped = ESCAPES[c];
            if (escaped === undefined) throw new JsonSyntaxError('escape inválido');
            this.text(escaped);
            this.state = S.String;
          }
          i += 1;
          continue;
        }
        case S.Unicode: {
          const hex = String.fromCharCode(c);
          if (!/[0-9a-fA-F]/.test(hex)) throw new JsonSyntaxError('escape \\u inválido');
          this.unicode += hex;
          if (this.unicode.length === 4) {
            this.text(String.fromCharCode(Number.parseInt(this.unicode, 16)));
            this.state = S.String;
          }
          i += 1;
          continue;
        }
        case S.Literal: {
          if (isWhitespace(c) || c === 0x2c || c === 0x5d || c === 0x7d) {
            this.closeLiteral();
            continue; // the terminator is read again in AfterValue
          }
          if (this.literal.length >= 64) throw new JsonSyntaxError('valor longo demais');
          this.literal += String.fromCharCode(c);
          i += 1;
          continue;
        }
      }
      i += 1;
      if (isWhitespace(c)) continue;
      switch (this.state) {
        case S.Value:
        case S.ValueOrCloseArray:
          if (c === 0x5d && this.state === S.ValueOrCloseArray) this.close('array');
          else this.value(c);
          break;
        case S.KeyOrCloseObject:
        case S.Key:
          if (c === 0x7d && this.state === S.KeyOrCloseObject) this.close('object');
          else if (c === QUOTE) {
            this.inKey = true;
            this.keyText = '';
            this.state = S.String;
          } else throw new JsonSyntaxError('esperava uma chave');
          break;
        case S.Colon:
          if (c !== 0x3a) throw new JsonSyntaxError('esperava ":"');
          this.state = S.Value;
          break;
        case S.AfterValue: {
          const top = this.stack[this.stack.length - 1];
          if (c === 0x2c && top) this.state = top === 'object' ? S.Key : S.Value;
          else if (c === 0x7d && top === 'object') this.close('object');
          else if (c === 0x5d && top === 'array') this.close('array');
          else throw new JsonSyntaxError('esperava "," ou fechamento');
          break;
        }
        case S.End:
          throw new JsonSyntaxError('conteúdo depois do fim do JSON');
      }
    }
  }

  /** The input is over: anything left open is an error. */
  end(): void {
    if (this.state === S.Literal && this.stack.length === 0) this.closeLiteral();
    if (this.state !== S.End) throw new JsonSyntaxError('JSON incompleto');
  }

  private value(c: number) {
    if (c === QUOTE) {
      this.inKey = false;
      this.state = S.String;
      this.handler.startString();
    } else if (c === 0x7b || c === 0x5b) {
      if (this.stack.length >= this.limits.maxDepth) throw new JsonSyntaxError('aninhamento profundo demais');
      const kind = c === 0x7b ? 'object' : 'array';
      this.stack.push(kind);
      if (kind === 'object') {
        this.handler.openObject();
        this.state = S.KeyOrCloseObject;
      } else {
        this.handler.openArray();
        this.state = S.ValueOrCloseArray;
      }
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a)) {
      this.literal = String.fromCharCode(c);
      this.state = S.Literal;
    } else throw new JsonSyntaxError('valor inesperado');
  }

  private close(kind: 'object' | 'array') {
    this.stack.pop();
    if (kind === 'object') this.handler.closeObject();
    else this.handler.closeArray();
    this.afterValue();
  }

  private text(piece: string) {
    if (piece === '') return;
    if (CONTROL.test(piece) && this.state === S.String) throw new JsonSyntaxError('caractere de controle');
    if (this.inKey) {
      this.keyText += piece;
      if (this.keyText.length > this.limits.maxKeyLength) throw new JsonSyntaxError('chave longa demais');
    } else this.handler.stringChunk(piece);
  }

  private closeString() {
    if (this.inKey) {
      this.handler.key(this.keyText);
      this.inKey = false;
      this.state = S.Colon;
    } else {
      this.handler.endString();
      this.afterValue();
    }
  }

  private closeLiteral() {
    const lit = this.literal;
    if (lit === 'true') this.handler.primitive(true);
    else if (lit === 'false') this.handler.primitive(false);
    else if (lit === 'null') this.handler.primitive(null);
    else if (NUMBER.test(lit)) this.handler.primitive(Number(lit));
    else throw new JsonSyntaxError('valor inválido');
    this.afterValue();
  }

  private afterValue() {
    this.state = this.stack.length === 0 ? S.End : S.AfterValue;
  }
}
