/**
 * The chat card of a test, as a pure view model (ARCHITECTURE.md §4): dice grouped by role with
 * kept/retained dice marked, chains, total, difficulty, success and margin, critical badges,
 * La Zone, and the buttons the card offers (narrow success, damage per target, aggravation,
 * riposte). Each button names who may use it (`owners`: actor uuids; GMs always may); the
 * renderChatMessageHTML hook hides the others with `canUse`. No Foundry globals.
 */
import { attackDamage, criticalMiss, type TestResult } from "../rules/index";
import { dieGroups, type DieResult, type DieRole, type RollState, type TargetContext } from "../dice/roll-data";
import { aggravationVictims, effectLabel, hasRiposteNotice, type AggravationOutcome, type AnswerRow, type DefenceRow, type Victim } from "./aggravation";
import { spellCardView, type SpellCardView } from "./spell-card";
import type { AppliedDamage, AppliedHealing, BadgeView, ButtonView, CardState, SettledAggravation } from "./card-types";
import { fortuneBadges, fortuneButtons, keptFortune } from "./fortune-card";
import { sourceItem, type SourceItemView } from "./source-item";

export type { AppliedDamage, AppliedHealing, BadgeView, ButtonView, CardState, SettledAggravation } from "./card-types";



export const emptyCardState = (): CardState => ({ narrowSuccess: false, damage: [], aggravation: [], defences: [], answers: [], fortuneGranted: false, fataliteTaken: false, fortuneDecision: null, healed: [] });

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Rows of a stored card list; cards written before the lists kept objects keyed by uuid, whose
 * entries (even after Foundry expanded their dotted keys into nested objects) are read back whole.
 */
function rows<T extends { target: string }>(raw: unknown): T[] {
  if (Array.isArray(raw)) return raw.filter((r): r is T => isObj(r) && typeof r.target === "string");
  const out: T[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (!isObj(node)) return;
    if ("amount" in node || "choice" in node) out.push({ ...node, target: path.join(".") } as unknown as T);
    else for (const [k, v] of Object.entries(node)) walk(v, [...path, k]);
  };
  walk(raw, []);
  return out;
}

/** A card state as stored (any version) → the current shape. */
export function parseCardState(raw: unknown): CardState {
  const o = isObj(raw) ? raw : {};
  const defences = (Array.isArray(o.defences) ? o.defences : []).filter((d): d is DefenceRow => isObj(d) && typeof d.target === "string")
    .map((d) => ({
      target: d.target, avoided: d.avoided === true, critFailure: d.critFailure === true,
      ...(typeof d.damage === "number" && Number.isInteger(d.damage) && d.damage >= 0 ? { damage: d.damage } : {}),
      ...(typeof d.card === "string" ? { card: d.card } : {}),
    }));
  const answers = (Array.isArray(o.answers) ? o.answers : []).filter((a): a is AnswerRow => isObj(a) && typeof a.target === "string" && typeof a.answer === "string")
    .map((a) => ({ target: a.target, answer: a.answer }));
  const decision = o.fortuneDecision === "accepted" || o.fortuneDecision === "refused" ? o.fortuneDecision : null;
  return {
    narrowSuccess: o.narrowSuccess === true, damage: rows<AppliedDamage>(o.damage), aggravation: rows<SettledAggravation>(o.aggravation), defences, answers,
    fortuneGranted: o.fortuneGranted === true, fataliteTaken: o.fataliteTaken === true, fortuneDecision: decision,
    healed: (Array.isArray(o.healed) ? o.healed : []).filter((h): h is AppliedHealing => isObj(h) && typeof h.target === "string" && typeof h.amount === "number"),
  };
}

/**
 * R-FORT-1 the roll as it stands after the GM's answer: a refused Fortune no longer adds to the total (keptFortune),
 * so success and margin are read again (R-DICE-6). Otherwise the state itself.
 */
export function settledState(state: RollState, card: CardState): RollState {
  const removed = state.context.cost.fortune - keptFortune(state.context.cost.fortune, card);
  const r = state.result;
  if (!r || !removed) return state;
  const total = r.total - removed;
  const target = state.input.difficulty === undefined ? null : state.input.difficulty + (state.input.agonie ?? 0);
  return {
    ...state,
    input: { ...state.input, bonus: (state.input.bonus ?? 0) - removed },
    result: { ...r, total, success: target === null ? null : total >= target, margin: target === null ? null : total - target },
  };
}


