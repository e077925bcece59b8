/**
 * R-PP-7 [I] the test of the "progression par achat" ruleset, as pure functions (no Foundry globals):
 * the skill level (0–100) is added to one die — the world setting `ppTestDie`, "1d100" by default — plus the
 * bonuses of the specialisations whose circumstance applies (the player ticks them) and a flat bonus; an optional
 * difficulty gives success and margin. R-SK-3: several skills → the lowest level.
 * The Foundry side (dialog, Roll, chat message) is pp-workflow.ts; the routing decision is `testRoute` below.
 */
import { PP_TEST_DIE, ROLL_BONUS_MAX, ppCritical, ppDegree, ppSuccessChance, ppTestSucceeds, ppTestTotal } from "../rules/index";
import { emptyCardState, type CardState } from "../chat/test-card";
import { fortuneBadges, fortuneButtons, keptFortune } from "../chat/fortune-card";
import { fortuneTerms } from "./fortune-terms";
import { chancePercent } from "./roll-spec";
import type { Ruleset } from "../rules/index";
import { isRollableSkill, skillKey, skillRef } from "../data/skill-keys";

export const PP_TEST_CARD_TEMPLATE = "systems/altherion/templates/chat/pp-test-card.hbs";
/** Largest die the setting may name (a d1000 is still "one die"). */
export const PP_DIE_MAX_FACES = 1000;

export type PpDie = { ok: true; faces: number; formula: string } | { ok: false; error: string; source: string };

/** R-PP-7 the die of the world setting: "1d100", "d20", " 1D12 " — exactly one die of 2..1000 faces. */
export function parsePpDie(setting: unknown): PpDie {
  const source = typeof setting === "string" ? setting : String(setting ?? "");
  const m = /^\s*1?\s*d\s*(\d{1,4})\s*$/i.exec(source);
  const faces = m ? Number(m[1]) : NaN;
  if (!Number.isInteger(faces) || faces < 2 || faces > PP_DIE_MAX_FACES) return { ok: false, error: "ALTHERION.PpTest.Error.BadDie", source };
  return { ok: true, faces, formula: `1d${faces}` };
}

/** The default die (R-PP-7): 1d100. */
export const DEFAULT_PP_DIE = `1d${PP_TEST_DIE}`;

/**
 * THE routing decision of a test (R-PP-7): in the achat ruleset a test that names a skill — from the sheet, a
 * hotbar macro, `game.altherion.rollTest`, the `@Jet` enricher or a GM request — is a PP test; attacks (an item's
 * damage and the combat flow read the d10 pool's state), defences and characteristic-only tests keep the pool.
 */
export function testRoute(ruleset: Ruleset, spec: { skills?: readonly string[]; skillKeys?: readonly string[]; skillNames?: readonly string[]; itemUuid?: string; defense?: boolean }): "pp" | "pool" {
  if (ruleset !== "achat" || spec.defense || spec.itemUuid) return "pool";
  return (spec.skills?.length ?? 0) + (spec.skillKeys?.length ?? 0) + (spec.skillNames?.length ?? 0) > 0 ? "pp" : "pool";
}

export interface PpSkill { id: string; key: string; name: string; level: number }
export interface PpSpecialisation { id: string; name: string; skill: string; degree: string; bonus: number; circumstance: string }

/** What a PP test reads of an actor (plain data, built from items by `ppActorData`). */
export interface PpActorData {
  name: string; skills: PpSkill[]; specialisations: PpSpecialisation[];
  /** R-FORT-1 the actor's Fortune points. */
  fortune: number;
  /** R-FORT-2 Fatalité the GM spent on the actor: −1 each on its next test (then cleared). */
  fatalite: number;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === "object" && v !== null ? (v as Obj) : {});
const int = (v: unknown, d = 0): number => (typeof v === "number" && Number.isFinite(v) ? Math.trunc(v) : d);
const str = (v: unknown): string => (typeof v === "string" ? v : "");

