/**
 * Derived data of personnage and pnj, from plain source objects to a plain derived object.
 * Every number comes from src/rules/; this file only gathers inputs (owned items, statuses)
 * and names the outputs. The TypeDataModels' prepareDerivedData call it. No Foundry globals.
 */
import {
  CHARACTERISTIC_KEYS, CONDITIONS, CONSTITUTION_KEYS, ROW_KEYS, SPECIAL_STATES, boughtCharacteristicSteps, boughtCombativiteSteps,
  characteristicsDifference, constitutionBonus, effectiveCharacteristics, lineageSwap, constitutionMax, nativeFreeLevel, paidLanguageSteps, skillLevelsCostCreationPoints, creationReport as rulesCreationReport, speciesCap, harmonie, isInPeril,
  personalCap, pointsMaxima, puissance, rollModifiers, secondaryScores, speeds,
  toConstitution,
} from "../rules/index";
import type { CharacteristicKey, ConstitutionKey, CreationChoices, MainCharacteristics, RowKey, StateId, CreatureSource } from "../rules/index";
import { statusContribution } from "./status-effects";
import { knowledgeOf } from "./item-derived";
import type { KnowledgeDerived } from "./item-derived";
import { skillKey } from "./skill-keys";

/** What derived data needs to know of an owned item. */
export interface OwnedItem {
  type: string;
  name: string;
  system: Record<string, unknown>;
}

export interface DeriveContext {
  items: readonly OwnedItem[];
  /** Status ids in force (Foundry's `actor.statuses`). */
  statuses: Iterable<string>;
  ruleset: "altherion" | "achat";
  /**
   * R-CAR-7 the stored (bought) characteristics, before Active Effects (the model's `_source`); what the prepared
   * values add to them is the Active Effects' part. Absent: the values given carry no Active Effect.
   */
  base?: MainCharacteristics;
  /** R-CREA-1 the lineage's swap of one species bonus or malus (the sheet's choice), if any. */
  swap?: LineageSwapChoice;
  /** R-CREA-2 [I] the level up to which the native language is free (world setting; rules default when absent). */
  nativeLanguageFree?: number;
}

/** R-CREA-1 a lineage's swap: the species bonus or malus of `de` moves to `vers` (empty: no swap). */
export interface LineageSwapChoice { de: string; vers: string }

export interface ConstitutionDerived {
  max: number;
  /** max − scars: the ceiling of value (R-CON-1). */
  disponible: number;
  /** Wounds = max − value (R-CON-1). */
  blessures: number;
  peril: boolean;
}

export interface PowerDice {
  surpuissance: number;
  impuissance: number;
  sources: { id: string; surpuissance?: number; impuissance?: number }[];
  ignoreAgonie: boolean;
}

export interface CreatureDerived {
  /** R-CREA-1 species bonuses and maluses, after the lineage's swap. */
  especeBonus: MainCharacteristics;
  /** R-CAR-7 the effective characteristics (rules `effectiveCharacteristics`). */
  effectives: MainCharacteristics;
  /** R-CAR-7 effective − base: what species, lineage and Active Effects add (validation and planners read it). */
  ajustements: MainCharacteristics;
  scores: ReturnType<typeof secondaryScores>;
  puissance: number;
  harmonie: number;
  constitutions: Record<ConstitutionKey, ConstitutionDerived>;
  bonusTotal: number;
  bonusNonAlloue: number;
  points: Record<RowKey, { max: number }>;
  vitesses: ReturnType<typeof speeds>;
  etats: string[];
  conditions: string[];
  des: PowerDice;
}

/** R-CAR-6 one characteristic over its creation cap. */
export interface OverCap { key: CharacteristicKey; value: number; cap: number }

export interface CreationReport {
  depense: number;
  restant: number;
  depassement: boolean;
  /** Characteristics over their R-CAR-6 cap: the effective value and the cap, as the sheet and the wizard show them. */
  horsPlafond: OverCap[];
  /** What was bought (creationChoices): the budget lines read it. */
  choix: CreationChoices;
  /** R-CREA-2 (rev 2) the native language owned (its key and name) and the level up to which it is free; null: none chosen. */
  langueNatale: { cle: string; nom: string; gratuite: number } | null;
}

export interface PersonnageDerived extends CreatureDerived {
  creation: CreationReport;
  moralMax: { espoir: number; desespoir: number };
  connaissances: KnowledgeDerived[];
}

const zeroGrid = (): MainCharacteristics =>
  Object.fromEntries(CHARACTERISTIC_KEYS.map((k) => [k, 0])) as unknown as MainCharacteristics;

const num = (v: unknown, fallback = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : fallback);

/** The owned espece item, if any (the first one). */
export function ownedEspece(items: readonly OwnedItem[]): OwnedItem | undefined {
  return items.find((i) => i.type === "espece");
}

