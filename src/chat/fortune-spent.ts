/**
 * R-FORT-1 the Fortune a roll really took, as the GM saw it (issue 13). A roll's Fortune is taken from
 * its roller by the roller's own client just before its card is posted (dice/test-workflow.ts,
 * dice/pp-workflow.ts); the Fortune the card declares (its roll's `cost.fortune`, a PP test's
 * `plan.fortune`) is its author's word, which it may rewrite. So every GM client follows each
 * actor's Fortune (from the world's load, each creation, each update, whoever made it): what was
 * taken and not yet given back belongs to the next card of that actor, up to what the card declares;
 * the active GM keeps that figure in the ledger, and a refused Fortune gives back that, never more.
 * Limits (docs/security.md): a roll made while no GM client was connected, or an unlinked token's
 * first roll after the GM's load, is not seen, and its refusal gives nothing back.
 */
import { recordFortuneSpent } from "../authority/index";
import { readPpCard, readTestCard } from "./actions";

type Watched = { uuid: string; _source: unknown };

/** Per actor uuid: its Fortune as a GM client last saw it, and what was taken since that no card has claimed. */
const watched = new Map<string, { last: number; taken: number }>();

function see(actor: Watched): void {
  const now = foundry.utils.getProperty(actor._source as object, "system.fortune");
  if (typeof now !== "number") return;
  const seen = watched.get(actor.uuid);
  // Every fall of the Fortune is taken, every rise (points given back, granted) gives back; never below 0.
  watched.set(actor.uuid, { last: now, taken: seen ? Math.max(0, seen.taken + seen.last - now) : 0 });
}

/** A new card's roller and the Fortune its roll took: what was taken since the last card, up to what the card declares. */
function claim(message: ChatMessage.Implementation): { actorUuid: string; spent: number } | null {
  const test = readTestCard(message);
  const pp = test ? null : readPpCard(message);
  const actorUuid = test?.state.context.actorUuid ?? pp?.pp.actorUuid ?? "";
  const declared = test?.state.context.cost.fortune ?? pp?.pp.plan.fortune ?? 0;
  if (!actorUuid || !(declared > 0)) return null;
  const seen = watched.get(actorUuid);
  const spent = Math.min(declared, seen?.taken ?? 0);
  if (seen) seen.taken -= spent;
  return { actorUuid, spent };
}

/** Entry's init (through registerChat): the hooks through which a GM's client sees each roll's Fortune taken. */
export function registerFortuneSpent(): void {
  Hooks.on("ready", () => {
    if (game.user?.isGM) for (const actor of game.actors ?? []) see(actor as unknown as Watched);
  });
  Hooks.on("createActor", (actor: Actor.Implementation) => {
    if (game.user?.isGM) see(actor as unknown as Watched);
  });
  Hooks.on("updateActor", (actor: Actor.Implementation) => {
    if (game.user?.isGM) see(actor as unknown as Watched);
  });
  Hooks.on("createChatMessage", (message: ChatMessage.Implementation) => {
    if (!game.user?.isGM || !message.id) return;
    const found = claim(message);
    if (found && game.users?.activeGM?.isSelf) void recordFortuneSpent(message.id, found.actorUuid, found.spent);
  });
}
