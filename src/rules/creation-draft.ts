/**
 * The guided creation's state (R-CREA-1/2): a draft of choices and one pure reducer.
 * The draft is what the wizard saves on the actor (a flag: lists, never ids as object keys); it
 * touches none of the character's data until the creation plan (creation-plan.ts) is written.
 * Every number the wizard shows is derived from the draft by the data layer's own derivation
 * (data/creation-evaluation.ts calls derivePersonnage); this file only records and bounds choices.
 */
import { CHARACTERISTIC_KEYS, CHARACTERISTIC_SCHEMA_MAX, CHARACTERISTIC_START, COMBATIVITE_MAX, COMBATIVITE_MIN, EXALTATION_MAX, EXALTATION_MIN, ORIGINE_MAX, ORIGINE_MIN } from "./characteristics";
import { CONSTITUTION_KEYS, DEFAULT_PREMICE, PREMICE_MAX, constitutionBonus, defaultBonusShares } from "./constitutions";
import { skillLevelsCostCreationPoints } from "./creation";
import { LEGENDE_MAX } from "./fortune";
import { SKILL_LEVEL_CAPS } from "./progression";
import type { CharacteristicKey, ConstitutionKey, MainCharacteristics, Ruleset } from "./types";

/** The wizard's steps, in the rulebook's order (R-CREA-1, R-CAR-6, R-CREA-2, R-INT-1, R-SK-4, R-CON-2). */
export const CREATION_STEPS = ["espece", "caracteristiques", "competences", "combativite", "classes", "atouts", "constitutions", "identite", "revue"] as const;
export type CreationStep = (typeof CREATION_STEPS)[number];

/** The item types the wizard chooses; the actor's other items (equipment, spells…) are left alone. */
export const CREATION_ITEM_TYPES = ["espece", "competence", "classe", "aptitude", "atout", "handicap", "qualite", "specialisation"] as const;
export type CreationItemType = (typeof CREATION_ITEM_TYPES)[number];

/** An item of the draft. `key` names it inside the draft; `id` is the owned item it edits (null: a new one). */
export interface DraftItem {
  key: string;
  id: string | null;
  /** The compendium or world document it came from ("" when unknown). */
  uuid: string;
  type: CreationItemType;
  name: string;
  img: string;
  system: Record<string, unknown>;
}

/** An item offered to the draft (from a compendium, the world or the actor). */
export type ItemInput = Omit<DraftItem, "key" | "id"> & { id?: string | null };

export interface CreationDraft {
  version: 1;
  step: CreationStep;
  name: string;
  img: string;
  caracteristiques: MainCharacteristics;
  origine: number;
  exaltation: number;
  combativite: number;
  constitutions: Record<ConstitutionKey, { premice: number; bonus: number }>;
  /** R-CON-2 the player distributes the Exaltation bonus by hand (else the default split applies). */
  bonusManuel: boolean;
  lignee: string;
  /** R-CREA-1 the lineage's swap of one species bonus or malus (characteristic keys; "": none). */
  echangeLignee: { de: string; vers: string };
  /** R-CREA-2 (rev 2) the native language's R-SK-7 key ("": none). */
  langueNatale: string;
  biographie: string;
  legende: { text: string; value: number };
  items: DraftItem[];
  /** The next item key number. */
  serial: number;
}

export type CreationAction =
  | { type: "goto"; step: CreationStep }
  | { type: "espece"; espece: ItemInput | null; innees: ItemInput[] }
  | { type: "caracteristique"; key: CharacteristicKey; value: number }
  | { type: "niveau"; item: string; value: number }
  | { type: "expertise"; item: string; nom: string; possedee: boolean }
  | { type: "combativite"; value: number }
  | { type: "ajouter"; item: ItemInput }
  | { type: "retirer"; item: string }
  | { type: "exaltation"; value: number }
  | { type: "premice"; key: ConstitutionKey; value: number }
  | { type: "bonus"; key: ConstitutionKey; value: number }
  | { type: "repartitionParDefaut" }
  | { type: "identite"; name?: string; img?: string; lignee?: string; biographie?: string; legendeText?: string; legendeValue?: number; origine?: number }
  | { type: "echangeLignee"; de: string; vers: string }
  | { type: "langueNatale"; key: string }
  | { type: "undo" };

