/**
 * Themes: the system's stylesheet in Foundry v13's cascade, its colours from the theme
 * Foundry gives each element, and nothing of it on anything that is not the system's.
 * - every style rule of the built stylesheet (read by Chromium's own CSS parser) selects only the
 *   system's elements (`.altherion`, or an `alt-` class of the enricher), never a core control;
 * - a page with core's controls (a core window, its header and form controls, another package's chat
 *   message, the system's own window header) computes the same style for each of them with and
 *   without the system's stylesheet;
 * - the tokens read Foundry's theme variables where the theme defines them (text colours, body font)
 *   and fall back to the system's palette where it does not;
 * - a card follows its nearest themed ancestor in every combination of applications and interface theme.
 */
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { compile } from "sass";
import { readJson } from "../helpers/files";
import { IMAGE_PLACEHOLDER, LEGIBLE, appWindow, axe, describeBrowser, interfaceArea, legibility, manifestStyles, page, shoot, show, unclamp, withBrowserPage, type Theme } from "./chromium";
import { personnageHtml } from "../fixtures/sheet-html";
import { GM, personnage } from "../fixtures/sheet-fixtures";
import { render } from "../render/handlebars-env";
import { onScreen } from "./realistic";
import { TEST_CARDS } from "../render/chat-fixtures";

let p: Page;
withBrowserPage((page) => { p = page; });

/** The complex selectors of every style rule Chromium parses from `css` (inside @media, @scope, @layer, @supports…). */
async function selectors(css: string): Promise<{ selector: string; scope: string | null }[]> {
  await p.setContent("<!doctype html><title>css</title>");
  return p.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    const out: { selector: string; scope: string | null }[] = [];
    const split = (list: string) => {
      const parts: string[] = [];
      let depth = 0, start = 0;
      for (let i = 0; i < list.length; i++) {
        const c = list[i];
        if (c === "(" || c === "[") depth++;
        else if (c === ")" || c === "]") depth--;
        else if (c === "," && depth === 0) { parts.push(list.slice(start, i).trim()); start = i + 1; }
      }
      parts.push(list.slice(start).trim());
      return parts;
    };
    const walk = (rules: CSSRuleList, scope: string | null) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) for (const s of split(rule.selectorText)) out.push({ selector: s, scope });
        if (rule instanceof CSSKeyframesRule) out.push({ selector: `@keyframes ${rule.name}`, scope });
        const inner = (rule as CSSRule & { cssRules?: CSSRuleList }).cssRules;
        if (inner && !(rule instanceof CSSKeyframesRule)) walk(inner, rule instanceof CSSScopeRule ? rule.start : scope);
      }
    };
    walk(sheet.cssRules, null);
    return out;
  }, css);
}

/** The system's own elements: its windows and cards, and the enricher's links and marks (`alt-…`). */
const OWN = /\.altherion\b|\.alt-[\w-]/;

/**
 * Whether a complex selector can only match one of the system's elements or something inside one:
 * its subject is one, or a compound naming one is an ancestor of the subject (joined to what follows
 * by a descendant or child combinator; a sibling combinator there would reach a core element beside
 * it). A negation names nothing (`:not(.altherion)` is everything else).
 */
export function scoped(selector: string): boolean {
  const plain = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, "");
  const parts: { compound: string; next: string }[] = [];
  let depth = 0, current = "";
  for (let i = 0; i < plain.length; i++) {
    const c = plain[i];
    if (c === "(" || c === "[") depth++;
    if (c === ")" || c === "]") depth--;
    if (depth === 0 && /[\s>+~]/.test(c)) {
      let j = i, comb = " ";
      while (j < plain.length && /[\s>+~]/.test(plain[j])) { if (plain[j] !== " ") comb = plain[j]; j++; }
      if (current) parts.push({ compound: current, next: comb });
      current = "";
      i = j - 1;
      continue;
    }
    current += c;
  }
  parts.push({ compound: current, next: "" });
  return parts.some((part, i) => OWN.test(part.compound) && (i === parts.length - 1 || part.next === " " || part.next === ">"));
}

const THEMES = ["light", "dark"] as const;
/** Computed values that are the box's size (and the origins derived from it), not a style the sheet sets. */
const LAYOUT = /^(block-size|height|inline-size|width|perspective-origin|transform-origin): /;

