import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHARACTERISTIC_KEYS, CONSTITUTION_KEYS, NO_ADJUSTMENT, constitutionBonus, creationCost, CREATION_STEPS, draftFromActor, readDraft, reduceCreation, planCreation, stepSpent, undoSnapshot } from "../../src/rules/index";
import type { CharacteristicKey, ConstitutionKey, CreatureSource, Ruleset, CreationAction, CreationDraft, CreationState, DraftItem } from "../../src/rules/index";
import { evaluateDraft } from "../../src/data/creation-evaluation";
import { creationChoices } from "../../src/data/personnage-derived";
import { validateActorUpdate, validateItemUpdate } from "../../src/data/validation";
import { characteristicsDifference } from "../../src/rules/index";
import { validateSchema } from "../stubs/foundry";
import { INTUITION, RITUELS, actorFields, exampleActors, exemple, exemples, initialOf, input, itemFields, newActor, withInitial } from "../fixtures/creation";

const ctx = (ruleset: Ruleset = "altherion") => ({ ruleset });
const start = (): CreationState => ({ draft: draftFromActor(newActor()), past: [] });
const run = (state: CreationState, actions: CreationAction[], ruleset: Ruleset = "altherion") =>
  actions.reduce((s, a) => reduceCreation(s, a, ctx(ruleset)), state);
const evaluate = (d: CreationDraft, base = newActor().system, ruleset: Ruleset = "altherion") => evaluateDraft(d, { ruleset, base });
const skill = (d: CreationDraft, name: string) => d.items.find((i) => i.type === "competence" && i.name === name) as DraftItem;

describe("R-CREA-1/2 the example characters rebuilt through the wizard's model", () => {
  const creationTypes = new Set(["espece", "competence", "classe", "aptitude", "atout", "handicap"]);
  it.each(exampleActors.map((a) => [a.name, a] as const))("%s: its compendium data, exactly 75 points", (_name, example) => {
    const embedded = (example.items ?? []).filter((i) => creationTypes.has(i.type));
    const espece = embedded.find((i) => i.type === "espece")!;
    const innees = embedded.filter((i) => i.type === "aptitude" && i.system.inne === true).map((i) => input(exemple(i.name)));
    const actions: CreationAction[] = [{ type: "espece", espece: input(exemple(espece.name)), innees }];
    const car = example.system.caracteristiques as Record<CharacteristicKey, number>;
    for (const k of CHARACTERISTIC_KEYS) actions.push({ type: "caracteristique", key: k, value: car[k] });
    let state = run(start(), actions);
    state = run(state, [{ type: "langueNatale", key: String(example.system.langueNatale) }]); // R-CREA-2 (rev 2)
    for (const s of embedded.filter((i) => i.type === "competence")) {
      const item = skill(state.draft, s.name);
      state = run(state, [{ type: "niveau", item: item.key, value: Number(s.system.niveau) }]);
      for (const e of s.system.expertises as { nom: string; possedee: boolean }[]) {
        if (e.possedee) state = run(state, [{ type: "expertise", item: item.key, nom: e.nom, possedee: true }]);
      }
    }
    state = run(state, [
      { type: "combativite", value: Number(example.system.combativite) },
      ...embedded.filter((i) => ["classe", "atout", "handicap"].includes(i.type) || (i.type === "aptitude" && i.system.inne !== true))
        .map((i): CreationAction => ({ type: "ajouter", item: input(exemple(i.name)) })),
      { type: "identite", name: example.name, biographie: String(example.system.biographie) },
    ]);
    const before = newActor();
    const evaluation = evaluate(state.draft, before.system);
    expect(evaluation.spent).toBe(75);
    expect(evaluation.left).toBe(0);
    expect(evaluation.warnings.map((w) => w.key)).toEqual([]);
    const plan = planCreation(state.draft, before.items, evaluation);
    expect(plan.actor.name).toBe(example.name);
    expect(evaluation.system).toEqual(withInitial(initialOf(actorFields), example.system));
    expect(plan.actor.system).toEqual(Object.fromEntries(Object.keys(plan.actor.system).map((k) => [k, evaluation.system[k]])));
    expect(Object.keys(plan.actor.system)).not.toContain("xp");
    // The skills the example owns, exactly (descriptions are the compendium's own); every other skill stays at 0.
    const skills = [...plan.updates, ...plan.creates].filter((i) => i.type === "competence");
    for (const s of embedded.filter((i) => i.type === "competence")) {
      const made = skills.find((i) => i.name === s.name)!;
      expect({ ...made.system, description: "" }, s.name).toEqual({ ...s.system, description: "" });
    }
    const exampleSkills = new Set(embedded.filter((i) => i.type === "competence").map((i) => i.name));
    expect(skills.filter((i) => !exampleSkills.has(i.name))).toEqual([]);
    const others = (list: { type: string; name: string; img: string; system: unknown }[]) => list.filter((i) => i.type !== "competence")
      .map((i) => ({ type: i.type, name: i.name, img: i.img, system: i.system })).sort((a, b) => a.name.localeCompare(b.name));
    expect(others(plan.creates)).toEqual(others(embedded));
    expect(plan.deletes).toEqual([]);
  });
});

