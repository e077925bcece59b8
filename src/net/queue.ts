/**
 * One at a time (ARCHITECTURE.md §5): on the GM, requests touching the same document run one after
 * the other. A task names the documents it touches; it starts once every earlier task on any of
 * them has settled, so two hits on one actor both read the state the other left. Tasks on other
 * documents run side by side. Pure: no Foundry globals.
 */
export class DocumentQueue {
  readonly #tails = new Map<string, Promise<unknown>>();

  /** Runs `task` after every earlier task on any of `keys`; its result or error is the caller's. */
  run<T>(keys: readonly string[], task: () => Promise<T>): Promise<T> {
    const unique = [...new Set(keys)];
    const before = unique.map((k) => this.#tails.get(k)).filter((p): p is Promise<unknown> => Boolean(p));
    const result = Promise.allSettled(before).then(task);
    const settled = result.then(() => undefined, () => undefined);
    for (const key of unique) this.#tails.set(key, settled);
    void settled.then(() => {
      for (const key of unique) if (this.#tails.get(key) === settled) this.#tails.delete(key);
    });
    return result;
  }

  /** Documents with a task waiting or running (tests, diagnostics). */
  get busy(): number {
    return this.#tails.size;
  }
}
