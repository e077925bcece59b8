/**
 * The dialogs and GM tools in Debian's Chromium: pure context builders → real Handlebars → built CSS,
 * in fr and en, light and dark, at each app's default width. Screenshots go to
 * test-output/screenshots/dialog-*.png; nothing may overflow its window; axe-core must report no
 * serious or critical violation.
 */
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type Theme, LEGIBLE, axe, describeBrowser, hiddenReasons, leaks, legibility, overflows, page, placeholderImages, shoot, show, unclamp, withBrowserPage } from "./chromium";
import { format, localize, render, type Lang } from "../render/handlebars-env";
import { onScreen } from "./realistic";
import { DEFENDER, PP_DATA, REQUEST_CANDIDATES, ROLL_DATA, XP_CHARS, XP_ELLIPSE_PEOPLE, XP_LOG_ENTRIES, XP_PP_INPUT } from "../render/dialog-fixtures";
import { rollDialogContext } from "../../src/applications/dialogs/roll-dialog-context";
import { ppDialogContext } from "../../src/dice/pp-test";
import { buildRequestToolContext, defaultRequestToolState } from "../../src/applications/dialogs/request-tool-context";
import { defenceDialogs } from "../render/card-states";
import { DEFENCE_REFUSAL_ID } from "../../src/applications/dialogs/defence-dialog";
import { grappleDialogView } from "../../src/combat/grapple";
import { buildAwardContext, defaultAwardState } from "../../src/applications/experience/award-context";
import { buildEllipseContext, defaultEllipseState } from "../../src/applications/experience/ellipse-context";
import { buildLogContext } from "../../src/applications/experience/log-context";
import { buildPpContext } from "../../src/applications/experience/pp-context";
import { formatText } from "../../src/words/helpers";

const LANGS = ["fr", "en"] as const;
const THEMES = ["light", "dark"] as const;

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** A DialogV2 as Foundry v13 builds it: the content in a form, then the footer buttons. Width from the call's position. */
function dialogFrame(lang: Lang, width: number, title: string, content: string, buttons: string[], classes = "altherion-dialog", refusalId: string | null = null): string {
  // A refused first button is disabled and names the paragraph that says why (defence-dialog.ts's render callback).
  const refused = (i: number) => (i === 0 && refusalId ? ` disabled aria-describedby="${refusalId}"` : "");
  const footer = buttons.map((key, i) => `<button type="${i === 0 ? "submit" : "button"}" data-action="b${i}"${refused(i)}>${escape(localize(lang, key))}</button>`).join("");
  return `<div class="application dialog ${classes}" style="width:${width}px">`
    + `<header class="window-header"><h1 class="window-title" style="font-size:13px;margin:0;font-weight:600">${escape(title)}</h1></header>`
    + `<form class="window-content dialog-form standard-form"><div class="dialog-content">${content}</div>`
    + `<footer class="form-footer" style="display:flex;gap:8px;margin-top:8px">${footer}</footer></form></div>`;
}

/** An ApplicationV2 tool (tag form) at its DEFAULT_OPTIONS position. */
function appFrame(classes: string, title: string, size: { width: number; height?: number }, body: string): string {
  const height = size.height ? `height:${size.height}px` : "";
  return `<form class="application ${classes}" style="width:${size.width}px;${height}">`
    + `<header class="window-header"><h1 class="window-title" style="font-size:13px;margin:0;font-weight:600">${escape(title)}</h1></header>`
    + `<section class="window-content">${body}</section></form>`;
}

/** A template rendered from a context whose XSS probes became realistic names (realistic.ts). */
const onScreenHtml = (lang: Lang, template: string, context: object) => render(lang, template, onScreen(context));

/**
 * Each window's title as its source gives it: the i18n key of its DEFAULT_OPTIONS or DialogV2 call (checked against
 * that source below), filled as the source fills it.
 */