/** Rollable skills (not théoriques nor langues, R-SK-5/6) and specialisations of an actor's items. */
export function ppActorData(actor: { name: string | null; system?: unknown; flags?: unknown; items: Iterable<{ id: string | null; name: string | null; type: string; system: unknown }> }): PpActorData {
  const skills: PpSkill[] = [];
  const specialisations: PpSpecialisation[] = [];
  for (const i of actor.items) {
    const s = obj(i.system);
    if (i.type === "competence" && isRollableSkill(i)) {
      skills.push({ id: i.id ?? "", key: skillKey(i), name: i.name ?? "", level: int(s.niveau) });
    } else if (i.type === "specialisation") {
      specialisations.push({ id: i.id ?? "", name: i.name ?? "", skill: str(s.competence), degree: str(s.degre), bonus: int(s.bonus), circumstance: str(s.circonstance) });
    }
  }
  const fortune = int(obj(actor.system).fortune);
  const fatalite = int(obj(obj(actor.flags).altherion).fatalite); // R-FORT-2 moral/payer.ts FATALITE_FLAG
  return { name: actor.name ?? "", skills, specialisations, fortune, fatalite };
}

/** The choices of a PP test (the dialog edits them). */
export interface PpChoices {
  /** Skill ids; several → the lowest level (R-SK-3). */
  skills: string[];
  /** Ids of the specialisations whose circumstance applies. */
  specialisations: string[];
  bonus: number;
  difficulty: number | null;
  /** R-FORT-1 Fortune points declared (+1 each); none when left out. */
  fortune?: number;
}

/** Initial choices from a roll spec: skill ids plus skills matched by key (R-SK-7). */
export function ppInitialChoices(data: PpActorData, spec: { skills?: readonly string[]; skillKeys?: readonly string[]; skillNames?: readonly string[]; bonus?: number; difficulty?: number | null; fortune?: number }): PpChoices {
  const keys = new Set([...(spec.skillKeys ?? []), ...(spec.skillNames ?? [])].map(skillRef));
  const ids = new Set(spec.skills ?? []);
  const skills = data.skills.filter((s) => ids.has(s.id) || keys.has(s.key)).map((s) => s.id);
  const difficulty = typeof spec.difficulty === "number" && Number.isFinite(spec.difficulty) ? Math.trunc(spec.difficulty) : null;
  return { skills, specialisations: [], bonus: int(spec.bonus), difficulty, fortune: Math.max(0, int(spec.fortune)) };
}

export interface PpPlan {
  ok: boolean;
  /** i18n keys of what refuses the test. */
  errors: string[];
  die: string;
  skill: PpSkill | null;
  /** Every skill named (R-SK-3: `skill` is the lowest of them). */
  skillNames: string[];
  /** R-SK-7 their keys (XP usage records these). */
  skillKeys: string[];
  degree: string;
  specialisations: { id: string; name: string; bonus: number }[];
  bonus: number;
  difficulty: number | null;
  /** R-FORT-1 Fortune declared: +1 each (the GM may refuse it on the card: given back, removed from the total). */
  fortune: number;
  /** R-FORT-2 pending Fatalité used by this test: −1 each. */
  fatalite: number;
  /** The Foundry formula: "1d100 + 45 + 10 + 5 + 1 - 1" (level, each specialisation, the flat bonus, Fortune, Fatalité). */
  formula: string;
}

/** The specialisations of the named skills (their `competence` is the skill's key, R-SK-7). */
export function ppSpecialisationsFor(data: PpActorData, skillIds: readonly string[]): PpSpecialisation[] {
  const keys = new Set(data.skills.filter((s) => skillIds.includes(s.id)).map((s) => s.key));
  return data.specialisations.filter((sp) => keys.has(skillRef(sp.skill)));
}

