import { describe, expect, it } from "vitest";
import { planItemDrop, unmetPrerequisites } from "../../src/data/drops";
import type { ActorSnapshot } from "../../src/data/drops";

const snap = (over: Partial<ActorSnapshot> = {}): ActorSnapshot => ({
  effectives: { force: 6, vigueur: 5, agilite: 5, pouvoir: 4, charisme: 5, perception: 6, intellect: 4, volonte: 5, sagesse: 5 },
  competences: { melee: 4, histoire: 2 },
  classes: ["Guerrier"],
  aptitudes: ["Coup puissant"],
  espece: "Humain",
  creation: false,
  xpLibre: 12,
  ...over,
});

describe("R-SK-4 prerequisites", () => {
  it("lists what is unmet (accents and case ignored); 'autre' is always for the GM", () => {
    const unmet = unmetPrerequisites([
      { type: "competence", cle: "melee", valeur: 4 },
      { type: "competence", cle: "Histoire", valeur: 3 },
      { type: "caracteristique", cle: "force", valeur: 7 },
      { type: "classe", cle: "guerrier", valeur: 0 },
      { type: "aptitude", cle: "Parade", valeur: 0 },
      { type: "espece", cle: "Elfe", valeur: 0 },
      { type: "autre", cle: "Avoir vu la mer", valeur: 0 },
    ], snap());
    expect(unmet.map((p) => p.cle)).toEqual(["Histoire", "force", "Parade", "Elfe", "Avoir vu la mer"]);
  });
});

describe("drops", () => {
  it("R-XP-3 an aptitude outside creation costs its tier's XP and warns when short", () => {
    const plan = planItemDrop(snap(), { type: "aptitude", name: "Frappe", system: { tier: "superieure", prerequis: [] } });
    expect(plan.xpCost).toBe(15);
    expect(plan.warnings).toEqual([{ key: "ALTHERION.Drop.NotEnoughXp", data: { cost: 15, libre: 12 } }]);
  });

  it("R-CREA-2 in creation mode an aptitude costs no XP", () => {
    expect(planItemDrop(snap({ creation: true }), { type: "aptitude", name: "Frappe", system: { tier: "heroique" } })).toMatchObject({ xpCost: 0, warnings: [] });
  });

  it("R-CREA-1 an espece grants its innate aptitudes and replaces the owned one with a warning", () => {
    const plan = planItemDrop(snap(), { type: "espece", name: "Elfe", system: { aptitudesInnees: ["Compendium.altherion.aptitudes.Item.abc", ""] } });
    expect(plan.grants).toEqual(["Compendium.altherion.aptitudes.Item.abc"]);
    expect(plan.replacesEspece).toBe(true);
    expect(plan.warnings[0].key).toBe("ALTHERION.Drop.ReplacesEspece");
  });

  it("R-XP-4 a class outside creation warns about the ellipse; an owned class warns", () => {
    const keys = planItemDrop(snap(), { type: "classe", name: "Guerrier", system: { prerequis: [] } }).warnings.map((w) => w.key);
    expect(keys).toEqual(["ALTHERION.Drop.AlreadyOwned", "ALTHERION.Drop.ClasseEllipse"]);
  });

  it("R-XP-4 an aptitude of a class not owned warns (minor ellipse + trainer), keeps its XP cost, never refuses", () => {
    const plan = planItemDrop(snap({ xpLibre: 50 }), { type: "aptitude", name: "Boule de feu", system: { tier: "superieure", classe: "Mage", prerequis: [] } });
    expect(plan.warnings).toEqual([{ key: "ALTHERION.Drop.AptitudeEllipse", data: { name: "Boule de feu", classe: "Mage" } }]);
    expect(plan.xpCost).toBe(15);
  });

  it("R-XP-4 no ellipse warning for an owned class (accents, case), no class, an innate aptitude, or in creation", () => {
    const warn = (over: Partial<ActorSnapshot>, system: Record<string, unknown>) =>
      planItemDrop(snap({ xpLibre: 50, ...over }), { type: "aptitude", name: "Parade", system: { tier: "fondatrice", prerequis: [], ...system } })
        .warnings.map((w) => w.key).filter((k) => k === "ALTHERION.Drop.AptitudeEllipse");
    expect(warn({ classes: ["Guerrière"] }, { classe: "guerriere" })).toEqual([]);
    expect(warn({}, { classe: "" })).toEqual([]);
    expect(warn({}, { classe: "Mage", inne: true })).toEqual([]);
    expect(warn({ creation: true }, { classe: "Mage" })).toEqual([]);
    // Both at once: short of XP and out of class.
    const both = planItemDrop(snap({ xpLibre: 5 }), { type: "aptitude", name: "Parade", system: { tier: "fondatrice", classe: "Mage", prerequis: [] } });
    expect(both.warnings.map((w) => w.key)).toEqual(["ALTHERION.Drop.AptitudeEllipse", "ALTHERION.Drop.NotEnoughXp"]);
  });

  it("other item types pass without checks", () => {
    expect(planItemDrop(snap(), { type: "arme", name: "Épée", system: {} })).toEqual({ warnings: [], xpCost: 0, grants: [], replacesEspece: false });
  });
});

describe("R-SK-1 / R-SK-6 default skills of a new personnage (without the compendium)", () => {
  it("one competence per default skill and language, with categories the model accepts", async () => {
    const { defaultSkillSources } = await import("../../src/data/default-skills");
    const { DEFAULT_SKILLS, LANGUAGES, SKILL_CATEGORIES } = await import("../../src/rules/index");
    const sources = defaultSkillSources();
    expect(sources).toHaveLength(DEFAULT_SKILLS.length + LANGUAGES.length);
    for (const s of sources) expect(SKILL_CATEGORIES).toContain(s.system.categorie);
    expect(sources.find((s) => s.name === "Vrai Primordial")?.system.plafond).toBe("primordial");
    expect(sources.find((s) => s.name === "Mêlée")?.system.expertises[0]).toEqual({ nom: "Lames légères", possedee: false, personnalisee: false });
  });
});
