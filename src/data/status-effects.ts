/**
 * The special states and conditions of R-STATE as Foundry status effects (id, name, img, changes,
 * every change adding its value). Pure definitions: the entry turns them into CONFIG.statusEffects
 * at i18nInit, in the running generation's format (platform/generation.ts statusEffectRegistry).
 * Their `changes` put the power dice on `system.modificateurs` where a GM sees and edits them;
 * derived data (personnage-derived.ts) counts states and conditions through `rules.rollModifiers`
 * and keeps from `modificateurs` only what other effects add, so nothing counts twice.
 */
import { CONDITIONS, SPECIAL_STATES, SPECIAL_STATE_SURPUISSANCE } from "../rules/index";

/** A change that adds `value` to `key`. */
export interface StatusChange {
  key: "system.modificateurs.surpuissance" | "system.modificateurs.impuissance";
  value: string;
}

export interface StatusDefinition {
  id: string;
  /** i18n key of the label. */
  name: string;
  img: string;
  kind: "etat" | "condition";
  changes: StatusChange[];
}

const sur = (n: number): StatusChange => ({ key: "system.modificateurs.surpuissance", value: String(n) });
const imp = (n: number): StatusChange => ({ key: "system.modificateurs.impuissance", value: String(n) });

const ICONS: Record<string, string> = {
  zone: "icons/svg/sun.svg",
  acharnement: "icons/svg/fire.svg",
  flamboyance: "icons/svg/aura.svg",
  apaisement: "icons/svg/angel.svg",
  descente: "icons/svg/downgrade.svg",
  "peril-vitalite": "icons/svg/blood.svg",
  "peril-energie": "icons/svg/lightning.svg",
  "peril-confiance": "icons/svg/terror.svg",
  agonie: "icons/svg/skull.svg",
  inconscience: "icons/svg/unconscious.svg",
  decouragement: "icons/svg/daze.svg",
  "a-terre": "icons/svg/falling.svg",
  desarme: "icons/svg/sword.svg",
  immobilise: "icons/svg/net.svg",
  mort: "icons/svg/skull.svg",
};
const INJURY_ICON = "icons/svg/bones.svg";

/** Camel-cased i18n segment of an id ("peril-vitalite" → "PerilVitalite"). */
export function statusKey(id: string): string {
  return id.split("-").map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("");
}

/** Every status effect of the system, special states first (R-STATE-1..7). */
export function statusDefinitions(): StatusDefinition[] {
  const states: StatusDefinition[] = SPECIAL_STATES.map((id) => ({
    id, name: `ALTHERION.Etat.${statusKey(id)}`, img: ICONS[id], kind: "etat", changes: [sur(SPECIAL_STATE_SURPUISSANCE)], // R-STATE-1
  }));
  states.push({ id: "descente", name: "ALTHERION.Etat.Descente", img: ICONS.descente, kind: "etat", changes: [imp(1)] }); // R-STATE-6
  const conditions: StatusDefinition[] = CONDITIONS.map((c) => ({
    id: c.id,
    name: `ALTHERION.Condition.${statusKey(c.id)}`,
    img: ICONS[c.id] ?? INJURY_ICON,
    kind: "condition",
    // R-STATE-7 / R-DICE-4: a circumstantial injury bears only on some rolls, so it changes nothing always-on.
    changes: c.impuissance > 0 && !c.circumstantial ? [imp(c.impuissance)] : [],
  }));
  conditions.push({ id: "mort", name: "ALTHERION.Condition.Mort", img: ICONS.mort, kind: "condition", changes: [] });
  return [...states, ...conditions];
}

/** What the status effects in `statuses` add to `system.modificateurs`. */
export function statusContribution(statuses: Iterable<string>): { surpuissance: number; impuissance: number } {
  const byId = new Map(statusDefinitions().map((d) => [d.id, d]));
  const out = { surpuissance: 0, impuissance: 0 };
  for (const id of statuses) {
    for (const change of byId.get(id)?.changes ?? []) {
      const field = change.key.endsWith("surpuissance") ? "surpuissance" : "impuissance";
      out[field] += Number(change.value);
    }
  }
  return out;
}
