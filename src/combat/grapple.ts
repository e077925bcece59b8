/**
 * R-FIGHT-5 grapples (Prises): the record a grapple card carries and its pure view model, and the
 * view of the grapple dialog. No Foundry globals: the flow lives in grapple-flow.ts.
 *
 * A grapple card goes through three states: the grappler's Bagarre roll is in, the target resists
 * (Force or Agilité, R-FIGHT-5 [I] opposed: combat-flow.ts `resolveGrapple`), the effect is applied
 * (status, damage); an Étreinte then offers its target an escape roll (Force or Agilité).
 */
import {
  GRAPPLE_CHARACTERISTICS, GRAPPLE_HOLD_STATUS, GRAPPLE_IDS, GRAPPLE_SIZE_COMPLEXITY, PROJECTION_DISTANCE, escapeDifficulty, isGrappleCharacteristic,
  isGrappleId, isGrappleSize, projectionDistance, resolveGrapple,
  type GrappleCharacteristic, type GrappleId, type GrappleResolution, type GrappleSize,
} from "../rules/index";

/** i18n segment of each grapple (ALTHERION.Combat.Grapple.<Name>). */
export const GRAPPLE_LABEL: Record<GrappleId, string> = {
  etreinte: "ALTHERION.Combat.Grapple.Etreinte",
  "mise-au-sol": "ALTHERION.Combat.Grapple.MiseAuSol",
  projection: "ALTHERION.Combat.Grapple.Projection",
};
export const GRAPPLE_HINT: Record<GrappleId, string> = {
  etreinte: "ALTHERION.Combat.Grapple.Hint.Etreinte",
  "mise-au-sol": "ALTHERION.Combat.Grapple.Hint.MiseAuSol",
  projection: "ALTHERION.Combat.Grapple.Hint.Projection",
};
export const CHARACTERISTIC_LABEL: Record<GrappleCharacteristic, string> = { force: "ALTHERION.Caracteristique.force", agilite: "ALTHERION.Caracteristique.agilite" };
export const SIZE_LABEL: Record<GrappleSize, string> = {
  comparable: "ALTHERION.Combat.Grapple.Size.Comparable", grande: "ALTHERION.Combat.Grapple.Size.Grande", enorme: "ALTHERION.Combat.Grapple.Size.Enorme",
};

/** Grapple actions on the card; those ending in "ed"/Apply change documents and run at the GM when needed. */
export const GRAPPLE_ACTIONS = ["grappleResist", "grappleResisted", "grappleApply", "grappleEscape", "grappleEscaped"] as const;
export type GrappleAction = (typeof GRAPPLE_ACTIONS)[number];
export const isGrappleAction = (a: string): a is GrappleAction => (GRAPPLE_ACTIONS as readonly string[]).includes(a);

/** What the grappler chose in the dialog. */
export interface GrappleChoices {
  grapple: GrappleId;
  characteristic: GrappleCharacteristic;
  size: GrappleSize;
  /** Base complexity chosen by the GM (the build adds to it). */
  complexity: number;
  /** Projection: metres. */
  distance: number;
}

export interface GrappleRecord {
  grapple: GrappleId;
  characteristic: GrappleCharacteristic;
  size: GrappleSize;
  distance: number;
  rollMessageId: string;
  grappler: { actorUuid: string; name: string; total: number; force: number };
  target: { actorUuid: string; name: string };
  resistance: { characteristic: GrappleCharacteristic; total: number; messageId: string } | null;
  resolution: GrappleResolution | null;
  applied: boolean;
  escaped: boolean;
}

/** Reads the dialog's form values into choices (defaults for anything missing or wrong). */
export function grappleChoices(form: Record<string, unknown>): GrappleChoices {
  const grapple = isGrappleId(form.grapple) ? form.grapple : "etreinte";
  const complexity = Math.max(0, Math.floor(Number(form.complexity) || 0));
  return {
    grapple,
    characteristic: isGrappleCharacteristic(form.characteristic) ? form.characteristic : "force",
    size: isGrappleSize(form.size) ? form.size : "comparable",
    complexity,
    distance: grapple === "projection" ? projectionDistance(Number(form.distance)) : 0,
  };
}

export function grappleRecord(i: {
  choices: GrappleChoices; rollMessageId: string; grappler: GrappleRecord["grappler"]; target: GrappleRecord["target"];
}): GrappleRecord {
  return {
    grapple: i.choices.grapple, characteristic: i.choices.characteristic, size: i.choices.size, distance: i.choices.distance,
    rollMessageId: i.rollMessageId, grappler: { ...i.grappler }, target: { ...i.target },
    resistance: null, resolution: null, applied: false, escaped: false,
  };
}

/** R-FIGHT-5 the target's resistance is in: the grapple is resolved ([I] grappler's total ≥ target's). */
export function withResistance(r: GrappleRecord, resistance: NonNullable<GrappleRecord["resistance"]>): GrappleRecord {
  const resolution = resolveGrapple({ grapple: r.grapple, grapplerTotal: r.grappler.total, targetTotal: resistance.total, force: r.grappler.force, distance: r.distance });
  return { ...r, resistance: { ...resistance }, resolution };
}

/** Reads a record from message flags (null when absent or malformed). */
export function readGrappleRecord(flags: unknown): GrappleRecord | null {
  const r = (flags as { altherion?: { grapple?: GrappleRecord } } | null | undefined)?.altherion?.grapple;
  return r && typeof r === "object" && isGrappleId(r.grapple) && r.grappler && r.target ? r : null;
}

interface CardButton {
  action: GrappleAction; label: string; icon: string; target: string; owners: string[];
  characteristic?: GrappleCharacteristic; labelData?: Record<string, string | number>;
}