/** R-PP-7 the plan of a test: the die, the lowest named skill (R-SK-3), the chosen specialisations, the formula. */
export function ppTestPlan(data: PpActorData, choices: PpChoices, dieSetting: unknown): PpPlan {
  const errors: string[] = [];
  const die = parsePpDie(dieSetting);
  if (!die.ok) errors.push(die.error);
  const named = data.skills.filter((s) => choices.skills.includes(s.id));
  if (!named.length) errors.push("ALTHERION.PpTest.Error.NoSkill");
  const skill = named.length ? named.reduce((lo, s) => (s.level < lo.level ? s : lo)) : null;
  const available = ppSpecialisationsFor(data, choices.skills);
  const specialisations = available.filter((sp) => choices.specialisations.includes(sp.id)).map((sp) => ({ id: sp.id, name: sp.name, bonus: sp.bonus }));
  const bonus = Number.isFinite(choices.bonus) ? Math.trunc(choices.bonus) : 0;
  if (Math.abs(bonus) > ROLL_BONUS_MAX) errors.push("ALTHERION.Roll.Error.BonusTooLarge");
  const luck = fortuneTerms(data, choices.fortune); // R-FORT-1 / R-FORT-2, as the pool's test
  errors.push(...luck.errors);
  const level = skill?.level ?? 0;
  const dieFormula = die.ok ? die.formula : DEFAULT_PP_DIE;
  const signed = (n: number) => (n < 0 ? ` - ${-n}` : ` + ${n}`);
  const flat = [bonus, luck.fortune, -luck.fatalite].filter((n) => n !== 0).map(signed);
  const formula = [dieFormula, signed(level), ...specialisations.filter((sp) => sp.bonus).map((sp) => signed(sp.bonus)), ...flat].join("");
  return {
    ok: errors.length === 0, errors, die: dieFormula, skill, skillNames: named.map((s) => s.name), skillKeys: named.map((s) => s.key),
    degree: `ALTHERION.Degre.${ppDegree(Math.max(0, Math.min(100, level)))}`,
    specialisations, bonus, difficulty: choices.difficulty, fortune: luck.fortune, fatalite: luck.fatalite, formula,
  };
}

/** What a finished PP test stores on its Roll (`options.altherionPp`) and its card reads. */
export interface PpTestState {
  version: 1;
  actorUuid: string | null;
  actorName: string;
  label: string;
  plan: PpPlan;
  /** The die's face, as rolled. */
  die: number;
  total: number;
  /** Message id of the request card this roll answers. */
  requestId?: string;
  /** R-FORT-1 (rev 3) the roller is a player character (absent on tests stored before: offered, as then). */
  fortuneGrantable?: boolean;
}

/** What a GM request card records of a PP test (gm/cards.ts requestResult). */
export function ppRequestResult(state: PpTestState): { actorUuid: string | null; total: number; success: boolean | null; margin: number | null } {
  const o = ppOutcome(state.plan, state.die);
  return { actorUuid: state.actorUuid, total: o.total, success: o.success, margin: o.margin };
}

/**
 * R-PP-7 the total (rules.ppTestTotal) and the outcome against the optional difficulty; with the card's state,
 * as it stands after the GM's answer (R-FORT-1: a refused Fortune no longer adds to the total, keptFortune).
 */
export function ppOutcome(plan: PpPlan, die: number, card: Pick<CardState, "fortuneDecision"> = {}): { total: number; success: boolean | null; margin: number | null } {
  const total = ppTestTotal(die, plan.skill?.level ?? 0, planBonuses(plan, keptFortune(plan.fortune, card)));
  if (plan.difficulty === null) return { total, success: null, margin: null };
  return { total, success: ppTestSucceeds(total, plan.difficulty), margin: total - plan.difficulty };
}

/** What a plan adds to its die besides the level: the specialisations, the flat bonus, the Fortune kept, the Fatalité. */
function planBonuses(plan: PpPlan, fortune: number): number[] {
  return [...plan.specialisations.map((s) => s.bonus), plan.bonus, fortune, -plan.fatalite];
}

/** R-PP-7 the exact chance of a plan before it is rolled (the Fortune declared counted), or null without a difficulty or when refused. */
export function ppPlanChance(plan: PpPlan): number | null {
  const die = parsePpDie(plan.die);
  if (plan.difficulty === null || !plan.ok || !die.ok) return null;
  return ppSuccessChance(die.faces, plan.skill?.level ?? 0, planBonuses(plan, plan.fortune), plan.difficulty);
}

