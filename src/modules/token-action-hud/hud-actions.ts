/**
 * What Token Action HUD lists for a selected token, as plain data: the groups of the layout (defaults.ts) and
 * their actions, built from the sheets' own context builders (what the sheet shows is what the HUD offers, under
 * the same words) and from the defence bars of the attack cards aimed at the token. Each action carries an encoded
 * value (`kind|argument…`) the roll handler decodes (hud-run.ts) and runs through the sheet's own flow.
 * No Foundry globals: the callers hand in the contexts, the defence bars and the words.
 */
import type { Words } from "../../words/helpers";
import { GRID, ROW_KEYS, type ColumnKey } from "../../rules/index";
import { keyOf } from "../../applications/sheets/context-common";
import type { DefenceBarView } from "../../combat/defence";
import type { PersonnageContext } from "../../applications/sheets/personnage-context";
import type { PnjContext } from "../../applications/sheets/pnj-context";
import type { buildMoral } from "../../applications/sheets/groupe-context";

/** The separator of an encoded value (Token Action HUD Core's own delimiter). */
export const DELIMITER = "|";

/** The group ids of the layout (defaults.ts nests them under their categories). */
export const GROUP = {
  corps: "corps", ame: "ame", esprit: "esprit", integrite: "integrite",
  competencesCombat: "competences-combat", competencesPratiques: "competences-pratiques",
  armes: "armes", defenses: "defenses", manoeuvres: "manoeuvres",
  sorts: "sorts",
  moralDepenses: "moral-depenses", moralGroupe: "moral-groupe", moralConteur: "moral-conteur",
  repos: "repos", etats: "etats", conditions: "conditions",
} as const;
export type GroupId = (typeof GROUP)[keyof typeof GROUP];

/** One action as Token Action HUD Core's `addActions` takes it (its documented fields). */
export interface HudAction {
  id: string;
  name: string;
  encodedValue: string;
  img?: string;
  info1?: { text: string; title?: string };
  tooltip?: string;
  cssClass?: string;
}

export interface HudGroup {
  id: GroupId;
  actions: HudAction[];
}

/** A group whose Moral the token's creature shares: its UUID, name and Moral as the group sheet builds it. */
export interface HudMoral {
  uuid: string;
  name: string;
  moral: ReturnType<typeof buildMoral>;
}

/** A pending attack on the token: its card's defence bar for this creature, and who made it. */
export interface HudDefence {
  bar: DefenceBarView;
  attackerName: string;
}

/** A status of the system the token HUD toggles (a condition, not a special state). */
export interface HudCondition {
  id: string;
  name: string;
  img: string;
  active: boolean;
}

/**
 * Text for Core's tooltips and info titles, which Foundry's tooltip manager renders as HTML: item facts and names a
 * user typed are escaped there (a visible name or info text is escaped by Core's template itself).
 */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const encode = (...parts: (string | number | null | undefined)[]) => parts.map((p) => String(p ?? "")).join(DELIMITER);
const toggle = (active: boolean) => (active ? "toggle active" : "toggle");
/** An action that cannot run now: listed, marked and explained; clicking it tells why (hud-run.ts). */
const blocked = (action: Omit<HudAction, "encodedValue">, reason: string, words: Words): HudAction => ({
  ...action, encodedValue: encode("blocked", reason), tooltip: words.localize(reason), cssClass: "disabled",
});

/** R-CAR-1 the nine characteristics by column (Corps, Âme, Esprit), then R-INT-2/3 Puissance and Harmonie. */
function characteristicGroups(grid: PersonnageContext["grid"], words: Words): HudGroup[] {
  const byColumn = new Map<string, HudAction[]>([["corps", []], ["ame", []], ["esprit", []]]);
  for (const row of grid.rows) {
    row.cells.forEach((cell, i) => {
      const column = grid.columns[i]?.key ?? "corps";
      byColumn.get(column)?.push({
        id: `carac-${cell.key}`, name: words.localize(cell.label), encodedValue: encode("characteristic", cell.key), info1: { text: String(cell.value) },
      });
    });
  }
  const scores = (["puissance", "harmonie"] as const).map((key): HudAction => ({
    id: `score-${key}`, name: words.localize(`ALTHERION.Sheet.Integrite.${key === "puissance" ? "Puissance" : "Harmonie"}`),
    encodedValue: encode("score", key), info1: { text: String(grid[key]) },
  }));
  return [
    { id: GROUP.corps, actions: byColumn.get("corps") ?? [] },
    { id: GROUP.ame, actions: byColumn.get("ame") ?? [] },
    { id: GROUP.esprit, actions: byColumn.get("esprit") ?? [] },
    { id: GROUP.integrite, actions: scores },
  ];
}

