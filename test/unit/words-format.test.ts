// The formatting helper (GLOSSARY.md "Typography"): one place for numbers, signs, percentages,
// plurals, dates and inserted names, in French and English.
import { describe, expect, it } from "vitest";
import { MINUS, NBSP, NNBSP, formatDate, formatNumber, formatPercent, formatSigned, formatTemplate, pluralForm } from "../../src/words/format";
import { formatHelpers, formatText, labelled, localizedOnce, ordinalText, pluralText } from "../../src/words/helpers";
import { localize } from "../render/handlebars-env";
import { sheetWords } from "../../src/i18n";

describe("numbers", () => {
  it("decimal comma and narrow no-break space before % in French, decimal point in English", () => {
    expect(formatPercent("fr", 34.8)).toBe(`34,8${NNBSP}%`);
    expect(formatPercent("en", 34.8)).toBe("34.8%");
    expect(formatPercent("fr", 100)).toBe(`100${NNBSP}%`);
    expect(formatNumber("fr", 2.5)).toBe("2,5");
    expect(formatNumber("en", 2.5)).toBe("2.5");
  });
  it("negatives take the minus sign, positives a plus when signed", () => {
    expect(formatSigned("fr", -3)).toBe(`${MINUS}3`);
    expect(formatSigned("en", 4)).toBe("+4");
    expect(formatSigned("en", 0)).toBe("0");
    expect(formatNumber("fr", Number.NaN)).toBe("");
  });
});

describe("plurals (Intl.PluralRules, never « (s) »)", () => {
  const forms = { one: "dé", other: "dés" };
  it("French 0 and 1 are singular, English 0 is plural", () => {
    expect(pluralForm("fr", 0, forms)).toBe("dé");
    expect(pluralForm("fr", 1, forms)).toBe("dé");
    expect(pluralForm("fr", 2, forms)).toBe("dés");
    expect(pluralForm("en", 0, { one: "die", other: "dice" })).toBe("dice");
  });
  it("a category the files do not spell (French 'many') falls back to other", () => {
    expect(pluralForm("fr", 1_000_000, forms)).toBe("dés");
  });
  it("the lang files' plural keys", () => {
    const dict = (lang: "fr" | "en") => ({ lang, localize: (k: string) => localize(lang, k) });
    expect(pluralText(dict("fr"), "ALTHERION.Roll.Pool.Surpuissance", 1)).toBe("1 dé de surpuissance");
    expect(pluralText(dict("fr"), "ALTHERION.Roll.Pool.Surpuissance", 2)).toBe("2 dés de surpuissance");
    expect(pluralText(dict("en"), "ALTHERION.Roll.Pool.Surpuissance", 1)).toBe("1 overpower die");
    expect(pluralText(dict("en"), "ALTHERION.Roll.Pool.Surpuissance", 3)).toBe("3 overpower dice");
  });
});

describe("ranks (Intl.PluralRules ordinal)", () => {
  const dict = (lang: "fr" | "en") => ({ lang, localize: (k: string) => localize(lang, k) });
  it("R-FIGHT-1 a combatant's extra action in the tracker: « 2ᵉ action », \"2nd turn\", \"3rd turn\", \"4th turn\"", () => {
    const tag = (lang: "fr" | "en", pass: number) => ordinalText(dict(lang), "ALTHERION.Combat.Pass.Rank", pass, { pass });
    expect([2, 3, 4, 5].map((p) => tag("fr", p))).toEqual(["2ᵉ action", "3ᵉ action", "4ᵉ action", "5ᵉ action"]);
    expect([2, 3, 4, 11, 21, 22].map((p) => tag("en", p))).toEqual(["2nd turn", "3rd turn", "4th turn", "11th turn", "21st turn", "22nd turn"]);
  });
});

describe("dates (Intl.DateTimeFormat, not ISO)", () => {
  it("long dates in each language; unreadable → empty", () => {
    expect(formatDate("fr", "2025-02-01T00:00:00Z")).toBe("1 février 2025");
    expect(formatDate("en", "2025-02-01T00:00:00Z")).toBe("February 1, 2025");
    expect(formatDate("fr", "not a date")).toBe("");
  });
});

