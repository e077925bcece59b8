/**
 * Request and answer over the system's socket (`system.altherion`, manifest `"socket": true`).
 * Who asks is known from the transport: Foundry's server relays a package socket message to the
 * other clients with the id of the user whose connection sent it as the listener's second
 * argument (socketlib reads it the same way); the payload never names its sender. Foundry's
 * queries (v13, and v14 as Draw Steel's v14 handlers use them) pass a handler only the data and a
 * timeout, so they are not used.
 *
 * - A request is addressed to the active GM by id: exactly one client handles it. A GM's request to
 *   one player (an action `handledBy: "addressee"`, such as opening a window there) is addressed to
 *   that player's client, which alone handles it; the action itself refuses a sender that is no GM.
 * - Its answer is addressed to the asker and is accepted only from the client it was sent to.
 * - A request not answered in time resolves to GM_NO_ANSWER (USER_NO_ANSWER for a player's client);
 *   with no GM connected the action's `noGM` key is returned at once.
 * Limits: the server broadcasts every message to all other clients (payloads are ids, no secrets);
 * a client can send anything, which is why every request is validated and re-authorised.
 * The environment is injected (perform.ts gives Foundry's), so this is tested on a stand-in relay.
 */
import { anything, documentId, literal, nullable, object, text, variants, check } from "./schema";
import type { Answer, Registry } from "./registry";

/** The error key when the GM's client does not answer in time. */
export const GM_NO_ANSWER = "ALTHERION.Chat.Error.GMNoAnswer";
export const NO_GM = "ALTHERION.Chat.Error.NoGM";
/** The error key when a player's client does not answer a GM's request in time. */
export const USER_NO_ANSWER = "ALTHERION.Authority.UserNoAnswer";
/** How long a request waits for the GM's answer. */
export const ASK_TIMEOUT = 30_000;

const requestId = text(32, /^[A-Za-z0-9]+$/);
const envelope = variants<Envelope>({
  ask: object({ type: literal("ask"), id: requestId, to: documentId, action: text(64), payload: anything }),
  answer: object({ type: literal("answer"), id: requestId, to: documentId, result: nullable(text(200)), value: anything }, ["value"]),
});
export type Envelope =
  | { type: "ask"; id: string; to: string; action: string; payload: unknown }
  | { type: "answer"; id: string; to: string; result: string | null; value?: unknown };

export interface TransportEnv<U> {
  /** This client's user id, and whether it is a GM. */
  self(): { id: string; isGM: boolean };
  /** The active GM (one per world), or null. */
  activeGM(): { id: string } | null;
  /** A user by id (the sender the server named). */
  user(id: string): U | undefined;
  emit(message: Envelope): void;
  /** Registers the socket listener; it receives what the server relays: the message, then the sender's user id. */
  listen(listener: (...relayed: unknown[]) => void): void;
  newId(): string;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

interface Pending { to: string; resolve: (answer: Answer) => void; timer: unknown }

export class Transport<U> {
  readonly #pending = new Map<string, Pending>();
  constructor(private readonly env: TransportEnv<U>, private readonly registry: Registry<U>, private readonly timeout = ASK_TIMEOUT) {
    env.listen((...relayed) => {
      // The server adds the sender's id after what the client emitted: a client that emits an id of
      // its own as a second argument (a forged sender) makes three arguments, and is ignored.
      const [message, senderId] = relayed;
      if (relayed.length === 2 && typeof senderId === "string") void this.#receive(message, senderId);
    });
  }

  /** Sends a request to the active GM; resolves to its refusal key, null when done. */
  async ask(action: string, payload: unknown): Promise<string | null> {
    return (await this.askAnswer(action, payload)).result;
  }

  /** As `ask`, with the value the GM's handler answered, if any. */
  askAnswer(action: string, payload: unknown): Promise<Answer> {
    const gm = this.env.activeGM();
    if (!gm) return Promise.resolve({ result: this.registry.get(action)?.noGM ?? NO_GM });
    return this.#send(gm.id, action, payload, GM_NO_ANSWER);
  }

  /** Sends a request to one user's client (an action its addressee handles); resolves to its refusal key, null when done. */
  async askUser(to: string, action: string, payload: unknown): Promise<string | null> {
    return (await this.#send(to, action, payload, USER_NO_ANSWER)).result;
  }

  #send(to: string, action: string, payload: unknown, noAnswer: string): Promise<Answer> {
    const id = this.env.newId();
    return new Promise((resolve) => {
      const timer = this.env.setTimer(() => {
        this.#pending.delete(id);
        resolve({ result: noAnswer });
      }, this.timeout);
      this.#pending.set(id, { to, resolve, timer });
      this.env.emit({ type: "ask", id, to, action, payload });
    });
  }

  async #receive(raw: unknown, senderId: string): Promise<void> {
    const checked = check(envelope, raw);
    const me = this.env.self();
    if (!checked.ok || checked.value.to !== me.id) return;
    const message = checked.value;
    if (message.type === "answer") {
      const pending = this.#pending.get(message.id);
      if (!pending || pending.to !== senderId) return; // only the client that was asked may answer
      this.#pending.delete(message.id);
      this.env.clearTimer(pending.timer);
      pending.resolve(message.value === undefined ? { result: message.result } : { result: message.result, value: message.value });
      return;
    }
    const sender = this.env.user(senderId);
    // One GM handles: a GM action only on the active GM's client (an Assistant GM addressed by a console ignores it,
    // so no request is applied by two GM clients); an action its addressee handles, on the addressee's.
    const handled = this.registry.get(message.action)?.handledBy === "addressee" || (me.isGM && this.env.activeGM()?.id === me.id);
    if (!sender || !handled) return;
    const { result, value } = await this.registry.answer(message.action, message.payload, sender);
    this.env.emit({ type: "answer", id: message.id, to: senderId, result, ...(value === undefined ? {} : { value }) });
  }
}