type SkillRow = { id: string; name: string; img: string; level: number; category: string; rollable: boolean };

/** R-SK-5 / R-SK-6 the skills a test rolls, by category: combat and pratiques; never théoriques nor languages. */
function skillGroups(skills: readonly SkillRow[]): HudGroup[] {
  const action = (k: SkillRow): HudAction => ({ id: `skill-${k.id}`, name: k.name, img: k.img, encodedValue: encode("skill", k.id), info1: { text: String(k.level) } });
  const rollable = skills.filter((k) => k.rollable);
  return [
    { id: GROUP.competencesCombat, actions: rollable.filter((k) => k.category === "combat").map(action) },
    { id: GROUP.competencesPratiques, actions: rollable.filter((k) => k.category === "pratiques").map(action) },
  ];
}

type ItemRowLike = { id: string; name: string; img: string; type: string; rollable: boolean; facts: { label: string; value: string }[] };

/** A weapon's attack: its damage beside its name, its range and skill in the tooltip (the sheet row's facts). */
function weaponAction(row: ItemRowLike): HudAction {
  const damage = row.facts[0]?.value ?? "";
  return {
    id: `item-${row.id}`, name: row.name, img: row.img, encodedValue: encode("item", row.id),
    ...(damage ? { info1: { text: damage, title: escapeHtml(row.facts[0]?.label ?? "") } } : {}),
    tooltip: escapeHtml(row.facts.map((f) => `${f.label} ${f.value}`).join(" · ")),
  };
}

/** A spell: its Énergie cost beside its name (R-SPELL-3), marked when the caster's Énergie cannot pay it. */
function spellAction(row: ItemRowLike, cost: number, energie: number, words: Words): HudAction {
  const text = words.format("ALTHERION.Modules.TokenActionHud.Cost", { cost: String(cost) });
  const action: HudAction = {
    id: `item-${row.id}`, name: row.name, img: row.img, encodedValue: encode("item", row.id), info1: { text },
    tooltip: escapeHtml(row.facts.map((f) => `${f.label} ${f.value}`).join(" · ")),
  };
  if (cost > energie) return { ...action, cssClass: "disabled", tooltip: `${action.tooltip} — ${escapeHtml(words.localize("ALTHERION.Spell.Error.Energie"))}` };
  return action;
}

/** R-FIGHT-2 / R-FIGHT-4 the defence bar of each attack aimed at the token: the same buttons, named against whom (« Esquive contre Gork (14) »). */
function defenceActions(defences: readonly HudDefence[], words: Words): HudAction[] {
  const out: HudAction[] = [];
  for (const { bar, attackerName } of defences) {
    for (const target of bar.targets) {
      for (const button of target.buttons) {
        const name = words.format("ALTHERION.Modules.TokenActionHud.Against", { defence: words.localize(button.label), name: attackerName, total: String(bar.attackTotal) });
        const base = { id: `defence-${bar.messageId}-${button.defence ?? button.action}`, name };
        if (button.disabled) out.push(blocked(base, "ALTHERION.Combat.Resolution.Inutile", words));
        else out.push({ ...base, encodedValue: encode("defence", bar.messageId, button.action, button.defence, target.actorUuid) });
      }
    }
  }
  return out;
}

type Constitution = { key: string; label: string; canStabilize: boolean };

/** R-FIGHT-5 a grapple, R-CON-9 a forced regeneration, R-CON-6 stabilising a constitution in Péril. */
function combatMoves(vitals: readonly Constitution[], editable: boolean, words: Words): HudAction[] {
  if (!editable) return [];
  const moves: HudAction[] = [
    { id: "grapple", name: words.localize("ALTHERION.Combat.Grapple.Open"), encodedValue: encode("grapple") },
    { id: "force-regeneration", name: words.localize("ALTHERION.Combat.Regeneration.Force"), encodedValue: encode("forceRegeneration") },
  ];
  for (const c of vitals.filter((v) => v.canStabilize)) {
    moves.push({ id: `stabilize-${c.key}`, name: words.format("ALTHERION.Modules.TokenActionHud.Stabilize", { constitution: words.localize(c.label) }), encodedValue: encode("stabilize", c.key) });
  }
  return moves;
}

