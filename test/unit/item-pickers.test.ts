import { describe, expect, it } from "vitest";
import { buildItemContext } from "../../src/applications/sheets/item-context";
import type { ItemInput } from "../../src/applications/sheets/item-context";
import { qualitiesOf } from "../../src/applications/experience/pp-context";
import { DEFAULT_SKILL_CHOICES } from "../fixtures/sheet-html";
import { GM } from "../fixtures/sheet-fixtures";

const item = (type: string, system: Record<string, unknown>): ItemInput => ({
  id: "it1", uuid: "Item.it1", name: "Objet", img: "", type, system, flags: GM, skills: DEFAULT_SKILL_CHOICES,
});
const field = (ctx: ReturnType<typeof buildItemContext>, name: string) => ctx.fields.find((f) => f.name === name)!;

describe("R-SK-7 item sheets pick skills by name and store their key", () => {
  it("a weapon offers the rolled skills by name, its stored key selected; théoriques and languages are not offered", () => {
    const f = field(buildItemContext(item("arme", { competence: "melee" })), "system.competence");
    expect(f.isSkill).toBe(true);
    expect(f.skillOptions.find((o) => o.selected)).toMatchObject({ value: "melee", text: "Mêlée" });
    const offered = f.skillOptions.map((o) => o.value);
    expect(offered).toContain("tir");
    expect(offered).not.toContain("primordial"); // a language
    expect(offered).not.toContain(DEFAULT_SKILL_CHOICES.find((k) => !k.rollable && k.key !== "primordial")!.key);
  });

  it("a spell's picker works the same way; a key no skill has stays shown as written, selected", () => {
    const f = field(buildItemContext(item("sort", { competence: "skill-from-another-world" })), "system.competence");
    expect(f.skillOptions[0]).toMatchObject({ value: "skill-from-another-world", text: "skill-from-another-world", selected: true });
  });

  it("an empty reference starts on « choose… », so no skill looks picked that is not stored", () => {
    const f = field(buildItemContext(item("specialisation", { competence: "" })), "system.competence");
    expect(f.skillOptions[0]).toMatchObject({ value: "", label: "ALTHERION.Sheet.Choisir", selected: true });
    expect(f.skillOptions.filter((o) => o.selected)).toHaveLength(1);
  });
});

describe("R-SK-4 prerequisites with pickers: localized names, keys behind", () => {
  const rows = buildItemContext(item("aptitude", { prerequis: [
    { type: "caracteristique", cle: "agilite", valeur: 6 },
    { type: "competence", cle: "melee", valeur: 4 },
    { type: "classe", cle: "Lame", valeur: 0 },
  ] })).prerequis!;

  it("a characteristic is chosen among the nine, by their localized labels", () => {
    expect(rows[0].characteristics).toHaveLength(9);
    expect(rows[0].characteristics!.find((o) => o.selected)).toMatchObject({ value: "agilite", label: "ALTHERION.Sheet.Carac.Agilite" });
    expect(rows[0].hasMinimum).toBe(true);
  });
  it("a skill is chosen by name, its key stored", () => {
    expect(rows[1].skills!.find((o) => o.selected)).toMatchObject({ value: "melee", text: "Mêlée" });
    expect(rows[1].characteristics).toBeNull();
  });
  it("a class is a name typed in, with no minimum", () => {
    expect(rows[2].characteristics).toBeNull();
    expect(rows[2].skills).toBeNull();
    expect(rows[2].hasMinimum).toBe(false);
  });
  it("a row switched to « characteristic » while holding a skill key starts on « choose… »", () => {
    const [row] = buildItemContext(item("aptitude", { prerequis: [{ type: "caracteristique", cle: "melee", valeur: 4 }] })).prerequis!;
    expect(row.characteristics![0]).toMatchObject({ value: "", selected: true });
  });
});

describe("R-PP-5 a quality lists its skills (never a blank sheet)", () => {
  it("shows the skills it names by name, offers the others, and is not blank", () => {
    const ctx = buildItemContext(item("qualite", { competences: ["melee", "Bagarre"] }));
    expect(ctx.hasFields).toBe(false);
    expect(ctx.qualiteSkills!.listed.map((l) => l.name)).toEqual(["Mêlée", "Bagarre"]);
    const addable = ctx.qualiteSkills!.addable.map((o) => o.value);
    expect(addable).not.toContain("melee");
    expect(addable).toContain("tir");
  });
  it("R-PP-4 a quality naming a skill by its key counts for that skill, whatever its displayed name", () => {
    const quality = { id: "q", name: "Vitesse", competences: ["melee"] };
    expect(qualitiesOf({ name: "Melee (renamed)", key: "melee", qualites: [] }, [quality])).toEqual([quality]);
    expect(qualitiesOf({ name: "Tir", key: "tir", qualites: [] }, [quality])).toEqual([]);
  });
});
