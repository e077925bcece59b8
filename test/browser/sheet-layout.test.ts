/**
 * The sheets' layout at the table, measured in Chromium with the built CSS (what the render tests cannot see): the
 * header's three gauges level in every state, the Progression tab's usage table whole, the XP journal's dates, arcs
 * and amounts on one line — on the sheet and in the log window. Each screen is photographed
 * (test-output/screenshots/layout-*.png); sheets.test.ts photographs every tab.
 */
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { IMAGE_PLACEHOLDER, appWindow, describeBrowser, page, shoot, show, unclamp, withBrowserPage } from "./chromium";
import { GM, PLAYER, allInPeril, groupe, itemOfType, personnage, pnj } from "../fixtures/sheet-fixtures";
import { groupeHtml, itemHtml, personnageHtml, pnjHtml } from "../fixtures/sheet-html";
import { localize, render } from "../render/handlebars-env";
import { buildLogContext } from "../../src/applications/experience/log-context";
import { parseLog } from "../../src/experience/log";
import { defaultSkillSources } from "../../src/data/default-skills";

/** The XP log window's size as its source gives it (xp-log.ts DEFAULT_OPTIONS.position): the harness opens it so. */
const XP_LOG_POSITION = (() => {
  const m = /position: \{ width: (\d+), height: (\d+|"auto") \}/.exec(readFileSync("src/applications/experience/xp-log.ts", "utf8"));
  if (!m) throw new Error("xp-log.ts: no position in DEFAULT_OPTIONS");
  return { width: Number(m[1]), height: m[2] === '"auto"' ? "auto" as const : Number(m[2]) };
})();

const LANGS = ["fr", "en"] as const;
const THEMES = ["light", "dark"] as const;

let p: Page;
withBrowserPage((page) => { p = page; });

const placeholders = (html: string) => html.replace(/src="icons\/[^"]+"/g, `src="${IMAGE_PLACEHOLDER}"`);

/** Each element's text lines (distinct line boxes of its text), for `selector`. */
async function lines(selector: string): Promise<{ text: string; lines: number }[]> {
  return p.evaluate((sel) => [...document.querySelectorAll<HTMLElement>(sel)].map((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    return { text: el.innerText.trim(), lines: tops.size };
  }), selector);
}

/** R-XP-7 the journal's kind column (« Dépense forcée (Conteur) ») on one line, on the sheet and in the window. */
async function journalKindsOnOneLine(): Promise<void> {
  const kinds = await lines(".alt-xp-log tbody tr:not(.alt-xp-editing) > :nth-child(2)");
  expect(kinds.length).toBeGreaterThan(0);
  expect(kinds.filter((l) => l.lines > 1), "each kind on one line").toEqual([]);
}