/** R-MORAL-2 / R-MORAL-3 a member's spends of its group's Moral (the group sheet's chooser picks the effect). */
function memberMoral(moral: HudMoral, memberUuid: string, words: Words): HudAction[] {
  return (["espoir", "desespoir"] as const).map((kind) => {
    const name = words.localize(`ALTHERION.Modules.TokenActionHud.Spend${kind === "espoir" ? "Espoir" : "Desespoir"}`);
    const base = { id: `moral-spend-${kind}`, name, info1: { text: String(moral.moral[kind]), title: escapeHtml(moral.name) } };
    const reason = moral.moral.spendReasons[kind];
    return reason ? blocked(base, reason, words) : { ...base, encodedValue: encode("moralSpend", kind, moral.uuid, memberUuid) };
  });
}

/** R-MORAL-1 / R-MORAL-4 / R-MORAL-5 the group's gains and exploits, as the group sheet offers them to this viewer. */
function groupMoral(moral: HudMoral, words: Words): HudAction[] {
  const out: HudAction[] = [];
  for (const gain of moral.moral.gains) {
    const base = { id: `moral-gain-${gain.kind}`, name: words.localize(`ALTHERION.Modules.TokenActionHud.Gain${gain.kind === "espoir" ? "Espoir" : "Desespoir"}`) };
    out.push(gain.reason ? blocked(base, gain.reason, words) : { ...base, encodedValue: encode("moralGain", gain.kind, moral.uuid) });
  }
  for (const exploit of moral.moral.exploits) {
    const base = { id: `moral-exploit-${exploit.kind}`, name: words.localize(exploit.label), tooltip: words.localize(exploit.help) };
    out.push(exploit.reason ? blocked(base, exploit.reason, words) : { ...base, encodedValue: encode("moralExploit", exploit.kind, moral.uuid) });
  }
  return out;
}

/** R-STATE-2..5 the special states as the health tab offers them: entered, left, or entered by spending. */
function stateActions(states: PersonnageContext["sante"]["states"], words: Words): HudAction[] {
  return states.map((s) => {
    const base = {
      id: `state-${s.id}`, name: words.localize(s.label), cssClass: toggle(s.active),
      ...(s.cost ? { info1: { text: words.localize(s.cost) } } : {}),
    };
    if (!s.canEnter) return { ...blocked(base, s.refused ?? "ALTHERION.Moral.Reason.refused", words), cssClass: `${toggle(s.active)} disabled` };
    return { ...base, encodedValue: encode("state", s.id, s.action === "enterStateBySpending" ? "spend" : "toggle") };
  });
}

/** R-CON-8 the rests of the health tab, one per rank (its options asked when run). */
function restActions(ranks: PersonnageContext["sante"]["restRanks"], words: Words): HudAction[] {
  return ranks.map((r) => ({ id: `rest-${r.value}`, name: words.localize(r.label), encodedValue: encode("rest", r.value) }));
}

/** R-STATE-7 the conditions, toggled as from the token HUD. */
function conditionActions(conditions: readonly HudCondition[], words: Words): HudAction[] {
  return conditions.map((c) => ({ id: `condition-${c.id}`, name: words.localize(c.name), img: c.img, encodedValue: encode("condition", c.id), cssClass: toggle(c.active) }));
}

/** What a character's token lists: every group of the layout, filled from its sheet's context. */
export function personnageHud(ctx: PersonnageContext, extra: { energie: number; spellCosts: Readonly<Record<string, number>>; defences: readonly HudDefence[]; moral: HudMoral | null; conditions: readonly HudCondition[] }, words: Words): HudGroup[] {
  const skills = ctx.skillGroups.flatMap((g) => g.skills);
  const spells = ctx.magie.sorts.rows.filter((r) => r.rollable);
  const groups: HudGroup[] = [
    ...characteristicGroups(ctx.grid, words),
    ...skillGroups(skills),
    { id: GROUP.armes, actions: ctx.equipement.armes.rows.filter((r) => r.rollable).map(weaponAction) },
    { id: GROUP.defenses, actions: defenceActions(extra.defences, words) },
    { id: GROUP.manoeuvres, actions: combatMoves(ctx.header.vitals, ctx.editable, words) },
    { id: GROUP.sorts, actions: spells.map((r) => spellAction(r, extra.spellCosts[r.id] ?? 0, extra.energie, words)) },
    { id: GROUP.moralDepenses, actions: extra.moral ? memberMoral(extra.moral, ctx.actor.uuid, words) : [] },
    { id: GROUP.moralGroupe, actions: extra.moral ? groupMoral(extra.moral, words) : [] },
    { id: GROUP.moralConteur, actions: ctx.isGM ? (["espoir", "desespoir"] as const).map((kind) => ({
      id: `moral-grant-${kind}`, name: words.localize(`ALTHERION.Moral.Gm.Grant${kind === "espoir" ? "Espoir" : "Desespoir"}`), encodedValue: encode("moralGrant", kind, ctx.actor.uuid),
    })) : [] },
    { id: GROUP.repos, actions: ctx.editable ? restActions(ctx.sante.restRanks, words) : [] },
    { id: GROUP.etats, actions: stateActions(ctx.sante.states, words) },
    { id: GROUP.conditions, actions: conditionActions(extra.conditions, words) },
  ];
  return groups;
}