export interface DieView {
  value: number;
  /** Counts in the total: the kept die, or a chain / expertise die. */
  active: boolean;
  /**
   * What the die did, said in words (tooltip, screen readers) and marked beside it: the one kept
   * die, a die of a tie that starts its own chain (R-DICE-3/5), dropped, added (explosion,
   * expertise) or subtracted (implosion).
   */
  status: DieStatus;
  mark: string;
  /** i18n key of the status's words (a card may say more than the roll's generic word). */
  words: string;
  natural10: boolean;
  natural1: boolean;
}

export type DieStatus = "kept" | "tied" | "dropped" | "added" | "subtracted";

/** Mark beside a die (the words are in ALTHERION.Roll.DieStatus). */
const DIE_MARK: Record<DieStatus, string> = { kept: "✓", tied: "=", dropped: "✗", added: "+", subtracted: "−" };

/** A die's view: its value, what it did (status, mark, words) and whether it rolled a natural 10 or 1. */
export function dieView(value: number, active: boolean, status: DieStatus, words = `ALTHERION.Roll.DieStatus.${status}`): DieView {
  return { value, active, status, mark: DIE_MARK[status], words, natural10: value === 10, natural1: value === 1 };
}

function dieStatus(role: DieRole, die: DieResult, chains: boolean): DieStatus {
  if (role === "implosion") return "subtracted";
  if (role === "explosion" || role === "expertise") return "added";
  if (die.active) return "kept";
  return die.retained && chains ? "tied" : "dropped";
}

export interface DieGroupView {
  /** The dice's role; "fragilite" for a Désespoir exploit's Fragilité die (counted, not part of the degree), "aggravation" for the d10 read on a Fragilité table. */
  role: DieRole | "fragilite" | "aggravation";
  /** i18n key of the role. */
  label: string;
  chain: number | null;
  sign: "+" | "−" | "";
  dice: DieView[];
}

/** Every die of a rolled test by group (mastery, power, expertise, each chain), each with what it did: the test, Péril and defence cards draw them alike. */
export function resultDieGroups(r: TestResult): DieGroupView[] {
  const chains = r.explosions.length + r.implosions.length > 0;
  return dieGroups(r).map((g) => ({
    role: g.role,
    label: ROLE_LABEL[g.role],
    chain: g.chain === undefined ? null : g.chain + 1,
    sign: g.role === "implosion" ? "−" : g.role === "explosion" || g.role === "expertise" ? "+" : "",
    dice: g.results.map((d) => dieView(d.result, d.active, dieStatus(g.role, d, chains))),
  }));
}

/** R-DICE-3 R-DICE-5 whether a tied die shows its mark (=), which the card's legend then explains in words. */
export function hasTiedDie(groups: readonly DieGroupView[]): boolean {
  return groups.some((g) => g.dice.some((d) => d.status === "tied"));
}


export interface TargetView {
  actorUuid: string;
  name: string;
  amount: number;
  cancelled: boolean;
  applied: boolean;
  /** R-FIGHT-2 the target defended: the amount is what its defence left, as the GM took it into account. */
  defended: boolean;
  /** i18n key of the constitution hit. */
  constitution: string;
  button: ButtonView | null;
}

export interface AggravationView {
  actorUuid: string;
  name: string;
  cause: "critSuccess" | "critFailure";
  status: "pending" | "avoided" | "suffered";
  newLevel: number | null;
  price: number | null;
  d10: number | null;
  /** R-CRIT-2 the d10 read on the Fragilité table, drawn as a die as the other cards draw theirs (empty until it is rolled). */
  dice: DieGroupView[];
  /** i18n key of the effect. */
  effect: string | null;
  /** Lines: "+1 Fragilité", "+1 Agonie", "death". */
  consequences: { label: string; value?: number }[];
  death: boolean;
  buttons: ButtonView[];
}

/** One term of the total's breakdown (R-DICE-6): an i18n key, its sign and its value. */
export interface BreakdownTerm {
  sign: "+" | "−" | "";
  label: string;
  value: number;
}

