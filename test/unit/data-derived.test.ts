import { describe, expect, it } from "vitest";
import { speeds } from "../../src/rules/index";
import { creationChoices, derivePersonnage, powerDice } from "../../src/data/personnage-derived";
import { deriveCompetence, deriveSpecialisationCost, deriveQualiteCost } from "../../src/data/item-derived";
import { debutant, heros, itemsHeros } from "../fixtures/personnages";

const ctx = (items = itemsHeros, statuses: string[] = []) => ({ items, statuses, ruleset: "altherion" as const });

describe("derived data of the fixture hero (Exaltation 3, Humain +1 Force −1 Intellect)", () => {
  const d = derivePersonnage(heros(), ctx());

  it("R-CREA-1 species bonuses apply as derived values, never to the base", () => {
    expect(d.especeBonus.force).toBe(1);
    expect(d.effectives.force).toBe(7);
    expect(d.effectives.intellect).toBe(3);
    expect(heros().caracteristiques.force).toBe(6);
  });

  it("R-CAR-2 secondary scores, R-INT-2 Puissance, R-INT-3 Harmonie (with Origine)", () => {
    expect(d.scores).toEqual({ corps: 5, ame: 5, esprit: 4, impact: 4, resilience: 5, finesse: 5 });
    expect(d.puissance).toBe(10);
    expect(d.harmonie).toBe(9);
  });

  it("R-CON-2 constitution maxima, wounds, room and unallocated bonus", () => {
    expect(d.constitutions.vitalite).toEqual({ max: 50, disponible: 50, blessures: 0, peril: false });
    expect(d.constitutions.energie).toMatchObject({ max: 50, disponible: 45, blessures: 10 });
    expect(d.bonusTotal).toBe(15);
    expect(d.bonusNonAlloue).toBe(0);
  });

  it("R-CAR-5 points maxima and R-FIGHT-7 speeds from the effective grid", () => {
    expect(d.points).toEqual({ impact: { max: 4 }, resilience: { max: 5 }, finesse: { max: 5 } });
    expect(d.vitesses).toEqual(speeds(d.effectives));
  });

  it("R-CREA-2 creation points spent and left", () => {
    expect(creationChoices(heros(), itemsHeros)).toEqual({
      characteristicSteps: 27, skillSteps: 8, expertises: 1, combativiteSteps: 1,
      foundingClasses: 1, foundingAptitudes: 1, speciesAptitudes: 0, atouts: [3], handicaps: [2], languageSteps: 0,
    });
    expect(d.creation).toMatchObject({ depense: 54, restant: 21, depassement: false, horsPlafond: [] });
    expect(d.creation.choix).toEqual(creationChoices(heros(), itemsHeros));
  });

  const langue = (name: string, key: string, niveau: number, ecriture = false) =>
    ({ type: "competence", name, system: { key, categorie: "langues", niveau, expertises: [{ nom: "Écriture", possedee: ecriture }] } });

  it("R-CREA-2 (rev 2) languages cost 2 per level; the native one (system.langueNatale, a key) is free up to 8", () => {
    const items = [...itemsHeros, langue("Central", "central", 10, true), langue("Occidental", "occidental", 2)];
    const without = creationChoices(heros(), itemsHeros);
    expect(creationChoices(heros(), items)).toEqual({ ...without, languageSteps: 12, expertises: without.expertises + 1 });
    const native = creationChoices({ ...heros(), langueNatale: "central" }, items);
    expect(native.languageSteps).toBe(2 + 2);
    expect(creationChoices({ ...heros(), langueNatale: "central" }, items, "altherion", 10).languageSteps).toBe(2);
    expect(creationChoices({ ...heros(), langueNatale: "inconnue" }, items).languageSteps).toBe(12);
    const s = { ...heros(), langueNatale: "central" };
    expect(derivePersonnage(s, ctx(items)).creation.depense).toBe(54 + 4 * 2 + 1);
    expect(derivePersonnage(s, { ...ctx(items), nativeLanguageFree: 4 }).creation.depense).toBe(54 + 8 * 2 + 1);
  });

  it("R-CREA-2 [I] in the achat ruleset the GM sets starting levels: languages cost no points either", () => {
    const items = [...itemsHeros, langue("Central", "central", 10)];
    expect(creationChoices(heros(), items, "achat").languageSteps).toBe(0);
  });

  it("R-CREA-2 / R-CAR-6 flags over-spend and characteristics over their cap without blocking", () => {
    const s = heros();
    s.caracteristiques.agilite = 9;
    s.creation.budget = 50;
    const r = derivePersonnage(s, ctx()).creation;
    expect(r.horsPlafond).toEqual([{ key: "agilite", value: 9, cap: 8 }]);
    expect(r.depassement).toBe(true);
  });

  it("R-SK-5 (rev 2) a théorique's degree per listed expertise: owned → the level's degree, lacking → Ignorant", () => {
    const sciences = { type: "competence", name: "Sciences", system: { categorie: "theoriques", niveau: 7, expertises: [{ nom: "Chimie", possedee: true }, { nom: "Alchimie", possedee: false }] } };
    const k = derivePersonnage(heros(), ctx([...itemsHeros, sciences])).connaissances.find((c) => c.name === "Sciences");
    expect(k).toEqual({ name: "Sciences", niveau: 7, degre: "approfondies", sujets: [{ nom: "Chimie", possedee: true, degre: "approfondies" }, { nom: "Alchimie", possedee: false, degre: "ignorant" }] });
  });

  it("R-MORAL-7 personal caps and R-SK-5 knowledge degrees", () => {
    expect(d.moralMax).toEqual({ espoir: 1, desespoir: 1 });
    expect(d.connaissances).toEqual([{ name: "Histoire", niveau: 5, degre: "solides", sujets: [] }]);
  });

  it("R-DICE-4 impuissance from Épuisement, with its source", () => {
    expect(d.des).toMatchObject({ surpuissance: 0, impuissance: 1, sources: [{ id: "epuisement", impuissance: 1 }] });
  });
});

