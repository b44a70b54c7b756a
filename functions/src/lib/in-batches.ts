/** Runs `each` over `items`, `size` at a time: bounded concurrency for a page of sends. */
export async function inBatches<T>(items: readonly T[], size: number, each: (item: T) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += size)
    await Promise.all(items.slice(start, start + size).map(each));
}