/** The reducer's state: the draft and the drafts before each choice (for undo; not saved). */
export interface CreationState {
  draft: CreationDraft;
  past: CreationDraft[];
}

export interface CreationContext {
  ruleset: Ruleset;
  /** The one choosing is a GM (R-PP-1 [I]: in the achat ruleset only a GM sets starting levels); a GM when absent. */
  isGM?: boolean;
}

/** R-PP-1 [I] (skillLevelsCostCreationPoints) whether this ruleset's starting levels are the GM's to set, and PP items offered. */
export const gmSetsStartingLevels = (ruleset: Ruleset) => !skillLevelsCostCreationPoints(ruleset);

/** How many choices undo remembers. */
export const UNDO_DEPTH = 100;

const clamp = (n: unknown, min: number, max: number, fallback: number): number => {
  const v = typeof n === "number" && Number.isFinite(n) ? Math.trunc(n) : fallback;
  return Math.min(max, Math.max(min, v));
};
const text = (v: unknown, fallback = ""): string => (typeof v === "string" ? v : fallback);
const obj = (v: unknown): Record<string, unknown> => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const isCreationType = (t: unknown): t is CreationItemType => CREATION_ITEM_TYPES.includes(t as CreationItemType);

/** What the draft is made from: an actor's name, image, system source and owned items. */
export interface ActorInput {
  name: string;
  img: string;
  system: Record<string, unknown>;
  items: { id: string | null; type: string; name: string; img: string; system: Record<string, unknown>; uuid?: string }[];
}

/** A draft holding what the actor already is (a new character: its default skills, characteristics at 2). */
export function draftFromActor(actor: ActorInput): CreationDraft {
  const s = actor.system;
  const car = obj(s.caracteristiques);
  const con = obj(s.constitutions);
  const legende = obj(s.legende);
  const items = actor.items.filter((i) => isCreationType(i.type));
  const exaltation = clamp(s.exaltation, EXALTATION_MIN, EXALTATION_MAX, EXALTATION_MIN);
  const draft: CreationDraft = {
    version: 1, step: "espece", name: actor.name, img: actor.img,
    caracteristiques: Object.fromEntries(CHARACTERISTIC_KEYS.map((k) => [k, clamp(car[k], CHARACTERISTIC_START, CHARACTERISTIC_SCHEMA_MAX, CHARACTERISTIC_START)])) as unknown as MainCharacteristics,
    origine: clampOrigine(s.origine),
    exaltation,
    combativite: clamp(s.combativite, COMBATIVITE_MIN, COMBATIVITE_MAX, COMBATIVITE_MIN),
    constitutions: Object.fromEntries(CONSTITUTION_KEYS.map((k) => {
      const c = obj(con[k]);
      return [k, { premice: clamp(c.premice, 1, PREMICE_MAX, DEFAULT_PREMICE), bonus: clamp(c.bonus, 0, constitutionBonus(exaltation), 0) }];
    })) as CreationDraft["constitutions"],
    bonusManuel: false,
    lignee: text(s.lignee), biographie: text(s.biographie),
    echangeLignee: lineageSwapOf(s.echangeLignee), langueNatale: text(s.langueNatale),
    legende: { text: text(legende.text), value: clampLegende(legende.value) },
    items: items.map((i, n) => ({ key: `i${n + 1}`, id: i.id, uuid: i.uuid ?? "", type: i.type as CreationItemType, name: i.name, img: i.img, system: structuredClone(i.system) })),
    serial: items.length + 1,
  };
  // R-CON-2 the default split unless the actor's shares already are a hand-made split of the whole bonus.
  const shares = CONSTITUTION_KEYS.map((k) => draft.constitutions[k].bonus);
  const defaults = defaultBonusShares(exaltation);
  draft.bonusManuel = shares.reduce((a, b) => a + b, 0) === constitutionBonus(exaltation) && shares.some((v, i) => v !== defaults[i]);
  if (!draft.bonusManuel) applyDefaultSplit(draft);
  return draft;
}

