/**
 * Names a player chooses reach tooltips as text. Foundry's tooltip reads `data-tooltip` as HTML, so each
 * tooltip is read here as Foundry does (the attribute's value put in an element's innerHTML): it must hold
 * no element, and a name full of markup must show as typed.
 */
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERSONNAGE_TABS } from "../../src/applications/sheets/personnage-context";
import { ROLL_ENRICHER_PATTERN } from "../../src/chat/enricher-parse";
import { incantationBadge, incantationRow } from "../../src/combat/incantation";
import { GM, PLAYER, personnage, pnj } from "../fixtures/sheet-fixtures";
import { personnageHtml, pnjHtml } from "../fixtures/sheet-html";
import { format, localize, render } from "./handlebars-env";
import { markWords } from "./incantation-fixtures";
import { shownTooltip, type TooltipCarrier } from "../helpers/tooltips";

const EVIL = "<img src=x onerror=alert(1)>";
const window = new Window();

/** Every tooltip of `html` (or of an element and its descendants) as Foundry shows it. */
function tooltips(root: string | HTMLElement): { html: string; elements: number; text: string }[] {
  const scope = typeof root === "string" ? Object.assign(window.document.createElement("div"), { innerHTML: root }) as unknown as HTMLElement : root;
  const carriers = [...(scope.matches("[data-tooltip]") ? [scope] : []), ...scope.querySelectorAll("[data-tooltip]")];
  return carriers.map((el) => ({ html: el.outerHTML.slice(0, 200), ...shownTooltip(el as unknown as TooltipCarrier) }));
}

function expectTextOnly(list: ReturnType<typeof tooltips>): void {
  expect(list.length).toBeGreaterThan(0);
  for (const t of list) expect(t.elements, t.html).toBe(0);
}

describe.each(["fr", "en"] as const)("tooltips hold text only (%s)", (lang) => {
  it("an item and a skill named with markup: every tooltip of the personnage and pnj sheets shows it as text", () => {
    const p = personnage(GM);
    const skill = p.items.find((i) => i.type === "competence")!;
    const weapon = p.items.find((i) => i.type === "arme")!;
    skill.name = EVIL;
    weapon.name = EVIL;
    const found: ReturnType<typeof tooltips> = [];
    // Every tab for the GM in play mode; the tabs that list items and skills in edit mode and for a player.
    for (const tab of PERSONNAGE_TABS) found.push(...tooltips(personnageHtml(lang, p, tab)));
    for (const viewer of [{ ...p, mode: "edit" as const }, { ...personnage(PLAYER), items: p.items }]) {
      for (const tab of ["competences", "equipement"] as const) found.push(...tooltips(personnageHtml(lang, viewer, tab)));
    }
    const npc = pnj(GM);
    npc.items.find((i) => i.type === "competence")!.name = EVIL;
    found.push(...tooltips(pnjHtml(lang, npc)), ...tooltips(pnjHtml(lang, { ...npc, mode: "edit" })));
    expectTextOnly(found);
    // The skill's roll button says its name: the markup shows as typed, once.
    expect(found.filter((t) => t.text.includes(EVIL)).length).toBeGreaterThanOrEqual(2);
    expect(found.some((t) => t.text.includes("&lt;"))).toBe(false);
  }, 120_000);

  it("R-SPELL-3 a caster named with markup: the incantation mark's tooltips show the name as text", () => {
    const view = incantationRow({ combat: "c1", turns: [{ round: 2, pass: 1 }] }, { id: "c1", round: 1, turn: 2, turnIds: ["x", "y", "x"] }, "x", 1, EVIL);
    const found = tooltips(render(lang, "templates/combat/incantation-badge.hbs", incantationBadge(view!, true, markWords(lang))));
    expectTextOnly(found);
    expect(found.some((t) => t.text.includes(EVIL))).toBe(true);
  });
});

describe("the roll enricher's tooltips hold text only", () => {
  const g = globalThis as unknown as Record<string, unknown>;
  const saved = g.document;
  beforeAll(() => { g.document = window.document; });
  afterAll(() => { g.document = saved; });
  const t = (k: string, d?: Record<string, string>) => (d ? format("fr", k, d) : localize("fr", k));
  const match = (text: string) => [...text.matchAll(ROLL_ENRICHER_PATTERN)][0];

  it("a skill or a label written with markup in a journal shows as text in the link's tooltip and the error marker's", async () => {
    const { rollEnricherElement } = await import("../../src/chat/enricher-element");
    const link = rollEnricherElement(match(`@Jet[${EVIL}|force]{${EVIL}}`), t);
    const broken = rollEnricherElement(match(`@Jet[force|${EVIL}=3]`), t);
    const found = [...tooltips(link), ...tooltips(broken)];
    expectTextOnly(found);
    expect(found).toHaveLength(2);
    for (const tip of found) expect(tip.text).toContain(EVIL);
  });
});
