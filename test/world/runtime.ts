/**
 * Who is acting: the test world has one document store (the "server") and several connected
 * clients, each with its own `game.user`, notifications and targets. The acting client follows
 * the async call chain (AsyncLocalStorage), so a player's click that awaits the GM's query
 * handler resumes as that player, and two clients' actions may interleave as on a real table.
 */
import { AsyncLocalStorage } from "node:async_hooks";

export interface Notification {
  level: "info" | "warn" | "error";
  message: string;
}

/** One connected browser: its user, what it was told, what it targets. */
export interface Client {
  userId: string;
  notifications: Notification[];
  targets: Set<unknown>;
}

const acting = new AsyncLocalStorage<Client>();
let defaultClient: Client | null = null;
export const clients: Client[] = [];

/** The client the current async chain runs on (the first connected client by default). */
export function currentClient(): Client {
  const c = acting.getStore() ?? defaultClient;
  if (!c) throw new Error("test world: no client is connected");
  return c;
}

export function connect(userId: string): Client {
  const client: Client = { userId, notifications: [], targets: new Set() };
  clients.push(client);
  defaultClient ??= client;
  return client;
}

export function resetClients(): void {
  clients.length = 0;
  defaultClient = null;
}

/** Runs `fn` as `client` (its `game.user`, its notifications); async continuations stay on it. */
export function runAs<T>(client: Client, fn: () => T): T {
  return acting.run(client, fn);
}

/** Every operation in flight (document writes, queries, hooks' async work), so a test can settle. */
let pending = 0;
export async function track<T>(p: Promise<T>): Promise<T> {
  pending += 1;
  try {
    return await p;
  } finally {
    pending -= 1;
  }
}

/** Waits until nothing is in flight for a few macrotask turns (clicks start work they do not return). */
export async function settle(): Promise<void> {
  let quiet = 0;
  for (let i = 0; i < 10_000 && quiet < 3; i += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    quiet = pending === 0 ? quiet + 1 : 0;
  }
}

type HookFn = (...args: unknown[]) => unknown;
/** Errors thrown by hook handlers since the world was created. */
export const hookErrors: { hook: string; error: unknown }[] = [];
const hooks = new Map<string, { fn: HookFn; once: boolean; id: number }[]>();
let hookId = 0;

/** Foundry's Hooks: on/once/off, call (stops at the first `false`) and callAll. */
export const Hooks = {
  on(name: string, fn: HookFn): number {
    hookId += 1;
    hooks.set(name, [...(hooks.get(name) ?? []), { fn, once: false, id: hookId }]);
    return hookId;
  },
  once(name: string, fn: HookFn): number {
    hookId += 1;
    hooks.set(name, [...(hooks.get(name) ?? []), { fn, once: true, id: hookId }]);
    return hookId;
  },
  off(name: string, fnOrId: HookFn | number): void {
    hooks.set(name, (hooks.get(name) ?? []).filter((h) => h.fn !== fnOrId && h.id !== fnOrId));
  },
  /** Every handler runs; an error is logged and kept in `hookErrors` (Foundry logs it and goes on). */
  callAll(name: string, ...args: unknown[]): true {
    for (const h of [...(hooks.get(name) ?? [])]) {
      if (h.once) Hooks.off(name, h.id);
      const failed = (error: unknown) => {
        hookErrors.push({ hook: name, error });
        console.error(`test world: hook ${name}`, error);
      };
      try {
        track(Promise.resolve(h.fn(...args))).catch(failed);
      } catch (error) {
        failed(error);
      }
    }
    return true;
  },
  call(name: string, ...args: unknown[]): boolean {
    for (const h of [...(hooks.get(name) ?? [])]) {
      if (h.once) Hooks.off(name, h.id);
      if (h.fn(...args) === false) return false;
    }
    return true;
  },
  reset(): void {
    hooks.clear();
  },
};

/** Calls a hook on every connected client, each as itself (document events reach every browser). */
export function broadcast(name: string, ...args: unknown[]): void {
  for (const client of clients) runAs(client, () => Hooks.callAll(name, ...args));
}