const isCharacteristic = (k: unknown): k is CharacteristicKey => CHARACTERISTIC_KEYS.includes(k as CharacteristicKey);

/**
 * R-CREA-1 a lineage swap read from stored data: each side a characteristic key or "" (a side chosen before the
 * other); the same characteristic on both sides leaves `vers` empty. The derivation applies only a complete swap.
 */
function lineageSwapOf(v: unknown): CreationDraft["echangeLignee"] {
  const { de, vers } = obj(v);
  const from = isCharacteristic(de) ? de : "";
  return { de: from, vers: isCharacteristic(vers) && vers !== from ? vers : "" };
}

/** R-CREA-1 the swap after one of its two selects changed (`side` "de" or "vers"); the other side is kept. */
export function swapChoice(current: CreationDraft["echangeLignee"] | undefined, side: string | undefined, value: string): CreationDraft["echangeLignee"] {
  const swap = { ...(current ?? { de: "", vers: "" }) };
  if (side === "de" || side === "vers") swap[side] = value;
  return swap;
}

/** R-CREA-2 the key of a draft language skill (its stored key, else made from its name). */
const languageKeys = (d: CreationDraft) => d.items.filter((i) => i.type === "competence" && i.system.categorie === "langues")
  .map((i) => text(i.system.key).trim() || nameKey(i.name));

/** R-CAR-3 Origine within its range (default 0). */
const clampOrigine = (v: unknown): number => clamp(v, ORIGINE_MIN, ORIGINE_MAX, 0);

/** R-FORT-4 a Légende value within its range (default 0). */
const clampLegende = (v: unknown): number => clamp(v, 0, LEGENDE_MAX, 0);

function applyDefaultSplit(d: CreationDraft): void {
  const shares = defaultBonusShares(d.exaltation);
  CONSTITUTION_KEYS.forEach((k, i) => { d.constitutions[k].bonus = shares[i]; });
}

/** The level of a draft skill, as a number. */
export function skillLevel(item: DraftItem): number {
  const n = item.system.niveau;
  return typeof n === "number" && Number.isFinite(n) ? n : 0;
}

/** A skill's key made from its name ("Primordial" → "primordial"), as the compendium's `plafond` names it. */
const nameKey = (name: string) => name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");

/** R-SK-6 the skill capping this one (Vrai Primordial ≤ Primordial): matched by its key or its name. */
function capOf(d: CreationDraft, item: DraftItem): DraftItem | undefined {
  const ref = text(item.system.plafond).trim();
  if (!ref) return undefined;
  const name = skillName(d, ref);
  return d.items.find((i) => i.type === "competence" && i !== item && i.name === name);
}

/** The displayed name of the draft skill a reference (a key such as `rigidite`, or a name) names; the reference itself when none. */
export function skillName(d: CreationDraft, ref: string): string {
  return d.items.find((i) => i.type === "competence" && (text(i.system.key) === ref || i.name === ref || nameKey(i.name) === ref))?.name ?? ref;
}

/** R-SK-6 every capped skill is lowered to its cap (an update breaking Vrai Primordial ≤ Primordial is refused). */
function enforceCaps(d: CreationDraft): void {
  for (const item of d.items) {
    if (item.type !== "competence") continue;
    const cap = capOf(d, item);
    if (cap && skillLevel(item) > skillLevel(cap)) item.system = { ...item.system, niveau: skillLevel(cap) };
  }
}

/** R-SK-6 the highest level a draft skill may take now. */
export function skillMax(d: CreationDraft, item: DraftItem, ruleset: Ruleset): number {
  const cap = capOf(d, item);
  return cap ? Math.min(SKILL_LEVEL_CAPS[ruleset], skillLevel(cap)) : SKILL_LEVEL_CAPS[ruleset];
}