export interface GrappleCardView {
  kind: "grapple";
  title: string;
  hint: string;
  grapplerName: string;
  targetName: string;
  characteristic: string;
  total: number;
  sizeLabel: string | null;
  distance: number;
  state: "pending" | "failed" | "success";
  resistance: { characteristic: string; total: number } | null;
  /** Effect lines (i18n key + data) once the grapple holds. */
  effects: { key: string; data: Record<string, string | number> }[];
  applied: boolean;
  escaped: boolean;
  escapeDifficulty: number | null;
  buttons: CardButton[];
}

/** R-FIGHT-5 the grapple card. */
export function grappleCardView(r: GrappleRecord): GrappleCardView {
  const res = r.resolution;
  const state: GrappleCardView["state"] = !res ? "pending" : res.success ? "success" : "failed";
  const effects: GrappleCardView["effects"] = [];
  if (res?.success) {
    if (r.grapple === "etreinte") effects.push({ key: "ALTHERION.Combat.Grapple.Effect.Held", data: {} });
    if (r.grapple === "mise-au-sol") effects.push({ key: "ALTHERION.Combat.Grapple.Effect.Prone", data: {} });
    if (r.grapple === "projection") effects.push({ key: "ALTHERION.Combat.Grapple.Effect.Moved", data: { distance: res.distance } });
    if (res.damage > 0) effects.push({ key: "ALTHERION.Combat.Grapple.Effect.Damage", data: { amount: res.damage } });
  }
  const buttons: CardButton[] = [];
  const target = r.target.actorUuid;
  if (state === "pending") {
    for (const c of GRAPPLE_CHARACTERISTICS) {
      buttons.push({ action: "grappleResist", label: "ALTHERION.Combat.Grapple.Button.Resist", labelData: { characteristic: CHARACTERISTIC_LABEL[c] }, icon: "fa-solid fa-hand-fist", target, owners: [target], characteristic: c });
    }
  }
  if (state === "success" && !r.applied) {
    buttons.push({ action: "grappleApply", label: "ALTHERION.Combat.Grapple.Button.Apply", icon: "fa-solid fa-check", target, owners: [target, r.grappler.actorUuid] });
  }
  const holds = state === "success" && r.applied && r.grapple === "etreinte" && !r.escaped;
  if (holds) {
    for (const c of GRAPPLE_CHARACTERISTICS) {
      buttons.push({ action: "grappleEscape", label: "ALTHERION.Combat.Grapple.Button.Escape", labelData: { characteristic: CHARACTERISTIC_LABEL[c] }, icon: "fa-solid fa-person-running", target, owners: [target], characteristic: c });
    }
  }
  return {
    kind: "grapple", title: GRAPPLE_LABEL[r.grapple], hint: GRAPPLE_HINT[r.grapple],
    grapplerName: r.grappler.name, targetName: r.target.name, characteristic: CHARACTERISTIC_LABEL[r.characteristic], total: r.grappler.total,
    sizeLabel: r.size === "comparable" ? null : SIZE_LABEL[r.size], distance: r.distance, state,
    resistance: r.resistance ? { characteristic: CHARACTERISTIC_LABEL[r.resistance.characteristic], total: r.resistance.total } : null,
    effects, applied: r.applied, escaped: r.escaped,
    escapeDifficulty: holds ? escapeDifficulty(r.grappler.total) : null,
    buttons,
  };
}

/** What applying a resolved grapple does to its target: statuses to add, damage to take. */
export function grappleEffect(r: GrappleRecord): { addStatuses: string[]; damage: number } | null {
  if (!r.resolution?.success || r.applied) return null;
  return { addStatuses: [...r.resolution.addStatuses], damage: r.resolution.damage };
}

/** After an escape roll: the hold breaks when the roll succeeded (its difficulty was the hold's total). */
export function afterEscape(r: GrappleRecord, success: boolean): { record: GrappleRecord; removeStatus: string | null } {
  if (!success || r.escaped || r.grapple !== "etreinte") return { record: r, removeStatus: null };
  return { record: { ...r, escaped: true }, removeStatus: GRAPPLE_HOLD_STATUS };
}

export interface GrappleDialogView {
  targetName: string;
  grapples: { value: GrappleId; label: string; hint: string; checked: boolean }[];
  characteristics: { value: GrappleCharacteristic; label: string; checked: boolean }[];
  sizes: { value: GrappleSize; label: string; bonus: number; selected: boolean }[];
  complexity: number;
  distance: { min: number; max: number; value: number };
}

/** The grapple dialog's context (the target's name is escaped by the template). */
export function grappleDialogView(targetName: string, defaults: Partial<GrappleChoices> = {}): GrappleDialogView {
  const g = defaults.grapple ?? "etreinte";
  const c = defaults.characteristic ?? "force";
  const s = defaults.size ?? "comparable";
  return {
    targetName,
    grapples: GRAPPLE_IDS.map((id) => ({ value: id, label: GRAPPLE_LABEL[id], hint: GRAPPLE_HINT[id], checked: id === g })),
    characteristics: GRAPPLE_CHARACTERISTICS.map((k) => ({ value: k, label: CHARACTERISTIC_LABEL[k], checked: k === c })),
    sizes: (Object.keys(GRAPPLE_SIZE_COMPLEXITY) as GrappleSize[]).map((k) => ({ value: k, label: SIZE_LABEL[k], bonus: GRAPPLE_SIZE_COMPLEXITY[k], selected: k === s })),
    complexity: defaults.complexity ?? 0,
    distance: { min: PROJECTION_DISTANCE.min, max: PROJECTION_DISTANCE.max, value: defaults.distance ?? 2 },
  };
}
