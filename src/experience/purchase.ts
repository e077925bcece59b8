/**
 * R-XP-3 a purchase decided on the GM: the XP action's `buy` names only what is bought and when
 * (target and situation). The active GM builds the advancement state from the actor it reads itself (the same
 * derivation as the Spend XP flow, data/advancement.ts), runs the rules' reducer with the sender's real role,
 * and takes the cost and the changes from it; each change is recorded on the log entry with the value it
 * replaced, so an undo puts back exactly that. The writes themselves are the store's (store.ts).
 */
import { advancementCharacter, reasonKey } from "../data/advancement";
import { aptitudeXpCost, ownsAptitudeClass } from "../data/drops";
import { skillKey } from "../data/skill-keys";
import { expertiseName, type StoredExpertise } from "../data/builtin-names";
import { PROGRESSION_ITEM_SOURCE, progressionKept, trustedSource } from "../data/gm-fields";
import { SPECIAL_STATES, XP_ESPOIR_COST, characterWrites, offer, offerOf, purchaseTarget, reduceAdvancement, requestedPurchase } from "../rules/index";
import type { AptitudeTier, AdvancementEntry, AdvancementState, PurchaseRequest, Situation, SpendPurchase, XpChange, NewEntry, XpLogEntry } from "../rules/index";
import { memberEvents, moralContextOf, planPayment, spendable } from "../moral/index";
import { localize } from "../i18n";
import { LABELLED } from "../words/helpers";
import { openMomentOf } from "./moments";
import { boughtEvent, hasMeans, spendableUsage, usageKey } from "./usage";
import type { UsageEvent, UsageState } from "./usage";

/** The XP refusal when the rules do not allow this purchase now (as the GM reads the character). */
export const XP_NOT_ALLOWED = "ALTHERION.XP.Error.NotAllowedNow";
/** The XP refusal when a purchase's XP is not there (another purchase came first). */
export const XP_NOT_ENOUGH = "ALTHERION.XP.Error.NotEnough";
/** The XP refusal when the Espoir point of the purchase could not be paid. */
export const XP_ESPOIR_UNPAID = "ALTHERION.XP.Error.EspoirUnpaid";
/** The XP refusal when what a purchase wrote was changed since: undoing it would overwrite that change. */
export const XP_CHANGED_SINCE = "ALTHERION.XP.Error.ChangedSince";

/** The refusal of a redo of an aptitude purchase its undo took back (its aptitude was deleted: buy it again). */
export const XP_APTITUDE_REDO = "ALTHERION.XP.Error.AptitudeRedo";

/** The refusal of an aptitude dropped out of creation with no item it was dragged from (nothing to copy). */
export const APTITUDE_SOURCE = "ALTHERION.XP.Error.AptitudeSource";

/** No moment, no trainer, no ellipse (a purchase request's default). */
export const NO_SITUATION: Situation = { moment: null, trainer: "none", ellipse: null };

/** What the state reads of an actor (an Actor). */
type PurchaseActor = Actor.Implementation;

/** R-STATE-1 R-XP-3 « en état spécial »: the character is in one of the special states (its status is the state). */
const inSpecialState = (actor: PurchaseActor): boolean => SPECIAL_STATES.some((id) => actor.statuses.has(id));

/**
 * R-XP-3 / R-XP-7 / R-STATE-1 the advancement state of an actor now: its character, its usage, the Espoir it
 * could pay, its special state; `situation` and `applied` are the flow's.
 */
export async function advancementStateOf(actor: PurchaseActor, usage: UsageState, situation: Situation, applied: readonly AdvancementEntry[] = []): Promise<AdvancementState> {
  const character = advancementCharacter(actor as never);
  return {
    character, usage: spendableUsage(usage), bought: structuredClone(usage.bought),
    means: character.skills.filter((k) => hasMeans(usage, k.key)).map((k) => k.key), // R-XP-3 rev 2
    espoir: spendable(await moralContextOf(actor), "espoir"), // R-XP-3 rev 2
    inSpecialState: inSpecialState(actor), // R-STATE-1
    open: openMomentOf(actor.uuid), // R-XP-3 the moment the GM opened
    situation: { ...situation }, applied: [...applied],
  };
}

/**
 * R-XP-3 R-XP-4 [I] the situation of an aptitude dropped out of creation (the drop asks nothing more): the moment
 * the GM opened for the character (Entraînement with its ellipse, or Réception), else « état spécial » while in a
 * special state, else none (refused: not a spending moment; the Espoir moment is the Spend XP
 * window's). `trainer`: the player went on past the drop's « hors classe » warning, which asks for a trainer
 * (the GM takes that word in an Entraînement only, trustedSituation).
 */