/** A term of a test's total as the dialogs show it (templates/dialogs/_pool.hbs): a label (i18n key) or a name, and its number. */
export interface PpFormulaTerm { sign: "+" | "−" | ""; role: "die" | "skill" | "specialisation" | "flat"; label: string; name: string; value: number | null }

/**
 * R-PP-7 the total's formula in words, before rolling: the die, the skill and its level, each specialisation ticked
 * and its bonus, the flat bonus, Fortune and Fatalité (the same terms as the plan's Foundry formula), and what it
 * must reach.
 */
export function ppFormulaView(plan: PpPlan): { terms: PpFormulaTerm[]; threshold: { difficulty: number; agonie: number; total: number } | null } {
  const term = (n: number, role: PpFormulaTerm["role"], label: string, name = ""): PpFormulaTerm => ({ sign: n < 0 ? "−" : "+", role, label, name, value: Math.abs(n) });
  const terms: PpFormulaTerm[] = [
    { sign: "", role: "die", label: "", name: plan.die, value: null },
    ...(plan.skill ? [term(plan.skill.level, "skill", "", plan.skill.name)] : []),
    ...plan.specialisations.filter((s) => s.bonus).map((s) => term(s.bonus, "specialisation", "", s.name)),
    ...(plan.bonus ? [term(plan.bonus, "flat", "ALTHERION.Roll.Formula.Bonus")] : []),
    ...(plan.fortune ? [term(plan.fortune, "flat", "ALTHERION.Roll.Source.Fortune")] : []),
    ...(plan.fatalite ? [term(-plan.fatalite, "flat", "ALTHERION.Roll.Source.Fatalite")] : []),
  ];
  return { terms, threshold: plan.difficulty === null ? null : { difficulty: plan.difficulty, agonie: 0, total: plan.difficulty } };
}

/** Reads a stored state defensively (chat messages are free JSON). */
export function parsePpState(raw: unknown): PpTestState | null {
  const o = obj(raw);
  if (o.version !== 1 || typeof o.die !== "number" || typeof o.total !== "number") return null;
  const p = obj(o.plan);
  if (!Array.isArray(p.skillNames)) return null;
  // Tests stored before R-FORT-1/2 reached PP tests declared no Fortune and took no Fatalité.
  const state = raw as PpTestState;
  return { ...state, plan: { ...state.plan, fortune: int(p.fortune), fatalite: int(p.fatalite) } };
}

/** R-PP-7 the test's critical (rules.ppCritical, an interpretation) on the die it was rolled with. */
export function ppTestCritical(state: PpTestState): "success" | "failure" | null {
  const die = parsePpDie(state.plan.die);
  return die.ok ? ppCritical(state.die, die.faces) : null;
}

/**
 * The view model of templates/chat/pp-test-card.hbs (text only: the template escapes every name), with the card's
 * state (flags.altherion.card): R-FORT-1/2 the Fortune declared and the GM's answer, the Fatalité used, and the
 * GM-only buttons, as on the pool's test card (chat/fortune-card.ts).
 */
