/** R-SK-7 skills matched by key; R-SK-5 / R-SK-6 théoriques and languages never rolled. */
import { describe, expect, it } from "vitest";
import { DEFAULT_SKILLS, LANGUAGES, isRolledCategory, skillKeyFromName } from "../../src/rules/index";
import { findSkill, isRollableSkill, refNamesSkill, resolveSkillRefs, skillKey, skillLevelsByKey, skillRef } from "../../src/data/skill-keys";
import { actorRollData, matchSkills, unknownSkillRefs, unrollableSkills } from "../../src/dice/actor-data";

import { defenceSkills } from "../../src/combat/defence";
import { defaultSkillSources } from "../../src/data/default-skills";

const item = (id: string, name: string, categorie: string, key = "", niveau = 3) =>
  ({ id, name, type: "competence", system: { key, categorie, niveau, expertises: [] } });

/** The same character in a French and in an English (Babele) world: names differ, keys do not. */
const fr = [item("a", "Mêlée", "combat", "melee", 4), item("b", "Rigidité", "combat", "rigidite", 2), item("c", "Histoire", "theoriques", "histoire"), item("d", "Central", "langues", "central")];
const en = [item("a", "Melee", "combat", "melee", 4), item("b", "Toughness", "combat", "rigidite", 2), item("c", "History", "theoriques", "histoire"), item("d", "Central", "langues", "central")];

describe("R-SK-7 skill keys", () => {
  it("a key is made from a name: lower case, no accents, words joined by hyphens; a key gives itself back", () => {
    expect(skillKeyFromName("Vrai Primordial")).toBe("vrai-primordial");
    expect(skillKeyFromName("Mêlée")).toBe("melee");
    expect(skillKeyFromName("  Fusil d'Assaut ")).toBe("fusil-d-assaut");
    expect(skillKeyFromName("vrai-primordial")).toBe("vrai-primordial");
  });
  it("every default skill and language key is the key of its French name (so hand-written names still resolve)", () => {
    for (const s of [...DEFAULT_SKILLS, ...LANGUAGES]) expect(skillKeyFromName(s.name)).toBe(s.id);
    for (const s of defaultSkillSources()) expect(s.system.key).toBe(skillKeyFromName(s.name));
  });
  it("the stored key wins over the name; an item without one (a world not migrated yet) gets its name's", () => {
    expect(skillKey(item("x", "Brawl", "combat", "bagarre"))).toBe("bagarre");
    expect(skillKey(item("x", "Mêlée", "combat", ""))).toBe("melee");
  });
  it("an English world finds the same skills, at the same levels, by key", () => {
    for (const items of [fr, en]) {
      expect(findSkill(items, "melee")?.id).toBe("a");
      expect(findSkill(items, "Rigidité")?.id).toBe("b");
      expect(skillLevelsByKey(items)).toMatchObject({ melee: 4, rigidite: 2 });
      const data = actorRollData({ name: "A", system: {}, items });
      expect(matchSkills(data, ["melee", "Rigidité"])).toEqual(["a", "b"]);
      expect(defenceSkills(data, "blocage").map((s) => [s.id, s.level])).toEqual([["b", 2]]);
    }
    expect(skillRef("Toughness")).not.toBe("rigidite"); // a translated NAME is not a key: references are keys
  });
  it("R-SK-7 a reference names a skill by its key, else by the name the world shows it (renamed, or Babele's English), accents and case ignored", () => {
    const rigidite = { key: "rigidite", name: "Toughness" };
    expect(refNamesSkill("rigidite", rigidite)).toBe(true);
    expect(refNamesSkill("Rigidité", rigidite)).toBe(true);
    expect(refNamesSkill("toughness", rigidite)).toBe(true);
    expect(refNamesSkill("Toughnes", rigidite)).toBe(false);
    expect(refNamesSkill("", { key: "", name: "" })).toBe(false);
  });
  it("R-SK-7 a key wins over another skill's name; a reference that names nothing is reported, never matched", () => {
    const skills = [{ key: "melee", name: "Bagarre" }, { key: "bagarre", name: "Brawl" }];
    expect(resolveSkillRefs(skills, ["bagarre"]).matched).toEqual([skills[1]]);
    expect(resolveSkillRefs(skills, ["Brawl", "Nage"])).toEqual({ matched: [skills[1]], unknown: ["Nage"] });
  });
  it("R-SK-7 an English world rolls a skill named as it shows it, and reports a name it lacks", () => {
    const data = actorRollData({ name: "A", system: {}, items: en });
    expect(matchSkills(data, ["Toughness", "Melee"])).toEqual(["b", "a"]);
    expect(unknownSkillRefs({ items: en }, ["Toughness", "Toughnes"])).toEqual(["Toughnes"]);
  });
});

describe("R-SK-5 / R-SK-6 never rolled", () => {
  it("théoriques and languages are not rollable categories", () => {
    expect(["combat", "pratiques", "theoriques", "langues"].map(isRolledCategory)).toEqual([true, true, false, false]);
    expect(fr.map(isRollableSkill)).toEqual([true, true, false, false]);
  });
  it("the roll dialog's list holds neither théoriques nor languages", () => {
    expect(actorRollData({ name: "A", system: {}, items: fr }).skills.map((s) => s.key)).toEqual(["melee", "rigidite"]);
  });
  it("a roll asking for one, by item id, key or name, is refused (the list names them)", () => {
    expect(unrollableSkills({ items: fr }, { ids: ["c"] })).toEqual(["Histoire"]);
    expect(unrollableSkills({ items: en }, { refs: ["central", "histoire"] })).toEqual(["History", "Central"]);
    expect(unrollableSkills({ items: fr }, { ids: ["a"], refs: ["Rigidité"] })).toEqual([]);
  });
});
