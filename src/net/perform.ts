/**
 * The GM seam on Foundry (ARCHITECTURE.md § Trust): every change that crosses ownership goes
 * through `perform`. With an active GM connected, the request is carried out by that GM's client
 * (the sender known from the socket, one queue per document); with none, it runs here only when
 * this user may write everything it changes, through the same handler and checks.
 *
 * An action is declared by the feature folder that asks for it (`declareAction`: its name, payload schema, the
 * documents it touches), where its payload's types live; its handler, the GM's decision, is bound to it by gm/index.ts
 * (`handleAction`), the one list of GM-routed actions.
 */
import { SYSTEM_ID } from "../system-id";
import { Registry, type Answer, type AuthorityAction } from "./registry";
import { NO_GM, Transport, USER_NO_ANSWER, type Envelope } from "./transport";
import { LEDGER_SETTING, type LedgerRecord } from "./ledger";

type AnyUser = User.Implementation;

export const SOCKET_NAME = `system.${SYSTEM_ID}`;

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "altherion.authorityLedger": LedgerRecord[];
  }
}

const registry = new Registry<AnyUser>((name, error) => console.error(`Altherion | the action ${name} failed`, error));
let transport: Transport<AnyUser> | null = null;

/** A GM-routed action as the feature folder asking for it declares it: everything but its handler. */
export type ActionDeclaration<P> = Omit<AuthorityAction<P, AnyUser>, "run">;
/** An action's handler: the change, for the user the transport named; a refusal key, null, or `{ done }` with an answer. */
export type ActionHandler<P> = AuthorityAction<P, AnyUser>["run"];

/** The names of the actions declared so far, each to be handled (gm/index.ts). */
const declared = new Set<string>();

/** Declares an action (at import time of the feature folder that asks for it); gm/index.ts gives it its handler. */
export function declareAction<P>(declaration: ActionDeclaration<P>): ActionDeclaration<P> {
  declared.add(declaration.name);
  return declaration;
}

/** Binds a declared action to its handler (gm/index.ts, at init): from then on this client can carry it out. */
export function handleAction<P>(declaration: ActionDeclaration<P>, run: ActionHandler<P>): void {
  registry.define({ ...declaration, run });
}

/** The names of the declared actions. */
export function declaredActions(): string[] {
  return [...declared];
}

/** The declared actions no handler carries out (none once gm/ is registered). */
export function unhandledActions(): string[] {
  return [...declared].filter((name) => !registry.get(name));
}

interface PackageSocket {
  on(name: string, listener: (...relayed: unknown[]) => void): void;
  emit(name: string, message: unknown): void;
}

/** Entry's init: the former ledger setting (read once by its migration) and the socket listener. */
export function registerNet(): void {
  game.settings?.register(SYSTEM_ID, LEDGER_SETTING, { scope: "world", config: false, type: Array, default: [] } as never);
  const socket = game.socket as unknown as PackageSocket | null;
  if (!socket) return;
  transport = new Transport<AnyUser>({
    self: () => ({ id: game.user?.id ?? "", isGM: Boolean(game.user?.isGM) }),
    activeGM: () => (game.users?.activeGM ? { id: game.users.activeGM.id ?? "" } : null),
    user: (id) => game.users?.get(id) ?? undefined,
    emit: (message: Envelope) => socket.emit(SOCKET_NAME, message),
    listen: (listener) => socket.on(SOCKET_NAME, listener),
    newId: () => foundry.utils.randomID(24),
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  }, registry);
}

/**
 * Carries out an action: at the active GM when one is connected (here when this client is it, or
 * is a GM), else here when `canWriteAll` (this user may write every document it changes).
 * Returns a refusal key (localize it), or null when done.
 */
export async function perform<P>(action: ActionDeclaration<P>, payload: P, canWriteAll: boolean): Promise<string | null> {
  return (await performAnswer(action, payload, canWriteAll)).result;
}

/** As `perform`, with the value the handler answered (what the GM applied), if any. */
export async function performAnswer<P>(action: ActionDeclaration<P>, payload: P, canWriteAll: boolean): Promise<Answer> {
  const user = game.user;
  if (!user) return { result: NO_GM };
  const gm = game.users?.activeGM ?? null;
  if (user.isGM || gm?.isSelf || (!gm && canWriteAll)) return registry.answer(action.name, payload, user);
  if (!gm || !transport) return { result: action.noGM ?? NO_GM };
  return transport.askAnswer(action.name, payload);
}

/**
 * Asks one user's client to carry out an action its addressee handles (`handledBy: "addressee"`: a
 * GM's request to a player, such as opening a window there); run here when that user is this client's.
 * Returns a refusal key (localize it), or null when done.
 */
export async function performAt<P>(action: ActionDeclaration<P>, userId: string, payload: P): Promise<string | null> {
  const user = game.user;
  if (!user) return NO_GM;
  if (user.id === userId) return registry.handle(action.name, payload, user);
  if (!transport) return USER_NO_ANSWER;
  return transport.askUser(userId, action.name, payload);
}