describe("R-DICE-4 / R-STATE power dice in force", () => {
  it("a special state's status effect counts once, through the rules", () => {
    // The status effect's own change (+1 surpuissance) is already on modificateurs.
    const p = powerDice({ epuisement: 0, modificateurs: { surpuissance: 1, impuissance: 0 } }, ["zone"]);
    expect(p).toMatchObject({ surpuissance: 1, impuissance: 0, ignoreAgonie: true, etats: ["zone"] });
  });

  it("R-STATE-6 Descente replaces the special states' bonus", () => {
    const p = powerDice({ epuisement: 0, modificateurs: { surpuissance: 1, impuissance: 1 } }, ["acharnement", "descente"]);
    expect(p).toMatchObject({ surpuissance: 0, impuissance: 1 });
  });

  it("other effects' modifiers add, with an 'effets' source; circumstantial injuries do not count always-on", () => {
    const p = powerDice({ epuisement: 2, modificateurs: { surpuissance: 2, impuissance: 1 } }, ["decouragement", "oreille"]);
    expect(p.surpuissance).toBe(2);
    expect(p.impuissance).toBe(3); // épuisement 2 + découragement 1; its own +1 already removed from modificateurs
    expect(p.sources).toContainEqual({ id: "effets", surpuissance: 2, impuissance: 0 });
    expect(p.conditions).toEqual(["decouragement", "oreille"]);
  });
});

describe("a fresh character", () => {
  it("costs nothing and has every score at 2", () => {
    const d = derivePersonnage(debutant(), ctx([]));
    expect(d.creation.depense).toBe(0);
    expect(d.scores.corps).toBe(2);
    expect(d.constitutions.vitalite.max).toBe(15);
  });
});

describe("item derived values", () => {
  it("R-SK-5 / R-SK-6 / R-PP-1 degrees and descriptors", () => {
    expect(deriveCompetence({ categorie: "theoriques", niveau: 10 }, "altherion").degre).toBe("ALTHERION.Connaissance.maitrise");
    expect(deriveCompetence({ categorie: "langues", niveau: 1 }, "altherion").descripteur).toBe("ALTHERION.Langue.Descripteur.formules-de-base");
    expect(deriveCompetence({ categorie: "combat", niveau: 45 }, "achat")).toEqual({ degre: "ALTHERION.Degre.confirme", descripteur: null, sujets: [], niveauMax: 100 });
  });

  it("R-SK-5 (rev 2) a théorique item's degree per expertise subject: owned → the level's degree, lacking → Ignorant", () => {
    const d = deriveCompetence({ categorie: "theoriques", niveau: 3, expertises: [{ nom: "Forêt", possedee: true }, { nom: "Marais", possedee: false }] }, "altherion");
    expect(d.degre).toBe("ALTHERION.Connaissance.bases");
    expect(d.sujets).toEqual([
      { nom: "Forêt", possedee: true, degre: "ALTHERION.Connaissance.bases" }, { nom: "Marais", possedee: false, degre: "ALTHERION.Connaissance.ignorant" },
    ]);
  });

  it("R-PP-6 / R-PP-5 costs", () => {
    expect(deriveSpecialisationCost("confirme", 0)).toBe(50);
    expect(deriveSpecialisationCost("maitre", 140)).toBe(140);
    expect(deriveQualiteCost(2, 50, 10)).toBe(70);
  });
});
