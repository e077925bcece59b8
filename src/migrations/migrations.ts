/**
 * Versioned migrations of document sources, as pure functions: a source in, an update diff out
 * (null when nothing changes), its deletions in the adapter's neutral form (`deletionOf`, written for the running
 * generation by the runner's `forUpdate`). A migration never deletes data it does not understand: it only
 * sets fields it knows (the one exception: a flag whose whole content was moved into the schema is removed).
 * The first released schema is version 0; add entries here as the schema changes. No Foundry globals.
 */
import { mergeXpLogs, xpLogNeedsMigration } from "../data/xp-log";
import { DEFAULT_SKILLS, LANGUAGES, skillKeyFromName } from "../rules/index";
import { parseUsage } from "../experience/usage";
import { deletionOf } from "../platform/generation";

export type Source = Record<string, unknown>;
export type Diff = Record<string, unknown>;

/** What the runner knows of the world beyond one document. */
export interface MigrationContext {
  /**
   * R-SK-7 skill names → keys beyond the rules' French defaults: the system's compendium skills as this world
   * names them (Babele-translated in an English world), by name folded with `skillKeyFromName`.
   */
  skillAliases: ReadonlyMap<string, string>;
}

export const EMPTY_CONTEXT: MigrationContext = { skillAliases: new Map() };