const TITLES = {
  roll: { source: "src/applications/dialogs/roll-dialog.ts", key: "ALTHERION.Roll.DialogTitle" },
  "pp-test": { source: "src/applications/dialogs/pp-test-dialog.ts", key: "ALTHERION.Roll.DialogTitle" },
  request: { source: "src/applications/dialogs/request-tool.ts", key: "ALTHERION.Chat.Request.Tool.Title" },
  defence: { source: "src/applications/dialogs/defence-dialog.ts", key: "ALTHERION.Combat.Dialog.Title" },
  grapple: { source: "src/applications/sheets/grapple-actions.ts", key: "ALTHERION.Combat.Grapple.Dialog.Title" },
  "xp-award": { source: "src/applications/experience/award-xp.ts", key: "ALTHERION.XP.Award.Title" },
  "xp-log": { source: "src/applications/experience/xp-log.ts", key: "ALTHERION.XP.Log.Title" },
  "xp-ellipse": { source: "src/applications/experience/ellipse-tool.ts", key: "ALTHERION.XP.Ellipse.Title" },
  "xp-pp": { source: "src/applications/experience/pp-tools.ts", key: "ALTHERION.PP.Title" },
} as const;
const title = (lang: Lang, name: keyof typeof TITLES) => localize(lang, TITLES[name].key);
/** A test dialog's title: "Test de {name}" (elided as src/i18n.ts localize does) with the chosen skills' names as the roll workflows join them (dice/test-workflow.ts). */
const testTitle = (lang: Lang, skills: readonly { id: string; name: string }[], chosen: readonly string[]) =>
  formatText({ lang, localize: (key) => localize(lang, key) }, TITLES.roll.key, { name: onScreen(skills).filter((s) => chosen.includes(s.id)).map((s) => s.name).join(" / ") });

const XP = "altherion alt-experience";
const ROLL = ["ALTHERION.Roll.Roll", "ALTHERION.Roll.Cancel"];
const DEFEND = ["ALTHERION.Combat.Dialog.Defend", "ALTHERION.Combat.Dialog.Cancel"];

/** Each dialog or tool, with its width as its source gives it (DialogV2 call or DEFAULT_OPTIONS.position). */
const DIALOGS: Record<string, (lang: Lang) => string> = {
  // roll-dialog.ts: position { width: 420 }
  roll: (lang) => dialogFrame(lang, 420, testTitle(lang, ROLL_DATA.skills, ["m"]), onScreenHtml(lang, "templates/dialogs/roll-dialog.hbs", rollDialogContext(ROLL_DATA, { characteristic: "force", skills: ["m"], complexity: 2, difficulty: 12, impactPoints: 2, expertise: true, bonus: 1 })), ROLL),
  // pp-test-dialog.ts: position { width: 400 }
  "pp-test": (lang) => dialogFrame(lang, 400, testTitle(lang, PP_DATA.skills, ["a"]), onScreenHtml(lang, "templates/dialogs/pp-test-dialog.hbs", { ...ppDialogContext(PP_DATA, { skills: ["a"], specialisations: ["s"], bonus: 5, difficulty: 100 }, "1d100"), die: "1d100" }), ROLL),
  // request-tool.ts: DEFAULT_OPTIONS.position { width: 460, height: "auto" }
  request: (lang) => appFrame(`${XP} alt-request-tool-app`, title(lang, "request"), { width: 460 }, onScreenHtml(lang, "templates/dialogs/request-tool.hbs", buildRequestToolContext(REQUEST_CANDIDATES, { ...defaultRequestToolState(REQUEST_CANDIDATES), skills: ["vigilance"] }))),
  // defence-dialog.ts: position { width: 420 }; R-FIGHT-2 a Blocage, the same refused (no Finesse), an Esquive against a hidden area attack in PvP, a useless Parade.
  ...Object.fromEntries(Object.entries(defenceDialogs()).map(([state, ctx]) => [`defence-${state}`, (lang: Lang) => dialogFrame(lang, 420,
    format(lang, TITLES.defence.key, { defence: localize(lang, (ctx as { defence: string }).defence), name: onScreen(DEFENDER.name) }),
    onScreenHtml(lang, "templates/combat/defence-dialog.hbs", ctx), DEFEND, "altherion-dialog", (ctx as { refusal: string | null }).refusal ? DEFENCE_REFUSAL_ID : null)])),
  // grapple-actions.ts: DialogV2.prompt without a position: Foundry's default width, 400
  grapple: (lang) => dialogFrame(lang, 400, title(lang, "grapple"), onScreenHtml(lang, "templates/combat/grapple-dialog.hbs", grappleDialogView(DEFENDER.name)), ["ALTHERION.Combat.Grapple.Dialog.Roll"], ""),
  // award-xp.ts: { width: 620, height: "auto" }
  "xp-award": (lang) => appFrame(XP, title(lang, "xp-award"), { width: 620 }, onScreenHtml(lang, "templates/experience/award.hbs", buildAwardContext(defaultAwardState(XP_CHARS), XP_CHARS))),
  // xp-log.ts: { width: 720, height: "auto" }
  "xp-log": (lang) => appFrame(XP, title(lang, "xp-log"), { width: 720 }, onScreenHtml(lang, "templates/experience/log.hbs", buildLogContext({ actorName: "A", isGM: true, xp: { total: 10, spent: 0 }, editing: null, entries: XP_LOG_ENTRIES }))),
  // ellipse-tool.ts: { width: 600, height: "auto" }
  "xp-ellipse": (lang) => appFrame(XP, title(lang, "xp-ellipse"), { width: 600 }, onScreenHtml(lang, "templates/experience/ellipse.hbs", buildEllipseContext(defaultEllipseState(XP_ELLIPSE_PEOPLE, "moyenne"), XP_ELLIPSE_PEOPLE))),
  // pp-tools.ts: { width: 760, height: 720 }
  "xp-pp": (lang) => appFrame(XP, title(lang, "xp-pp"), { width: 760, height: 720 }, onScreenHtml(lang, "templates/experience/pp.hbs", buildPpContext(onScreen(XP_PP_INPUT)))),
};