function newItem(d: CreationDraft, input: ItemInput): DraftItem {
  const item: DraftItem = {
    key: `i${d.serial}`, id: input.id ?? null, uuid: input.uuid, type: input.type, name: input.name, img: input.img,
    system: structuredClone(input.system),
  };
  d.serial += 1;
  return item;
}

const isInnate = (i: DraftItem) => i.type === "aptitude" && i.system.inne === true;

/** The draft after one choice; the same object when the choice changes nothing. */
function applyChoice(draft: CreationDraft, action: Exclude<CreationAction, { type: "undo" }>, ctx: CreationContext): CreationDraft {
  const d = structuredClone(draft);
  const find = (key: string) => d.items.find((i) => i.key === key);
  switch (action.type) {
    case "goto":
      if (!CREATION_STEPS.includes(action.step)) return draft;
      d.step = action.step;
      break;
    case "espece": {
      // R-CREA-1 one species; its innate aptitudes are free and go with it.
      d.items = d.items.filter((i) => i.type !== "espece" && !isInnate(i));
      if (action.espece && action.espece.type === "espece") {
        d.items.push(newItem(d, action.espece));
        for (const a of action.innees.filter((x) => x.type === "aptitude")) {
          d.items.push(newItem(d, { ...a, system: { ...a.system, inne: true } }));
        }
      }
      break;
    }
    case "caracteristique":
      if (!CHARACTERISTIC_KEYS.includes(action.key)) return draft;
      d.caracteristiques[action.key] = clamp(action.value, CHARACTERISTIC_START, CHARACTERISTIC_SCHEMA_MAX, d.caracteristiques[action.key]);
      break;
    case "niveau": {
      const item = find(action.item);
      if (!item || item.type !== "competence" || (gmSetsStartingLevels(ctx.ruleset) && ctx.isGM === false)) return draft;
      item.system = { ...item.system, niveau: clamp(action.value, 0, skillMax(d, item, ctx.ruleset), skillLevel(item)) };
      enforceCaps(d);
      break;
    }
    case "expertise": {
      const item = find(action.item);
      const list = Array.isArray(item?.system.expertises) ? (item.system.expertises as Record<string, unknown>[]) : null;
      if (!item || !list || !list.some((e) => e.nom === action.nom)) return draft;
      item.system = { ...item.system, expertises: list.map((e) => (e.nom === action.nom ? { ...e, possedee: action.possedee === true } : e)) };
      break;
    }
    case "combativite":
      d.combativite = clamp(action.value, COMBATIVITE_MIN, COMBATIVITE_MAX, d.combativite);
      break;
    case "ajouter": {
      const t = action.item.type;
      if (!isCreationType(t) || t === "espece") return draft;
      if ((t === "qualite" || t === "specialisation") && !gmSetsStartingLevels(ctx.ruleset)) return draft; // R-PP-5/6: the achat ruleset's
      if (d.items.some((i) => i.type === t && i.name === action.item.name)) return draft; // owned once
      d.items.push(newItem(d, t === "aptitude" ? { ...action.item, system: { ...action.item.system, inne: false } } : action.item));
      break;
    }
    case "retirer": {
      const item = find(action.item);
      if (!item) return draft;
      if (item.type === "espece") return applyChoice(draft, { type: "espece", espece: null, innees: [] }, ctx);
      d.items = d.items.filter((i) => i !== item);
      enforceCaps(d);
      break;
    }
    case "exaltation":
      d.exaltation = clamp(action.value, EXALTATION_MIN, EXALTATION_MAX, d.exaltation);
      if (d.bonusManuel) fitShares(d);
      else applyDefaultSplit(d);
      break;
    case "premice":
      if (!CONSTITUTION_KEYS.includes(action.key)) return draft;
      d.constitutions[action.key].premice = clamp(action.value, 1, PREMICE_MAX, d.constitutions[action.key].premice);
      break;
    case "bonus": {
      if (!CONSTITUTION_KEYS.includes(action.key)) return draft;
      // R-CON-2 a hand-made split never distributes more than the Exaltation bonus.
      const others = CONSTITUTION_KEYS.filter((k) => k !== action.key).reduce((n, k) => n + d.constitutions[k].bonus, 0);
      d.constitutions[action.key].bonus = clamp(action.value, 0, Math.max(0, constitutionBonus(d.exaltation) - others), d.constitutions[action.key].bonus);
      d.bonusManuel = true;
      break;
    }
    case "repartitionParDefaut":
      d.bonusManuel = false;
      applyDefaultSplit(d);
      break;
    case "echangeLignee":
      // R-CREA-1 a swap names two different characteristics (one side may wait for the other); anything else is none.
      d.echangeLignee = lineageSwapOf({ de: action.de, vers: action.vers });
      break;
    case "langueNatale":
      // R-CREA-2 (rev 2) the native language is one of the draft's languages, or none.
      d.langueNatale = action.key === "" || languageKeys(d).includes(action.key) ? action.key : d.langueNatale;
      break;
    case "identite":
      if (action.name !== undefined && action.name.trim()) d.name = action.name.trim();
      if (action.img !== undefined && action.img.trim()) d.img = action.img.trim();
      if (action.lignee !== undefined) d.lignee = action.lignee;
      if (action.biographie !== undefined) d.biographie = action.biographie;
      if (action.legendeText !== undefined) d.legende.text = action.legendeText;
      if (action.legendeValue !== undefined) d.legende.value = clampLegende(action.legendeValue);
      if (action.origine !== undefined) d.origine = clampOrigine(action.origine);
      break;
    default:
      return draft;
  }
  return JSON.stringify(d) === JSON.stringify(draft) ? draft : d;
}

