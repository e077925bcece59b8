/**
 * R-XP-3 a purchase decided on the GM (issue 13): the XP action's `buy` names only what is bought and when
 * (target and situation). The active GM builds the advancement state from the actor it reads itself (the same
 * derivation as the Spend XP flow, data/advancement.ts), runs the rules' reducer with the sender's real role,
 * and takes the cost and the changes from it; each change is recorded on the log entry with the value it
 * replaced, so an undo puts back exactly that. The writes themselves are the store's (store.ts).
 */
import { advancementCharacter, characterWrites, offer, offerOf, purchaseTarget, reasonKey, reduceAdvancement, requestedPurchase } from "../data/advancement";
import type { AdvancementEntry, AdvancementState, PurchaseRequest, Situation, SpendPurchase } from "../data/advancement";
import { aptitudeXpCost } from "../data/drops";
import { skillKey } from "../data/skill-keys";
import { PROGRESSION_ITEM_SOURCE, progressionKept, trustedSource } from "../data/gm-fields";
import type { XpChange } from "../data/xp-log";
import { SPECIAL_STATES } from "../rules/index";
import { memberEvents, moralContextOf, planPayment, spendable } from "../moral/index";
import { localize } from "../i18n";
import { LABELLED } from "../words/helpers";
import { openMomentOf } from "./moments";
import { boughtEvent, hasMeans, spendableUsage, usageKey } from "./usage";
import type { UsageEvent, UsageState } from "./usage";
import type { NewEntry, XpLogEntry } from "./log";

/** The XP refusal when the rules do not allow this purchase now (as the GM reads the character). */
export const XP_NOT_ALLOWED = "ALTHERION.XP.Error.NotAllowedNow";
/** The XP refusal when a purchase's XP is not there (another purchase came first). */
export const XP_NOT_ENOUGH = "ALTHERION.XP.Error.NotEnough";
/** The XP refusal when the Espoir point of the purchase could not be paid. */
export const XP_ESPOIR_UNPAID = "ALTHERION.XP.Error.EspoirUnpaid";
/** The XP refusal when what a purchase wrote was changed since: undoing it would overwrite that change. */
export const XP_CHANGED_SINCE = "ALTHERION.XP.Error.ChangedSince";

/** No moment, no trainer, no ellipse (an aptitude dropped on the sheet). */
export const NO_SITUATION: Situation = { moment: null, trainer: "none", ellipse: null };

/** What the state reads of an actor (an Actor). */
type PurchaseActor = Actor.Implementation;

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
    inSpecialState: SPECIAL_STATES.some((id) => actor.statuses.has(id)), // R-STATE-1
    open: openMomentOf(actor.uuid), // R-XP-3 the moment the GM opened
    situation: { ...situation }, applied: [...applied],
  };
}