export function ppCardView(state: PpTestState, card: CardState = emptyCardState()) {
  const { plan } = state;
  const outcome = ppOutcome(plan, state.die, card);
  const kind = outcome.success === null ? "neutral" : outcome.success ? "success" : "failure";
  const critical = ppTestCritical(state);
  const badges = [
    ...(critical === "success" ? [{ id: "critSuccess", label: "ALTHERION.Roll.Badge.CritSuccess", tone: "success" } as const] : []),
    ...(critical === "failure" ? [{ id: "critFailure", label: "ALTHERION.Roll.Badge.CritFailure", tone: "danger" } as const] : []),
    ...fortuneBadges(plan.fortune, card),
  ];
  // R-FORT-2 every PP test is a voluntary roll: defences keep the pool (testRoute).
  const critSuccess = critical === "success" && state.fortuneGrantable !== false; // R-FORT-1 (rev 3)
  const buttons = fortuneButtons({ actorUuid: state.actorUuid, fortune: plan.fortune, critSuccess, critFailure: critical === "failure", voluntary: true }, card);
  return {
    label: state.label,
    actorName: state.actorName,
    skill: plan.skill ? { name: plan.skill.name, level: plan.skill.level, degree: plan.degree } : null,
    lowestOf: plan.skillNames.length > 1 ? plan.skillNames.join(" / ") : null,
    die: { formula: plan.die, result: state.die },
    lines: [
      { label: "ALTHERION.PpTest.Level", name: plan.skill?.name ?? "", value: plan.skill?.level ?? 0 },
      ...plan.specialisations.map((s) => ({ label: "ALTHERION.PpTest.Specialisation", name: s.name, value: s.bonus })),
      ...(plan.bonus ? [{ label: "ALTHERION.PpTest.Bonus", name: "", value: plan.bonus }] : []),
      ...(keptFortune(plan.fortune, card) ? [{ label: "ALTHERION.Roll.Source.Fortune", name: "", value: plan.fortune }] : []),
      ...(plan.fatalite ? [{ label: "ALTHERION.Roll.Source.Fatalite", name: "", value: -plan.fatalite }] : []),
    ],
    total: outcome.total,
    difficulty: plan.difficulty,
    hasDifficulty: plan.difficulty !== null,
    margin: outcome.margin,
    outcome: kind,
    outcomeLabel: kind === "neutral" ? null : kind === "success" ? "ALTHERION.Roll.Outcome.Success" : "ALTHERION.Roll.Outcome.Failure",
    badges,
    buttons,
  };
}

export type PpCardView = ReturnType<typeof ppCardView>;

/** The dialog's view model: the skills (checked), the specialisations of the checked skills, bonus, difficulty. */
export function ppDialogContext(data: PpActorData, choices: PpChoices, dieSetting: unknown) {
  const plan = ppTestPlan(data, choices, dieSetting);
  return {
    skills: data.skills.map((s) => ({ id: s.id, name: s.name, level: s.level, checked: choices.skills.includes(s.id) })),
    specialisations: ppSpecialisationsFor(data, choices.skills).map((sp) => ({
      id: sp.id, name: sp.name, bonus: sp.bonus, circumstance: sp.circumstance, checked: choices.specialisations.includes(sp.id),
    })),
    hasSpecialisations: ppSpecialisationsFor(data, choices.skills).length > 0,
    bonus: choices.bonus,
    difficulty: choices.difficulty ?? "",
    // R-FORT-1 the Fortune field, bounded by the actor's points; R-FORT-2 the pending Fatalité (templates/dialogs/_fortune.hbs).
    fortune: { available: Math.max(0, data.fortune), value: plan.fortune },
    fatalite: plan.fatalite,
    // R-PP-7 the total in words and the chance of success, as the roll dialog shows its own (templates/dialogs/_pool.hbs).
    pool: null,
    formula: ppFormulaView(plan),
    chance: chancePercent(ppPlanChance(plan)),
    errors: plan.errors,
  };
}

/** Reads the dialog's form values (strings, checkbox lists) back into choices. */
export function readPpForm(form: { skills?: unknown; specialisations?: unknown; bonus?: unknown; difficulty?: unknown; fortune?: unknown }, base: PpChoices): PpChoices {
  const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : typeof v === "string" && v ? [v] : []);
  const n = (v: unknown) => (v === "" || v === null || v === undefined ? NaN : Number(v));
  const bonus = n(form.bonus);
  const difficulty = n(form.difficulty);
  const fortune = n(form.fortune);
  return {
    skills: form.skills === undefined ? base.skills : list(form.skills),
    specialisations: list(form.specialisations),
    bonus: Number.isFinite(bonus) ? Math.trunc(bonus) : 0,
    difficulty: Number.isFinite(difficulty) ? Math.trunc(difficulty) : null,
    fortune: Number.isFinite(fortune) ? Math.max(0, Math.trunc(fortune)) : 0,
  };
}
