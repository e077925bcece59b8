/**
 * The roll enricher's syntax, parsed without Foundry (ARCHITECTURE.md: pure, tested under Node).
 *
 *   @Jet[Bagarre|force|complexite=2|difficulte=10]{Étreinte}
 *   @Test[Brawl skill=Bagarre|characteristic=agilite|complexity=1]
 *
 * Between the brackets, parts separated by `|`:
 * - a bare word that names a characteristic or score (`force`, `Agilité`, `Âme`, or its English
 *   name) is the characteristic; any other bare word is a skill name (several = R-SK-3);
 * - `key=value` with French keys, accents optional (`competence`, `caracteristique`, `complexite`,
 *   `difficulte`, `expertise`, `titre`) or their English aliases (`skill`, `characteristic`,
 *   `complexity`, `difficulty`, `label`); `c` and `d` are short for complexity and difficulty;
 * - `expertise` alone asks for the expertise die (R-SK-2).
 * The optional `{…}` is the link's text and the card's title.
 */
import { foldName } from "./request-card";
import type { CharacteristicChoice } from "../dice/roll-spec";
import { MAIN_KEYS, SECONDARY_KEYS } from "../dice/roll-spec";

/** The whole enricher, French `@Jet` or English `@Test`; global as Foundry requires. */
export const ROLL_ENRICHER_PATTERN = /@(Jet|Test)\[([^\]\n]*)\](?:\{([^}\n]*)\})?/gi;

export interface EnricherRoll {
  characteristic: CharacteristicChoice | null;
  skillNames: string[];
  complexity: number;
  difficulty: number | null;
  expertise: boolean;
  /** Link text and card title (from `{…}` or `titre=`), or null to let the workflow choose. */
  label: string | null;
}

export type EnricherParse =
  | { ok: true; roll: EnricherRoll }
  | { ok: false; error: EnricherError; detail: string };

/** i18n keys of the errors (ALTHERION.Enricher.Error.*). */
export type EnricherError =
  | "ALTHERION.Enricher.Error.Empty"
  | "ALTHERION.Enricher.Error.UnknownKey"
  | "ALTHERION.Enricher.Error.BadNumber"
  | "ALTHERION.Enricher.Error.BadCharacteristic"
  | "ALTHERION.Enricher.Error.TwoCharacteristics"
  | "ALTHERION.Enricher.Error.Nothing";

const CHARACTERISTIC_KEYS: readonly CharacteristicChoice[] = [...MAIN_KEYS, ...SECONDARY_KEYS];

/** English names a GM may type instead of the French ids. */
const ENGLISH: Record<string, CharacteristicChoice> = {
  strength: "force", vigour: "vigueur", vigor: "vigueur", agility: "agilite", power: "pouvoir", charisma: "charisme",
  willpower: "volonte", will: "volonte", wisdom: "sagesse", body: "corps", soul: "ame", mind: "esprit", resilience: "resilience",
};

type Key = "skill" | "characteristic" | "complexity" | "difficulty" | "expertise" | "label";
const KEYS: Record<string, Key> = {
  competence: "skill", competences: "skill", skill: "skill", skills: "skill",
  caracteristique: "characteristic", carac: "characteristic", characteristic: "characteristic", char: "characteristic",
  complexite: "complexity", complexity: "complexity", c: "complexity",
  difficulte: "difficulty", difficulty: "difficulty", d: "difficulty", diff: "difficulty",
  expertise: "expertise",
  titre: "label", label: "label", title: "label",
};

/** The characteristic a word names (id, French label or English name, any case or accent), or null. */
export function characteristicOf(word: string): CharacteristicChoice | null {
  const w = foldName(word);
  return CHARACTERISTIC_KEYS.find((k) => k === w) ?? ENGLISH[w] ?? null;
}

const YES = new Set(["", "oui", "yes", "true", "1", "vrai"]);
const NO = new Set(["non", "no", "false", "0", "faux"]);

function integer(value: string): number | null {
  return /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : null;
}

