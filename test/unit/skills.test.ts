import { describe, expect, it } from "vitest";
import {
  DEFAULT_SKILLS, knowledgeDegree, knowledgeDegrees, LANGUAGE_DESCRIPTORS, languageDescriptor, languageLevelCap, LANGUAGES, learntByPractice, lowestSkill,
  missingPrerequisites, SKILL_CATEGORIES, SKILL_LEVEL_MAX,
} from "../../src/rules/skills";

describe("skills", () => {
  it("R-SK-1 default skills by category with the source's example expertises", () => {
    expect(SKILL_LEVEL_MAX).toBe(10);
    expect(SKILL_CATEGORIES).toEqual(["combat", "pratiques", "theoriques", "langues"]);
    const names = (cat: string) => DEFAULT_SKILLS.filter((s) => s.category === cat).map((s) => s.name);
    expect(names("combat")).toEqual(["Adresse", "Bagarre", "Mêlée", "Rigidité", "Tir"]);
    expect(names("pratiques")).toHaveLength(15);
    expect(names("theoriques")).toEqual(["Apparence", "Cosmologie", "Droit", "Économie", "Histoire", "Nature", "Religion", "Sciences", "Technologie", "Urbanisme"]);
    expect(DEFAULT_SKILLS.find((s) => s.id === "melee")?.expertises).toEqual(["Lames légères", "Lames lourdes", "Haches", "Lances", "Masses"]);
    expect(DEFAULT_SKILLS.find((s) => s.id === "histoire")).toMatchObject({ expertiseHint: "Chaque continent" });
    expect(new Set(DEFAULT_SKILLS.map((s) => s.id)).size).toBe(DEFAULT_SKILLS.length);
  });

  it("R-SK-3 several skills at once: the lowest level", () => {
    expect(lowestSkill([4, 2, 7])).toBe(2);
    expect(() => lowestSkill([])).toThrow(RangeError);
  });

  it("R-SK-4 skills as prerequisites", () => {
    expect(missingPrerequisites({ melee: 4, tir: 1 }, { melee: 3, tir: 2, sport: 1 })).toEqual(["tir", "sport"]);
    expect(missingPrerequisites({ melee: 4 }, { melee: 4 })).toEqual([]);
  });

  it("R-SK-5 théoriques show a knowledge degree; a subject needing an expertise counts as 0 without it", () => {
    expect([0, 1, 2, 3, 5, 7, 9, 10].map((l) => knowledgeDegree(l).id))
      .toEqual(["aucune", "notions", "notions", "bases", "solides", "approfondies", "erudition", "maitrise"]);
    expect(knowledgeDegree(8, { needsExpertise: true }).id).toBe("ignorant");
    expect(knowledgeDegree(8, { needsExpertise: true, hasExpertise: true }).id).toBe("approfondies");
    expect(knowledgeDegree(-1).id).toBe("aucune");
  });

  it("R-SK-5 (rev 2) the degree on general subjects, and per expertise: owned gives the level's degree, lacking gives Ignorant", () => {
    const k = knowledgeDegrees(5, [{ name: "Chimie", owned: true }, { name: "Alchimie", owned: false }]);
    expect(k.general.id).toBe("solides");
    expect(k.subjects.map((s) => [s.name, s.owned, s.degree.id])).toEqual([["Chimie", true, "solides"], ["Alchimie", false, "ignorant"]]);
    expect(knowledgeDegrees(0, [{ name: "Forêt", owned: true }]).subjects[0].degree.id).toBe("aucune");
    expect(knowledgeDegrees(3, []).subjects).toEqual([]);
  });

  it("R-SK-6 language descriptors 1..10 from the source, with ids", () => {
    expect(Object.keys(LANGUAGE_DESCRIPTORS)).toHaveLength(10);
    expect(languageDescriptor(1)?.id).toBe("formules-de-base");
    expect(languageDescriptor(10)?.fr).toBe("Connaissance parfaite de la langue");
    expect(languageDescriptor(0)).toBeNull();
    const ids = Object.values(LANGUAGE_DESCRIPTORS).map((d) => d.id);
    for (const id of ids) expect(id).toMatch(/^[a-z-]+$/);
    expect(new Set(ids).size).toBe(10);
  });

  it("R-SK-6 languages: union of the two lists, later names, plus Vrai Primordial capped at Primordial", () => {
    expect(LANGUAGES.map((l) => l.name)).toEqual([
      "Atlante", "Central", "Draconique", "Géant", "Méridional", "Occidental", "Oriental", "Primordial", "Septentrional",
      "Tropical", "Mashaya", "Aquatique", "Vrai Primordial",
    ]);
    expect(LANGUAGES.find((l) => l.id === "vrai-primordial")).toMatchObject({ magical: true, cappedBy: "primordial" });
    expect(languageLevelCap("vrai-primordial", 7, { primordial: 4 })).toBe(4);
    expect(languageLevelCap("vrai-primordial", 3, {})).toBe(0);
    expect(languageLevelCap("central", 12, {})).toBe(10);
    expect(languageLevelCap("inconnue", -2, {})).toBe(0);
  });
});

describe("R-SK-6 [I] languages are learnt by practice", () => {
  it("R-SK-6 only the langues category is learnt by practice (no XP, no creation points)", () => {
    expect(learntByPractice("langues")).toBe(true);
    for (const category of ["combat", "pratiques", "theoriques"]) expect(learntByPractice(category)).toBe(false);
  });
});
