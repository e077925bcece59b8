// GLOSSARY.md: the English interface, the English rules journal and the Babele files use the
// glossary's one English word for each French term (and never the words it rules out).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readJson, walk } from "../helpers/files";
import { ENGLISH_FOR, RULED_OUT_ENGLISH, RULED_OUT_FRENCH, SKILL_ENGLISH_FOR, variantPattern, wordPattern } from "../helpers/glossary";
import { localize } from "../render/handlebars-env";

/** Every string value of a JSON document (keys are the French names Babele matches: not shown in English). */
function values(o: unknown): string[] {
  if (typeof o === "string") return [o];
  if (Array.isArray(o)) return o.flatMap(values);
  return o && typeof o === "object" ? Object.values(o).flatMap(values) : [];
}

/** French quoted on purpose (the seeds' notes in quotes, a French term in italics after its English word) and {placeholders} are not English text. */
const withoutQuotes = (s: string) => s.replace(/"[^"\n]*"|«[^»]*»|<em>[^<]*<\/em>|<code>[^<]*<\/code>|\{\w+\}|@\w+\[[^\]]*\]/g, " ");

const ENGLISH_FILES: [string, string[]][] = [
  ["lang/en.json", values(readJson("lang/en.json"))],
  ...walk("lang/babele/en", [".json"]).map((f): [string, string[]] => [f, values(readJson(f))]),
  ["packs/regles/altherion-rules.yml", [readFileSync("packs/regles/altherion-rules.yml", "utf8")]],
];

describe("the English files use the glossary's words", () => {
  for (const [file, strings] of ENGLISH_FILES) {
    it(`${file}: no French term that has an English word, no ruled-out English word`, () => {
      const found: string[] = [];
      const look = (s: string, fr: string, en: string, pattern: RegExp) => {
        for (const m of s.matchAll(pattern)) found.push(`${m[0]} → ${en}: …${s.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30)}…`);
      };
      for (const s of strings.map(withoutQuotes)) {
        for (const [fr, en] of [...ENGLISH_FOR, ...SKILL_ENGLISH_FOR]) look(s, fr, en, wordPattern(fr));
        for (const [word, use] of RULED_OUT_ENGLISH) look(s, word, use, variantPattern(word));
      }
      expect(found).toEqual([]);
    });
  }

  it("the ruled-out lists catch the words the glossary replaces (Proficient, Specialisations, Stabilised, Defences, armour, Rigidité, Reactive confrontation, maluses, Tourmenté, Écriture, Theoretical, Willpower, Premise, Tormented, Thorax, metre, monopolised, cancelled)", () => {
    const hit = (s: string) => [...RULED_OUT_ENGLISH.map(([w]) => variantPattern(w)), ...SKILL_ENGLISH_FOR.map(([fr]) => wordPattern(fr)), ...ENGLISH_FOR.map(([fr]) => wordPattern(fr))].some((p) => p.test(s));
    for (const s of ["Proficient", "Specialisations", "Stabilised", "Defences", "one's armour", "Rigidité + Vigor", "Reactive confrontation", "Bonuses and maluses", "the group is not Tourmenté", "Écriture", "Loss of balance",
      "Theoretical", "theoretical skills", "Willpower", "Premise", "the group must be Tormented", "Thorax", "each metre", "No one monopolised speech", "Critical failure cancelled", "rounds started and ended"]) expect(hit(s), s).toBe(true);
    for (const s of ["Adept", "Specializations", "Stabilized", "Defenses", "armor", "Toughness + Vigor", "Reactive clash", "Bonuses and penalties", "the group is not in Torment", "Writing", "Off balance",
      "Knowledge", "knowledge skills", "Will", "Base", "the group must be in Torment", "Chest", "each meter", "No one monopolized speech", "Critical failure canceled", "Cancel", "turns started and ended", "rounds"]) expect(hit(s), s).toBe(false);
  });

  it("rev 3: the French ruled-out list catches « round », « tour de jeu » and « tours commencés » (a combatant's turns), not « tour » nor « action »", () => {
    const hit = (s: string) => RULED_OUT_FRENCH.some(([w]) => wordPattern(w).test(s));
    for (const s of ["3 rounds", "un round de combat", "2 tours de jeu", "au premier tour de jeu", "Formateur", "tours commencés et finis"]) expect(hit(s), s).toBe(true);
    for (const s of ["3 tours", "un tour de combat", "2 actions", "à la première action", "Entraîneur", "Bouclier rond", "actions commencées et finies"]) expect(hit(s), s).toBe(false);
  });

  it("the labels of the game's terms are the glossary's", () => {
    const en = (key: string) => localize("en", `ALTHERION.${key}`);
    const expected: Record<string, string> = {
      "Roll.Characteristic.Force": "Strength", "Roll.Characteristic.Vigueur": "Vigor", "Roll.Characteristic.Agilite": "Agility",
      "Roll.Characteristic.Pouvoir": "Power", "Roll.Characteristic.Charisme": "Charisma", "Roll.Characteristic.Volonte": "Will",
      "Roll.Characteristic.Sagesse": "Wisdom", "Roll.Characteristic.Corps": "Body", "Roll.Characteristic.Ame": "Soul", "Roll.Characteristic.Esprit": "Mind",
      "Roll.Characteristic.Puissance": "Might", "Roll.Characteristic.Harmonie": "Harmony",
      "Roll.Role.Surpuissance": "Overpower", "Roll.Role.Impuissance": "Weakness", "Roll.Source.Epuisement": "Exhaustion",
      "Roll.Source.Agonie": "Agony", "Roll.Source.Descente": "Comedown", "Roll.Espoir": "Hope", "Roll.Outcome.Narrow": "Narrow success",
      "Caracteristique.volonte": "Will", "Sheet.Carac.Volonte": "Will", "Competence.Categorie.theoriques": "Knowledge",
      "Sheet.Competence.Categorie.Theorique": "Knowledge", "Sheet.Competence.Categorie.Theoriques": "Knowledge", "Sheet.Sante.Premice": "Base",
      "Creation.Premice": "Base", "Sheet.Moral.Tourmente": "In Torment", "Aggravation.Effect.Thorax": "Chest",
    };
    expect(Object.fromEntries(Object.keys(expected).map((k) => [k, en(k)]))).toEqual(expected);
  });
});

/** The French files a user reads: the interface and every French compendium source (not the English rules journal). */
const FRENCH_FILES: [string, string[]][] = [
  ["lang/fr.json", values(readJson("lang/fr.json"))],
  ...walk("packs", [".yml"]).filter((f) => !f.endsWith("altherion-rules.yml")).map((f): [string, string[]] => [f, [readFileSync(f, "utf8")]]),
];

describe("the French files use the glossary's words", () => {
  it("GLOSSARY.md: the GM is « Conteur », never « MJ »; rev 3: a round is a « tour », a creature's turn an « action », never « round » nor « tour de jeu »; one « entraîneur »", () => {
    const found: string[] = [];
    for (const [file, strings] of FRENCH_FILES) {
      for (const s of strings) {
        for (const [word, use] of RULED_OUT_FRENCH) {
          for (const m of s.matchAll(wordPattern(word))) found.push(`${file}: ${word} → ${use}: …${s.slice(Math.max(0, m.index - 30), m.index + word.length + 30)}…`);
        }
      }
    }
    expect(FRENCH_FILES.length).toBeGreaterThan(10);
    expect(found).toEqual([]);
  });
});