/** Parses the bracket contents and the optional label of one enricher. Never throws. */
export function parseRollEnricher(params: string, label?: string | null): EnricherParse {
  const roll: EnricherRoll = { characteristic: null, skillNames: [], complexity: 0, difficulty: null, expertise: false, label: label?.trim() || null };
  const parts = params.split("|").map((p) => p.trim()).filter(Boolean);
  if (!parts.length) return { ok: false, error: "ALTHERION.Enricher.Error.Empty", detail: params };
  const setCharacteristic = (c: CharacteristicChoice, detail: string): EnricherParse | null => {
    if (roll.characteristic && roll.characteristic !== c) return { ok: false, error: "ALTHERION.Enricher.Error.TwoCharacteristics", detail };
    roll.characteristic = c;
    return null;
  };
  for (const part of parts) {
    const eq = part.indexOf("=");
    if (eq < 0) {
      if (foldName(part) === "expertise") { roll.expertise = true; continue; }
      const c = characteristicOf(part);
      if (c) {
        const err = setCharacteristic(c, part);
        if (err) return err;
      } else roll.skillNames.push(part);
      continue;
    }
    const key = KEYS[foldName(part.slice(0, eq))];
    const value = part.slice(eq + 1).trim();
    if (!key) return { ok: false, error: "ALTHERION.Enricher.Error.UnknownKey", detail: part };
    if (key === "skill") {
      const names = value.split(",").map((s) => s.trim()).filter(Boolean);
      if (!names.length) return { ok: false, error: "ALTHERION.Enricher.Error.Empty", detail: part };
      roll.skillNames.push(...names);
    } else if (key === "characteristic") {
      const c = characteristicOf(value);
      if (!c) return { ok: false, error: "ALTHERION.Enricher.Error.BadCharacteristic", detail: part };
      const err = setCharacteristic(c, part);
      if (err) return err;
    } else if (key === "complexity" || key === "difficulty") {
      const n = integer(value);
      if (n === null) return { ok: false, error: "ALTHERION.Enricher.Error.BadNumber", detail: part };
      if (key === "complexity") roll.complexity = n;
      else roll.difficulty = n;
    } else if (key === "expertise") {
      const v = foldName(value);
      if (YES.has(v)) roll.expertise = true;
      else if (NO.has(v)) roll.expertise = false;
      else return { ok: false, error: "ALTHERION.Enricher.Error.BadNumber", detail: part };
    } else if (value) roll.label ??= value;
  }
  if (!roll.characteristic && !roll.skillNames.length) return { ok: false, error: "ALTHERION.Enricher.Error.Nothing", detail: params };
  roll.skillNames = [...new Set(roll.skillNames)];
  return { ok: true, roll };
}

/** Parses one match of ROLL_ENRICHER_PATTERN (groups: alias, params, label). */
export function parseRollMatch(match: readonly (string | undefined)[]): EnricherParse {
  return parseRollEnricher(match[2] ?? "", match[3] ?? null);
}

/** The text a link shows when no `{label}` was given: "Bagarre + Force", "Force", "Bagarre". */
export function defaultLinkText(roll: EnricherRoll, characteristicLabel: (c: CharacteristicChoice) => string): string {
  const parts = [...roll.skillNames];
  if (roll.characteristic) parts.push(characteristicLabel(roll.characteristic));
  return parts.join(" + ");
}


/** What the enricher draws, as plain data (the DOM is built from it in src/enrichers.ts). */
export type RollLinkView =
  | { ok: true; text: string; ariaLabel: string; tooltip: string; params: string; label: string }
  | { ok: false; source: string; message: string };

type Localize = (key: string, data?: Record<string, string>) => string;

/** The view of one enricher match, with a localizer (game.i18n in Foundry, the lang files in tests). */
export function rollLinkView(match: readonly (string | undefined)[], t: Localize): RollLinkView {
  const parsed = parseRollMatch(match);
  if (!parsed.ok) return { ok: false, source: match[0] ?? "", message: t("ALTHERION.Enricher.Invalid", { reason: t(parsed.error), detail: parsed.detail }) };
  const roll = parsed.roll;
  const text = roll.label ?? defaultLinkText(roll, (c) => t(MAIN_KEYS.includes(c as never) ? `ALTHERION.Caracteristique.${c}` : `ALTHERION.Score.${c}`));
  const parts = [defaultLinkText(roll, (c) => t(MAIN_KEYS.includes(c as never) ? `ALTHERION.Caracteristique.${c}` : `ALTHERION.Score.${c}`))];
  parts.push(t("ALTHERION.Enricher.Complexity", { value: String(roll.complexity) }));
  if (roll.difficulty !== null) parts.push(t("ALTHERION.Enricher.Difficulty", { value: String(roll.difficulty) }));
  const tooltip = parts.join(" · ");
  return { ok: true, text, tooltip, ariaLabel: t("ALTHERION.Enricher.AriaLabel", { label: text, details: tooltip }), params: match[2] ?? "", label: match[3] ?? "" };
}

/** The roll spec a click sends to game.altherion.rollTest. */
export function rollSpecOf(roll: EnricherRoll): {
  characteristic: CharacteristicChoice | null; skillNames: string[]; complexity: number; difficulty: number | null; expertise: boolean; label?: string;
} {
  const spec = { characteristic: roll.characteristic, skillNames: roll.skillNames, complexity: roll.complexity, difficulty: roll.difficulty, expertise: roll.expertise };
  return roll.label ? { ...spec, label: roll.label } : spec;
}
