import { describe, expect, it } from "vitest";
import {
  CHARACTERISTIC_START, LEGENDE_MAX, creationCost, creationLines, ORIGINE_MAX, ORIGINE_MIN, draftFromActor, ppWarnings, readDraft, reduceCreation, skillLevel,
  skillQualities, stepWarnings, swapChoice,
} from "../../src/rules/index";
import type { ActorInput, CreationAction, CreationDraft, CreationState, CreationWarning, DraftItem, ItemInput, Ruleset } from "../../src/rules/index";

// The creation reducer and the achat ruleset's warnings on hand-made drafts, under plain Node.
const actor = (): ActorInput => ({
  name: "Aude", img: "aude.webp", system: {},
  items: [
    { id: "p1", type: "competence", name: "Primordial", img: "", system: { niveau: 3, categorie: "theoriques", expertises: [{ nom: "Runes", possedee: false }] } },
    { id: "l1", type: "competence", name: "Langue commune", img: "", system: { niveau: 5, categorie: "langues" } },
    { id: "x1", type: "equipement", name: "Corde", img: "", system: {} },
  ],
});
const start = (): CreationState => ({ draft: draftFromActor(actor()), past: [] });
const run = (s: CreationState, actions: CreationAction[], ruleset: Ruleset = "altherion") => actions.reduce((x, a) => reduceCreation(x, a, { ruleset }), s);
const item = (type: ItemInput["type"], name: string, system: Record<string, unknown> = {}): ItemInput => ({ uuid: `Item.${name}`, type, name, img: "", system });
const keyOf = (d: CreationDraft, name: string) => (d.items.find((i) => i.name === name) as DraftItem).key;

describe("R-CREA-1/2 the creation reducer", () => {
  it("R-CREA-1 a new draft keeps the creation items only, characteristics at their start", () => {
    const d = start().draft;
    expect(d.items.map((i) => i.name)).toEqual(["Primordial", "Langue commune"]);
    expect(d.caracteristiques.force).toBe(CHARACTERISTIC_START);
  });

  it("R-CREA-1 a malformed choice changes nothing: unknown step, characteristic, constitution, expertise, item or type", () => {
    const s = start();
    const primordial = keyOf(s.draft, "Primordial");
    const langue = keyOf(s.draft, "Langue commune");
    for (const action of [
      { type: "goto", step: "nulle-part" },
      { type: "caracteristique", key: "chance", value: 4 },
      { type: "caracteristique", key: "force", value: "5" },
      { type: "premice", key: "moral", value: 20 },
      { type: "bonus", key: "moral", value: 5 },
      { type: "expertise", item: primordial, nom: "Inconnue", possedee: true },
      { type: "expertise", item: langue, nom: "Runes", possedee: true },
      { type: "niveau", item: "absent", value: 2 },
      { type: "ajouter", item: item("espece", "Elfe") },
      { type: "ajouter", item: item("equipement" as ItemInput["type"], "Corde") },
      { type: "retirer", item: "absent" },
      { type: "mystere" },
    ] as unknown as CreationAction[]) {
      expect(run(s, [action]), JSON.stringify(action)).toBe(s);
    }
  });

  it("R-CREA-2 an item is owned once; removing the species removes its innate aptitudes", () => {
    let s = run(start(), [{ type: "ajouter", item: item("atout", "Chanceux", { cout: 2 }) }]);
    expect(run(s, [{ type: "ajouter", item: item("atout", "Chanceux", { cout: 2 }) }])).toBe(s);
    s = run(s, [{ type: "espece", espece: item("espece", "Elfe"), innees: [item("aptitude", "Vision nocturne")] }]);
    expect(s.draft.items.find((i) => i.name === "Vision nocturne")?.system.inne).toBe(true);
    s = run(s, [{ type: "retirer", item: keyOf(s.draft, "Elfe") }]);
    expect(s.draft.items.map((i) => i.name)).toEqual(["Primordial", "Langue commune", "Chanceux"]);
  });

  it("R-CAR-3 / R-FORT-4 the identity step: names trimmed (a blank one kept), Origine and Légende within their ranges", () => {
    const s = run(start(), [{ type: "identite", name: "  Aude  ", img: " ", lignee: "Corbeaux", biographie: "Née à Vel.", legendeText: "La Muette", legendeValue: 500, origine: -40 }]);
    expect(s.draft).toMatchObject({ name: "Aude", img: "aude.webp", lignee: "Corbeaux", biographie: "Née à Vel.", legende: { text: "La Muette", value: LEGENDE_MAX }, origine: ORIGINE_MIN });
    expect(run(s, [{ type: "identite", origine: 99, img: "autre.webp" }]).draft).toMatchObject({ origine: ORIGINE_MAX, img: "autre.webp" });
  });

  it("R-CREA-1 the lineage swap's selects: one side changes, the other is kept; anything else changes nothing", () => {
    expect(swapChoice(undefined, "de", "force")).toEqual({ de: "force", vers: "" });
    expect(swapChoice({ de: "force", vers: "" }, "vers", "agilite")).toEqual({ de: "force", vers: "agilite" });
    expect(swapChoice({ de: "force", vers: "agilite" }, "milieu", "volonte")).toEqual({ de: "force", vers: "agilite" });
    expect(swapChoice({ de: "force", vers: "agilite" }, undefined, "volonte")).toEqual({ de: "force", vers: "agilite" });
  });

  it("R-CREA-2 a language skill without a stored key is the native language by its name's key", () => {
    expect(run(start(), [{ type: "langueNatale", key: "langue-commune" }]).draft.langueNatale).toBe("langue-commune");
    expect(run(start(), [{ type: "langueNatale", key: "primordial" }]).draft.langueNatale).toBe("");
  });

  it("a level that is not a number reads as 0", () => {
    expect(skillLevel({ key: "i1", id: null, uuid: "", type: "competence", name: "X", img: "", system: { niveau: "3" } })).toBe(0);
  });

  it("a saved draft with a malformed characteristic or constitution reads as none; foreign items are dropped", () => {
    const saved = JSON.parse(JSON.stringify(start().draft)) as Record<string, unknown>;
    expect(readDraft({ ...saved, caracteristiques: { ...(saved.caracteristiques as object), force: "3" } })).toBeNull();
    expect(readDraft({ ...saved, constitutions: { vitalite: {} } })).toBeNull();
    const read = readDraft({ ...saved, items: [...(saved.items as unknown[]), { key: "i9", type: "equipement", name: "Corde" }, { key: 4, type: "atout", name: "X" }, { key: "i8", type: "atout", name: "Sans id", id: 7 }] });
    expect(read?.items.map((i) => [i.name, i.id])).toEqual([["Primordial", "p1"], ["Langue commune", "l1"], ["Sans id", null]]);
  });
});