let p: Page;
withBrowserPage((page) => { p = page; });


async function check(html: string, theme: Theme, lang: Lang, shot: string): Promise<void> {
  await show(p, page(placeholderImages(html), theme, lang));
  expect(await overflows(p, ".window-content, .dialog-content, table, fieldset"), `${shot} overflows`).toEqual([]);
  await unclamp(p);
  expect(await leaks(p), `${shot} shows raw keys or ids`).toEqual([]);
  expect(await legibility(p), `${shot}: text ≥ 12 px, focus rings, control borders`).toEqual(LEGIBLE);
  expect(await hiddenReasons(p), `${shot}: a disabled button's reason is in words on screen`).toEqual([]);
  await shoot(p, ".application", `dialog-${shot}`);
  const serious = (await axe(p, `dialog-${shot}`)).filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious, `${shot} axe`).toEqual([]);
}

describe("the screenshots' window titles", () => {
  it.each(Object.entries(TITLES))("%s: the title key is the one its source gives its window, and both languages have it", (_name, { source, key }) => {
    expect(readFileSync(source, "utf8")).toContain(`"${key}"`);
    for (const lang of LANGS) expect(localize(lang, key)).not.toBe(key);
  });
});

describeBrowser.each(LANGS.flatMap((lang) => THEMES.map((theme) => [lang, theme] as const)))("dialogs in %s, %s theme", (lang, theme) => {
  for (const [name, html] of Object.entries(DIALOGS)) {
    it(`${name}: fits its window, is accessible and is photographed`, async () => {
      await check(html(lang), theme, lang, `${name}-${lang}-${theme}`);
    }, 60_000);
  }
});

