/** R-PP-4 the achat ruleset's starter qualities: every default skill lists some, and the PP tools use them past level 30. */
import { describe, expect, it } from "vitest";
import { DEFAULT_SKILLS, STARTER_QUALITIES, starterQualitiesOf } from "../../src/rules/index";
import { defaultSkillSources } from "../../src/data/default-skills";
import { buildPpContext } from "../../src/applications/experience/pp-context";

describe("starter qualities (R-PP-4)", () => {
  it("R-PP-4 every default skill lists at least three starter qualities (Maître needs three); each names real skill keys", () => {
    for (const s of DEFAULT_SKILLS) expect(starterQualitiesOf(s.id).length, s.id).toBeGreaterThanOrEqual(3);
    const keys = new Set<string>(DEFAULT_SKILLS.map((s) => s.id));
    for (const q of STARTER_QUALITIES) for (const k of q.skills) expect(keys.has(k), `${q.id} → ${k}`).toBe(true);
    expect(STARTER_QUALITIES.slice(0, 3).map((q) => q.name)).toEqual(["Condition physique", "Souplesse", "Vitesse"]); // the seed's examples
  });

  it("R-PP-4 a new character's default skills carry the starter lists", () => {
    const bagarre = defaultSkillSources().find((s) => s.system.key === "bagarre");
    expect(bagarre?.system.qualites).toEqual(expect.arrayContaining(["Condition physique", "Souplesse", "Vitesse"]));
  });

  it("R-PP-4 out of the box, a default skill at 30 is gated until it owns one of its starter qualities, which the tool offers", () => {
    const bagarre = defaultSkillSources().find((s) => s.system.key === "bagarre");
    const skill = { id: "s1", name: bagarre?.name ?? "", key: "bagarre", level: 30, pp: 30, qualites: bagarre?.system.qualites ?? [] };
    const input = { actorName: "Aèle", isGM: true, base: 50, step: 10, awards: {}, quality: null, contributions: {}, skills: [skill] };
    const before = buildPpContext({ ...input, qualities: [] });
    expect(before.skills[0].raise).toMatchObject({ allowed: false });
    expect(before.offered.map((o) => o.name)).toEqual(expect.arrayContaining(["Condition physique", "Souplesse", "Vitesse"]));
    const after = buildPpContext({ ...input, qualities: [{ id: "q1", name: "Souplesse", competences: ["bagarre"] }] });
    expect(after.skills[0].raise).toMatchObject({ allowed: true, cost: 4 });
  });
});