export interface Migration {
  /** Schema version reached once this migration has run (1, 2, …). */
  version: number;
  /** A short id for logs. */
  id: string;
  actor?: (source: Source, context: MigrationContext) => Diff | null;
  item?: (source: Source, context: MigrationContext) => Diff | null;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * v1 (R-XP-7): the experience log lives in `system.xp.log` only, one entry shape (data/xp-log.ts).
 * - legacy rows `{date, montant, raison}` become entries (kind from the sign of montant, amount = |montant|);
 * - the entries of `flags.altherion.xpLog` (the first experience tools) are moved in, by id, ordered by date;
 * - the flag is removed once every one of its rows was moved; a row that cannot be read keeps the flag untouched.
 * Other flags (`flags.altherion.usage`, modules') and every other field are left alone. Re-running it is a no-op.
 */
export function migrateXpLogV1(source: Source): Diff | null {
  if (source.type !== "personnage") return null;
  const system = isObj(source.system) ? source.system : {};
  const xp = isObj(system.xp) ? system.xp : {};
  const rows = Array.isArray(xp.log) ? (xp.log as unknown[]) : [];
  const scope = isObj(source.flags) && isObj(source.flags.altherion) ? source.flags.altherion : null;
  const hasFlag = scope !== null && "xpLog" in scope;
  const flagRows = hasFlag && Array.isArray(scope.xpLog) ? (scope.xpLog as unknown[]) : [];
  if (!hasFlag && !xpLogNeedsMigration(rows)) return null;
  const { log, rejected } = mergeXpLogs(rows, flagRows);
  const diff: Diff = {};
  if (xpLogNeedsMigration(rows) || log.length !== rows.length) diff.system = { xp: { log } };
  // Removing the flag is safe only when it was a list whose rows are all in the log now.
  if (hasFlag && Array.isArray(scope.xpLog) && rejected.length === 0) diff.flags = { altherion: deletionOf("xpLog") };
  return Object.keys(diff).length ? diff : null;
}

const REGENERATION_KEYS = ["vitalite", "energie", "confiance"] as const;
/** The schema bounds of a regeneration amount (data/bounds.ts `regeneration.*`), restated to keep this module pure. */
const REGENERATION_MAX = 999;

/**
 * v2 (R-CON-9): per-turn regeneration amounts live in `system.regeneration.{vitalite,energie,confiance}`.
 * The numbers of `flags.altherion.regeneration` (the combat layer's first home for them) are moved in: each
 * readable number is truncated and clamped to 0..999 and replaces the field only when the field is still 0
 * (a value already set on the sheet wins). The flag is removed once every key it holds was read exactly; a flag
 * with an unreadable entry (text, unknown key) or a value that had to be truncated or clamped is left untouched
 * for the GM (the original-value copy). personnage and pnj only; re-running is a no-op.
 */
export function migrateRegenerationV2(source: Source): Diff | null {
  if (source.type !== "personnage" && source.type !== "pnj") return null;
  const scope = isObj(source.flags) && isObj(source.flags.altherion) ? source.flags.altherion : null;
  if (!scope || !("regeneration" in scope)) return null;
  const flag = scope.regeneration;
  const system = isObj(source.system) ? source.system : {};
  const current = isObj(system.regeneration) ? system.regeneration : {};
  const values: Record<string, number> = {};
  let readable = isObj(flag);
  for (const [key, raw] of Object.entries(isObj(flag) ? flag : {})) {
    const known = (REGENERATION_KEYS as readonly string[]).includes(key);
    const n = typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : NaN;
    if (!known || !Number.isFinite(n)) { readable = false; continue; }
    const amount = Math.min(REGENERATION_MAX, Math.max(0, Math.trunc(n)));
    if (amount !== n) readable = false; // a value that does not fit keeps the flag, its original copy
    const existing = typeof current[key] === "number" ? current[key] : 0;
    if (existing === 0 && amount !== 0) values[key] = amount;
  }
  const diff: Diff = {};
  if (Object.keys(values).length) diff.system = { regeneration: values };
  if (readable) diff.flags = { altherion: deletionOf("regeneration") };
  return Object.keys(diff).length ? diff : null;
}

/** R-SK-7 the key a skill name stands for: a known (default or compendium) skill's key, else the name's own key. */
export function skillKeyFor(name: string, context: MigrationContext): string {
  const folded = skillKeyFromName(name);
  const known = [...DEFAULT_SKILLS, ...LANGUAGES].find((s) => s.id === folded);
  return known?.id ?? context.skillAliases.get(folded) ?? folded;
}

const KEYED_ITEM_TYPES = ["arme", "sort", "specialisation"];

/**
 * v3 (R-SK-7): skills are named by key. A competence without `system.key` gets the key of its name (a default
 * skill's, a compendium skill's as this world names it, else the slug of its name), and its `plafond` (a capping
 * language's name, R-SK-6) becomes that language's key; weapons, spells and specialisations naming their skill
 * (`system.competence`) and competence prerequisites of classes and aptitudes (`cle`) name it by key. Every
 * other value is kept (level, expertises, PP, names); a field already holding a key is left as it is; re-running
 * it is a no-op.
 */
export function migrateSkillKeysV3(source: Source, context: MigrationContext): Diff | null {
  const system = isObj(source.system) ? source.system : null;
  if (!system) return null;
  const changes: Diff = {};
  const keyed = (v: unknown) => (typeof v === "string" && v.trim() ? skillKeyFor(v, context) : v);
  if (source.type === "competence") {
    if (typeof system.key !== "string" || !system.key.trim()) changes.key = skillKeyFor(String(source.name ?? ""), context);
    if (typeof system.plafond === "string" && system.plafond.trim() && keyed(system.plafond) !== system.plafond) changes.plafond = keyed(system.plafond);
  } else if (KEYED_ITEM_TYPES.includes(String(source.type))) {
    if (keyed(system.competence) !== system.competence) changes.competence = keyed(system.competence);
  } else if ((source.type === "classe" || source.type === "aptitude") && Array.isArray(system.prerequis)) {
    const prerequis = (system.prerequis as unknown[]).map((p) => (isObj(p) && p.type === "competence" ? { ...p, cle: keyed(p.cle) } : p));
    if (JSON.stringify(prerequis) !== JSON.stringify(system.prerequis)) changes.prerequis = prerequis;
  }
  return Object.keys(changes).length ? { system: changes } : null;
}

/**
 * v4 (R-XP-7): the usage record names skills only as values in lists. The oppositions of the current
 * and previous arcs, once an object keyed by skill (expanded by Foundry at the dots of a key), become a list of
 * `{skill, level}`; every level is kept, and a value that is not a level is kept whole in `usage.kept` (its path
 * and JSON), never dropped. personnage only; a record already in lists is left as it is; re-running is a no-op.
 */
export function migrateUsageListsV4(source: Source): Diff | null {
  if (source.type !== "personnage") return null;
  const usage = isObj(source.flags) && isObj(source.flags.altherion) ? source.flags.altherion.usage : undefined;
  if (!isObj(usage)) return null;
  const arcs = (["current", "previous"] as const).filter((a) => isObj(usage[a]) && !Array.isArray((usage[a] as Source).oppositions));
  if (arcs.length === 0) return null;
  const parsed = parseUsage(usage);
  const changed: Diff = { version: parsed.version, kept: parsed.kept };
  for (const a of arcs) changed[a] = { oppositions: parsed[a]?.oppositions ?? [] };
  return { flags: { altherion: { usage: changed } } };
}

/** The system's migrations, oldest first. */
export const MIGRATIONS: readonly Migration[] = [
  { version: 1, id: "xp-log-in-system", actor: migrateXpLogV1 },
  { version: 2, id: "regeneration-in-system", actor: migrateRegenerationV2 },
  { version: 3, id: "skill-keys", item: migrateSkillKeysV3 },
  { version: 4, id: "usage-lists", actor: migrateUsageListsV4 },
];

/** The schema version this build writes. */
export function currentVersion(registry: readonly Migration[] = MIGRATIONS): number {
  return registry.reduce((v, m) => Math.max(v, m.version), 0);
}

/** The migrations a world at `from` still needs, in order. */
export function pendingMigrations(from: number, registry: readonly Migration[] = MIGRATIONS): Migration[] {
  return registry.filter((m) => m.version > from).sort((a, b) => a.version - b.version);
}

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Merges b into a (nested objects merged, other values replaced). */
function merge(a: Diff, b: Diff): Diff {
  const out: Diff = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = isPlain(v) && isPlain(out[k]) ? merge(out[k] as Diff, v) : v;
  return out;
}

/** Applies a diff to a copy of a source, so later migrations see earlier ones' results. */
function applied(source: Source, diff: Diff): Source {
  return merge(structuredClone(source), diff);
}

/** The update an item source needs, or null. */
export function migrateItemSource(source: Source, migrations: readonly Migration[], context: MigrationContext = EMPTY_CONTEXT): Diff | null {
  let current = source;
  let diff: Diff = {};
  for (const m of migrations) {
    const step = m.item?.(current, context);
    if (step && Object.keys(step).length) {
      diff = merge(diff, step);
      current = applied(current, step);
    }
  }
  return Object.keys(diff).length ? diff : null;
}

/** The update an actor source needs, including its embedded items (by _id), or null. */
export function migrateActorSource(source: Source, migrations: readonly Migration[], context: MigrationContext = EMPTY_CONTEXT): Diff | null {
  let current = source;
  let diff: Diff = {};
  for (const m of migrations) {
    const step = m.actor?.(current, context);
    if (step && Object.keys(step).length) {
      diff = merge(diff, step);
      current = applied(current, step);
    }
  }
  const items = Array.isArray(source.items) ? (source.items as Source[]) : [];
  const itemDiffs = items
    .map((item) => ({ id: item._id, diff: migrateItemSource(item, migrations, context) }))
    .filter((x): x is { id: string; diff: Diff } => typeof x.id === "string" && x.diff !== null)
    .map((x) => ({ ...x.diff, _id: x.id }));
  if (itemDiffs.length) diff.items = itemDiffs;
  return Object.keys(diff).length ? diff : null;
}