describe("R-CREA-2 the wizard's budget", () => {
  it("a new character spends nothing; every step's points are its lines' costs", () => {
    const e = evaluate(start().draft);
    expect(e.spent).toBe(0);
    expect(e.left).toBe(75);
    for (const step of CREATION_STEPS) expect(stepSpent(e.lines, step)).toBe(0);
  });

  it("R-CREA-2 a characteristic +1 costs 1, a skill level 2, an expertise 1, Combativité +1 5, shown in their steps", () => {
    let s = start();
    const melee = skill(s.draft, "Mêlée");
    s = run(s, [
      { type: "caracteristique", key: "force", value: 5 },
      { type: "niveau", item: melee.key, value: 3 },
      { type: "expertise", item: melee.key, nom: "Haches", possedee: true },
      { type: "combativite", value: 2 },
    ]);
    const e = evaluate(s.draft);
    expect(stepSpent(e.lines, "caracteristiques")).toBe(3);
    expect(stepSpent(e.lines, "competences")).toBe(7);
    expect(stepSpent(e.lines, "combativite")).toBe(5);
    expect(e.spent).toBe(15);
    expect(stepSpent(e.lines, "revue")).toBe(15);
  });
});

describe("R-CREA-2 (rev 2) languages and R-CREA-1 the lineage swap in the wizard", () => {
  it("R-CREA-2 the native language is free up to 8 (the world setting), others cost 2 per level in the skills step", () => {
    let s = start();
    const central = skill(s.draft, "Central");
    const occidental = skill(s.draft, "Occidental");
    s = run(s, [{ type: "niveau", item: central.key, value: 9 }, { type: "niveau", item: occidental.key, value: 2 }]);
    expect(stepSpent(evaluate(s.draft).lines, "competences")).toBe(22);
    s = run(s, [{ type: "langueNatale", key: "central" }]);
    expect(s.draft.langueNatale).toBe("central");
    const e = evaluate(s.draft);
    expect(e.lines.find((l) => l.id === "Langues")).toEqual({ id: "Langues", count: 3, cost: 6 });
    expect(stepSpent(e.lines, "competences")).toBe(6);
    expect(e.system.langueNatale).toBe("central");
    expect(evaluateDraft(s.draft, { ruleset: "altherion", base: newActor().system, nativeLanguageFree: 4 }).spent).toBe(2 * (5 + 2));
  });

  it("R-CREA-2 the native language must be one of the draft's languages; \"\" clears it; undo restores it", () => {
    let s = run(start(), [{ type: "langueNatale", key: "central" }]);
    expect(run(s, [{ type: "langueNatale", key: "melee" }]).draft.langueNatale).toBe("central");
    expect(run(s, [{ type: "langueNatale", key: "inconnue" }]).draft.langueNatale).toBe("central");
    s = run(s, [{ type: "langueNatale", key: "" }]);
    expect(s.draft.langueNatale).toBe("");
    expect(run(s, [{ type: "undo" }]).draft.langueNatale).toBe("central");
  });

  it("R-CREA-1 the lineage swap moves a species bonus; the created character carries it; a bad swap is none", () => {
    const humain = exemple("Humain");
    let s = run(start(), [{ type: "espece", espece: input(humain), innees: [input(exemple("Ténacité humaine"))] }]);
    const before = evaluate(s.draft).derived.effectives;
    s = run(s, [{ type: "echangeLignee", de: "volonte", vers: "force" }]);
    const e = evaluate(s.draft);
    expect(e.derived.effectives.force).toBe(before.force + 1);
    expect(e.derived.effectives.volonte).toBe(before.volonte - 1);
    expect(e.system.echangeLignee).toEqual({ de: "volonte", vers: "force" });
    expect(planCreation(s.draft, newActor().items, e).actor.system.echangeLignee).toEqual({ de: "volonte", vers: "force" });
    expect(e.spent).toBe(0);
    expect(run(s, [{ type: "echangeLignee", de: "force", vers: "force" }]).draft.echangeLignee).toEqual({ de: "force", vers: "" });
    expect(run(s, [{ type: "echangeLignee", de: "__proto__", vers: "force" }]).draft.echangeLignee).toEqual({ de: "", vers: "force" });
    const half = run(s, [{ type: "echangeLignee", de: "sagesse", vers: "" }]);
    expect(evaluate(half.draft).derived.effectives).toEqual(before); // a half-chosen swap changes nothing yet
  });

  it("R-SK-6 a character whose Vrai Primordial already exceeds Primordial: the skills step warns (never blocks)", () => {
    const actor = newActor();
    const vrai = actor.items.find((i) => i.name === "Vrai Primordial")!;
    vrai.system = { ...vrai.system, niveau: 3 };
    const e = evaluate(draftFromActor(actor), actor.system);
    expect(e.warnings.filter((w) => w.step === "competences")).toEqual([{ key: "OverSkillCap", step: "competences", data: { item: "Vrai Primordial", max: 0 } }]);
  });

  it("R-CREA-1 / R-CREA-2 a draft saved before these choices reads back with none", () => {
    const { echangeLignee: _e, langueNatale: _l, ...old } = start().draft;
    const back = readDraft(JSON.parse(JSON.stringify(old)))!;
    expect([back.echangeLignee, back.langueNatale]).toEqual([{ de: "", vers: "" }, ""]);
  });
});

