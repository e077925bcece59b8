/**
 * The render fixtures carry XSS strings for the escaping tests (test/render/). On the screens the
 * browser suites photograph, those become what a table would type: each markup-bearing string is
 * replaced, by the field it sits in, with a realistic name (a person, a skill, a group, a reason…).
 */
const PEOPLE = ["Aëlys de Valombre", "Brannoc le Roux", "Ysolde Marchebrume", "Corvin Haut-Val", "Maëlle Fendragon"];
const BY_FIELD: Record<string, string> = {
  groupe: "Compagnie de l'Aube grise",
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

/** A deep copy of `value` in which every string holding markup is a realistic name for its field. */
export function onScreen<T>(value: T): T {
  let person = 0;
  const name = (field: string, owner: Record<string, unknown> | null): string => {
    if (field === "name" && owner && ("level" in owner || SKILL_TYPES.has(String(owner.type)) || owner.role === "skill")) return BY_FIELD.competence;
    // a PP test's specialisation: in the dialog's list (its bonus and circumstance) and in the total's formula
    if (field === "name" && owner && (("bonus" in owner && "circumstance" in owner) || owner.role === "specialisation")) return BY_FIELD.nom;
    // a PP card's line: the level of a skill, or a specialisation
    if (field === "name" && owner && typeof owner.label === "string" && owner.label.startsWith("ALTHERION.PpTest.")) {
      return owner.label.endsWith("Specialisation") ? BY_FIELD.nom : BY_FIELD.competence;
    }
    return BY_FIELD[field] ?? PEOPLE[person++ % PEOPLE.length];
  };
  const walk = (v: unknown, field: string, owner: Record<string, unknown> | null): unknown => {
    if (typeof v === "string") return markup(v) ? name(field, owner) : v;
    if (Array.isArray(v)) return v.map((x) => walk(x, field, owner));
    if (v && typeof v === "object" && Object.getPrototypeOf(v) === Object.prototype) {
      const o = v as Record<string, unknown>;
      return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, walk(x, k, o)]));
    }
    return v;
  };
  return walk(value, "", null) as T;
}