export function dropSituation(actor: PurchaseActor, trainer: boolean): Situation {
  const open = openMomentOf(actor.uuid);
  if (open) return { moment: open.moment, ellipse: open.ellipse, trainer: trainer ? "trainer" : "none" };
  return { moment: inSpecialState(actor) ? "etat-special" : null, trainer: "none", ellipse: null };
}

/** The log line of a purchase (the skill's name as the actor shows it, a built-in expertise in the user's language). */
export function purchaseLabel(actor: PurchaseActor, p: SpendPurchase): string {
  const skill = (key: string) => actor.items.find((i) => i.type === "competence" && skillKey(i) === key);
  const name = (key: string) => skill(key)?.name ?? key;
  switch (p.kind) {
    case "characteristic": return localize("ALTHERION.XP.Spend.Log.Characteristic", { name: localize(`ALTHERION.Caracteristique.${p.id}`) });
    case "skill": return localize("ALTHERION.XP.Spend.Log.Skill", { name: name(p.id) });
    case "combativite": return localize("ALTHERION.XP.Spend.Log.Combativite");
    case "domaine-oublie": return localize("ALTHERION.XP.Spend.Log.Domaine", { name: name(p.id) });
    case "specialite": {
      const listed = (skill(p.skill)?.system as { expertises?: unknown } | undefined)?.expertises;
      const entry = (Array.isArray(listed) ? (listed as StoredExpertise[]) : []).find((e) => e.nom === p.expertise) ?? { nom: p.expertise };
      return localize("ALTHERION.XP.Spend.Log.Specialite", { name: name(p.skill), expertise: expertiseName({ localize }, entry) });
    }
  }
}

const sourceOf = (doc: unknown): unknown => (doc as { _source?: unknown })._source ?? doc;
/** The value at a dotted path of a plain object (undefined when absent). */
export function valueAt(obj: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), obj);
}
const json = (v: unknown): string => JSON.stringify(v ?? null);
/** The stored value of a document's field, as JSON with its keys in order (what a change records and compares). */
function storedJson(doc: unknown, path: string): string {
  const sorted = (v: unknown): unknown => (Array.isArray(v) ? v.map(sorted)
    : v && typeof v === "object" ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted((v as Record<string, unknown>)[k])])) : v);
  return json(sorted(valueAt(sourceOf(doc), path)));
}
const canonical = (text: string): string => storedJson({ v: JSON.parse(text) as unknown }, "v");

/** R-XP-3 the fields a purchase changes (the rules' writes), each with the stored value it replaces; null when a skill is missing. */
function recordedChanges(actor: PurchaseActor, before: AdvancementState, after: AdvancementState): XpChange[] | null {
  const writes = characterWrites(before.character, after.character);
  const changes: XpChange[] = Object.entries(writes.system).map(([key, value]) => ({ item: "", path: `system.${key}`, before: storedJson(actor, `system.${key}`), after: canonical(json(value)) }));
  for (const w of writes.skills) {
    const item = actor.items.find((i) => i.type === "competence" && skillKey(i) === w.key);
    if (!item?.id) return null;
    if (w.niveau !== undefined) changes.push({ item: item.id, path: "system.niveau", before: storedJson(item, "system.niveau"), after: canonical(json(w.niveau)) });
    if (w.expertises) {
      const stored = (valueAt(sourceOf(item), "system.expertises") ?? []) as { nom?: unknown; possedee?: unknown }[];
      const owned = (e: { nom?: unknown; possedee?: unknown }) => w.expertises?.find((x) => x.nom === e.nom)?.possedee ?? e.possedee;
      changes.push({ item: item.id, path: "system.expertises", before: storedJson(item, "system.expertises"), after: canonical(json(stored.map((e) => ({ ...e, possedee: owned(e) })))) });
    }
  }
  return changes;
}

/** A purchase as the GM will write it: the log entry (with its recorded changes), its usage event, the Espoir to pay, an aptitude to create. */
export interface PlannedPurchase { entry: NewEntry; usage: UsageEvent | null; espoir: number; create?: Record<string, unknown> }

/**
 * R-XP-4 [I] the situation as the GM takes it: the trainer is the player's word (the GM may check it at the
 * table: the log line says it), taken only in an Entraînement the GM opened — the one moment whose ellipse lets
 * a trainer count (an aptitude hors classe, R-XP-4; the training times, R-XP-5). Elsewhere: no trainer.
 */