describeBrowser.each(LANGS.flatMap((lang) => THEMES.map((theme) => [lang, theme] as const)))("sheet layout in %s, %s theme", (lang, theme) => {
  const tag = `${lang}-${theme}`;

  it("R-CON-6 the header's three gauges stay level and whole in every state: play, edit, a player's, all three in Péril with scars and temporary points", async () => {
    const states = { play: personnage(GM), peril: allInPeril(GM), edit: { ...allInPeril(GM), mode: "edit" as const }, player: allInPeril(PLAYER) };
    for (const [name, input] of Object.entries(states)) {
      await show(p, page(placeholders(personnageHtml(lang, input, "sante")), theme, lang));
      const vitals = await p.evaluate(() => [...document.querySelectorAll<HTMLElement>(".alt-vitals .alt-vital")].map((v) => {
        const head = v.querySelector<HTMLElement>(".alt-vital-head")!;
        const gauge = v.querySelector<HTMLElement>(".alt-gauge")!.getBoundingClientRect();
        const parts = [...head.children].map((c) => c.getBoundingClientRect());
        return {
          gaugeTop: Math.round(gauge.top), gaugeHeight: Math.round(gauge.height),
          headOneLine: parts.every((r) => Math.abs(r.top + r.height / 2 - (parts[0].top + parts[0].height / 2)) < 2),
          headWhole: parts.every((r) => r.right <= head.getBoundingClientRect().right + 0.5) && head.scrollWidth <= head.clientWidth + 1,
        };
      }));
      expect(vitals, `${name}: three vitals`).toHaveLength(3);
      expect(new Set(vitals.map((v) => v.gaugeTop)).size, `${name}: the gauges' tops ${vitals.map((v) => v.gaugeTop).join(", ")}`).toBe(1);
      expect(vitals.every((v) => v.headOneLine && v.headWhole), `${name}: each head on one line, whole`).toBe(true);
      expect((await lines(".alt-vitals .alt-vital-scars, .alt-vitals .alt-ephemeral")).filter((l) => l.lines > 1), `${name}: scars and temporary points each on one line`).toEqual([]);
      if (name === "peril") { await unclamp(p); await shoot(p, ".alt-head", `layout-vitals-peril-${tag}`); }
    }
  }, 60_000);

  it("R-XP-3 R-XP-7 the Progression tab: the usage table's fourth column whole; the journal's dates, arc / act and amounts on one line", async () => {
    for (const input of [personnage(GM), personnage({ ...PLAYER, ruleset: "achat" })]) {
      await show(p, page(placeholders(personnageHtml(lang, input, "progression")), theme, lang));
      const usage = await p.evaluate(() => {
        const table = document.querySelector<HTMLElement>(".alt-xp-usage-skills")!;
        const panel = table.closest<HTMLElement>(".alt-panel")!.getBoundingClientRect();
        return {
          fits: table.getBoundingClientRect().right <= panel.right + 0.5,
          cut: [...table.querySelectorAll<HTMLElement>("th, td")].filter((c) => c.scrollWidth > c.clientWidth + 1 || c.getBoundingClientRect().right > panel.right + 0.5).map((c) => c.innerText),
        };
      });
      expect(usage).toEqual({ fits: true, cut: [] });
      expect((await lines(".alt-xp-usage-state")).filter((l) => l.lines > 1), "each purchase state on one line").toEqual([]);
      expect((await lines(".alt-xp-log .alt-nowrap")).filter((l) => l.lines > 1), "dates, arc / act, amounts on one line").toEqual([]);
      await journalKindsOnOneLine();
    }
    await unclamp(p);
    await shoot(p, ".application", `layout-progression-achat-${tag}`);
  }, 60_000);

  it("R-SK-5 R-SK-6 the skills tab: no empty space under a short group; rolled skills marked, théoriques and languages muted", async () => {
    for (const mode of ["play", "edit"] as const) {
      await show(p, page(placeholders(personnageHtml(lang, { ...personnage(GM), mode }, "competences")), theme, lang));
      const layout = await p.evaluate(() => {
        const groups = [...document.querySelectorAll<HTMLElement>(".tab.active .alt-skill-group")].map((g) => ({ key: g.dataset.category, box: g.getBoundingClientRect() }));
        // Each group's distance to the group drawn above it in the same column (none above: to the list's top).
        const top = document.querySelector<HTMLElement>(".tab.active .alt-skill-groups")!.getBoundingClientRect().top;
        const gaps = groups.map((g) => {
          const above = groups.filter((o) => Math.abs(o.box.left - g.box.left) < 2 && o.box.bottom <= g.box.top + 1);
          return { key: g.key, gap: Math.round(g.box.top - (above.length ? Math.max(...above.map((o) => o.box.bottom)) : top)) };
        });
        const colour = (sel: string) => getComputedStyle(document.querySelector(sel)!).color;
        return {
          gaps, columns: new Set(groups.map((g) => Math.round(g.box.left))).size,
          rolled: colour('.tab.active [data-rolled="true"] .alt-skill-name'), unrolled: colour('.tab.active [data-rolled="false"] .alt-skill-name'),
          muted: getComputedStyle(document.querySelector(".tab.active .alt-skill-group")!).getPropertyValue("--alt-text-muted").trim(),
        };
      });
      expect(layout.columns, `${mode}: two columns`).toBe(2);
      expect(layout.gaps.filter((g) => g.gap > 17), `${mode}: the space above each group`).toEqual([]);
      expect(layout.unrolled, `${mode}: théoriques and languages muted`).not.toBe(layout.rolled);
      await unclamp(p);
      await shoot(p, ".application", `layout-competences-${mode}-${tag}`);
    }
  }, 60_000);

  it("R-CAR-1 each characteristic cell's die stays clear of its name, on a character's grid and an NPC's narrower one", async () => {
    for (const html of [personnageHtml(lang, personnage(GM), "caracteristiques"), personnageHtml(lang, { ...personnage(GM), mode: "edit" }, "caracteristiques"), pnjHtml(lang, pnj(GM))]) {
      await show(p, page(placeholders(html), theme, lang));
      const clashes = await p.evaluate(() => [...document.querySelectorAll<HTMLElement>(".alt-carac")].filter((cell) => {
        if (!cell.offsetParent) return false;
        const die = cell.querySelector(".alt-die")!.getBoundingClientRect();
        return [...cell.querySelectorAll(".alt-carac-label, .alt-carac-value")].some((t) => {
          const r = t.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(t);
          const text = range.getBoundingClientRect(); // the words, not their centred box
          return text.right > die.left && text.left < die.right && r.bottom > die.top && r.top < die.bottom;
        });
      }).map((c) => c.dataset.carac));
      expect(clashes).toEqual([]);
    }
    await shoot(p, ".application", `layout-pnj-${tag}`);
  }, 30_000);

  it("the NPC sheet: no dead space under the grid, panels as tall as what they hold, a weapon's name and its facts on one line each", async () => {
    for (const mode of ["play", "edit"] as const) {
      await show(p, page(placeholders(pnjHtml(lang, { ...pnj(GM), mode })), theme, lang));
      const layout = await p.evaluate(() => {
        const box = (el: Element) => el.getBoundingClientRect();
        // Where each column's content ends (its last child), whatever the column's own box is stretched to.
        const end = (sel: string) => box(document.querySelector(sel)!.lastElementChild!).bottom;
        const [left, right] = [{ bottom: end(".alt-pnj-left") }, { bottom: end(".alt-pnj-right") }];
        // A panel's empty room: from the bottom of what it holds to its own bottom (its padding and border excepted).
        const slack = (panel: Element, content: Element) => Math.round(box(panel).bottom - box(content).bottom);
        const lists = [...document.querySelectorAll(".alt-pnj [data-item-list]")].map((l) => slack(l, l.querySelector(".alt-item-rows")!));
        const prose = [...document.querySelectorAll(".alt-pnj .alt-prose")].map((panel) => {
          const body = panel.querySelector(".alt-enriched, prose-mirror")!;
          const range = document.createRange();
          range.selectNodeContents(body);
          return Math.round(box(panel).bottom - range.getBoundingClientRect().bottom);
        });
        return { columns: Math.round(Math.abs(left.bottom - right.bottom)), lists, prose };
      });
      expect(layout.columns, `${mode}: the grid's column and the constitutions' end together`).toBeLessThanOrEqual(60);
      expect(layout.lists.filter((s) => s > 16), `${mode}: each list as tall as its rows`).toEqual([]);
      if (mode === "play") expect(layout.prose.filter((s) => s > 32), "description and notes as tall as their text").toEqual([]);
      expect((await lines(".alt-pnj [data-item-list] .alt-item-name, .alt-pnj [data-item-list] .alt-facts")).filter((l) => l.lines > 1), `${mode}: names and facts on one line`).toEqual([]);
      await unclamp(p);
      await shoot(p, ".application", `layout-pnj-${mode}-${tag}`);
    }
  }, 30_000);

  it("R-CAR-5 an NPC's pool above its maximum is drawn in the danger colour with its mark", async () => {
    const imported = pnj(GM, { points: { impact: { value: 3 }, resilience: { value: 0 }, finesse: { value: 6 } } });
    await show(p, page(placeholders(pnjHtml(lang, imported)), theme, lang));
    const seen = await p.evaluate(() => {
      const pools = [...document.querySelectorAll<HTMLElement>(".alt-pools .alt-pool")];
      const colour = (el: Element | null) => (el ? getComputedStyle(el).color : "");
      const danger = getComputedStyle(pools[2]).getPropertyValue("--alt-danger").trim();
      const probe = document.createElement("span");
      probe.style.color = danger;
      document.body.append(probe);
      const dangerRgb = getComputedStyle(probe).color;
      return pools.map((pool) => {
        const mark = pool.querySelector<HTMLElement>(".alt-pool-over");
        return { value: colour(pool.querySelector(".alt-step-value")) === dangerRgb, max: colour(pool.querySelector(".alt-pool-max")) === dangerRgb, mark: !!mark && mark.getBoundingClientRect().width > 0 };
      });
    });
    expect(seen).toEqual([{ value: false, max: false, mark: false }, { value: false, max: false, mark: false }, { value: true, max: true, mark: true }]);
    await shoot(p, ".alt-pnj-left", `layout-pnj-over-max-${tag}`);
  }, 30_000);

  it("chips: the words clear of the right end, a pill with a link as tall as the others", async () => {
    const screens = {
      classe: itemHtml(lang, itemOfType("classe", GM)), espece: itemHtml(lang, itemOfType("espece", GM)),
      competences: personnageHtml(lang, personnage(GM), "competences"), qualite: itemHtml(lang, itemOfType("qualite", GM)),
    };
    for (const [name, html] of Object.entries(screens)) {
      await show(p, page(placeholders(html), theme, lang));
      const chips = await p.evaluate(() => [...document.querySelectorAll<HTMLElement>(".alt-chips .alt-chip")].filter((c) => c.offsetParent).map((chip) => {
        const box = chip.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(chip);
        const words = [...range.getClientRects()].filter((r) => r.width > 0);
        const style = getComputedStyle(chip);
        return {
          text: chip.innerText.trim(), remove: !!chip.querySelector(".alt-chip-remove"),
          right: Math.round(box.right - parseFloat(style.borderRightWidth) - Math.max(...words.map((r) => r.right))),
          left: Math.round(Math.min(...words.map((r) => r.left)) - box.left - parseFloat(style.borderLeftWidth)),
          height: Math.round(box.height), min: Math.round(parseFloat(style.minHeight)),
        };
      }));
      expect(chips.length, name).toBeGreaterThan(0);
      // no remove button: as much room on the right as on the left; every pill its own minimum height (one line)
      expect(chips.filter((c) => !c.remove && c.right < Math.min(c.left, 6)), `${name}: words clear of the right end`).toEqual([]);
      expect(chips.filter((c) => c.height > c.min + 2), `${name}: pills one line high`).toEqual([]);
      if (name === "competences") await shoot(p, ".application", `layout-chips-${name}-${tag}`); // expertises and their degrees
    }
  }, 30_000);

  it("R-SK-6 a language's sheet: its cap picked by name in a select, drawn whole", async () => {
    const source = defaultSkillSources().find((k) => k.system.key === "vrai-primordial")!;
    await show(p, page(placeholders(itemHtml(lang, { id: "vp", uuid: "Item.vp", name: source.name, img: "icons/svg/book.svg", type: "competence", system: source.system as never, flags: GM })), theme, lang));
    const cap = await p.evaluate(() => {
      const select = document.querySelector<HTMLSelectElement>('select[name="system.plafond"]')!;
      return { shown: select.selectedOptions[0].textContent, whole: select.getBoundingClientRect().width >= select.scrollWidth };
    });
    expect(cap).toEqual({ shown: "Primordial", whole: true });
    await shoot(p, ".application", `layout-item-langue-${tag}`);
  }, 30_000);

  it("R-CAR-5 an NPC's Impact, Resilience and Finesse points stand on one line, three aligned columns, in play and in edit mode", async () => {
    for (const mode of ["play", "edit"] as const) {
      await show(p, page(placeholders(pnjHtml(lang, { ...pnj(GM), mode })), theme, lang));
      const pools = await p.evaluate(() => [...document.querySelectorAll<HTMLElement>(".alt-pnj-left .alt-pools-inline > .alt-pool")].map((el) => {
        const control = el.querySelector<HTMLElement>(".alt-stepper, input")!.getBoundingClientRect();
        const r = el.getBoundingClientRect();
        return { top: Math.round(r.top), left: Math.round(r.left), width: Math.round(r.width), controlTop: Math.round(control.top), whole: el.scrollWidth <= el.clientWidth + 1 };
      }));
      expect(pools, mode).toHaveLength(3);
      expect(new Set(pools.map((x) => x.top)).size, `${mode}: the pools on one line`).toBe(1);
      expect(new Set(pools.map((x) => x.controlTop)).size, `${mode}: their steppers level`).toBe(1);
      expect(new Set(pools.map((x) => x.width)).size, `${mode}: three equal columns`).toBe(1);
      expect(pools.every((x) => x.whole), `${mode}: each pool whole`).toBe(true);
      await shoot(p, ".alt-pnj-left", `layout-pnj-points-${mode}-${tag}`);
    }
  }, 30_000);

  it("an item sheet reads at a glance: no description takes one line, the fields on a grid with the checkboxes together, the key properties under the name", async () => {
    for (const type of ["arme", "sort"] as const) {
      const item = itemOfType(type, GM);
      await show(p, page(placeholders(itemHtml(lang, { ...item, system: { ...item.system, description: "" }, descriptionHTML: "" })), theme, lang));
      const m = await p.evaluate(() => {
        const panel = document.querySelector<HTMLElement>(".alt-prose")!;
        const checks = [...document.querySelectorAll<HTMLElement>(".alt-item-grid .alt-check")].map((c) => Math.round(c.getBoundingClientRect().top));
        const columns = [...document.querySelectorAll<HTMLElement>(".alt-item-grid > .alt-field")].map((f) => Math.round(f.getBoundingClientRect().left));
        const controls = [...document.querySelectorAll<HTMLElement>(".alt-item-grid > .alt-field > :is(input, select)")].map((c) => Math.round(c.getBoundingClientRect().width));
        const summary = document.querySelector<HTMLElement>(".alt-item-summary");
        return {
          panelHeight: panel.getBoundingClientRect().height, empty: panel.querySelector(".alt-no-description")?.textContent ?? "",
          checksOnOneLine: new Set(checks).size, columns: new Set(columns).size, widths: new Set(controls).size,
          summary: summary ? [...summary.children].length : 0, summaryWhole: summary ? summary.scrollWidth <= summary.clientWidth + 1 : false,
        };
      });
      expect(m.empty, type).toBe(lang === "fr" ? "Aucune description" : "No description");
      expect(m.panelHeight, `${type}: the empty description's panel`).toBeLessThan(90);
      expect(m.checksOnOneLine, `${type}: the checkboxes on one line`).toBe(1);
      expect(m.columns, `${type}: the fields in three columns`).toBe(3);
      expect(m.widths, `${type}: each control its column's width`).toBe(1);
      expect(m.summary, `${type}: the summary's chips`).toBeGreaterThanOrEqual(4);
      expect(m.summaryWhole, `${type}: the summary whole`).toBe(true);
      await shoot(p, ".application", `layout-item-glance-${type}-${tag}`);
    }
  }, 30_000);

  it("R-SPELL-3 the Magie tab: a spell its Énergie cannot pay says why under its row, whole", async () => {
    await show(p, page(placeholders(personnageHtml(lang, personnage(GM), "magie")), theme, lang)); // Énergie 0: no spell can be paid
    const rows = await p.evaluate(() => [...document.querySelectorAll<HTMLElement>(".tab.active .alt-item-row[data-type=sort]")].map((row) => {
      const button = row.querySelector<HTMLButtonElement>('[data-action="rollItem"]')!;
      const why = document.getElementById(button.getAttribute("aria-describedby") ?? "");
      const box = why?.getBoundingClientRect();
      return { disabled: button.disabled, shown: !!box && box.height > 0 && box.right <= row.getBoundingClientRect().right + 0.5, text: why?.innerText.trim() ?? "" };
    }));
    expect(rows).toHaveLength(5);
    expect(rows.filter((r) => !r.disabled || !r.shown || r.text.length < 20)).toEqual([]);
    await shoot(p, ".application", `layout-magie-${tag}`);
  }, 30_000);

  it("R-PP-6 a specialisation's sheet shows its circumstance whole; the description follows its fields in a taller window", async () => {
    const spec = itemOfType("specialisation", GM);
    await show(p, page(placeholders(itemHtml(lang, spec)), theme, lang));
    const field = await p.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('input[name="system.circonstance"]')!;
      return { value: input.value, whole: input.scrollWidth <= input.clientWidth };
    });
    expect(field).toEqual({ value: String(spec.system.circonstance), whole: true });
    // the window taller than the fields: the description right under them, no gap, and the window filled to its bottom
    const gaps = await p.evaluate(() => {
      const fields = document.querySelector(".alt-item-body")!.lastElementChild!.getBoundingClientRect();
      const description = document.querySelector(".window-content > .alt-prose")!.getBoundingClientRect();
      const content = document.querySelector(".window-content")!.getBoundingClientRect();
      return { above: Math.round(description.top - fields.bottom), below: Math.round(content.bottom - description.bottom) };
    });
    expect(gaps.above, "between the fields and the description").toBeLessThanOrEqual(32);
    expect(gaps.below, "under the description").toBeLessThanOrEqual(16);
    await shoot(p, ".application", `layout-item-specialisation-${tag}`);
  }, 30_000);

  it("R-CON-6 R-CON-7 R-MORAL-7 the group sheet: one compact row per member — name and icon actions on one line, Exaltation and personal points on the next, the three gauges beside them under their heads; each member once", async () => {
    for (const [who, flags] of [["gm", GM], ["player", PLAYER]] as const) {
      await show(p, page(placeholders(groupeHtml(lang, groupe(flags))), theme, lang));
      await unclamp(p);
      await shoot(p, ".application", `layout-groupe-${who}-${tag}`);
      const rows = await p.evaluate(() => {
        const heads = [...document.querySelectorAll<HTMLElement>(".alt-member-heads [data-constitution]")].map((h) => Math.round(h.getBoundingClientRect().left));
        const linesOf = (el: Element | null) => {
          if (!el) return 0;
          const range = document.createRange();
          range.selectNodeContents(el);
          return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top + r.height / 2))).size;
        };
        return [...document.querySelectorAll<HTMLElement>(".alt-member")].map((row) => {
          const name = row.querySelector<HTMLElement>(".alt-item-name")!.getBoundingClientRect();
          const actions = [...row.querySelectorAll<HTMLElement>(".alt-member-actions button")].map((b) => b.getBoundingClientRect());
          const cells = [...row.querySelectorAll<HTMLElement>(".alt-mini-con")];
          const tall = cells.some((c) => c.querySelector(".alt-mini-meta .alt-badge"));
          return {
            level: cells.every((c) => c.getBoundingClientRect().top < name.bottom), // beside the name, not under it
            aligned: cells.every((c, i) => Math.abs(Math.round(c.getBoundingClientRect().left) - heads[i]) <= 1),
            cut: cells.filter((c) => c.scrollWidth > c.clientWidth + 1 || [...c.querySelectorAll<HTMLElement>(".alt-mini-head, .alt-badge, .alt-vital-scars")].some((e) => e.getBoundingClientRect().right > c.getBoundingClientRect().right + 0.5)).length,
            actionsBesideName: actions.every((b) => Math.abs((b.top + b.bottom) / 2 - (name.top + name.bottom) / 2) < 4),
            factsLines: linesOf(row.querySelector(".alt-member-facts")),
            // A member in Péril or Agonie may take a third line under its gauges; the others two.
            compact: row.getBoundingClientRect().height <= (tall ? 80 : 60),
          };
        });
      });
      expect(rows, who).toHaveLength(5);
      expect(rows.filter((r) => !r.level || !r.aligned || r.cut > 0 || !r.actionsBesideName || r.factsLines !== 1 || !r.compact), who).toEqual([]);
      // The GM's personal grants are in the member rows; the Moral block lists no member a second time.
      expect(await p.evaluate(() => document.querySelectorAll(".alt-moral-gm__members, .alt-moral-gm li").length), who).toBe(0);
      expect(await p.evaluate(() => document.querySelectorAll(".alt-member button[data-action=moralGrant]").length), who).toBe(who === "gm" ? 10 : 0);
    }
  }, 30_000);

  it("R-XP-7 the XP log window: dates, arc / act and amounts on one line", async () => {
    const ctx = buildLogContext({ actorName: "Aëlys", isGM: true, xp: { total: 140, spent: 95 }, entries: parseLog(personnage(GM).system.xp!.log) });
    await show(p, page(appWindow("altherion alt-experience", XP_LOG_POSITION, localize(lang, "ALTHERION.XP.Log.Title"), render(lang, "templates/experience/log.hbs", ctx)), theme, lang));
    expect((await lines(".alt-xp-log .alt-nowrap")).filter((l) => l.lines > 1)).toEqual([]);
    await journalKindsOnOneLine();
    // An undone row is struck through up to its buttons, not across them.
    const struck = await p.evaluate(() => {
      const row = document.querySelector<HTMLElement>(".alt-xp-log tr.alt-xp-undone")!;
      const line = (el: Element) => getComputedStyle(el).textDecorationLine;
      return { row: line(row), cells: [...row.children].map((c) => (c.classList.contains("alt-xp-actions") ? `actions:${line(c)}` : line(c))) };
    });
    expect(struck).toEqual({ row: "none", cells: ["line-through", "line-through", "line-through", "line-through", "line-through", "actions:none"] });
    // R-XP-7 at the window's own size, no empty band under the last row.
    const deadSpace = await p.evaluate(() => {
      const content = document.querySelector(".window-content")!.getBoundingClientRect();
      const table = document.querySelector(".alt-xp-log")!.getBoundingClientRect();
      return Math.round(content.bottom - table.bottom);
    });
    expect(deadSpace).toBeLessThanOrEqual(24);
    await shoot(p, ".application", `layout-xp-log-${tag}`);
  }, 30_000);
});
