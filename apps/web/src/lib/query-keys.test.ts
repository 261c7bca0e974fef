import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { evidenciaKeys, guiaKeys, objetoKeys } from './query-keys';

describe('query keys', () => {
  it("invalidating a resource's `all` reaches its lists and details, and nothing else", async () => {
    const client = new QueryClient();
    client.setQueryData(objetoKeys.lists(), []);
    client.setQueryData(objetoKeys.detail(7), { id: 7 });
    client.setQueryData(objetoKeys.detail(7, 3), { id: 7 });
    client.setQueryData(guiaKeys.detail(7, 1, 40), {});
    await client.invalidateQueries({ queryKey: objetoKeys.all });
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey);
    expect(stale).toEqual([
      ['objetos', 'list'],
      ['objetos', 'detail', 7],
      ['objetos', 'detail', 7, 3],
    ]);
  });

  it('keeps an administrator reading a unit apart from its owner', () => {
    expect(objetoKeys.detail(7)).toEqual(['objetos', 'detail', 7]);
    expect(objetoKeys.detail(7, 3)).toEqual(['objetos', 'detail', 7, 3]);
    expect(evidenciaKeys.list(40)).toEqual(['evidencias', 40]);
  });
});