/** The log line of a purchase (the skill's name as the actor shows it). */
export function purchaseLabel(actor: PurchaseActor, p: SpendPurchase): string {
  const name = (key: string) => actor.items.find((i) => i.type === "competence" && skillKey(i) === key)?.name ?? key;
  switch (p.kind) {
    case "characteristic": return localize("ALTHERION.XP.Spend.Log.Characteristic", { name: localize(`ALTHERION.Caracteristique.${p.id}`) });
    case "skill": return localize("ALTHERION.XP.Spend.Log.Skill", { name: name(p.id) });
    case "combativite": return localize("ALTHERION.XP.Spend.Log.Combativite");
    case "domaine-oublie": return localize("ALTHERION.XP.Spend.Log.Domaine", { name: name(p.id) });
    case "specialite": return localize("ALTHERION.XP.Spend.Log.Specialite", { name: name(p.skill), expertise: p.expertise });
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

/** A purchase as the GM will write it: the log entry (with its recorded changes), its usage event, the Espoir to pay. */
export interface PlannedPurchase { entry: NewEntry; usage: UsageEvent | null; espoir: number }

/**
 * R-XP-3 / R-XP-4 an aptitude dropped on the sheet: its XP cost from its tier as the GM reads it itself, on the
 * item the aptitude was copied from when the player cannot edit that one (data/gm-fields.ts trustedSource);
 * else on the owned aptitude, for a GM's own or while the progression is not kept. Refused otherwise.
 */
async function planAptitude(actor: PurchaseActor, itemId: string, usage: UsageState, user: { isGM: boolean }): Promise<PlannedPurchase | string> {
  const item = actor.items.get(itemId);
  if (item?.type !== "aptitude") return "ALTHERION.Chat.Error.Unavailable";
  const source = await trustedSource(item as never, user);
  if (!source && !user.isGM && progressionKept(actor as never)) return PROGRESSION_ITEM_SOURCE;
  const cost = aptitudeXpCost(String(valueAt(source?._source ?? sourceOf(item), "system.tier") ?? ""));
  const { total, spent } = advancementCharacter(actor as never).xp;
  if (cost < 1) return XP_NOT_ALLOWED;
  if (cost > total - spent) return XP_NOT_ENOUGH;
  const entry: NewEntry = { kind: "spend", amount: cost, reason: item.name ?? "", arc: usage.arc, act: usage.act, target: `aptitude:${usageKey(item.name ?? "")}`, gmApplied: true };
  return { entry, usage: null, espoir: 0 };
}

/**
 * R-XP-3 the GM's plan of a purchase request: the reducer run on the actor's state with the sender's role
 * (`user.isGM`: only a GM may force a refused purchase, logged as an override with its reasons); a refusal key
 * when the rules refuse it.
 */
export async function planPurchase(actor: PurchaseActor, usage: UsageState, request: PurchaseRequest, situation: Situation, override: boolean, user: { isGM: boolean }): Promise<PlannedPurchase | string> {
  const isGM = user.isGM;
  if (request.kind === "aptitude") return planAptitude(actor, request.item, usage, user);
  const state = await advancementStateOf(actor, usage, situation);
  const ctx = { isGM };
  const next = reduceAdvancement(state, { type: "buy", purchase: requestedPurchase(request), override: override && isGM }, ctx);
  if (next === state) return offerOf(state, requestedPurchase(request), ctx)?.reasons.includes("not-enough-xp") ? XP_NOT_ENOUGH : XP_NOT_ALLOWED;
  const bought = next.applied[next.applied.length - 1];
  const changes = recordedChanges(actor, state, next);
  if (!changes) return "ALTHERION.Chat.Error.Unavailable";
  const label = purchaseLabel(actor, bought.purchase);
  const reasons = offer(state, bought.purchase, { isGM: true }).reasons.map((k) => localize(reasonKey(k))).join(", ");
  const entry: NewEntry = {
    kind: bought.override ? "override" : "spend", amount: bought.cost, arc: usage.arc, act: usage.act, target: purchaseTarget(bought.purchase),
    reason: bought.override ? `${label} — ${localize(LABELLED, { label: localize("ALTHERION.XP.Spend.OverrideNote"), value: reasons })}` : label,
    gmApplied: true, changes,
  };
  return { entry, usage: bought.purchase.kind === "specialite" ? null : boughtEvent(bought.purchase), espoir: bought.espoir };
}

/** R-XP-3 rev 2 the GM pays a purchase's Espoir (R-MORAL-2: personal first, else the group's). Returns whether it was paid. */
export async function payPurchaseEspoir(actor: PurchaseActor, amount: number): Promise<boolean> {
  if (amount < 1) return true;
  const moral = await moralContextOf(actor);
  const payment = planPayment(moral, "espoir", Array.from({ length: amount }, () => "depense-xp" as const));
  return payment.ok && (await memberEvents(actor, moral, payment.events)) === null;
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
  for (const c of changes) {
    const value = JSON.parse(undone ? c.before : c.after) as unknown;
    if (!c.item) { out.actor[c.path] = value; continue; }
    let row = out.items.find((u) => u.id === c.item);
    if (!row) out.items.push(row = { id: c.item, data: {} });
    row.data[c.path] = value;
  }
  return out;
}
