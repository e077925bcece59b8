/**
 * The render fixtures carry XSS strings for the escaping tests (test/render/). On the screens the
 * browser suites photograph, those become what a table would type:
 * - a probe around a real word ("Mêlée <b>", "Gobelin <img …>") shows that word;
 * - a bare probe in a field that names a thing (a skill, a group, a reason…) shows a realistic name of it;
 * - a bare probe that names a person shows a person, the same person for the same probe everywhere (a card's
 *   target and the victim of its aggravation are one creature; two sides of a clash are two probes).
 */
import { EVIL as CARD_EVIL } from "../render/chat-fixtures";
import { EVIL, EVIL_OTHER, XP_EVIL } from "../render/dialog-fixtures";

/** People's names; "Brannoc le Roux" is the fixtures' own second character (a request's other row, a sheet's member). */
const PEOPLE = ["Aëlys de Valombre", "Brannoc le Roux", "Ysolde Marchebrume", "Corvin Haut-Val", "Maëlle Fendragon"];
const BY_FIELD: Record<string, string> = {
  // the group sheet's own name (test/fixtures/sheet-fixtures.ts): one group on every screen
  groupe: "La Compagnie des Brumes",
  groupName: "La Compagnie des Brumes",
  reason: "Fin de l'acte I : la tour de Valmont",
  competence: "Escrime",
  skills: "Escrime",
  circonstance: "Sur un sol glissant",
  circumstance: "Sur un sol glissant",
  nom: "Lames courbes",
  qualites: "Précision",
  label: "Escrime",
};
const SKILL_TYPES = new Set(["competence", "specialisation"]);

/** The fixtures' XSS probes (`<script>…`, `<img src=x onerror=…>`, `Mêlée <b>`), not the views' own HTML. */
const markup = (s: string) => /<script|onerror=|<b>/i.test(s);

/** The words a probe wraps, when they read as a name ("Mêlée <b>" → "Mêlée"); "" for a bare probe. */
function wrappedName(s: string): string {
  const text = s.replace(/<script[\s\S]*?<\/script>/gi, "").replace(/<[^>]*>/g, "").trim();
  return /^\p{L}[\p{L} '-]*$/u.test(text) ? text : "";
}

/**
 * Each bare probe's person, the same on every screen whatever runs first: the fixtures' probes by name (the one who
 * acts, the other side of a clash), any other in the order met, among the people no fixture names.
 */
const personOf = new Map<string, string>([
  [CARD_EVIL, PEOPLE[0]], [EVIL, PEOPLE[0]], [XP_EVIL, PEOPLE[0]], [EVIL_OTHER, PEOPLE[2]],
]);
const SPARE = [PEOPLE[3], PEOPLE[4]];
function person(probe: string): string {
  let name = personOf.get(probe);
  if (!name) personOf.set(probe, (name = SPARE[(personOf.size - 4) % SPARE.length]));
  return name;
}

/** What a field names, when it names a thing rather than a person (its owner tells a skill's or a specialisation's name). */
function thingName(field: string, owner: Record<string, unknown> | null): string | undefined {
  if (field === "name" && owner && ("level" in owner || SKILL_TYPES.has(String(owner.type)) || owner.role === "skill")) return BY_FIELD.competence;
  // a PP test's specialisation: in the dialog's list (its bonus and circumstance) and in the total's formula
  if (field === "name" && owner && (("bonus" in owner && "circumstance" in owner) || owner.role === "specialisation")) return BY_FIELD.nom;
  // a PP card's line: the level of a skill, or a specialisation
  if (field === "name" && owner && typeof owner.label === "string" && owner.label.startsWith("ALTHERION.PpTest.")) {
    return owner.label.endsWith("Specialisation") ? BY_FIELD.nom : BY_FIELD.competence;
  }
  return BY_FIELD[field];
}

/** A deep copy of `value` in which every string holding markup is a realistic name for its field. */
export function onScreen<T>(value: T): T {
  const walk = (v: unknown, field: string, owner: Record<string, unknown> | null): unknown => {
    if (typeof v === "string") return markup(v) ? wrappedName(v) || thingName(field, owner) || person(v) : v;
    if (Array.isArray(v)) return v.map((x) => walk(x, field, owner));
    if (v && typeof v === "object" && Object.getPrototypeOf(v) === Object.prototype) {
      const o = v as Record<string, unknown>;
      return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, walk(x, k, o)]));
    }
    return v;
  };
  return walk(value, "", null) as T;
}
