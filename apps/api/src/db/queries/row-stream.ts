/**
 * Streams every row of a query in keyset batches (`id > last`), so an export of 100,000 rows holds
 * one batch in memory at a time, on PostgreSQL and on the embedded PGlite alike (no cursor needed).
 * `fetchAfter` must order by `id` ascending and return at most `limit` rows.
 */
export async function* streamByKeyset<T extends { id: number }>(
  fetchAfter: (afterId: number, limit: number) => Promise<T[]>,
  batchSize = 1000,
): AsyncGenerator<T[]> {
  let after = 0;
  for (;;) {
    const batch = await fetchAfter(after, batchSize);
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < batchSize) return;
    after = batch[batch.length - 1]!.id;
  }
}
