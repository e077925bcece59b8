import { readFileSync } from "node:fs";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { ROLL_ENRICHER_PATTERN, parseRollMatch } from "../../src/chat/enricher-parse";
import { DEFAULT_SKILLS } from "../../src/rules/index";
import { foldName } from "../../src/chat/request-card";
import { walk } from "../helpers/files";

interface Page { name: string; text: { content: string }; flags: { altherion: { action?: { id: string; jet: { competences: string[]; caracteristiques: string[] } | null } } } }

const pages: Page[] = walk("packs/actions", [".yml"]).flatMap((f) => ((load(readFileSync(f, "utf8")) as { pages?: Page[] }).pages ?? []));
/** English pages live in the Babele translation (name → text), page by page. */
const english: string[] = Object.values(JSON.parse(readFileSync("lang/babele/en/altherion.actions.json", "utf8")).entries as Record<string, { pages: Record<string, { text: string }> }>)
  .flatMap((e) => Object.values(e.pages).map((p) => p.text));
const skillName = new Map(DEFAULT_SKILLS.map((s) => [s.id, foldName(s.name)]));

describe("packs: actions pages carry working roll enrichers", () => {
  it("every page that rolls a skill or characteristic has at least one @Jet/@Test link, and every link parses", () => {
    const rolling = pages.filter((p) => p.flags.altherion.action?.jet && (p.flags.altherion.action.jet.competences.length || p.flags.altherion.action.jet.caracteristiques.length));
    expect(rolling.length).toBe(8); // blocage, esquive, parade, 3 grapples, 2 spells
    for (const page of rolling) {
      const links = [...page.text.content.matchAll(ROLL_ENRICHER_PATTERN)];
      expect(links.length, page.name).toBeGreaterThan(0);
      for (const m of links) expect(parseRollMatch([...m]).ok, m[0]).toBe(true);
    }
  });

  it("links roll what the page's jet flags say (skills by their default name, characteristics by key)", () => {
    for (const page of pages) {
      const jet = page.flags.altherion.action?.jet;
      if (!jet) continue;
      const skills = new Set(jet.competences.map((id) => skillName.get(id)));
      for (const m of page.text.content.matchAll(ROLL_ENRICHER_PATTERN)) {
        const parsed = parseRollMatch([...m]);
        if (!parsed.ok) continue;
        for (const s of parsed.roll.skillNames) expect(skills.has(foldName(s)), `${page.name}: ${s}`).toBe(true);
      }
      // Each skill the page names is offered by one of its links.
      const offered = new Set([...page.text.content.matchAll(ROLL_ENRICHER_PATTERN)].flatMap((m) => { const p = parseRollMatch([...m]); return p.ok ? p.roll.skillNames.map(foldName) : []; }));
      for (const s of skills) expect(offered.has(s as string), `${page.name}: ${s}`).toBe(true);
    }
  });

  it("French pages use @Jet, their English translations the @Test alias, with the same rolls", () => {
    const fr = pages.filter((p) => p.text.content.includes("@Jet["));
    const en = english.filter((t) => t.includes("@Test["));
    expect(fr.length).toBe(8);
    expect(en.length).toBe(8);
    expect(fr.every((p) => !p.text.content.includes("@Test["))).toBe(true);
    const params = (texts: string[]) => texts.flatMap((t) => [...t.matchAll(ROLL_ENRICHER_PATTERN)].map((m) => m[2])).sort();
    expect(params(en)).toEqual(params(fr.map((p) => p.text.content)));
    for (const t of en) for (const m of t.matchAll(ROLL_ENRICHER_PATTERN)) expect(parseRollMatch([...m]).ok, m[0]).toBe(true);
  });
});
