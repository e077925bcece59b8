/**
 * Pure context of the personnage sheet's Progression tab (R-XP-1..7, R-PP): XP total / spent / available, the whole
 * log (system.xp.log, through the XP log window's builder), what this arc's usage allows to buy (R-XP-3, R-XP-7),
 * the domaines oubliés, and which tool buttons the viewer gets (Spend XP, log, PP tools in the achat ruleset;
 * Award, Ellipse, New arc for the GM).
 */
import { parseLog } from "../../experience/log";
import { parseUsage, spendableUsage, usageKey } from "../../experience/usage";
import { parseDomaines } from "../../data/advancement";
import { buildLogContext } from "../experience/log-context";

export interface ProgressionInput {
  actorName: string;
  xp: { total: number; spent: number; log?: unknown };
  /** `flags.altherion.usage` (R-XP-7), raw. */
  usage?: unknown;
  /** `system.domainesOublies`, raw. */
  domainesOublies?: unknown;
  /** Owned skills (names), to show usage keys by name. */
  skills: readonly { name: string; level: number }[];
  isGM: boolean;
  editable: boolean;
  achat: boolean;
}

/** A skill name's usage key, folded once per name (usageKey is a pure function of the name). */
const usageKeys = new Map<string, string>();
function usageKeyOf(name: string): string {
  let key = usageKeys.get(name);
  if (key === undefined) {
    if (usageKeys.size >= 5000) usageKeys.clear();
    usageKeys.set(name, (key = usageKey(name)));
  }
  return key;
}

/** One tool button of the tab: its action, icon and localized label (also its aria-label and tooltip). */
const tool = (action: string, icon: string, label: string) => ({ action, icon, label });

export function buildProgressionContext(input: ProgressionInput) {
  const entries = parseLog(input.xp.log);
  const log = buildLogContext({ actorName: input.actorName, entries, xp: { total: input.xp.total, spent: input.xp.spent }, isGM: input.isGM });
  const usage = parseUsage(input.usage);
  const used = spendableUsage(usage);
  const byKey = new Map(input.skills.map((s) => [usageKeyOf(s.name), s]));
  const skills = used.skills.map((k) => {
    const s = byKey.get(k);
    const opposition = used.oppositions[k] ?? null;
    return {
      key: k, name: s?.name ?? k, level: s?.level ?? null, opposition,
      // R-XP-3 +1 only if an opposition had a level ≥ the skill's level.
      opposed: opposition !== null && s !== undefined && opposition >= s.level,
      bought: usage.bought.skills.includes(k),
    };
  }).sort((a, b) => a.name.localeCompare(b.name));
  const characteristics = used.characteristics.map((k) => ({ key: k, label: `ALTHERION.Caracteristique.${k}`, bought: usage.bought.characteristics.includes(k) }));
  const domaines = parseDomaines(input.domainesOublies).map((d) => ({ ...d, name: d.nom || byKey.get(d.competence)?.name || d.competence }));
  const tools = [
    ...(input.editable ? [tool("xpSpend", "fa-solid fa-arrow-up-right-dots", "ALTHERION.Sheet.XP.Tools.Spend")] : []),
    tool("xpLog", "fa-solid fa-book", "ALTHERION.Sheet.XP.Tools.Log"),
    ...(input.achat && input.editable ? [tool("xpPp", "fa-solid fa-chart-line", "ALTHERION.Sheet.XP.Tools.Pp")] : []),
  ];
  const gmTools = input.isGM
    ? [
      tool("xpAward", "fa-solid fa-award", "ALTHERION.Sheet.XP.Tools.Award"),
      tool("xpEllipse", "fa-solid fa-hourglass-half", "ALTHERION.Sheet.XP.Tools.Ellipse"),
      tool("xpNewArc", "fa-solid fa-flag-checkered", "ALTHERION.Sheet.XP.Tools.NewArc"),
    ]
    : [];
  return {
    xp: { total: input.xp.total, spent: input.xp.spent, available: input.xp.total - input.xp.spent },
    log: log.rows,
    hasLog: log.rows.length > 0,
    usage: {
      arc: usage.arc, act: usage.act, rolls: usage.current.rolls + (usage.previous?.rolls ?? 0),
      characteristics, skills,
      moreCombativeEnemy: Boolean(used.moreCombativeEnemy), nearlyDied: Boolean(used.nearlyDied),
      // R-XP-3 Combativité +1 needs a more combative enemy or a near death.
      combativite: Boolean(used.moreCombativeEnemy || used.nearlyDied),
      empty: characteristics.length === 0 && skills.length === 0 && !used.moreCombativeEnemy && !used.nearlyDied,
    },
    domaines,
    hasDomaines: domaines.length > 0,
    tools,
    gmTools,
  };
}
export type ProgressionContext = ReturnType<typeof buildProgressionContext>;
