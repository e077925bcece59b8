/**
 * The GM roll request tool's pure context builder (R-DICE-1, R-SK-3): which actors (targeted or selected
 * tokens, or a groupe's members), which skills (the chosen actors' rollable skills, or free text; several → the
 * lowest when rolled, R-SK-3), which characteristic (the nine and the six scores), complexity and an optional
 * difficulty. `parseRequestToolForm` turns the form back into the state and `requestSpecOf` into what
 * chat/hooks.ts `postRequest` takes. No Foundry globals.
 */
import { MAIN_KEYS, SECONDARY_KEYS, characteristicLabel, type CharacteristicChoice } from "../../dice/roll-spec";
import { resolveSkillRefs, skillRef } from "../../data/skill-keys";

export type CandidateSource = "target" | "selected" | "groupe";

export interface RequestCandidate {
  uuid: string;
  name: string;
  source: CandidateSource;
  /** The groupe's name for `source: "groupe"`. */
  groupe?: string;
  /** Rollable skills the actor owns: key (R-SK-7) and displayed name. */
  skills: { key: string; name: string }[];
}

export interface RequestToolState {
  label: string;
  /** Keys of the ticked skills (R-SK-7). */
  skills: string[];
  /** Free text: other skills (keys or French names), separated by "/" or ",". */
  freeSkills: string;
  characteristic: CharacteristicChoice | null;
  complexity: number;
  difficulty: number | null;
  actors: string[];
}

/** The first state: targeted actors, else selected ones, else nobody (the GM ticks a group's members). */
export function defaultRequestToolState(candidates: readonly RequestCandidate[]): RequestToolState {
  const targets = candidates.filter((c) => c.source === "target");
  const chosen = targets.length ? targets : candidates.filter((c) => c.source === "selected");
  return { label: "", skills: [], freeSkills: "", characteristic: null, complexity: 0, difficulty: null, actors: [...new Set(chosen.map((c) => c.uuid))] };
}

const isChoice = (v: string): v is CharacteristicChoice => (MAIN_KEYS as readonly string[]).includes(v) || (SECONDARY_KEYS as readonly string[]).includes(v);