describe("R-CREA-2 the budget lines", () => {
  it("R-CREA-2 choices without language steps (RULES.md §15's shape): a Langues line of 0, the lines adding up to creationCost", () => {
    const choices = { characteristicSteps: 2, skillSteps: 3, expertises: 1, combativiteSteps: 1, foundingClasses: 1, foundingAptitudes: 0, speciesAptitudes: 1, atouts: [2], handicaps: [1] };
    const lines = creationLines(choices);
    expect(lines.find((l) => l.id === "Langues")).toEqual({ id: "Langues", count: 0, cost: 0 });
    expect(lines.reduce((n, l) => n + l.cost, 0)).toBe(creationCost(choices));
  });
});

describe("R-PP-4 / R-PP-6 the achat ruleset's creation warnings", () => {
  const achat = (actions: CreationAction[]) => run(start(), actions, "achat").draft;

  it("R-PP-4 a quality counts for a skill when the skill lists it, or when it names the skill by key or name", () => {
    const d = achat([
      { type: "ajouter", item: item("qualite", "Mémoire") },
      { type: "ajouter", item: item("qualite", "Souplesse", { competences: ["primordial"] }) },
      { type: "ajouter", item: item("qualite", "Vitesse", { competences: ["Autre"] }) },
    ]);
    const primordial = d.items.find((i) => i.name === "Primordial") as DraftItem;
    primordial.system.qualites = ["Mémoire"];
    expect(skillQualities(d, primordial).map((q) => q.name)).toEqual(["Mémoire", "Souplesse"]);
  });

  it("R-PP-4 a starting degree without its qualities is warned; R-PP-6 a specialisation above its skill's degree, a secret one never", () => {
    const d = achat([
      { type: "niveau", item: keyOf(start().draft, "Primordial"), value: 40 },
      { type: "ajouter", item: item("specialisation", "Runes anciennes", { competence: "Primordial", degre: "expert" }) },
      { type: "ajouter", item: item("specialisation", "Chant", { competence: "Chant", degre: "debutant" }) },
      { type: "ajouter", item: item("specialisation", "Secret", { competence: "Chant", degre: "secrete" }) },
      { type: "ajouter", item: item("specialisation", "Sans degré", { competence: "Langue commune" }) },
      { type: "ajouter", item: item("specialisation", "Sans compétence", { degre: "debutant" }) },
    ]);
    const warnings = ppWarnings(d);
    expect(warnings.filter((w) => w.key === "QualitiesMissing").map((w) => w.data.item)).toEqual(["Primordial"]); // Confirmé at 40; Débutant (Langue commune, 5) needs none
    expect(warnings.filter((w) => w.key === "SpecialisationDegree").map((w) => [w.data.item, w.data.skill, w.data.min])).toEqual([
      ["Runes anciennes", "Primordial", 61], ["Chant", "Chant", 1], ["Sans compétence", "", 1],
    ]);
  });

  it("a step shows its own warnings; the review shows them all", () => {
    const all: CreationWarning[] = [{ key: "NoEspece", step: "espece", data: {} }, { key: "Unspent", step: "revue", data: { left: 3 } }];
    expect(stepWarnings(all, "espece")).toEqual([all[0]]);
    expect(stepWarnings(all, "classes")).toEqual([]);
    expect(stepWarnings(all, "revue")).toEqual(all);
  });
});
