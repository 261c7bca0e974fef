import { describe, expect, it } from 'vitest';
import { adminObjetosFiltrosBody } from './admin-objeto.ts';

describe('adminObjetosFiltrosBody', () => {
  it('gives every error in one pass: a failed field does not hide the min/max rule', () => {
    const r = adminObjetosFiltrosBody.safeParse({ uf: 'XX', areaMin: '500', areaMax: '100' });
    const paths = (r.error?.issues ?? []).map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['uf', 'areaMax']));
  });
});
