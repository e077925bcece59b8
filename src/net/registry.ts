/**
 * The actions that cross ownership, each declared once with its payload schema, the documents it
 * touches (the queue's keys) and its handler. `handle` is the one door: it checks the payload
 * against the schema, waits for the documents' queue, runs the handler for the sender the
 * transport named, and turns any error into a localized refusal key. Pure: no Foundry globals
 * (the sender is whatever the transport passes).
 */
import { check, type Schema } from "./schema";
import { DocumentQueue } from "./queue";

export const AUTHORITY_INVALID = "ALTHERION.Authority.Invalid";
export const AUTHORITY_FAILED = "ALTHERION.Authority.Failed";

/** What a handler returns: a refusal key, null when done, or `{ done }` when done with an answer for the asker. */
export type Outcome = string | null | { done: unknown };

/** A request's answer: its refusal key (null when done) and, when the handler gave one, its value. */
export interface Answer {
  result: string | null;
  value?: unknown;
}

export interface AuthorityAction<P, U> {
  /** Unique name, sent over the socket. */
  name: string;
  schema: Schema<P>;
  /** Uuids (or ids) of the documents the action reads and changes: requests on one run one at a time. */
  touches(payload: P): string[];
  /**
   * Who carries it out: the active GM (default: a player's request crossing ownership), or the client
   * it is addressed to (a GM's request to one player, run on that player's client; its `run` refuses a
   * sender that is not a GM).
   */
  handledBy?: "gm" | "addressee";
  /** The refusal key when the action cannot run here and no GM is connected. */
  noGM?: string;
  /** The change, for the user who asked (known from the transport). Returns a refusal key, null, or `{ done }` with an answer. */
  run(payload: P, sender: U): Promise<Outcome>;
}

export class Registry<U> {
  readonly #actions = new Map<string, AuthorityAction<unknown, U>>();
  readonly queue = new DocumentQueue();
  /** Where handler errors are reported (console on a live client). */
  constructor(private readonly report: (name: string, error: unknown) => void = () => {}) {}

  define<P>(action: AuthorityAction<P, U>): AuthorityAction<P, U> {
    this.#actions.set(action.name, action as AuthorityAction<unknown, U>);
    return action;
  }

  get(name: string): AuthorityAction<unknown, U> | undefined {
    return this.#actions.get(name);
  }

  /** Validates, queues and runs one request for `sender`. Never throws: a refusal key, or null when done. */
  async handle(name: string, payload: unknown, sender: U): Promise<string | null> {
    return (await this.answer(name, payload, sender)).result;
  }

  /** As `handle`, with the value the handler answered (`{ done }`), if any. */
  async answer(name: string, payload: unknown, sender: U): Promise<Answer> {
    const action = this.#actions.get(name);
    if (!action) return { result: AUTHORITY_INVALID };
    const checked = check(action.schema, payload);
    if (!checked.ok) return { result: AUTHORITY_INVALID };
    try {
      const outcome = await this.queue.run(action.touches(checked.value), () => action.run(checked.value, sender));
      return outcome !== null && typeof outcome === "object" ? { result: null, value: outcome.done } : { result: outcome };
    } catch (error) {
      this.report(name, error);
      return { result: AUTHORITY_FAILED };
    }
  }
}