describe("the wizard's rules", () => {
  it("R-CREA-1 a species brings its innate aptitudes free; choosing another replaces both", () => {
    const humain = exemple("Humain");
    const oceanide = exemple("Océanide");
    let s = run(start(), [{ type: "espece", espece: input(humain), innees: [input(exemple("Ténacité humaine"))] }]);
    expect(s.draft.items.filter((i) => i.type === "espece").map((i) => i.name)).toEqual(["Humain"]);
    expect(s.draft.items.find((i) => i.name === "Ténacité humaine")?.system.inne).toBe(true);
    expect(evaluate(s.draft).spent).toBe(0);
    s = run(s, [{ type: "espece", espece: input(oceanide), innees: [input(exemple("Peau d'écume"))] }]);
    expect(s.draft.items.filter((i) => i.type === "espece" || i.system.inne === true).map((i) => i.name).sort()).toEqual(["Océanide", "Peau d'écume"]);
  });

  it("R-CAR-6 a characteristic starts at 2; over 8 + the favoured bonus is a warning, never a block", () => {
    let s = run(start(), [{ type: "caracteristique", key: "force", value: 0 }]);
    expect(s.draft.caracteristiques.force).toBe(2);
    s = run(s, [{ type: "caracteristique", key: "force", value: 9 }]);
    expect(s.draft.caracteristiques.force).toBe(9);
    expect(evaluate(s.draft).warnings.find((w) => w.key === "OverCap")?.data).toEqual({ characteristic: "force" });
  });

  it("R-SK-6 Vrai Primordial never rises above Primordial, and follows it down", () => {
    let s = start();
    const primordial = skill(s.draft, "Primordial");
    const vrai = skill(s.draft, "Vrai Primordial");
    s = run(s, [{ type: "niveau", item: vrai.key, value: 4 }]);
    expect(skillOf(s, "Vrai Primordial")).toBe(0);
    s = run(s, [{ type: "niveau", item: primordial.key, value: 5 }, { type: "niveau", item: vrai.key, value: 4 }]);
    expect(skillOf(s, "Vrai Primordial")).toBe(4);
    s = run(s, [{ type: "niveau", item: primordial.key, value: 2 }]);
    expect(skillOf(s, "Vrai Primordial")).toBe(2);
  });

  it("R-CREA-2 / R-PP-1 [I] in the achat ruleset the GM's starting skill levels cost no creation points; expertises still do", () => {
    const occulte = skill(start().draft, "Occulte");
    const s = run(start(), [{ type: "niveau", item: occulte.key, value: 45 }, { type: "expertise", item: occulte.key, nom: "Perception", possedee: true }], "achat");
    expect(evaluate(s.draft, newActor().system, "achat").spent).toBe(1);
  });

  it("R-PP-1 [I] in the achat ruleset only the GM sets starting levels; a player's choice of a level changes nothing", () => {
    const occulte = skill(start().draft, "Occulte");
    const player = (ruleset: Ruleset) => reduceCreation(start(), { type: "niveau", item: occulte.key, value: 5 }, { ruleset, isGM: false });
    expect(skillOf(player("achat"), "Occulte")).toBe(0);
    expect(skillOf(player("altherion"), "Occulte")).toBe(5);
    expect(skillOf(reduceCreation(start(), { type: "niveau", item: occulte.key, value: 45 }, { ruleset: "achat", isGM: true }), "Occulte")).toBe(45);
  });

  it("R-PP-4 / R-PP-5 / R-PP-6 the achat ruleset's qualities and specialisations: chosen in the skills step, no creation points, warned when their degree is not held", () => {
    const occulte = skill(start().draft, "Occulte");
    expect(run(start(), [{ type: "ajouter", item: INTUITION }])).toEqual(start()); // not in the core ruleset
    const s = run(start(), [{ type: "niveau", item: occulte.key, value: 45 }, { type: "ajouter", item: RITUELS }], "achat");
    const e = evaluate(s.draft, newActor().system, "achat");
    expect(e.spent).toBe(0);
    expect(e.warnings.map((w) => [w.key, w.step, w.data])).toEqual([
      ["NoEspece", "espece", {}], ["Unspent", "revue", { left: 75 }], ["QualitiesMissing", "competences", { item: "Occulte", n: 1 }],
    ]);
    const low = run(start(), [{ type: "niveau", item: occulte.key, value: 20 }, { type: "ajouter", item: RITUELS }], "achat");
    expect(evaluate(low.draft, newActor().system, "achat").warnings.map((w) => [w.key, w.data])).toContainEqual(["SpecialisationDegree", { item: "Rituels", skill: "Occulte", min: 31 }]);
    const withQuality = run(s, [{ type: "ajouter", item: INTUITION }], "achat");
    expect(evaluate(withQuality.draft, newActor().system, "achat").warnings.map((w) => w.key)).not.toContain("QualitiesMissing");
    expect(withQuality.draft.items.filter((i) => i.type === "qualite").map((i) => i.name)).toEqual(["Intuition"]);
    expect(reduceCreation(withQuality, { type: "undo" }, ctx("achat"))).toEqual(s);
  });

  it("R-SK-1 / R-PP-1 a skill's level is bounded by the ruleset's scale", () => {
    const melee = skill(start().draft, "Mêlée");
    expect(skillOf(run(start(), [{ type: "niveau", item: melee.key, value: 60 }]), "Mêlée")).toBe(10);
    expect(skillOf(run(start(), [{ type: "niveau", item: melee.key, value: 60 }], "achat"), "Mêlée")).toBe(60);
  });

  it("R-SK-4 an unmet prerequisite of a class is a warning of the classes step", () => {
    const s = run(start(), [{ type: "ajouter", item: input(exemple("Rempart")) }]);
    const e = evaluate(s.draft);
    expect(e.warnings.filter((w) => w.step === "classes").map((w) => w.key)).toEqual(["Unmet.competence"]);
    expect(stepSpent(e.lines, "classes")).toBe(3);
  });

  it("R-CON-2 the default split follows Exaltation until the player splits the bonus by hand", () => {
    let s = run(start(), [{ type: "exaltation", value: 5 }]);
    expect(CONSTITUTION_KEYS.map((k) => s.draft.constitutions[k].bonus)).toEqual([20, 20, 20]);
    s = run(s, [{ type: "bonus", key: "vitalite", value: 100 }]);
    expect(s.draft.constitutions.vitalite.bonus).toBe(20); // never more than the bonus left
    s = run(s, [{ type: "bonus", key: "energie", value: 0 }, { type: "bonus", key: "vitalite", value: 40 }]);
    expect(CONSTITUTION_KEYS.map((k) => s.draft.constitutions[k].bonus)).toEqual([40, 0, 20]);
    s = run(s, [{ type: "exaltation", value: 4 }]);
    expect(CONSTITUTION_KEYS.reduce((n, k) => n + s.draft.constitutions[k].bonus, 0)).toBe(constitutionBonus(4));
    s = run(s, [{ type: "repartitionParDefaut" }]);
    expect(CONSTITUTION_KEYS.map((k) => s.draft.constitutions[k].bonus)).toEqual([10, 10, 10]);
  });

  it("undo restores the state before the last choice; moving between steps is not a choice", () => {
    let s = run(start(), [{ type: "caracteristique", key: "force", value: 6 }, { type: "goto", step: "competences" }]);
    expect(s.past).toHaveLength(1);
    s = run(s, [{ type: "undo" }]);
    expect(s.draft.caracteristiques.force).toBe(2);
    expect(s.draft.step).toBe("espece");
  });

  it("the saved draft reads back as it was; a malformed one reads as none", () => {
    const d = run(start(), [{ type: "caracteristique", key: "force", value: 6 }]).draft;
    expect(readDraft(JSON.parse(JSON.stringify(d)))).toEqual(d);
    expect(readDraft({ version: 2 })).toBeNull();
    expect(readDraft("x")).toBeNull();
  });

  it("the undo snapshot keeps the actor and the items a creation touches", () => {
    const before = newActor();
    const s = run(start(), [{ type: "niveau", item: skill(start().draft, "Tir").key, value: 2 }, { type: "ajouter", item: input(exemple("Sang-froid")) }]);
    const plan = planCreation(s.draft, before.items, evaluate(s.draft, before.system));
    expect(plan.updates.map((u) => u.name)).toEqual(["Tir"]);
    expect(plan.creates.map((c) => c.name)).toEqual(["Sang-froid"]);
    const undo = undoSnapshot({ name: before.name, img: before.img, system: before.system }, before.items, plan, s.draft);
    expect(undo.items.map((i) => [i.name, i.system.niveau])).toEqual([["Tir", 0]]);
    expect(undo.actor.system).toEqual(before.system);
  });
});