/** Hand-made shares shrink, last first, to fit a smaller bonus (R-CON-2). */
function fitShares(d: CreationDraft): void {
  let excess = CONSTITUTION_KEYS.reduce((n, k) => n + d.constitutions[k].bonus, 0) - constitutionBonus(d.exaltation);
  for (const k of [...CONSTITUTION_KEYS].reverse()) {
    if (excess <= 0) break;
    const cut = Math.min(excess, d.constitutions[k].bonus);
    d.constitutions[k].bonus -= cut;
    excess -= cut;
  }
}

/** One step of the wizard: a choice (remembered for undo, except moving between steps) or undo. */
export function reduceCreation(state: CreationState, action: CreationAction, ctx: CreationContext): CreationState {
  if (action.type === "undo") {
    const previous = state.past[state.past.length - 1];
    return previous ? { draft: previous, past: state.past.slice(0, -1) } : state;
  }
  const draft = applyChoice(state.draft, action, ctx);
  if (draft === state.draft) return state;
  if (action.type === "goto") return { draft, past: state.past };
  return { draft, past: [...state.past, state.draft].slice(-UNDO_DEPTH) };
}

/** The draft saved in a flag, read back: anything malformed gives null (the wizard then starts afresh). */
export function readDraft(value: unknown): CreationDraft | null {
  const v = obj(value);
  if (v.version !== 1 || !CREATION_STEPS.includes(v.step as CreationStep) || !Array.isArray(v.items)) return null;
  const car = obj(v.caracteristiques);
  const con = obj(v.constitutions);
  if (!CHARACTERISTIC_KEYS.every((k) => typeof car[k] === "number") || !CONSTITUTION_KEYS.every((k) => typeof obj(con[k]).premice === "number")) return null;
  const items = (v.items as unknown[]).map(obj).filter((i) => isCreationType(i.type) && typeof i.key === "string" && typeof i.name === "string");
  return {
    ...(v as unknown as CreationDraft),
    echangeLignee: lineageSwapOf(v.echangeLignee), langueNatale: text(v.langueNatale), // drafts saved before these choices
    items: items.map((i) => ({
      key: text(i.key), id: typeof i.id === "string" ? i.id : null, uuid: text(i.uuid), type: i.type as CreationItemType,
      name: text(i.name), img: text(i.img), system: obj(i.system),
    })),
  };
}