export interface TestCardView {
  actorName: string;
  label: string;
  characteristic: { label: string; value: number } | null;
  skills: string;
  skillLevel: number;
  complexity: number;
  difficulty: number | null;
  agonie: number;
  expertise: boolean;
  modifiers: { label: string; text: string; automatic: boolean }[];
  groups: DieGroupView[];
  /** R-DICE-3 R-DICE-5 a die is marked tied (=): the card's legend says what that means. */
  tied: boolean;
  kept: number | null;
  keep: "highest" | "lowest";
  total: number | null;
  outcome: "success" | "failure" | "narrow" | "none";
  /** i18n key of the outcome. */
  outcomeLabel: string;
  /** Font Awesome icon of the outcome (shown with its word, never alone). */
  outcomeIcon: string;
  margin: number | null;
  /** R-DICE-6 the total explained: kept + explosions − implosions + expertise + characteristic + bonuses = total. */
  breakdown: BreakdownTerm[];
  badges: BadgeView[];
  buttons: ButtonView[];
  targets: TargetView[];
  aggravation: AggravationView[];
  riposte: boolean;
  defense: boolean;
  evaluated: boolean;
  /** R-SPELL-1..3 the spell cast: options, area roll, healing target. */
  spell: SpellCardView | null;
  /** The weapon or spell the test was made with (card readers such as Automated Animations); null for a plain test. */
  item: SourceItemView | null;
}

/** i18n key of each die role (card rows, Dice So Nice colour sets). */
export const ROLE_LABEL: Record<DieRole, string> = {
  mastery: "ALTHERION.Roll.Role.Mastery",
  surpuissance: "ALTHERION.Roll.Role.Surpuissance",
  impuissance: "ALTHERION.Roll.Role.Impuissance",
  expertise: "ALTHERION.Roll.Role.Expertise",
  explosion: "ALTHERION.Roll.Role.Explosion",
  implosion: "ALTHERION.Roll.Role.Implosion",
};

const CONSTITUTION_LABEL = {
  vitalite: "ALTHERION.Roll.Constitution.Vitalite",
  energie: "ALTHERION.Roll.Constitution.Energie",
  confiance: "ALTHERION.Roll.Constitution.Confiance",
} as const;

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
}

/** Text of a modifier line: "+1", "+2 ⚅ surpuissance"-like, kept plain; the template labels units. */
export function modifierText(m: { surpuissance: number; impuissance: number; flat: number }): string {
  const parts: string[] = [];
  if (m.surpuissance) parts.push(`+${m.surpuissance}d`);
  if (m.impuissance) parts.push(`−${m.impuissance}d`);
  if (m.flat) parts.push(signed(m.flat));
  return parts.join(" ");
}

/** R-FIGHT-3 damage of the card's attack on one target. */
export function damageOn(state: RollState, target: TargetContext): { amount: number; constitution: keyof typeof CONSTITUTION_LABEL; cancelled: boolean } | null {
  const a = state.context.attack;
  const r = state.result;
  if (!a || !r) return null;
  return attackDamage({
    weapon: a.damage, type: a.type, attacker: a.attackerScores, lethal: a.lethal,
    attackTotal: r.total, annulation: target.annulation || undefined, resistance: target.resistance,
  });
}

/** Whether the roll hits: a success, a narrow success, or a roll without a difficulty unless R-CRIT-1 it critically failed. */
export function isHit(state: RollState, card: CardState): boolean {
  const r = state.result;
  if (!r || criticalMiss(r)) return false;
  return r.success !== false || card.narrowSuccess;
}