const isCharacteristic = (k: string): k is CharacteristicKey => (CHARACTERISTIC_KEYS as readonly string[]).includes(k);

/**
 * R-CREA-1 species bonuses and maluses, from the owned espece (never written to the base values), with the
 * lineage's swap applied when it names two different characteristics.
 */
export function especeBonus(items: readonly OwnedItem[], swap?: LineageSwapChoice): MainCharacteristics {
  const grid = zeroGrid();
  const bonus = (ownedEspece(items)?.system.bonus ?? {}) as Record<string, unknown>;
  for (const k of CHARACTERISTIC_KEYS) grid[k] = num(bonus[k]);
  if (!swap || !isCharacteristic(swap.de) || !isCharacteristic(swap.vers) || swap.de === swap.vers) return grid;
  return { ...zeroGrid(), ...lineageSwap(grid, swap.de, swap.vers) };
}

/** R-CAR-7 the base values, the species (and lineage) bonuses and the effective values of a creature. */
export function characteristicsOf(s: Pick<CreatureSource, "caracteristiques">, ctx: Pick<DeriveContext, "items" | "base" | "swap">): {
  base: MainCharacteristics; bonus: MainCharacteristics; effectives: MainCharacteristics;
} {
  const base = ctx.base ?? s.caracteristiques;
  const bonus = especeBonus(ctx.items, ctx.swap);
  const effects = characteristicsDifference(s.caracteristiques, base); // Active Effects, applied by Foundry before derivation
  return { base, bonus, effectives: effectiveCharacteristics(base, bonus, effects) };
}

/** R-DICE-4 / R-STATE power dice in force, with their sources. */
export function powerDice(s: Pick<CreatureSource, "epuisement" | "modificateurs">, statuses: Iterable<string>): PowerDice & {
  etats: string[]; conditions: string[];
} {
  const list = [...statuses];
  const stateIds = new Set<string>([...SPECIAL_STATES, "descente"]);
  const etats = list.filter((id) => stateIds.has(id));
  const conditions = list.filter((id) => CONDITIONS.some((c) => c.id === id));
  const automatic = conditions.filter((id) => CONDITIONS.some((c) => c.id === id && !c.circumstantial));
  const fromRules = rollModifiers({ epuisement: s.epuisement, states: etats as StateId[], conditions: automatic });
  // What other Active Effects (aptitudes, items, GM) added on top of the status effects' own changes.
  const own = statusContribution(list);
  const extraSur = Math.max(0, s.modificateurs.surpuissance - own.surpuissance);
  const extraImp = Math.max(0, s.modificateurs.impuissance - own.impuissance);
  const sources = [...fromRules.sources];
  if (extraSur || extraImp) sources.push({ id: "effets", surpuissance: extraSur, impuissance: extraImp });
  return {
    surpuissance: fromRules.surpuissance + extraSur,
    impuissance: fromRules.impuissance + extraImp,
    sources, ignoreAgonie: fromRules.ignoreAgonie, etats, conditions,
  };
}

/** Derived data shared by personnage and pnj. */
export function deriveCreature(s: CreatureSource, ctx: DeriveContext): CreatureDerived {
  const { base, bonus, effectives } = characteristicsOf(s, ctx);
  const constitutions = {} as Record<ConstitutionKey, ConstitutionDerived>;
  for (const key of CONSTITUTION_KEYS) {
    const c = s.constitutions[key];
    const max = constitutionMax(s.exaltation, c.premice, c.bonus); // R-CON-2
    constitutions[key] = { max, disponible: max - c.scars, blessures: max - c.value, peril: isInPeril(toConstitution(s.exaltation, c)) };
  }
  const bonusTotal = constitutionBonus(s.exaltation);
  const maxima = pointsMaxima(effectives); // R-CAR-5
  const points = {} as Record<RowKey, { max: number }>;
  for (const key of ROW_KEYS) points[key] = { max: Math.max(0, maxima[key]) };
  const dice = powerDice(s, ctx.statuses);
  return {
    especeBonus: bonus,
    effectives,
    ajustements: characteristicsDifference(effectives, base),
    scores: secondaryScores(effectives), // R-CAR-2
    puissance: puissance(effectives), // R-INT-2
    harmonie: harmonie(effectives, s.origine), // R-INT-3
    constitutions,
    bonusTotal,
    bonusNonAlloue: bonusTotal - CONSTITUTION_KEYS.reduce((n, k) => n + s.constitutions[k].bonus, 0),
    points,
    vitesses: speeds(effectives), // R-FIGHT-7
    etats: dice.etats,
    conditions: dice.conditions,
    des: { surpuissance: dice.surpuissance, impuissance: dice.impuissance, sources: dice.sources, ignoreAgonie: dice.ignoreAgonie },
  };
}

/** What creationChoices needs of a creature: its base values, Combativité and (personnage) native language. */
export type CreationSource = Pick<CreatureSource, "caracteristiques" | "combativite"> & { langueNatale?: string };