/** Skills of the chosen actors (else of every candidate), one per key (R-SK-7), sorted by name. */
function skillOptions(candidates: readonly RequestCandidate[], chosen: readonly string[]): { key: string; name: string }[] {
  const pool = candidates.filter((c) => chosen.includes(c.uuid));
  const byKey = new Map<string, { key: string; name: string }>();
  for (const c of pool.length ? pool : candidates) for (const s of c.skills) if (!byKey.has(s.key)) byKey.set(s.key, s);
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The state with only the ticked skills the tool shows: a skill ticked for actors since unticked is no longer on the
 * list, so neither the send button nor the request names it.
 */
export function shownSkills(candidates: readonly RequestCandidate[], state: RequestToolState): RequestToolState {
  const keys = new Set(skillOptions(candidates, state.actors).map((s) => s.key));
  return state.skills.every((k) => keys.has(k)) ? state : { ...state, skills: state.skills.filter((k) => keys.has(k)) };
}

export function buildRequestToolContext(candidates: readonly RequestCandidate[], given: RequestToolState) {
  const state = shownSkills(candidates, given);
  const seen = new Set<string>();
  const actors = candidates.filter((c) => !seen.has(c.uuid) && seen.add(c.uuid)).map((c) => ({
    uuid: c.uuid, name: c.name, checked: state.actors.includes(c.uuid),
    source: c.source === "groupe" ? "ALTHERION.Chat.Request.Tool.FromGroupe" : `ALTHERION.Chat.Request.Tool.From${c.source === "target" ? "Target" : "Selected"}`,
    groupe: c.groupe ?? "",
  }));
  const chosenKeys = new Set(state.skills);
  const options = skillOptions(candidates, state.actors);
  const spec = requestSpecOf(state, options);
  return {
    label: state.label,
    actors,
    hasActors: actors.length > 0,
    skills: options.map((s) => ({ name: s.name, checked: chosenKeys.has(s.key) })),
    freeSkills: state.freeSkills,
    characteristics: [
      { value: "", label: "ALTHERION.Roll.Characteristic.None", selected: state.characteristic === null },
      ...[...MAIN_KEYS, ...SECONDARY_KEYS].map((k) => ({ value: k, label: characteristicLabel(k), selected: state.characteristic === k })),
    ],
    complexity: state.complexity,
    difficulty: state.difficulty ?? "",
    summary: { actors: state.actors.length, skills: spec.skillLabels.join(" / ") },
    canSend: requestToolErrors(state).length === 0,
    errors: requestToolErrors(state),
  };
}

/** The order of the actor and skill checkboxes, as rendered (`actor.<i>`, `skill.<i>`: uuids hold dots). */
export function requestToolOrder(candidates: readonly RequestCandidate[], state: RequestToolState): { actors: string[]; skills: string[] } {
  const ctx = buildRequestToolContext(candidates, state);
  return { actors: ctx.actors.map((a) => a.uuid), skills: skillOptions(candidates, state.actors).map((s) => s.key) };
}

/** The form's values (FormDataExtended, expanded: `actor.<i>` / `skill.<i>` booleans) back into a state. */
export function parseRequestToolForm(form: Record<string, unknown>, base: RequestToolState, order: { actors: string[]; skills: string[] }): RequestToolState {
  const n = (v: unknown) => (v === "" || v === null || v === undefined ? NaN : Number(v));
  const ticked = (v: unknown, names: string[]) => {
    const o = typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {};
    return names.filter((_, i) => o[String(i)] === true || o[String(i)] === "on");
  };
  const complexity = n(form.complexity);
  const difficulty = n(form.difficulty);
  const c = String(form.characteristic ?? "");
  return {
    label: typeof form.label === "string" ? form.label.trim() : base.label,
    skills: "skill" in form ? ticked(form.skill, order.skills) : base.skills.filter((s) => order.skills.includes(s)),
    freeSkills: typeof form.freeSkills === "string" ? form.freeSkills : base.freeSkills,
    characteristic: isChoice(c) ? c : null,
    complexity: Number.isFinite(complexity) ? Math.max(0, Math.trunc(complexity)) : base.complexity,
    difficulty: Number.isFinite(difficulty) ? Math.trunc(difficulty) : null,
    actors: "actor" in form ? ticked(form.actor, order.actors) : [],
  };
}

/** What refuses sending: no actor, or neither skill nor characteristic. */
export function requestToolErrors(state: RequestToolState): string[] {
  const errors: string[] = [];
  if (!state.actors.length) errors.push("ALTHERION.Chat.Request.NoActors");
  if (!requestSpecOf(state).skills.length && !state.characteristic) errors.push("ALTHERION.Chat.Request.Tool.NothingToRoll");
  return errors;
}

/** What `postRequest` takes. */
export interface RequestSpec {
  label: string;
  /** R-SK-7 keys of the skills (several: the roll uses the lowest, R-SK-3). */
  skills: string[];
  /** The skills as the card shows them. */
  skillLabels: string[];
  characteristic: CharacteristicChoice | null;
  complexity: number;
  difficulty: number | null;
}

/** The spec `postRequest` takes: ticked skills then free-text ones, one per key; names from the candidates' skills. */
export function requestSpecOf(state: RequestToolState, known: readonly { key: string; name: string }[] = []): RequestSpec {
  // R-SK-7 a typed name is the candidates' skill it names (key or the name the world shows), else a key made from it.
  const free = state.freeSkills.split(/[/,;]/).map((s) => s.trim()).filter(Boolean)
    .map((s) => resolveSkillRefs(known, [s]).matched[0] ?? { key: skillRef(s), name: s });
  const ticked = state.skills.map((key) => known.find((k) => k.key === key) ?? { key, name: key });
  const seen = new Set<string>();
  const chosen = [...ticked, ...free].filter((s) => s.key && !seen.has(s.key) && seen.add(s.key));
  return {
    label: state.label, skills: chosen.map((s) => s.key), skillLabels: chosen.map((s) => s.name),
    characteristic: state.characteristic, complexity: state.complexity, difficulty: state.difficulty,
  };
}