/** The card's view model for a roll state and what happened since. */
export function testCardView(rolled: RollState, card: CardState = emptyCardState()): TestCardView {
  const state = settledState(rolled, card);
  const { input, result: r, context: c } = state;
  const actor = c.actorUuid ? [c.actorUuid] : [];
  const groups = r ? resultDieGroups(r) : [];

  const narrow = Boolean(r && r.success === false && card.narrowSuccess);
  const outcome: TestCardView["outcome"] = !r || r.success === null ? "none" : narrow ? "narrow" : r.success ? "success" : "failure";
  const outcomeLabel = {
    none: "ALTHERION.Roll.Outcome.None", success: "ALTHERION.Roll.Outcome.Success",
    failure: "ALTHERION.Roll.Outcome.Failure", narrow: "ALTHERION.Roll.Outcome.Narrow",
  }[outcome];

  const outcomeIcon = { none: "fa-solid fa-dice-d20", success: "fa-solid fa-circle-check", failure: "fa-solid fa-circle-xmark", narrow: "fa-solid fa-scale-unbalanced" }[outcome];

  const badges: BadgeView[] = [];
  const riposte = hasRiposteNotice(state);
  if (r?.critSuccess) badges.push({ id: "critSuccess", label: "ALTHERION.Roll.Badge.CritSuccess", tone: "success" });
  if (r?.critFailure) badges.push({ id: "critFailure", label: "ALTHERION.Roll.Badge.CritFailure", tone: "danger" });
  // R-DICE-7 an Espoir declared to cancel a critical failure removed it: say so.
  if (r && input.cancelCritFailure && !r.critFailure && r.kept <= (input.critFailure ?? 1)) {
    badges.push({ id: "critFailureCancelled", label: "ALTHERION.Roll.Badge.CritFailureCancelled", tone: "neutral" });
  }
  if (r?.zone) badges.push({ id: "zone", label: "ALTHERION.Roll.Badge.Zone", tone: "zone" }); // R-STATE-2
  if (riposte) badges.push({ id: "riposte", label: "ALTHERION.Roll.Badge.Riposte", tone: "success" }); // R-CRIT-4
  if (narrow) badges.push({ id: "narrow", label: "ALTHERION.Roll.Badge.Narrow", tone: "neutral" });
  badges.push(...fortuneBadges(c.cost.fortune, card)); // R-FORT-1 / R-FORT-2

  const buttons: ButtonView[] = [];
  if (r && c.actorUuid) {
    const critSuccess = r.critSuccess && c.fortuneGrantable; // R-FORT-1 (rev 3) a grant only on a player character's critical
    buttons.push(...fortuneButtons({ actorUuid: c.actorUuid, fortune: c.cost.fortune, critSuccess, critFailure: r.critFailure, voluntary: !c.defense }, card));
  }
  // R-MORAL-3 / R-DICE-9 narrow success on a failed roll, when the roller could pay a Désespoir (rules' canOfferNarrowSuccess).
  if (r && r.success === false && !card.narrowSuccess && c.narrowSuccessOffered) {
    buttons.push({ action: "narrowSuccess", label: "ALTHERION.Chat.Button.NarrowSuccess", icon: "fa-solid fa-scale-unbalanced", target: c.actorUuid, owners: actor, tone: "neutral" });
  }

  // R-FIGHT-3 damage per target when the attack hits.
  const targets: TargetView[] = [];
  if (c.attack && r && isHit(state, card)) {
    for (const t of c.targets) {
      const d = damageOn(state, t);
      if (!d) continue;
      const applied = card.damage.find((x) => x.target === t.actorUuid);
      // R-FIGHT-2 R-FIGHT-3 a target that defended takes the blow its defence left (a row without it: its defence card decides).
      const defence = applied ? undefined : card.defences.find((x) => x.target === t.actorUuid);
      const left = defence?.damage;
      targets.push({
        actorUuid: t.actorUuid, name: t.name, amount: applied?.amount ?? left ?? d.amount, cancelled: applied?.cancelled ?? (left === undefined && d.cancelled),
        applied: Boolean(applied), defended: Boolean(defence), constitution: CONSTITUTION_LABEL[d.constitution],
        button: applied || (defence && !left)
          ? null
          : { action: "applyDamage", label: "ALTHERION.Chat.Button.ApplyDamage", icon: "fa-solid fa-heart-crack", target: t.actorUuid, owners: [...actor, t.actorUuid], tone: "primary" },
      });
    }
  }

  // R-CRIT-1/2 the aggravation flow, per victim.
  const aggravation: AggravationView[] = aggravationVictims(state, card.defences).map((v) => {
    const done = card.aggravation.find((x) => x.target === v.actorUuid);
    const view = aggravationView(v.actorUuid, v.name, v.cause, done ?? null);
    if (!done) {
      view.buttons = [
        { action: "aggravationAvoid", label: "ALTHERION.Chat.Button.AvoidAggravation", icon: "fa-solid fa-shield-heart", target: v.actorUuid, owners: [v.actorUuid], tone: "primary" },
        { action: "aggravationSuffer", label: "ALTHERION.Chat.Button.SufferAggravation", icon: "fa-solid fa-dice-d20", target: v.actorUuid, owners: [v.actorUuid], tone: "danger" },
      ];
    }
    return view;
  });

  return {
    actorName: c.actorName,
    label: c.label,
    characteristic: c.characteristicLabel ? { label: c.characteristicLabel, value: c.characteristicValue } : null,
    skills: c.skillNames.join(" / "),
    skillLevel: input.skill,
    complexity: input.complexity,
    difficulty: input.difficulty ?? null,
    agonie: input.agonie ?? 0,
    expertise: Boolean(input.expertise),
    modifiers: c.modifiers.map((m) => ({ label: m.label, text: modifierText(m), automatic: m.automatic })),
    groups,
    tied: hasTiedDie(groups),
    kept: r?.kept ?? null,
    keep: r?.masteryKeep ?? (input.skill >= input.complexity ? "highest" : "lowest"),
    total: r?.total ?? null,
    outcome,
    outcomeLabel,
    outcomeIcon,
    margin: r?.margin ?? null,
    breakdown: r ? totalBreakdown(state) : [],
    badges,
    buttons,
    targets,
    aggravation,
    riposte,
    defense: c.defense,
    evaluated: r !== null,
    spell: spellCardView(c.spell, c.actorUuid, card.healed ?? [], Boolean(r) && isHit(state, card)),
    item: c.spell ? sourceItem(c.spell.itemUuid, "sort") : sourceItem(c.attack?.itemUuid, "arme"),
  };
}

