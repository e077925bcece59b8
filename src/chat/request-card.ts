/**
 * A GM's roll request: a card asking named actors for a test (skill, characteristic,
 * complexity, difficulty); each owner rolls from the card and the card lists the results.
 * Pure view model and state changes. No Foundry globals.
 */
import type { CharacteristicChoice } from "../dice/roll-spec";
import { characteristicLabel } from "../dice/roll-spec";
import { refNamesSkill, skillRef } from "../data/skill-keys";
import { canUse, type ButtonView, type Viewer } from "./test-card";

export interface RequestEntry {
  actorUuid: string;
  name: string;
  result: { total: number; success: boolean | null; margin: number | null; messageId: string | null } | null;
}

export interface RequestState {
  version: 1;
  label: string;
  /** R-SK-7 keys of the skills (older cards: names, turned into keys when rolled). */
  skills: string[];
  /** The skills as the card shows them (absent on older cards: `skills`). */
  skillLabels?: string[];
  characteristic: CharacteristicChoice | null;
  complexity: number;
  difficulty: number | null;
  entries: RequestEntry[];
}

export interface RequestCardView {
  label: string;
  skills: string;
  characteristic: string | null;
  complexity: number;
  difficulty: number | null;
  rows: { name: string; actorUuid: string; done: boolean; total: number | null; outcome: "success" | "failure" | "none" | "pending"; margin: number | null; button: ButtonView | null }[];
  summary: { done: number; total: number; successes: number };
}

/** A new request for these actors. */
export function createRequest(spec: Omit<RequestState, "version" | "entries">, actors: { uuid: string; name: string }[]): RequestState {
  const seen = new Set<string>();
  const entries = actors.filter((a) => !seen.has(a.uuid) && seen.add(a.uuid)).map((a) => ({ actorUuid: a.uuid, name: a.name, result: null }));
  return { version: 1, ...spec, complexity: Math.max(0, Math.trunc(spec.complexity)), entries };
}

export function requestView(state: RequestState): RequestCardView {
  const rows = state.entries.map((e) => ({
    name: e.name,
    actorUuid: e.actorUuid,
    done: e.result !== null,
    total: e.result?.total ?? null,
    outcome: (e.result ? (e.result.success === null ? "none" : e.result.success ? "success" : "failure") : "pending") as RequestCardView["rows"][number]["outcome"],
    margin: e.result?.margin ?? null,
    button: e.result ? null : { action: "requestRoll", label: "ALTHERION.Chat.Button.RollRequested", icon: "fa-solid fa-dice-d20", target: e.actorUuid, owners: [e.actorUuid], tone: "primary" as const },
  }));
  return {
    label: state.label,
    skills: (state.skillLabels ?? state.skills).join(" / "),
    characteristic: state.characteristic ? characteristicLabel(state.characteristic) : null,
    complexity: state.complexity,
    difficulty: state.difficulty,
    rows,
    summary: { done: rows.filter((r) => r.done).length, total: rows.length, successes: rows.filter((r) => r.outcome === "success").length },
  };
}

/** Records one actor's result; refused when the actor is not named, already rolled, or the user does not own it. */
export function recordResult(state: RequestState, actorUuid: string, result: NonNullable<RequestEntry["result"]>, viewer: Viewer):
  { ok: true; state: RequestState } | { ok: false; reason: string } {
  const entry = state.entries.find((e) => e.actorUuid === actorUuid);
  if (!entry || entry.result) return { ok: false, reason: "ALTHERION.Chat.Error.Unavailable" };
  if (!canUse({ owners: [actorUuid] }, viewer)) return { ok: false, reason: "ALTHERION.Chat.Error.NotAllowed" };
  return { ok: true, state: { ...state, entries: state.entries.map((e) => (e === entry ? { ...e, result } : e)) } };
}

/** Folds case and accents so "Mêlée" matches "melee". */
export function foldName(s: string): string {
  return s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().trim();
}

/** The longest `/altherion-demande` argument text read (a longer one is refused). */
export const REQUEST_COMMAND_MAX = 500;
const INTEGER = /^-?\d{1,6}$/;
const WORD = /^[\p{L}-]+$/u;

/**
 * Parses `/altherion-demande` arguments: `Skill[/Skill2] complexity [difficulty] [characteristic]`.
 * Read from the end, one token at a time (linear in the text's length).
 */
export function parseRequestCommand(text: string): { skills: string[]; complexity: number; difficulty: number | null; characteristic: string | null } | null {
  if (text.length > REQUEST_COMMAND_MAX) return null;
  const tokens = text.trim().split(/\s+/);
  const characteristic = tokens.length >= 3 && WORD.test(tokens[tokens.length - 1]) && INTEGER.test(tokens[tokens.length - 2]) ? tokens.pop()! : null;
  if (tokens.length < 2 || !INTEGER.test(tokens[tokens.length - 1])) return null;
  const last = Number(tokens.pop());
  const difficulty = tokens.length >= 2 && INTEGER.test(tokens[tokens.length - 1]) ? last : null;
  const complexity = difficulty === null ? last : Number(tokens.pop());
  return {
    skills: tokens.join(" ").split("/").map((s) => s.trim()).filter(Boolean),
    complexity,
    difficulty,
    characteristic: characteristic ? foldName(characteristic) : null,
  };
}

/** What a roll says about the test it made, for checking it against a request. */
export interface RollAnswer {
  requestId: string | null;
  actorUuid: string | null;
  skillNames: readonly string[];
  /** R-SK-7 the keys of the skills used (rolls older than keys: absent, their names are turned into keys). */
  skillKeys?: readonly string[];
  /** i18n label of the characteristic used (null: none). */
  characteristicLabel: string | null;
  /** null for a PP test (R-PP-7 has no complexity). */
  complexity: number | null;
  difficulty: number | null;
}

/** Every skill the roll used was requested (R-SK-7: by its key, or by the name the world shows it). */
const usesRequested = (requested: readonly string[], roll: RollAnswer) => {
  const used = roll.skillKeys?.length
    ? roll.skillKeys.map((key, i) => ({ key, name: roll.skillNames[i] ?? null }))
    : roll.skillNames.map((name) => ({ key: skillRef(name), name }));
  return used.every((skill) => requested.some((ref) => refNamesSkill(ref, skill)));
};

/**
 * A roll answers this request (card `requestMessageId`) for `actorUuid`: it was made for this
 * card and this actor, with requested skills only, the requested characteristic (or its R-MORAL-2
 * Espoir swap), complexity and difficulty.
 */
export function answersRequest(state: RequestState, requestMessageId: string, actorUuid: string, roll: RollAnswer): boolean {
  const wanted = state.characteristic ? characteristicLabel(state.characteristic) : null;
  const swaps = [characteristicLabel("puissance"), characteristicLabel("harmonie")];
  const characteristicOk = wanted === null ? roll.characteristicLabel === null : roll.characteristicLabel === wanted || swaps.includes(roll.characteristicLabel ?? "");
  return roll.requestId === requestMessageId && roll.actorUuid === actorUuid && usesRequested(state.skills, roll) && characteristicOk
    && (roll.complexity === null || roll.complexity === state.complexity) && (roll.difficulty ?? null) === state.difficulty;
}