/** What an NPC's token lists: its sheet's rolls, attacks and spells, the combat moves and its conditions (no rest, no Moral). */
export function pnjHud(ctx: PnjContext, extra: { energie: number; spellCosts: Readonly<Record<string, number>>; defences: readonly HudDefence[]; conditions: readonly HudCondition[] }, words: Words): HudGroup[] {
  const attacks = ctx.attaques.rows.filter((r) => r.rollable);
  return [
    ...characteristicGroups(ctx.grid, words),
    ...skillGroups(ctx.skills),
    { id: GROUP.armes, actions: attacks.filter((r) => r.type === "arme").map(weaponAction) },
    { id: GROUP.defenses, actions: defenceActions(extra.defences, words) },
    { id: GROUP.manoeuvres, actions: combatMoves(ctx.constitutions, ctx.editable, words) },
    { id: GROUP.sorts, actions: attacks.filter((r) => r.type === "sort").map((r) => spellAction(r, extra.spellCosts[r.id] ?? 0, extra.energie, words)) },
    { id: GROUP.conditions, actions: conditionActions(extra.conditions, words) },
  ];
}

/** What a group's token lists: its Moral's gains, spends (the chooser asks which member) and exploits; the GM's Fatalité. */
export function groupeHud(moral: HudMoral, isGM: boolean, words: Words): HudGroup[] {
  const spends = (["espoir", "desespoir"] as const).map((kind) => {
    const base = { id: `moral-spend-${kind}`, name: words.localize(`ALTHERION.Modules.TokenActionHud.Spend${kind === "espoir" ? "Espoir" : "Desespoir"}`), info1: { text: String(moral.moral[kind]) } };
    const reason = moral.moral.spendReasons[kind] ?? (moral.moral[kind === "espoir" ? "canSpendEspoir" : "canSpendDesespoir"] ? null : "ALTHERION.Sheet.Moral.ExploitImpossible.NotMember");
    return reason ? blocked(base, reason, words) : { ...base, encodedValue: encode("moralSpend", kind, moral.uuid, "") };
  });
  const gm = moral.moral.gm;
  const fatalite = isGM && gm ? [{
    id: "moral-fatalite", name: words.localize("ALTHERION.Moral.Gm.SpendFatalite"), info1: { text: String(gm.fatalite) },
    ...(gm.canSpendFatalite ? { encodedValue: encode("fatalite", moral.uuid) } : { encodedValue: encode("blocked", "ALTHERION.Modules.TokenActionHud.NoFatalite"), cssClass: "disabled", tooltip: words.localize("ALTHERION.Modules.TokenActionHud.NoFatalite") }),
  }] : [];
  return [
    { id: GROUP.moralDepenses, actions: spends },
    { id: GROUP.moralGroupe, actions: groupMoral(moral, words) },
    { id: GROUP.moralConteur, actions: fatalite },
  ];
}

/** What several selected tokens list together: the characteristics by column (each creature rolls its own test). */
export function severalHud(words: Words): HudGroup[] {
  const column = (col: ColumnKey): HudAction[] => ROW_KEYS.map((row) => {
    const key = GRID[row][col];
    return { id: `carac-${key}`, name: words.localize(`ALTHERION.Sheet.Carac.${keyOf(key)}`), encodedValue: encode("characteristic", key) };
  });
  return [{ id: GROUP.corps, actions: column("corps") }, { id: GROUP.ame, actions: column("ame") }, { id: GROUP.esprit, actions: column("esprit") }];
}

/** An encoded value read back: its kind and arguments (hud-run.ts). */
export function decode(value: string | null | undefined): { kind: string; args: string[] } | null {
  if (!value) return null;
  const [kind, ...args] = value.split(DELIMITER);
  return kind ? { kind, args } : null;
}
