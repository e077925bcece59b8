import { describe, expect, it } from "vitest";
import { ROLL_ENRICHER_PATTERN, characteristicOf, parseRollEnricher, parseRollMatch, rollLinkView, rollSpecOf } from "../../src/chat/enricher-parse";
import { format, localize } from "../render/handlebars-env";

const matches = (text: string) => [...text.matchAll(ROLL_ENRICHER_PATTERN)];
const fr = (key: string, data?: Record<string, string>) => (data ? format("fr", key, data) : localize("fr", key));
const en = (key: string, data?: Record<string, string>) => (data ? format("en", key, data) : localize("en", key));

describe("roll enricher syntax", () => {
  it("finds @Jet and @Test (any case) with or without a label, several per text", () => {
    const m = matches("<p>Faites @Jet[Bagarre|force|complexite=2|difficulte=10]{Étreinte} ou @test[Tir|agilite].</p>");
    expect(m).toHaveLength(2);
    expect([m[0][1], m[0][2], m[0][3]]).toEqual(["Jet", "Bagarre|force|complexite=2|difficulte=10", "Étreinte"]);
    expect([m[1][1], m[1][2], m[1][3]]).toEqual(["test", "Tir|agilite", undefined]);
    expect(ROLL_ENRICHER_PATTERN.flags).toContain("g");
  });

  it("reads bare words: characteristic (id, French label, English name) and skill names", () => {
    expect(parseRollEnricher("Bagarre|force|complexite=2|difficulte=10", "Étreinte")).toEqual({
      ok: true, roll: { characteristic: "force", skillNames: ["Bagarre"], complexity: 2, difficulty: 10, expertise: false, label: "Étreinte" },
    });
    expect(characteristicOf("Agilité")).toBe("agilite");
    expect(characteristicOf("ÂME")).toBe("ame");
    expect(characteristicOf("Strength")).toBe("force");
    expect(characteristicOf("Bagarre")).toBeNull();
  });

  it("accepts accented and accent-less French keys and the English aliases", () => {
    const a = parseRollEnricher("compétence=Mêlée|caractéristique=Agilité|complexité=1|difficulté=8|expertise");
    const b = parseRollEnricher("competence=Mêlée|caracteristique=agilite|complexite=1|difficulte=8|expertise=oui");
    const c = parseRollEnricher("skill=Mêlée|characteristic=agility|complexity=1|difficulty=8|expertise=true");
    const d = parseRollEnricher("Mêlée|agilite|c=1|d=8|expertise");
    expect(a).toEqual(b);
    expect(b).toEqual(c);
    expect(c).toEqual(d);
    expect(a.ok && a.roll).toMatchObject({ characteristic: "agilite", skillNames: ["Mêlée"], complexity: 1, difficulty: 8, expertise: true });
  });

  it("takes several skills (R-SK-3), a characteristic alone, a skill alone, a label from titre=", () => {
    expect(parseRollEnricher("competence=Bagarre, Mêlée|force").ok && parseRollEnricher("competence=Bagarre, Mêlée|force")).toMatchObject({ roll: { skillNames: ["Bagarre", "Mêlée"] } });
    expect(parseRollEnricher("Volonté")).toMatchObject({ ok: true, roll: { characteristic: "volonte", skillNames: [], difficulty: null } });
    expect(parseRollEnricher("Vigilance")).toMatchObject({ ok: true, roll: { characteristic: null, skillNames: ["Vigilance"] } });
    expect(parseRollEnricher("Tir|titre=Tir de barrage")).toMatchObject({ ok: true, roll: { label: "Tir de barrage" } });
    expect(parseRollEnricher("Tir|titre=Ignoré", "Gagne")).toMatchObject({ ok: true, roll: { label: "Gagne" } });
  });

  it("refuses bad syntax with an error key and the faulty part, never throwing", () => {
    expect(parseRollEnricher("")).toMatchObject({ ok: false, error: "ALTHERION.Enricher.Error.Empty" });
    expect(parseRollEnricher(" | ")).toMatchObject({ ok: false, error: "ALTHERION.Enricher.Error.Empty" });
    expect(parseRollEnricher("Bagarre|vitesse=3")).toEqual({ ok: false, error: "ALTHERION.Enricher.Error.UnknownKey", detail: "vitesse=3" });
    expect(parseRollEnricher("Bagarre|complexite=deux")).toMatchObject({ ok: false, error: "ALTHERION.Enricher.Error.BadNumber" });
    expect(parseRollEnricher("Bagarre|difficulte=-2")).toMatchObject({ ok: false, error: "ALTHERION.Enricher.Error.BadNumber" });
    expect(parseRollEnricher("Bagarre|caracteristique=chance")).toMatchObject({ ok: false, error: "ALTHERION.Enricher.Error.BadCharacteristic" });
    expect(parseRollEnricher("Bagarre|force|agilite")).toMatchObject({ ok: false, error: "ALTHERION.Enricher.Error.TwoCharacteristics", detail: "agilite" });
    expect(parseRollEnricher("expertise|complexite=1")).toMatchObject({ ok: false, error: "ALTHERION.Enricher.Error.Nothing" });
    expect(parseRollEnricher("Bagarre|competence=")).toMatchObject({ ok: false, error: "ALTHERION.Enricher.Error.Empty" });
    expect(() => parseRollMatch([])).not.toThrow();
  });

  it("builds the spec sent to game.altherion.rollTest", () => {
    const p = parseRollEnricher("Bagarre|force|complexite=2", "Étreinte");
    expect(p.ok && rollSpecOf(p.roll)).toEqual({ characteristic: "force", skillNames: ["Bagarre"], complexity: 2, difficulty: null, expertise: false, label: "Étreinte" });
    const q = parseRollEnricher("Bagarre");
    expect(q.ok && "label" in rollSpecOf(q.roll)).toBe(false);
  });

  it("link views are localized in both languages; errors keep the source and explain", () => {
    const [m] = matches("@Jet[Bagarre|force|complexite=2|difficulte=10]{Étreinte}");
    const v = rollLinkView([...m], fr);
    expect(v).toMatchObject({ ok: true, text: "Étreinte", params: "Bagarre|force|complexite=2|difficulte=10", label: "Étreinte" });
    expect(v.ok && v.tooltip).toBe("Bagarre + Force · Complexité 2 · Difficulté 10");
    expect(v.ok && v.ariaLabel).toContain("Étreinte");
    const [n] = matches("@Test[Brawl|strength]");
    const w = rollLinkView([...n], en);
    expect(w).toMatchObject({ ok: true, text: "Brawl + Strength" });
    const [bad] = matches("@Jet[Bagarre|vitesse=3]{X}");
    const e = rollLinkView([...bad], fr);
    expect(e.ok).toBe(false);
    if (!e.ok) {
      expect(e.source).toBe("@Jet[Bagarre|vitesse=3]{X}");
      expect(e.message).toContain("vitesse=3");
      expect(e.message).not.toContain("ALTHERION.");
    }
  });
});