const isLanguage = (i: OwnedItem) => i.type === "competence" && i.system.categorie === "langues";

/** R-CREA-2 the owned language the native-language key names, if any. */
export function nativeLanguage(key: string | undefined, items: readonly OwnedItem[]): OwnedItem | undefined {
  const k = (key ?? "").trim();
  return k ? items.find((i) => isLanguage(i) && skillKey(i) === k) : undefined;
}

/** R-CREA-2 what the sheet has bought, read from the base values and the owned items. */
export function creationChoices(
  s: CreationSource, items: readonly OwnedItem[], ruleset: DeriveContext["ruleset"] = "altherion", nativeFree?: number,
): CreationChoices {
  const of = (type: string) => items.filter((i) => i.type === type);
  const acquired = (tier: string) => of("aptitude").filter((i) => i.system.tier === tier && !i.system.inne).length;
  const skills = of("competence");
  const expertises = skills.reduce((n, i) => {
    const list = Array.isArray(i.system.expertises) ? (i.system.expertises as { possedee?: boolean }[]) : [];
    return n + list.filter((e) => e.possedee).length;
  }, 0);
  const levels = skillLevelsCostCreationPoints(ruleset);
  // R-CREA-2 (rev 2) languages at 2 per level, the native one (system.langueNatale, an R-SK-7 key) free up to the setting.
  const native = nativeLanguage(s.langueNatale, items);
  const languages = skills.filter(isLanguage).map((i) => ({ level: num(i.system.niveau), native: i === native }));
  return {
    characteristicSteps: boughtCharacteristicSteps(s.caracteristiques),
    skillSteps: levels ? skills.filter((i) => !isLanguage(i)).reduce((n, i) => n + num(i.system.niveau), 0) : 0,
    languageSteps: levels ? paidLanguageSteps(languages, nativeFree) : 0,
    expertises,
    combativiteSteps: boughtCombativiteSteps(s.combativite),
    foundingClasses: of("classe").filter((i) => i.system.tier === "fondatrice").length,
    foundingAptitudes: acquired("fondatrice"),
    speciesAptitudes: acquired("espece"),
    atouts: of("atout").map((i) => num(i.system.cout)),
    handicaps: of("handicap").map((i) => num(i.system.cout)),
  };
}

/**
 * R-CREA-2 / R-CAR-6 points spent and left, over-spend and characteristics over their cap. Costs read the base
 * values; [I] the cap "8 + bonus of the favoured characteristics" is checked on base + species (and lineage)
 * bonuses, never on Active Effects (R-CAR-7: creation reads the bought values).
 */
export function creationReport(
  s: CreatureSource & { langueNatale?: string }, ctx: Pick<DeriveContext, "items" | "base" | "swap" | "nativeLanguageFree"> & { ruleset?: DeriveContext["ruleset"] }, budget: number,
): CreationReport {
  const { items } = ctx;
  const espece = ownedEspece(items);
  const { base, bonus } = characteristicsOf(s, ctx);
  const favoured = ((espece?.system.favorites ?? []) as CharacteristicKey[]).filter((k) => CHARACTERISTIC_KEYS.includes(k));
  const choices = creationChoices({ caracteristiques: base, combativite: s.combativite, langueNatale: s.langueNatale }, items, ctx.ruleset ?? "altherion", ctx.nativeLanguageFree);
  const characteristics = effectiveCharacteristics(base, bonus);
  const species = espece ? { id: espece.name, bonuses: bonus, favoured, innateAptitudes: [], acquirableAptitudes: [] } : undefined;
  const report = rulesCreationReport({ choices, characteristics, species, budget });
  const horsPlafond = report.overCap.map((key) => ({ key, value: characteristics[key], cap: speciesCap(species, key) }));
  const native = nativeLanguage(s.langueNatale, items);
  const langueNatale = native ? { cle: skillKey(native), nom: native.name, gratuite: nativeFreeLevel(ctx.nativeLanguageFree) } : null;
  return { depense: report.spent, restant: report.left, depassement: report.overSpent, horsPlafond, choix: choices, langueNatale };
}

/** Derived data of a personnage. */
export function derivePersonnage(
  s: CreatureSource & { creation: { active: boolean; budget: number }; langueNatale?: string },
  ctx: DeriveContext,
): PersonnageDerived {
  const connaissances = ctx.items
    .filter((i) => i.type === "competence" && i.system.categorie === "theoriques")
    .map((i) => knowledgeOf(i.name, num(i.system.niveau), i.system.expertises)); // R-SK-5
  return {
    ...deriveCreature(s, ctx),
    creation: creationReport(s, ctx, s.creation.budget),
    moralMax: { espoir: personalCap(s.exaltation), desespoir: personalCap(s.exaltation) }, // R-MORAL-7
    connaissances,
  };
}
