/**
 * What the Quench batches need of a live world: throwaway documents deleted after each batch,
 * waiting for an asynchronous effect, dialogs answered, d10 faces scripted through Foundry's own
 * generator (CONFIG.Dice.randomUniform, which AltherionRoll and core dice both read).
 * Loaded only through the dynamic import of the Quench hook (src/altherion.ts).
 */
import type { QuenchBatchContext } from "@ethaks/fvtt-quench";

/** One Quench batch as the system registers it (register.ts). */
export interface Batch {
  key: `altherion.${string}`;
  /** i18n key of the name Quench shows. */
  label: string;
  fn: (context: QuenchBatchContext) => void;
}

type Deletable = { delete(): Promise<unknown>; uuid: string };

/** Documents a batch created, deleted (newest first) when the batch ends. */
export class Throwaway {
  readonly #docs: Deletable[] = [];

  keep<T>(doc: T): T {
    if (doc) this.#docs.push(doc as unknown as Deletable);
    return doc;
  }

  async actor(data: Record<string, unknown>): Promise<Actor.Implementation> {
    const actor = (await Actor.implementation.create(data as never)) as Actor.Implementation | undefined;
    if (!actor) throw new Error(`Quench: the actor ${String(data.name)} was not created`);
    return this.keep(actor);
  }

  async item(data: Record<string, unknown>): Promise<Item.Implementation> {
    const item = (await Item.implementation.create(data as never)) as Item.Implementation | undefined;
    if (!item) throw new Error(`Quench: the item ${String(data.name)} was not created`);
    return this.keep(item);
  }

  async cleanup(): Promise<void> {
    for (const doc of this.#docs.splice(0).reverse()) {
      try {
        if (fromUuidSync(doc.uuid as never)) await doc.delete();
      } catch (err) {
        console.warn("Altherion | Quench cleanup", err);
      }
    }
  }
}

/** A Mocha test's `this`, as far as the batches use it. */
export type Skippable = { skip(): never };

/** What a batch body receives: Mocha's functions and its throwaway documents, deleted when the batch ends. */
export interface BatchTools {
  describe: QuenchBatchContext["describe"];
  it: QuenchBatchContext["it"];
  before: QuenchBatchContext["before"];
  after: QuenchBatchContext["after"];
  tmp: Throwaway;
}

/**
 * One `altherion.*` batch: its key, the i18n key of its name and its body. The body also receives
 * Chai's `assert`, which it declares with its type (an assertion function must be called through a
 * name declared with its type).
 */
export function quenchBatch(key: Batch["key"], label: string, body: (tools: BatchTools, assert: Chai.AssertStatic) => void): Batch {
  return {
    key,
    label,
    fn: (ctx) => {
      const tmp = new Throwaway();
      ctx.after(() => tmp.cleanup());
      body({ describe: ctx.describe, it: ctx.it, before: ctx.before, after: ctx.after, tmp }, ctx.assert);
    },
  };
}

/** Resolves once `check` holds (polled), or rejects with `what` after `timeout` ms. */
export async function waitFor(check: () => boolean, what: string, timeout = 5000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeout) throw new Error(`Quench: timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Lets hooks and queries started by the last action run. */
export const settle = (ms = 300): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Answers the next DialogV2 that opens by pressing its button `action` (the roll dialog's "roll",
 * a confirmation's "yes"). Resolves to a function that stops waiting.
 */
export function answerNextDialog(action: string): () => void {
  const id = Hooks.on("renderDialogV2" as never, ((app: { element: HTMLElement }) => {
    const button = app.element.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`);
    if (!button) return;
    Hooks.off("renderDialogV2" as never, id);
    setTimeout(() => button.click(), 50);
  }) as never);
  return () => Hooks.off("renderDialogV2" as never, id);
}

/**
 * Runs `fn` with the next d10 faces scripted (R-DICE-8 scenes need exact dice): Foundry's uniform
 * generator returns the value whose face is each scripted one in turn; after `fn`, the generator
 * is restored and every scripted face must have been rolled.
 */
export async function withDice<T>(faces: readonly number[], fn: () => Promise<T>): Promise<T> {
  if (!faces.length) return fn();
  const queue = [...faces];
  const dice = CONFIG.Dice as unknown as { randomUniform: () => number };
  const original = dice.randomUniform;
  dice.randomUniform = () => {
    const face = queue.shift();
    if (face === undefined) throw new Error("Quench: more dice were rolled than the step scripted");
    return (face - 0.5) / 10;
  };
  try {
    const out = await fn();
    await settle();
    if (queue.length) throw new Error(`Quench: ${queue.length} scripted dice were not rolled (${queue.join(", ")})`);
    return out;
  } finally {
    dice.randomUniform = original;
  }
}

/**
 * Runs `fn` on this client with an actor type's data model check (`_preUpdate`) skipped, as a console that patched
 * its own client does: what the GM's seat must show (the change journal) or stop, never this client's refusal.
 */
export async function withClientCheckSkipped<T>(actorType: string, fn: () => Promise<T>): Promise<T> {
  const model = (CONFIG.Actor.dataModels as unknown as Record<string, { prototype: { _preUpdate: unknown } }>)[actorType].prototype;
  const check = model._preUpdate;
  model._preUpdate = async () => undefined;
  try {
    return await fn();
  } finally {
    model._preUpdate = check;
  }
}

/** The system's compendiums holding documents of `documentName`. */
export function systemPacks(documentName: "Actor" | "Item"): CompendiumCollection.Any[] {
  return [...(game.packs ?? [])].filter((p) => p.metadata.packageName === "altherion" && p.documentName === documentName) as CompendiumCollection.Any[];
}

/** A rendered chat message's element in the chat log (the hooks attached its buttons' listeners). */
export async function messageElement(id: string): Promise<HTMLElement> {
  const find = () => document.querySelector<HTMLElement>(`#chat .chat-log [data-message-id="${id}"], #chat [data-message-id="${id}"]`);
  await waitFor(() => find() !== null, `the chat card ${id}`);
  return find() as HTMLElement;
}