function skillOf(s: CreationState, name: string): number {
  return Number(skill(s.draft, name).system.niveau);
}

describe("properties of the wizard's model", () => {
  const pool = () => {
    const d = start().draft;
    return {
      skills: d.items.filter((i) => i.type === "competence").map((i) => i.key),
      expertises: d.items.filter((i) => i.type === "competence").flatMap((i) => (i.system.expertises as { nom: string }[]).map((e) => [i.key, e.nom] as const)),
    };
  };
  const { skills, expertises } = pool();
  const addable = [...exemples.filter((d) => ["classe", "aptitude", "atout", "handicap"].includes(d.type)).map(input), INTUITION, RITUELS];
  const especes = exemples.filter((d) => d.type === "espece").map(input);
  const action: fc.Arbitrary<CreationAction> = fc.oneof(
    fc.record({ type: fc.constant("caracteristique" as const), key: fc.constantFrom(...CHARACTERISTIC_KEYS), value: fc.integer({ min: -5, max: 30 }) }),
    fc.record({ type: fc.constant("niveau" as const), item: fc.constantFrom(...skills), value: fc.integer({ min: -5, max: 120 }) }),
    fc.tuple(fc.constantFrom(...expertises), fc.boolean()).map(([[item, nom], possedee]): CreationAction => ({ type: "expertise", item, nom, possedee })),
    fc.record({ type: fc.constant("combativite" as const), value: fc.integer({ min: -1, max: 9 }) }),
    fc.constantFrom(...addable).map((item): CreationAction => ({ type: "ajouter", item })),
    fc.nat(60).map((n): CreationAction => ({ type: "retirer", item: `i${n}` })),
    fc.option(fc.constantFrom(...especes)).map((espece): CreationAction => ({ type: "espece", espece, innees: [] })),
    fc.record({ type: fc.constant("exaltation" as const), value: fc.integer({ min: 0, max: 12 }) }),
    fc.record({ type: fc.constant("premice" as const), key: fc.constantFrom<ConstitutionKey>(...CONSTITUTION_KEYS), value: fc.integer({ min: -3, max: 200 }) }),
    fc.record({ type: fc.constant("bonus" as const), key: fc.constantFrom<ConstitutionKey>(...CONSTITUTION_KEYS), value: fc.integer({ min: -3, max: 400 }) }),
    fc.constant<CreationAction>({ type: "repartitionParDefaut" }),
    fc.record({ type: fc.constant("identite" as const), origine: fc.integer({ min: -20, max: 20 }), legendeValue: fc.integer({ min: -5, max: 200 }), name: fc.string() }),
    fc.constantFrom(...CREATION_STEPS).map((step): CreationAction => ({ type: "goto", step })),
    fc.constant<CreationAction>({ type: "undo" }),
  );
  const sequences = fc.tuple(fc.array(action, { maxLength: 25 }), fc.constantFrom<Ruleset>("altherion", "achat"));

  it("R-CREA-2 the budget equals creationCost of the choices, and the step lines add up to it", () => {
    fc.assert(fc.property(sequences, ([actions, ruleset]) => {
      const s = run(start(), actions, ruleset);
      const e = evaluate(s.draft, newActor().system, ruleset);
      const cost = creationCost(creationChoices(e.system as unknown as CreatureSource, e.items, ruleset));
      expect(e.spent).toBe(cost);
      expect(e.lines.reduce((n, l) => n + l.cost, 0)).toBe(cost);
      expect(e.left).toBe(75 - cost);
    }), { numRuns: 60 });
  });

  it("undo after a choice restores the previous state exactly", () => {
    fc.assert(fc.property(sequences, action, ([actions, ruleset], last) => {
      fc.pre(last.type !== "undo" && last.type !== "goto");
      const s = run(start(), actions, ruleset);
      const after = reduceCreation(s, last, ctx(ruleset));
      const back = reduceCreation(after, { type: "undo" }, ctx(ruleset));
      expect(after === s ? s : back).toEqual(s);
    }), { numRuns: 80 });
  });

  it("no choice sequence makes an actor or an item that the data model refuses", () => {
    fc.assert(fc.property(sequences, ([actions, ruleset]) => {
      const before = newActor();
      const s = run(start(), actions, ruleset);
      const e = evaluate(s.draft, before.system, ruleset);
      const plan = planCreation(s.draft, before.items, e);
      expect(validateSchema(actorFields, { ...before.system, ...plan.actor.system })).toEqual([]);
      expect(validateActorUpdate("personnage", before.system, plan.actor.system, e.derived.ajustements)).toEqual({ ok: true });
      for (const i of [...plan.updates, ...plan.creates]) {
        expect(validateSchema(itemFields[i.type], i.system), i.name).toEqual([]);
        expect(validateItemUpdate(i.type, i.system, i.system, ruleset), i.name).toEqual({ ok: true });
      }
    }), { numRuns: 60 });
  });
});

describe("R-CAR-7 validation reads the effective grid", () => {
  it("R-CAR-7 a species bonus raises the pools' maxima that an update is checked against", () => {
    const s = newActor().system as unknown as CreatureSource;
    const full = { points: { finesse: { value: 4 } }, caracteristiques: { agilite: 3, perception: 3, sagesse: 3 } };
    expect(validateActorUpdate("personnage", s, full, NO_ADJUSTMENT).ok).toBe(false);
    const perception = { force: 0, vigueur: 0, agilite: 1, pouvoir: 0, charisme: 0, perception: 1, intellect: 0, volonte: 0, sagesse: 1 };
    expect(validateActorUpdate("personnage", s, full, perception).ok).toBe(true);
    expect(characteristicsDifference({ ...s.caracteristiques, perception: 3 }, s.caracteristiques).perception).toBe(1);
  });
});