describeBrowser("themes and cascade layers", () => {
  it("the scope check knows a scoped selector from one that reaches a core control", () => {
    for (const s of [".altherion button", ".application.altherion > .window-content input", ":where(.altherion:not(.application)) select", ".altherion .a + b", "a.alt-roll-link:hover", ":scope:is(.altherion, .alt-roll-link)"]) expect(scoped(s), s).toBe(true);
    for (const s of ["button", ".theme-dark", ":root", ".altherion + button", ".window-content :not(.altherion) input", ".altherion ~ .chat-message", "body:not(.altherion) a"]) expect(scoped(s), s).toBe(false);
  });

  it("the manifest serves the stylesheet in Foundry's `system` layer, and every rule of it selects only the system's elements", async () => {
    // read from the sources (the manifest, the stylesheet as Vite compiles it), so a change is seen before a build
    expect(readJson<{ styles: { src: string; layer: string }[] }>("system.json").styles).toEqual([{ src: "altherion.css", layer: "system" }]);
    const all = await selectors(compile("styles/altherion.scss").css);
    expect(all.length).toBeGreaterThan(500);
    const keyframes = all.filter((s) => s.selector.startsWith("@keyframes"));
    expect(keyframes.filter((s) => !/^@keyframes alt-/.test(s.selector))).toEqual([]);
    expect(all.filter((s) => !s.selector.startsWith("@keyframes") && !scoped(s.selector))).toEqual([]);
    // the palette: scoped to the nearest themed ancestor, never set on body, #interface or a core window
    expect(new Set(all.map((s) => s.scope).filter(Boolean))).toEqual(new Set([".theme-light", ".theme-dark"]));
  });

  /** Core's controls as a page draws them: a core window, another package's chat message, the system's own window header. */
  const coreControls = (theme: Theme) => [
    appWindow("sheet core-window", { width: 360, height: 260 }, "Configuration", `<fieldset><legend>Réglages</legend><label>Nom <input type="text" value="Grille"></label>
      <select><option>Carrée</option></select><input type="checkbox" checked><textarea>Texte</textarea><button type="button">Valider</button><a href="#x">Lien</a></fieldset>`),
    appWindow("altherion sheet actor personnage", { width: 360, height: 160 }, "Aëlys de Valombre", `<div class="alt-panel"><p>Fiche</p><button type="button" class="alt-btn">Jet</button></div>`),
    interfaceArea(`<div class="chat-log"><div class="chat-message"><header class="message-header"><h4>Brannoc le Roux</h4></header>
      <div class="message-content"><div class="dice-roll"><button type="button">Autre système</button><input type="number" value="3"></div></div></div>
      <div class="chat-message"><div class="message-content">${render("fr", "templates/chat/test-card.hbs", onScreen(TEST_CARDS.success))}</div></div></div>`, theme),
  ].join("");

  for (const app of THEMES) for (const ui of THEMES) {
    it(`core's controls draw the same with and without the system's stylesheet (applications ${app}, interface ${ui})`, async () => {
      const styles = async (withSystem: boolean) => {
        await show(p, page(coreControls(ui), app, "fr", { systemStyles: withSystem }));
        return p.evaluate(() => {
          // outside the system's elements, plus its windows' header (Foundry's chrome) and everything in it
          const core = [...document.querySelectorAll<HTMLElement>("body *")].filter((el) => !el.closest(".altherion") || el.closest(".altherion > .window-header"));
          return core.map((el) => {
            const s = getComputedStyle(el);
            const all: string[] = [];
            for (let i = 0; i < s.length; i++) all.push(`${s[i]}: ${s.getPropertyValue(s[i])}`);
            return { el: `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}`, style: all.join("; "), inOwnWindow: el.closest(".altherion") !== null };
          });
        });
      };
      const without = await styles(false);
      const withSystem = await styles(true);
      expect(without.length).toBeGreaterThan(25);
      expect(withSystem.map((e) => e.el)).toEqual(without.map((e) => e.el));
      const changed = withSystem.flatMap((e, i) => {
        const before = new Set(without[i].style.split("; "));
        // a container's size follows the content the system draws in it; its own window's custom
        // properties (--alt-*) reach its header by inheritance, and nothing there reads them
        const diff = e.style.split("; ").filter((d) => !before.has(d) && !LAYOUT.test(d) && !(e.inOwnWindow && d.startsWith("--alt-")));
        return diff.length ? [`${e.el} { ${diff.join("; ")} }`] : [];
      });
      expect(changed, "core elements the system's stylesheet restyled").toEqual([]);
      await shoot(p, ".application, .chat-log", `themes-core-controls-app-${app}-ui-${ui}`);
    }, 30_000);
  }

  it("the tokens read Foundry's theme variables (text colours, body font) and fall back to the system's palette without them", async () => {
    const card = render("fr", "templates/chat/test-card.hbs", onScreen(TEST_CARDS.success));
    const read = () => p.evaluate(() => {
      const el = document.querySelector<HTMLElement>(".alt-card")!;
      const muted = document.querySelector<HTMLElement>(".alt-card__subtitle")!;
      return { text: getComputedStyle(el).color, muted: getComputedStyle(muted).color, font: getComputedStyle(el).fontFamily };
    });
    // a theme (or a theme module) that sets Foundry's variables: the card follows it
    await show(p, page(`<div class="themed theme-dark" style="--color-text-primary: rgb(240, 230, 200); --color-text-secondary: rgb(200, 190, 170); --font-body: Georgia, serif"><div class="chat-log">${card}</div></div>`, "dark", "fr"));
    expect(await read()).toEqual({ text: "rgb(240, 230, 200)", muted: "rgb(200, 190, 170)", font: "Georgia, serif" });
    // the harness's stand-in for v13's light values
    await show(p, page(interfaceArea(`<div class="chat-log">${card}</div>`, "light"), "dark", "fr"));
    expect((await read()).text).toBe("rgb(25, 24, 19)");
    // no theme variable at all (a page Foundry did not theme): the system's own palette, light
    await p.setContent(`<!doctype html><html><head><style>${manifestStyles()[0].css}</style></head><body><div class="chat-log">${card}</div></body></html>`);
    expect(await read()).toEqual({ text: "rgb(42, 33, 24)", muted: "rgb(95, 81, 65)", font: "Signika, \"Segoe UI\", system-ui, sans-serif" });
  });

  it("a card takes the nearest themed ancestor's palette, whatever the themes around it", async () => {
    const card = render("fr", "templates/chat/test-card.hbs", onScreen(TEST_CARDS.success));
    const LIGHT = "rgb(251, 247, 238)", DARK = "rgb(38, 41, 51)";
    const cases: [string, string][] = [
      // body dark (applications), #interface light: the chat log's card is light
      [`<div id="interface" class="themed theme-light"><div class="chat-log">${card}</div></div>`, LIGHT],
      // a dark window inside a light interface (a popped-out log, a journal's embedded card): dark
      [`<div id="interface" class="themed theme-light"><div class="themed theme-dark"><div class="chat-log">${card}</div></div></div>`, DARK],
      // no themed element between body and the card: body's theme
      [`<div class="chat-log">${card}</div>`, DARK],
    ];
    for (const [html, surface] of cases) {
      await show(p, page(html, "dark", "fr"));
      expect(await p.evaluate(() => getComputedStyle(document.querySelector(".alt-card")!).backgroundColor), html.slice(0, 60)).toBe(surface);
    }
  });

  for (const [app, sheet] of [["light", "dark"], ["dark", "light"]] as const) {
    it(`a sheet given its own theme (${sheet}) under the ${app} applications theme takes it, legible and axe-clean, with a card in the ${app} chat log beside it`, async () => {
      const card = render("fr", "templates/chat/test-card.hbs", onScreen(TEST_CARDS.success));
      const html = personnageHtml("fr", personnage(GM), "sante").replace(/src="icons\/[^"]+"/g, `src="${IMAGE_PLACEHOLDER}"`)
        + interfaceArea(`<div class="chat-log"><div class="chat-message"><div class="message-content">${card}</div></div></div>`, app);
      // Foundry's per-sheet theme: that window's own `themed theme-*`, whatever body's
      await show(p, page(html, app, "fr").replace(`class="application themed theme-${app} altherion`, `class="application themed theme-${sheet} altherion`));
      const surfaces = await p.evaluate(() => ({
        sheet: getComputedStyle(document.querySelector(".application.altherion")!).getPropertyValue("--alt-color-scheme").trim(),
        card: getComputedStyle(document.querySelector(".alt-card")!).getPropertyValue("--alt-color-scheme").trim(),
      }));
      expect(surfaces).toEqual({ sheet, card: app });
      await unclamp(p);
      expect(await legibility(p)).toEqual(LEGIBLE);
      await shoot(p, ".application, .chat-log", `themes-sheet-${sheet}-in-app-${app}`);
      expect((await axe(p, `themes-sheet-${sheet}-in-app-${app}`)).filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
    }, 60_000);
  }
});
