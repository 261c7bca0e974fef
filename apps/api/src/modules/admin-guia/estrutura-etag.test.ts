import { describe, expect, it } from 'vitest';
import { etagDaEstrutura, versoesDoIfMatch } from './estrutura-etag.ts';

describe('the ETag of a principle structure', () => {
  it('round-trips through If-Match', () => {
    expect(etagDaEstrutura(12, 3)).toBe('"principio-12-v3"');
    expect(versoesDoIfMatch(etagDaEstrutura(12, 3), 12)).toEqual([3]);
    expect(versoesDoIfMatch('"principio-12-v3", "principio-12-v4"', 12)).toEqual([3, 4]);
  });

  it('sets no condition when absent or *', () => {
    expect(versoesDoIfMatch(undefined, 12)).toBeUndefined();
    expect(versoesDoIfMatch('', 12)).toBeUndefined();
    expect(versoesDoIfMatch('*', 12)).toBeUndefined();
  });

  it("accepts nothing for another principle's tag, a weak tag or garbage", () => {
    expect(versoesDoIfMatch('"principio-13-v3"', 12)).toEqual([]);
    expect(versoesDoIfMatch('W/"principio-12-v3"', 12)).toEqual([]);
    expect(versoesDoIfMatch('"principio-12-v0"', 12)).toEqual([]);
    expect(versoesDoIfMatch('"principio-12-vx"', 12)).toEqual([]);
    expect(versoesDoIfMatch('principio-12-v3', 12)).toEqual([]);
  });
});