const sum = (chains: number[][]) => chains.reduce((n, c) => n + c.reduce((m, v) => m + v, 0), 0);

/**
 * R-DICE-6 the total's terms as the rules add them: kept value + explosions − implosions +
 * expertise die + characteristic + flat bonuses (Espoir, Fortune, Fatalité, the GM's bonus). Terms
 * that are zero and not rolled are left out; their sum is the rules' total.
 */
export function totalBreakdown(state: RollState): BreakdownTerm[] {
  const { input, result: r, context: c } = state;
  if (!r) return [];
  const terms: BreakdownTerm[] = [{ sign: "", label: "ALTHERION.Roll.Formula.Kept", value: r.kept }];
  if (r.explosions.length) terms.push({ sign: "+", label: "ALTHERION.Roll.Formula.Explosions", value: sum(r.explosions) });
  if (r.implosions.length) terms.push({ sign: "−", label: "ALTHERION.Roll.Formula.Implosions", value: sum(r.implosions) });
  if (r.expertiseDie !== null) terms.push({ sign: "+", label: "ALTHERION.Roll.Formula.Expertise", value: r.expertiseDie });
  const characteristic = input.characteristic ?? 0;
  if (c.characteristicLabel || characteristic) {
    terms.push({ sign: characteristic < 0 ? "−" : "+", label: c.characteristicLabel ?? "ALTHERION.Roll.Characteristic.Label", value: Math.abs(characteristic) });
  }
  const bonus = input.bonus ?? 0;
  if (bonus) terms.push({ sign: bonus < 0 ? "−" : "+", label: "ALTHERION.Roll.Formula.Bonus", value: Math.abs(bonus) });
  return terms;
}

/** One victim's aggravation block (also the standalone aggravation card's view). */
export function aggravationView(actorUuid: string, name: string, cause: Victim["cause"], done: AggravationOutcome | null): AggravationView & { table: number | null } {
  const view: AggravationView & { table: number | null } = {
    actorUuid, name, cause,
    status: done ? (done.choice === "avoid" ? "avoided" : "suffered") : "pending",
    newLevel: done?.aggravation ?? null, price: done?.resilienceSpent ?? null, d10: done?.d10 ?? null,
    dice: typeof done?.d10 === "number" ? [{
      role: "aggravation", label: "ALTHERION.Aggravation.Die", chain: null, sign: "", dice: [dieView(done.d10, true, "kept", "ALTHERION.Aggravation.DieWords")],
    }] : [],
    effect: done?.effectId ? effectLabel(done.effectId) : null,
    consequences: [], death: done?.death ?? false, buttons: [], table: done?.table ?? null,
  };
  if (done?.fragilite) view.consequences.push({ label: "ALTHERION.Aggravation.GainFragilite", value: done.fragilite });
  if (done?.agonie) view.consequences.push({ label: "ALTHERION.Aggravation.GainAgonie", value: done.agonie });
  if (done?.condition) view.consequences.push({ label: `ALTHERION.Aggravation.Condition.${done.condition.split("-").map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("")}` });
  return view;
}

/** Who is looking at the card. */
export interface Viewer {
  isGM: boolean;
  /** Uuids of the actors this user owns. */
  owned: ReadonlySet<string>;
}

/** Buttons a user cannot use are hidden for them: GMs use all; others need to own one of `owners`. */
export function canUse(button: Pick<ButtonView, "owners">, viewer: Viewer): boolean {
  return viewer.isGM || button.owners.some((uuid) => viewer.owned.has(uuid));
}

/** Every button of a view (card-level, damage and aggravation), for per-user filtering. */
export function allButtons(view: TestCardView): ButtonView[] {
  return [
    ...view.buttons, ...view.targets.flatMap((t) => (t.button ? [t.button] : [])), ...view.aggravation.flatMap((a) => a.buttons),
    ...(view.spell?.heal?.button ? [view.spell.heal.button] : []),
  ];
}