export function trustedSituation(situation: Situation, open: AdvancementState["open"]): Situation {
  const training = situation.moment === "training" && open?.moment === "training";
  return { ...situation, trainer: training ? situation.trainer : "none" };
}

/** An aptitude item the purchase copies (an Item, as fromUuid finds it). */
type AptitudeSource = { documentName?: string; type?: string; name?: string | null; _source?: unknown; toObject?(): Record<string, unknown> };

/**
 * R-XP-3 / R-XP-4 the aptitude a purchase copies, read by the GM itself: an aptitude item the player cannot edit
 * (a compendium's, or a world item the GM shares and no player owns: data/gm-fields.ts trustedSource) while its progression is kept; any
 * aptitude item for a GM, or with the setting off. A refusal key otherwise.
 */
async function aptitudeSource(actor: PurchaseActor, uuid: string, user: { isGM: boolean }): Promise<AptitudeSource | string> {
  if (!user.isGM && progressionKept(actor as never)) {
    return (await trustedSource({ type: "aptitude", _source: { _stats: { compendiumSource: uuid } } }, user)) ?? PROGRESSION_ITEM_SOURCE;
  }
  const found = (await fromUuid(uuid as Parameters<typeof fromUuid>[0])) as AptitudeSource | null;
  return found?.documentName === "Item" && found.type === "aptitude" ? found : PROGRESSION_ITEM_SOURCE;
}

/** The log line of a purchase with its reasons when a GM forced it (R-XP-3). */
function entryOf(bought: { cost: number; override: boolean; target: string; label: string }, usage: UsageState, reasons: readonly string[], changes?: XpChange[]): NewEntry {
  const note = reasons.map((k) => localize(reasonKey(k))).join(", ");
  return {
    kind: bought.override ? "override" : "spend", amount: bought.cost, arc: usage.arc, act: usage.act, target: bought.target,
    reason: bought.override ? `${bought.label} — ${localize(LABELLED, { label: localize("ALTHERION.XP.Spend.OverrideNote"), value: note })}` : bought.label,
    gmApplied: true, ...(changes ? { changes } : {}),
  };
}

/**
 * R-XP-3 / R-XP-4 an aptitude bought (dropped on the sheet out of creation): the GM reads the aptitude it copies
 * itself (aptitudeSource), its tier and its class, and the character's classes, and runs the rules' verdict on
 * the state it reads (the moment open, the character's special state, the Espoir, the trainer where it counts:
 * trustedSituation), as for any purchase. The GM creates the copy with the entry, which records it (createdItemChanges); a GM may force a refused one.
 */
async function planAptitude(actor: PurchaseActor, uuid: string, usage: UsageState, situation: Situation, override: boolean, user: { isGM: boolean }): Promise<PlannedPurchase | string> {
  const source = await aptitudeSource(actor, uuid, user);
  if (typeof source === "string") return source;
  const data = (source.toObject?.() ?? structuredClone(sourceOf(source))) as Record<string, unknown> & { system?: Record<string, unknown> };
  const tier = String(data.system?.tier ?? "");
  if (aptitudeXpCost(tier) < 1) return XP_NOT_ALLOWED; // R-XP-3 a species' aptitude is not bought
  const classes = actor.items.filter((i) => i.type === "classe").map((i) => i.name ?? "");
  const state = await advancementStateOf(actor, usage, situation);
  const purchase = { kind: "aptitude" as const, tier: tier as AptitudeTier, classOwned: ownsAptitudeClass(classes, data.system ?? {}) };
  const verdict = offer(state, purchase, { isGM: user.isGM });
  const forced = !verdict.allowed && override && verdict.canOverride;
  if (!verdict.allowed && !forced) return verdict.reasons.includes("not-enough-xp") ? XP_NOT_ENOUGH : XP_NOT_ALLOWED;
  const name = String(data.name ?? "");
  const trainer = !purchase.classOwned && state.situation.trainer !== "none";
  const label = trainer ? localize("ALTHERION.XP.Spend.Log.AptitudeTrainer", { name }) : name;
  const entry = entryOf({ cost: verdict.cost, override: forced, target: `aptitude:${usageKey(name)}`, label }, usage, verdict.reasons);
  delete data._id;
  const create = { ...data, _stats: { ...((data._stats ?? {}) as object), compendiumSource: uuid } };
  return { entry, usage: null, espoir: state.situation.moment === "espoir" ? XP_ESPOIR_COST : 0, create };
}