describe("names in sentences (French elision)", () => {
  it("de/le/la/que before a vowel or an h are elided in French only", () => {
    expect(formatTemplate("fr", "Test de {name}", { name: "Aëlys" })).toBe("Test d'Aëlys");
    expect(formatTemplate("fr", "Test de {name}", { name: "Brannoc" })).toBe("Test de Brannoc");
    expect(formatTemplate("fr", "Jet de {x}", { x: "Harmonie" })).toBe("Jet d'Harmonie");
    expect(formatTemplate("fr", "De {x} à {y}", { x: "Élise", y: "Ana" })).toBe("D'Élise à Ana");
    expect(formatTemplate("fr", "Monde {x}", { x: "Aëlys" })).toBe("Monde Aëlys");
    expect(formatTemplate("en", "Test de {name}", { name: "Aëlys" })).toBe("Test de Aëlys");
    expect(formatTemplate("fr", "{missing}", {})).toBe("{missing}");
  });
  it("the dialog title through the lang files", () => {
    expect(formatText({ lang: "fr", localize: (k) => localize("fr", k) }, "ALTHERION.Roll.DialogTitle", { name: "Aëlys" })).toBe("Test d'Aëlys");
    expect(formatText({ lang: "en", localize: (k) => localize("en", k) }, "ALTHERION.Roll.DialogTitle", { name: "Aëlys" })).toBe("Test: Aëlys");
  });
  it("a sheet's words elide French names as localize does (« l'incantation d'Éclair »)", () => {
    const g = globalThis as unknown as { game?: unknown };
    const before = g.game;
    g.game = { i18n: { lang: "fr", localize: (k: string) => localize("fr", k), format: (k: string, d: Record<string, string>) => localize("fr", k).replace(/\{(\w+)\}/g, (_, x: string) => d[x]) } };
    try {
      expect(sheetWords().format("ALTHERION.Combat.Incantation.Stop", { name: "Éclair" })).toBe("Interrompre l'incantation d'Éclair");
    } finally {
      g.game = before;
    }
  });
  it("numbers inserted into sentences are formatted", () => {
    expect(formatText({ lang: "fr", localize: () => "Reste {n}" }, "k", { n: 2.5 })).toBe("Reste 2,5");
  });
  it("a label and its value: French « label\u00a0: value », English \"label: value\", the value alone without a label", () => {
    const fr = { lang: "fr", localize: (k: string) => localize("fr", k) };
    const en = { lang: "en", localize: (k: string) => localize("en", k) };
    expect(labelled(fr, "Supprimer", "Mêlée")).toBe(`Supprimer${NBSP}: Mêlée`);
    expect(labelled(en, "Delete", "Melee")).toBe("Delete: Melee");
    expect(labelled(fr, "", "Trop de points")).toBe("Trop de points");
    expect(formatHelpers(en).altLabelled(undefined, "Over budget", {})).toBe("Over budget");
  });
  it("a sheet's words localize each key once per render, and format as given", () => {
    const asked: string[] = [];
    const words = localizedOnce({ lang: "fr", localize: (k) => { asked.push(k); return localize("fr", k); }, format: (k, d) => `${k}:${d.label}` });
    expect([words.localize("ALTHERION.Sheet.Modifier"), words.localize("ALTHERION.Sheet.Modifier"), words.localize("ALTHERION.Sheet.Supprimer")]).toEqual(["Modifier", "Modifier", "Supprimer"]);
    expect(asked).toEqual(["ALTHERION.Sheet.Modifier", "ALTHERION.Sheet.Supprimer"]);
    expect(words.format("K", { label: "x" })).toBe("K:x");
    expect(labelled(words, "Modifier", "Dague")).toBe(`Modifier${NBSP}: Dague`);
  });
  it("speed: the same words object keeps what it localized and formatted for the next render, each text as given", () => {
    const asked: string[] = [];
    const source = { lang: "fr", localize: (k: string) => { asked.push(k); return localize("fr", k); }, format: (k: string, d: Record<string, string>) => { asked.push(k); return `${k}:${d.label}`; } };
    const first = localizedOnce(source);
    expect([first.localize("ALTHERION.Sheet.Modifier"), first.format("K", { label: "x" }), first.format("K", { label: "y" })]).toEqual(["Modifier", "K:x", "K:y"]);
    const next = localizedOnce(source); // the next render, the same words
    expect([next.localize("ALTHERION.Sheet.Modifier"), next.format("K", { label: "x" }), next.format("K", { label: "y" }), next.format("K", { name: "x" } as never)]).toEqual(["Modifier", "K:x", "K:y", "K:undefined"]);
    expect(asked).toEqual(["ALTHERION.Sheet.Modifier", "K", "K", "K"]); // only the new data asked again
    expect(labelled(next, "Modifier", "Dague")).toBe(labelled(first, "Modifier", "Dague"));
    expect(labelled(localizedOnce({ ...source, lang: "en", localize: (k: string) => localize("en", k) }), "Edit", "Dagger")).toBe("Edit: Dagger"); // another dictionary, its own texts
  });
  it("the constants are the glossary's characters", () => {
    expect([NBSP, NNBSP, MINUS].map((c) => c.codePointAt(0))).toEqual([0xa0, 0x202f, 0x2212]);
  });
});
