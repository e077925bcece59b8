/**
 * Where the guided creation lives on the actor: the draft in a flag, saved as choices are
 * made (lists only, never ids as object keys); "create" writes the character from the draft (rules/
 * creation-plan.ts) — item deletions, updates and creations each in one call, then one actor update —
 * and keeps one snapshot to undo it. Nothing of the draft touches the character's data before.
 */
import { draftFromActor, readDraft, WRITTEN_FIELDS, planCreation, undoSnapshot } from "../../rules/index";
import type { ActorInput, CreationDraft, ActorItem, CreationUndo } from "../../rules/index";
import { evaluateDraft } from "../../data/creation-evaluation";
import type { CreationEvaluation } from "../../data/creation-evaluation";
import { deletionOf, forUpdate } from "../../platform/generation";
import { nativeLanguageFree, ruleset, SYSTEM_ID } from "../../settings";
import { PROGRESSION_GM_ONLY, progressionKept } from "../../data/gm-fields";
import { localize } from "../../i18n";

export const DRAFT_FLAG = "creationDraft";
export const UNDO_FLAG = "creationUndo";

type Obj = Record<string, unknown>;
type AnyActor = Actor.Implementation;

const flagOf = (actor: AnyActor, key: string): unknown => ((actor.flags as Record<string, Obj | undefined>)[SYSTEM_ID] ?? {})[key];

/** The actor's owned items as the plan knows them. */
export function actorItems(actor: AnyActor): ActorItem[] {
  return actor.items.contents.map((i) => ({
    id: i.id ?? "", type: i.type, name: i.name ?? "", img: i.img ?? "",
    system: (i.toObject() as unknown as { system: Obj }).system,
  }));
}

/** The actor as the draft starts from it. */
export function actorInput(actor: AnyActor): ActorInput {
  const source = actor.toObject() as unknown as { system: Obj };
  return {
    name: actor.name ?? "", img: actor.img ?? "", system: source.system,
    items: actorItems(actor).map((i) => ({ ...i, uuid: ((actor.items.get(i.id)?._stats as { compendiumSource?: string | null } | undefined)?.compendiumSource) ?? "" })),
  };
}

/** The saved draft, or a new one made from what the actor is. */
export function loadDraft(actor: AnyActor): CreationDraft {
  return readDraft(flagOf(actor, DRAFT_FLAG)) ?? draftFromActor(actorInput(actor));
}

/** Whether a draft is saved on the actor. */
export function hasDraft(actor: AnyActor): boolean {
  return readDraft(flagOf(actor, DRAFT_FLAG)) !== null;
}

/** Saves the draft (the flag is replaced whole, so nothing of an older draft lingers). */
export async function saveDraft(actor: AnyActor, draft: CreationDraft): Promise<void> {
  await actor.update({ flags: { [SYSTEM_ID]: { [DRAFT_FLAG]: draft } } } as never);
}

/** Forgets the draft: the wizard starts again from what the actor is. */
export async function discardDraft(actor: AnyActor): Promise<void> {
  await actor.update(forUpdate({ flags: { [SYSTEM_ID]: deletionOf(DRAFT_FLAG) } }) as never);
}

/** The draft's character, budget and warnings, for this world's ruleset. */
export function evaluate(actor: AnyActor, draft: CreationDraft): CreationEvaluation {
  const source = actor.toObject() as unknown as { system: Obj };
  return evaluateDraft(draft, { ruleset: ruleset(), base: source.system, nativeLanguageFree: nativeLanguageFree() });
}

/**
 * Writes the draft's character. Items first (so the actor update is checked against the new species, R-CAR-7),
 * then the actor with the undo snapshot; if the actor update is refused, the items are put back.
 * Returns false when nothing was written.
 */
export async function createFromDraft(actor: AnyActor, draft: CreationDraft): Promise<boolean> {
  const items = actorItems(actor);
  const evaluation = evaluate(actor, draft);
  const plan = planCreation(draft, items, evaluation);
  const before = actorInput(actor);
  const undo = undoSnapshot({ name: before.name, img: before.img, system: before.system }, items, plan, draft);
  if (plan.deletes.length) await actor.deleteEmbeddedDocuments("Item", plan.deletes);
  if (plan.updates.length) await actor.updateEmbeddedDocuments("Item", plan.updates.map((u) => ({ _id: u._id, name: u.name, img: u.img, system: u.system })) as never);
  const created = plan.creates.length
    ? await actor.createEmbeddedDocuments("Item", plan.creates.map((c) => ({
      type: c.type, name: c.name, img: c.img, system: c.system, ...(c.uuid ? { _stats: { compendiumSource: c.uuid } } : {}),
    })) as never)
    : [];
  undo.created = (created ?? []).map((i) => (i as { id: string | null }).id).filter((id): id is string => Boolean(id));
  const updated = await actor.update(forUpdate({
    name: plan.actor.name, img: plan.actor.img, system: plan.actor.system,
    flags: { [SYSTEM_ID]: { ...deletionOf(DRAFT_FLAG), [UNDO_FLAG]: undo } },
  }) as never);
  if (updated) return true;
  await restoreItems(actor, undo);
  return false;
}

/** The snapshot of the last creation, if it can still be undone. */
export function creationUndo(actor: AnyActor): CreationUndo | null {
  const u = flagOf(actor, UNDO_FLAG) as CreationUndo | undefined;
  return u && Array.isArray(u.items) && Array.isArray(u.created) && u.actor ? u : null;
}

async function restoreItems(actor: AnyActor, undo: CreationUndo): Promise<void> {
  const created = undo.created.filter((id) => actor.items.has(id));
  if (created.length) await actor.deleteEmbeddedDocuments("Item", created);
  const present = undo.items.filter((i) => actor.items.has(i.id));
  const gone = undo.items.filter((i) => !actor.items.has(i.id));
  if (present.length) await actor.updateEmbeddedDocuments("Item", present.map((i) => ({ _id: i.id, name: i.name, img: i.img, system: i.system })) as never);
  if (gone.length) await actor.createEmbeddedDocuments("Item", gone.map((i) => ({ _id: i.id, type: i.type, name: i.name, img: i.img, system: i.system })) as never, { keepId: true });
}

/** R-XP-3 [I] whether this user may reopen the character's creation: a GM, or anyone while « Progression gardée par le Conteur » does not keep it. */
export function mayReopenCreation(actor: AnyActor): boolean {
  return Boolean(game.user?.isGM) || !progressionKept(actor as never);
}

/**
 * Undoes the last creation once: the items and the actor as they were, and the draft back to resume. Refused
 * (with a message, nothing written) to a player once the progression is the GM's: it reopens creation.
 */
export async function undoCreation(actor: AnyActor): Promise<boolean> {
  const undo = creationUndo(actor);
  if (!undo) return false;
  if (!mayReopenCreation(actor)) {
    ui.notifications?.warn(localize(PROGRESSION_GM_ONLY));
    return false;
  }
  await restoreItems(actor, undo);
  await actor.update(forUpdate({
    name: undo.actor.name, img: undo.actor.img, system: Object.fromEntries(WRITTEN_FIELDS.map((k) => [k, undo.actor.system[k]])),
    flags: { [SYSTEM_ID]: { ...deletionOf(UNDO_FLAG), [DRAFT_FLAG]: { ...undo.draft, step: "revue" } } },
  }) as never);
  return true;
}