/**
 * R-XP-3 the GM's plan of a purchase request: the reducer run on the actor's state with the sender's role
 * (`user.isGM`: only a GM may force a refused purchase, logged as an override with its reasons); a refusal key
 * when the rules refuse it.
 */
export async function planPurchase(actor: PurchaseActor, usage: UsageState, request: PurchaseRequest, claimed: Situation, override: boolean, user: { isGM: boolean }): Promise<PlannedPurchase | string> {
  const isGM = user.isGM;
  const situation = trustedSituation(claimed, openMomentOf(actor.uuid));
  if (request.kind === "aptitude") return planAptitude(actor, request.source, usage, situation, override && isGM, user);
  const state = await advancementStateOf(actor, usage, situation);
  const ctx = { isGM };
  const next = reduceAdvancement(state, { type: "buy", purchase: requestedPurchase(request), override: override && isGM }, ctx);
  if (next === state) return offerOf(state, requestedPurchase(request), ctx)?.reasons.includes("not-enough-xp") ? XP_NOT_ENOUGH : XP_NOT_ALLOWED;
  const bought = next.applied[next.applied.length - 1];
  const changes = recordedChanges(actor, state, next);
  if (!changes) return "ALTHERION.Chat.Error.Unavailable";
  const reasons = offer(state, bought.purchase, { isGM: true }).reasons;
  const entry = entryOf({ cost: bought.cost, override: bought.override, target: purchaseTarget(bought.purchase), label: purchaseLabel(actor, bought.purchase) }, usage, reasons, changes);
  return { entry, usage: bought.purchase.kind === "specialite" ? null : boughtEvent(bought.purchase), espoir: bought.espoir };
}

/** R-XP-3 rev 2 the GM pays a purchase's Espoir (R-MORAL-2: personal first, else the group's). Returns whether it was paid. */
export async function payPurchaseEspoir(actor: PurchaseActor, amount: number): Promise<boolean> {
  if (amount < 1) return true;
  const moral = await moralContextOf(actor);
  const payment = planPayment(moral, "espoir", Array.from({ length: amount }, () => "depense-xp" as const));
  return payment.ok && (await memberEvents(actor, moral, payment.events)) === null;
}

/**
 * R-XP-3 the changes recording an item a purchase created (an aptitude, R-XP-4): its name and its `system` as the
 * GM created them, each "before" null (the item did not exist). An undo deletes that item, and is refused when
 * either was changed since (changedSince, as for any recorded field).
 */
export function createdItemChanges(item: { id?: string | null; name?: string | null; _source?: unknown }): XpChange[] {
  if (!item.id) return [];
  return [
    { item: item.id, path: "name", before: CREATED_BEFORE, after: storedJson(item, "name") },
    { item: item.id, path: "system", before: CREATED_BEFORE, after: storedJson(item, "system") },
  ];
}
const CREATED_BEFORE = "null";

/** The items an entry's purchase created (its `system` recorded as null before): an undo deletes them. */
export function createdItems(changes: readonly XpChange[] | undefined): string[] {
  return (changes ?? []).filter((c) => c.item && c.path === "system" && c.before === CREATED_BEFORE).map((c) => c.item);
}

/** The changes of an entry that are not (any more) what `undone` expects: `after` to take it back, `before` to redo it. */
export function changedSince(actor: { items: { get(id: string): unknown } }, entry: Pick<XpLogEntry, "changes">, undone: boolean): XpChange[] {
  return (entry.changes ?? []).filter((c) => {
    const doc = c.item ? actor.items.get(c.item) : actor;
    return !doc || storedJson(doc, c.path) !== (undone ? c.after : c.before);
  });
}

/**
 * The updates an entry's changes make (`undone`: the values before it; else its own): the actor's fields, and
 * each item's by its id (read the item when writing it: an actor's update may rebuild its items).
 */
export function changeUpdates(changes: readonly XpChange[], undone: boolean): { actor: Record<string, unknown>; items: { id: string; data: Record<string, unknown> }[] } {
  const out = { actor: {} as Record<string, unknown>, items: [] as { id: string; data: Record<string, unknown> }[] };
  const created = createdItems(changes); // an item the purchase created is deleted (or kept) whole, never written field by field
  for (const c of changes) {
    if (created.includes(c.item)) continue;
    const value = JSON.parse(undone ? c.before : c.after) as unknown;
    if (!c.item) { out.actor[c.path] = value; continue; }
    let row = out.items.find((u) => u.id === c.item);
    if (!row) out.items.push(row = { id: c.item, data: {} });
    row.data[c.path] = value;
  }
  return out;
}