describeBrowser.each(LANGS.flatMap((lang) => THEMES.map((theme) => [lang, theme] as const)))("the PP tool in %s, %s theme", (lang, theme) => {
  it("R-PP-1 R-PP-5 its figures (level, PP, qualities) each read on one line", async () => {
    await show(p, page(DIALOGS["xp-pp"](lang), theme, lang));
    const wrapped = await p.evaluate(() => [...document.querySelectorAll<HTMLElement>(".alt-pp-skills .alt-num")].filter((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
    }).map((cell) => cell.innerText));
    expect(wrapped).toEqual([]);
  }, 60_000);

  it("R-PP-5 at its window's size the qualities end on their section's border, no empty rule above it", async () => {
    await show(p, page(DIALOGS["xp-pp"](lang), theme, lang));
    const qualities = await p.evaluate(() => {
      const rows = [...document.querySelectorAll<HTMLElement>(".alt-pp-quality")];
      const section = document.querySelector(".alt-pp-qualities")!.getBoundingClientRect();
      const content = document.querySelector(".window-content")!.getBoundingClientRect();
      return { rows: rows.length, lastRule: getComputedStyle(rows.at(-1)!).borderBottomStyle, inside: section.bottom <= content.bottom + 0.5 };
    });
    expect(qualities).toEqual({ rows: 1, lastRule: "none", inside: true });
  }, 60_000);

  it("R-PP-2 R-PP-6 nothing wraps: headings, buttons with their costs (Maître's the GM's), the cap's surplus, each refusal beside its button", async () => {
    await show(p, page(DIALOGS["xp-pp"](lang), theme, lang));
    const layout = await p.evaluate(() => {
      // Lines of text in an element: its text's boxes, a new line where one starts below the previous one's bottom.
      const lines = (el: Element) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const rects: DOMRect[] = [];
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(n);
          rects.push(...[...range.getClientRects()].filter((r) => r.width > 0));
        }
        rects.sort((a, b) => a.top - b.top);
        let count = 0;
        let bottom = -Infinity;
        for (const r of rects) {
          if (r.top >= bottom - 1) count++;
          bottom = r.top >= bottom - 1 ? r.bottom : Math.max(bottom, r.bottom);
        }
        return count;
      };
      const texts = [...document.querySelectorAll<HTMLElement>(".alt-pp-tools th, .alt-pp-tools h4, .alt-pp-tools button, .alt-pp-tools .alt-reason, .alt-pp-cap, .alt-pp-buys__head")];
      const wrapped = texts.filter((el) => lines(el) > 1).map((el) => el.innerText);
      const apart = [...document.querySelectorAll<HTMLElement>(".alt-pp-skills button[disabled][aria-describedby]")].flatMap((button) => {
        const b = button.getBoundingClientRect();
        const r = document.getElementById(button.getAttribute("aria-describedby")!)!.getBoundingClientRect();
        const beside = r.left >= b.right && r.top < b.bottom && r.bottom > b.top;
        return beside ? [] : [button.innerText];
      });
      const specs = [...document.querySelectorAll<HTMLElement>('[data-action="specialisation"]')].map((b) => b.innerText);
      return { wrapped, apart, specs };
    });
    expect(layout.wrapped).toEqual([]);
    expect(layout.apart).toEqual([]);
    expect(layout.specs).toHaveLength(4);
    for (const text of layout.specs.slice(0, 3)) expect(text).toMatch(/\d+\u00a0PP$/);
    expect(layout.specs[3]).toContain(localize(lang, "ALTHERION.PP.Specialisation.GmCost"));
  }, 60_000);
});

describeBrowser.each(LANGS.flatMap((lang) => THEMES.map((theme) => [lang, theme] as const)))("the XP award in %s, %s theme", (lang, theme) => {
  it("R-XP-1 its mode switch is two buttons with no radio dot drawn inside; the keyboard's focus rings the whole button", async () => {
    await show(p, page(DIALOGS["xp-award"](lang), theme, lang));
    const drawn = await p.evaluate(() => [...document.querySelectorAll<HTMLInputElement>(".alt-xp-mode input[type=radio]")].map((r) => getComputedStyle(r).opacity));
    expect(drawn).toEqual(["0", "0"]);
    await p.locator(".alt-xp-mode input[type=radio]").first().focus();
    const ring = await p.evaluate(() => { const s = getComputedStyle(document.querySelector(".alt-xp-mode")!); return [s.outlineStyle, parseFloat(s.outlineWidth)]; });
    expect(ring).toEqual(["solid", 2]);
  }, 60_000);
});
