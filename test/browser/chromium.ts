/**
 * Test-only harness: renders HTML with the built CSS in Chromium or Chrome (playwright-core),
 * takes screenshots into test-output/screenshots/, and runs axe-core.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext, type CDPSession, type Page } from "playwright-core";
import { afterAll, beforeAll, describe } from "vitest";
import { DEBIAN_INSTALL, browserPlan, thisHost } from "../../tools/browser";
import { findLeaks } from "../helpers/leaks";

/** The browser found (tools/browser.ts), or null when the suites are skipped explicitly. */
function chosenBrowser(): string | null {
  const plan = browserPlan(thisHost());
  if (plan.kind === "use") return plan.path;
  if (plan.kind === "skip") return null;
  throw new Error(plan.kind === "stop" ? plan.message : `No Chromium or Chrome found: \`${DEBIAN_INSTALL}\` (npm test does it as root on Debian).`);
}

export const CHROMIUM = chosenBrowser();
/** `describe` for the browser suites: skipped, and counted as skipped, when the browser is skipped. */
export const describeBrowser = CHROMIUM ? describe : describe.skip;
export const SCREENSHOTS = "test-output/screenshots";
const AXE_REPORTS = "test-output/axe";

export async function launch(): Promise<BrowserContext> {
  if (!CHROMIUM) throw new Error("launch() called while the browser suites are skipped");
  mkdirSync(SCREENSHOTS, { recursive: true });
  mkdirSync(AXE_REPORTS, { recursive: true });
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "altherion-chromium-")), {
    executablePath: CHROMIUM,
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    viewport: { width: 1000, height: 900 },
  });
  await serveAssets(context);
  return context;
}

/** One browser and one page for a test file, opened before its tests (the built CSS must exist) and closed after. */
export function withBrowserPage(ready: (page: Page) => void): void {
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    if (!existsSync("dist/altherion.css")) throw new Error("dist/altherion.css missing: run npm run build first");
    context = await launch();
    ready(await context.newPage());
  }, 60_000);
  afterAll(async () => { await context?.close(); });
}

export type Theme = "light" | "dark";

/** Origin the harness serves Font Awesome's webfonts from (routed in launch(); nothing leaves the machine). */
const ASSETS = "https://harness.altherion.invalid/";
const FONT_AWESOME = "node_modules/@fortawesome/fontawesome-free";

async function serveAssets(context: BrowserContext): Promise<void> {
  await context.route(`${ASSETS}**`, (route) => {
    const file = new URL(route.request().url()).pathname.replace(/^\/+/, "");
    return /^webfonts\/[\w-]+\.woff2$/.test(file) ? route.fulfill({ path: `${FONT_AWESOME}/${file}`, contentType: "font/woff2" }) : route.abort();
  });
}

let fontAwesomeCss: string | undefined;
const fontAwesome = () => (fontAwesomeCss ??= readFileSync(`${FONT_AWESOME}/css/all.min.css`, "utf8").replaceAll("url(../webfonts/", `url(${ASSETS}webfonts/`));

/**
 * Foundry's window chrome on every `.application`: its theme as `themed theme-*` and a close
 * control in its header.
 */
function chrome(body: string, theme: Theme): string {
  return body
    .replace(/class="application /g, `class="application themed theme-${theme} `)
    .replace(/(<header class="window-header">[\s\S]*?)<\/header>/g, '$1<button type="button" class="header-control icon fa-solid fa-xmark" aria-label="Close"></button></header>');
}

/** Each stylesheet of the built manifest with the cascade layer Foundry serves it in (its `layer`). */
export function manifestStyles(): { css: string; layer: string }[] {
  const manifest = JSON.parse(readFileSync("dist/system.json", "utf8")) as { styles: { src: string; layer: string }[] };
  return manifest.styles.map((s) => ({ css: readFileSync(`dist/${s.src}`, "utf8"), layer: s.layer }));
}

/**
 * A page shaped like Foundry v13's: Font Awesome, a Foundry-like base (test/browser/foundry-frame.css:
 * core's cascade layers, its theme variables, window chrome, form controls), the system's stylesheets
 * in the layer the built manifest names (`system`, after core's layers), body.theme-{applications
 * theme} and each application window in that theme. Interface elements (the chat log) go through
 * interfaceArea() to get the interface theme. `systemStyles: false` leaves the system's stylesheet out
 * (what core alone draws).
 */
export function page(body: string, theme: Theme, lang: string, { systemStyles = true } = {}): string {
  const sheets = systemStyles ? manifestStyles().map((s) => `<style>@layer ${s.layer} {\n${s.css}\n}</style>`).join("") : "";
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Altherion</title>
<style>${fontAwesome()}</style><style>${readFileSync("test/browser/foundry-frame.css", "utf8")}</style>${sheets}</head>
<body class="vtt game system-altherion theme-${theme}"><main>${chrome(body, theme)}</main></body></html>`;
}

/** Foundry's interface (sidebar, chat log) with its own theme, which may differ from the applications'. */
export function interfaceArea(html: string, theme: Theme): string {
  return `<div id="interface" class="themed theme-${theme}">${html}</div>`;
}

/**
 * Loads a page (page()) and waits for its images and fonts, so that icons are drawn in screenshots. When
 * the page's head (its stylesheets) is the one already loaded, only the document's language, the body and
 * their classes are replaced: the stylesheets are not parsed again and axe-core stays loaded.
 */
export async function show(p: Page, html: string): Promise<void> {
  const parts = /^([\s\S]*?<html)([^>]*)(>[\s\S]*?<\/head>)\s*<body([^>]*)>([\s\S]*)<\/body>\s*<\/html>\s*$/.exec(html);
  const shell = parts ? createHash("sha1").update(parts[1] + parts[3]).digest("hex") : null;
  const kept = shell !== null && await p.evaluate((key) => document.documentElement.dataset.altShell === key, shell);
  if (parts && kept) {
    await p.evaluate(({ htmlAttributes, bodyAttributes, body }) => {
      const parsed = new DOMParser().parseFromString(`<!doctype html><html${htmlAttributes}><head></head><body${bodyAttributes}>${body}</body></html>`, "text/html");
      const root = document.documentElement;
      for (const a of [...root.attributes]) if (a.name !== "data-alt-shell") root.removeAttribute(a.name);
      for (const a of [...parsed.documentElement.attributes]) root.setAttribute(a.name, a.value);
      document.body.replaceWith(document.adoptNode(parsed.body));
      window.scrollTo(0, 0);
      return Promise.all([...document.images].map((i) => (i.complete ? null : new Promise((done) => { i.onload = i.onerror = done; }))));
    }, { htmlAttributes: parts[2], bodyAttributes: parts[4], body: parts[5] });
  } else {
    await p.setContent(html, { waitUntil: "load" });
    if (shell) await p.evaluate((key) => { document.documentElement.dataset.altShell = key; }, shell);
  }
  await p.evaluate(() => document.fonts.ready.then(() => undefined));
}

let axeSource: string | undefined;

export interface AxeViolation { id: string; impact: string | null; nodes: number; help: string; targets: string[] }

/** The axe rules whose result depends on colours, the only thing a theme changes. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];
/** The other rules' violations for each markup already checked in one theme (see axe()). */
const structural = new Map<string, AxeViolation[]>();

/**
 * axe-core over the page, every rule including colour contrast. Every violation, whatever its
 * impact, is also written to test-output/axe/<screen>.json, with the elements whose contrast axe
 * could not decide (text over images or gradients) for a human to review. The same markup in its
 * other theme runs the colour rules only: every other rule reads the DOM, which a theme does not
 * change, and keeps the result found in the first theme.
 */
export async function axe(p: Page, screen: string): Promise<AxeViolation[]> {
  if (!(await p.evaluate(() => "axe" in window))) await p.addScriptTag({ content: axeSource ??= readFileSync("node_modules/axe-core/axe.min.js", "utf8") });
  const markup = createHash("sha1").update((await p.evaluate(() => [...document.documentElement.attributes].map((a) => `${a.name}=${a.value}`).join(" ") + document.body.outerHTML)).replace(/theme-(?:light|dark)/g, "theme")).digest("hex");
  const known = structural.get(markup);
  type Violation = { id: string; impact: string | null; nodes: { target: unknown[] }[]; help: string };
  type Axe = { run(ctx: Document, opts: object): Promise<{ violations: Violation[]; incomplete: Violation[] }> };
  const { violations, contrastToReview } = await p.evaluate(async (only) => {
    const options = only ? { runOnly: only } : { rules: { "color-contrast": { enabled: true } } };
    const r = await (window as unknown as { axe: Axe }).axe.run(document, { resultTypes: ["violations", "incomplete"], ...options });
    return {
      violations: r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, help: v.help, targets: v.nodes.slice(0, 3).map((n) => String(n.target[0])) })),
      contrastToReview: r.incomplete.filter((v) => v.id === "color-contrast").flatMap((v) => v.nodes.map((n) => String(n.target[0]))),
    };
  }, known ? COLOUR_RULES : null);
  if (!known) structural.set(markup, violations.filter((v) => !COLOUR_RULES.includes(v.id)));
  const all = known ? [...known, ...violations] : violations;
  writeFileSync(`${AXE_REPORTS}/${screen}.json`, `${JSON.stringify({ violations: all, contrastToReview }, null, 1)}\n`);
  return all;
}

/**
 * What must never reach a screen (test/helpers/leaks.ts) — in the visible text (whole scroll
 * content), the values of form fields a user reads (not a radio's or checkbox's value) and the attributes a user hears or hovers. Everyday screens show
 * realistic names (realistic.ts), so an XSS probe is a leak too.
 */
export async function leaks(p: Page): Promise<string[]> {
  const texts = await p.evaluate(() => {
    const out = [document.body.innerText];
    for (const el of document.querySelectorAll<HTMLElement>("[title], [aria-label], [placeholder], [alt], [data-tooltip]")) {
      for (const a of ["title", "aria-label", "placeholder", "alt"]) if (el.hasAttribute(a)) out.push(el.getAttribute(a)!);
      // A tooltip as Foundry shows it: its value read as HTML (in an inert document).
      if (el.hasAttribute("data-tooltip")) out.push(new DOMParser().parseFromString(el.getAttribute("data-tooltip")!, "text/html").body.textContent ?? "");
    }
    for (const el of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input:not([type=hidden]):not([type=radio]):not([type=checkbox]), textarea")) out.push(el.value);
    return out;
  });
  return findLeaks(texts);
}

/**
 * Disabled controls whose reason is not in words on screen (WCAG): a reason only in a title, or an
 * aria-describedby naming nothing, or something hidden or empty. Empty when every reason shows.
 */
export async function hiddenReasons(p: Page): Promise<string[]> {
  return p.evaluate(() => {
    const shown = (el: Element) => { const b = el.getBoundingClientRect(); return b.width > 0 && b.height > 0 && getComputedStyle(el).visibility !== "hidden"; };
    return [...document.querySelectorAll<HTMLElement>("[disabled][title], [disabled][aria-describedby]")].filter(shown).flatMap((control) => {
      const what = `${control.tagName.toLowerCase()} « ${control.innerText.trim() || control.getAttribute("aria-label") || ""} »`;
      if (control.hasAttribute("title")) return [`${what}: its reason only in a title`];
      const reason = document.getElementById(control.getAttribute("aria-describedby")!);
      return reason && shown(reason) && reason.innerText.trim().length > 10 ? [] : [`${what}: its reason is not on screen`];
    });
  });
}

/**
 * Opens every scroll container of the windows (and the windows themselves) to its content's
 * height, so that a screenshot shows everything a user can scroll to.
 */
export async function unclamp(p: Page): Promise<void> {
  await p.evaluate(() => {
    for (const app of document.querySelectorAll<HTMLElement>(".application")) {
      app.style.height = "auto";
      app.style.maxHeight = "none";
      for (const el of app.querySelectorAll<HTMLElement>("*")) {
        const { overflowY } = getComputedStyle(el);
        if ((overflowY === "auto" || overflowY === "scroll") && el.scrollHeight > el.clientHeight) {
          Object.assign(el.style, { overflow: "visible", height: "auto", maxHeight: "none", flex: "none" });
        }
      }
    }
  });
}

/** Each page's DevTools session, opened at its first screenshot. */
const devtools = new WeakMap<Page, CDPSession>();

/** A full-height screenshot of the elements `selector` matches (the page grows as needed). */
export async function shoot(p: Page, selector: string, name: string): Promise<void> {
  const boxes = (await Promise.all((await p.locator(selector).all()).map((l) => l.boundingBox()))).filter((b) => b !== null);
  const x = Math.min(...boxes.map((b) => b.x)) - 8;
  const y = Math.min(...boxes.map((b) => b.y)) - 8;
  const right = Math.max(...boxes.map((b) => b.x + b.width)) + 8;
  const bottom = Math.max(...boxes.map((b) => b.y + b.height)) + 8;
  const clip = { x: Math.max(0, x), y: Math.max(0, y), width: right - Math.max(0, x), height: bottom - Math.max(0, y), scale: 1 };
  // Chromium's own capture with its fast PNG encoder: the same pixels as page.screenshot(), a third less time.
  let cdp = devtools.get(p);
  if (!cdp) devtools.set(p, (cdp = await p.context().newCDPSession(p)));
  const { data } = await cdp.send("Page.captureScreenshot", { format: "png", clip, captureBeyondViewport: true, optimizeForSpeed: true });
  writeFileSync(`${SCREENSHOTS}/${name}.png`, Buffer.from(data, "base64"));
}

export interface Overflow { selector: string; right: number; limit: number }

/**
 * Elements of each `.application` whose right edge passes the window's, and the given scroll
 * containers that are wider than their box (first 10).
 */
export async function overflows(p: Page, scrollContainers: string): Promise<Overflow[]> {
  return p.evaluate((containers) => {
    const out: { selector: string; right: number; limit: number }[] = [];
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.className && typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).join(".")}` : ""}`;
    for (const app of document.querySelectorAll<HTMLElement>(".application")) {
      const limit = app.getBoundingClientRect().right;
      for (const el of app.querySelectorAll<HTMLElement>("*")) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        if (r.right > limit + 0.5) out.push({ selector: name(el), right: Math.round(r.right), limit: Math.round(limit) });
      }
      for (const el of app.querySelectorAll<HTMLElement>(containers)) {
        if (el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1) out.push({ selector: `${name(el)} (scrollWidth ${el.scrollWidth} > ${el.clientWidth})`, right: el.scrollWidth, limit: el.clientWidth });
      }
    }
    return out.slice(0, 10);
  }, scrollContainers);
}

/** Foundry's icons/svg/* are not here: a neutral portrait placeholder keeps screenshots readable. */
export const IMAGE_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#8a7a60"/><circle cx="16" cy="12" r="6" fill="#e8dcc4"/><path d="M5 30c2-8 20-8 22 0z" fill="#e8dcc4"/></svg>')}`;

/** Every image a view points at (a portrait, an item's icon: Foundry's files, not here) drawn as the placeholder. */
export function placeholderImages(html: string): string {
  return html.replace(/src="[^"]+\.(webp|png|svg|jpg|jpeg)"/g, `src="${IMAGE_PLACEHOLDER}"`);
}

/** An ApplicationV2 window as Foundry frames it (tag form) at its DEFAULT_OPTIONS size. */
export function appWindow(classes: string, size: { width: number; height: number | "auto" }, title: string, body: string): string {
  return `<form class="application ${classes}" style="width:${size.width}px;${size.height === "auto" ? "" : `height:${size.height}px`}">`
    + `<header class="window-header"><h1 class="window-title" style="font-size:13px;margin:0;font-weight:600">${title}</h1></header>`
    + `<section class="window-content">${body}</section></form>`;
}

/** One guided-flow screen (wizard, Spend XP): shown, nothing overflows, no raw key, legible (legibility()), photographed full height, axe clean. */
export async function checkFlowScreen(p: Page, html: string, theme: Theme, lang: string, shot: string): Promise<{ overflows: Overflow[]; leaks: string[]; serious: AxeViolation[] } & Legibility> {
  await show(p, page(html.replace(/src="[^"]+\.(webp|png|svg)"/g, `src="${IMAGE_PLACEHOLDER}"`), theme, lang));
  await p.evaluate(() => { for (const d of document.querySelectorAll("details")) d.open = true; }); // folded rows too
  const found = await overflows(p, ".window-content, .alt-creation-body, table, fieldset");
  await unclamp(p);
  const raw = await leaks(p);
  const legible = await legibility(p);
  await shoot(p, ".application", shot);
  const serious = (await axe(p, shot)).filter((v) => v.impact === "serious" || v.impact === "critical");
  return { overflows: found, leaks: raw, serious, ...legible };
}

/** What legibility() finds on a screen; each list empty when the screen passes. */
export interface Legibility {
  /** Visible text (or a form control's text) under 12 px: "element 11px «text»". */
  small: string[];
  /** Focusable elements whose ring is missing, faint (< 3:1 against what surrounds it) or cut by an ancestor that clips. */
  rings: string[];
  /** Text fields and selects whose border is under 3:1 against what surrounds them (WCAG 1.4.11). */
  borders: string[];
}

/** A screen that passes legibility(). */
export const LEGIBLE: Legibility = { small: [], rings: [], borders: [] };

/**
 * The accessibility checks of a rendered screen, inside the system's content (window
 * content, chat log) and never on the harness's own chrome: no text under 12 px; every focusable
 * element, focused as the keyboard focuses it, draws a ring (outline ≥ 2 px or a box-shadow) of
 * 3:1 against its surroundings that no clipping ancestor cuts (its outline box against the
 * ancestor's padding box); control borders at 3:1. Colours are read through a canvas, so any CSS
 * colour syntax and alpha compose as painted. Run on the unclamped page (unclamp()), so scrolling
 * is not taken for clipping. Leaves nothing focused.
 */
export async function legibility(p: Page): Promise<Legibility> {
  await p.keyboard.press("Shift"); // keyboard modality: a programmatic focus then matches :focus-visible, as after Tab
  return p.evaluate(() => {
    const ROOTS = ".window-content, .chat-log";
    const roots = [...document.querySelectorAll<HTMLElement>(ROOTS)];
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${typeof el.className === "string" && el.className.trim() ? `.${el.className.trim().split(/\s+/).join(".")}` : ""}`;
    const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    type Rgba = [number, number, number, number];
    const rgba = (css: string): Rgba => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = "#000";
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = (top: Rgba, under: Rgba): Rgba => [0, 1, 2].map((i) => top[i] * top[3] + under[i] * (1 - top[3])).concat(1) as Rgba;
    /** The colour painted behind `el` (its ancestors' backgrounds composed, the page white below). */
    const behind = (el: Element | null): Rgba => {
      const layers: Rgba[] = [];
      for (let a = el; a; a = a.parentElement) {
        const c = rgba(getComputedStyle(a).backgroundColor);
        if (c[3] > 0) layers.push(c);
        if (c[3] >= 1) break;
      }
      return layers.reduceRight<Rgba>((under, top) => over(top, under), [255, 255, 255, 1]);
    };
    const luminance = (c: Rgba) => {
      const [r, g, b] = c.slice(0, 3).map((v) => { const s = v / 255; return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: Rgba, b: Rgba) => { const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m); return (x + 0.05) / (y + 0.05); };
    const shown = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !el.closest("[inert], .visually-hidden, .sr-only");

    const small = new Set<string>();
    for (const root of roots) {
      const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        const parent = n.parentElement;
        const text = n.textContent?.trim() ?? "";
        if (!parent || text === "" || parent.closest("option, script, style") || !shown(parent)) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        const box = range.getBoundingClientRect();
        if (box.width < 1 || box.height < 1) continue;
        const size = parseFloat(getComputedStyle(parent).fontSize);
        if (size < 11.95) small.add(`${name(parent)} ${size}px «${text.slice(0, 30)}»`);
      }
      for (const control of root.querySelectorAll<HTMLElement>("input:not([type=hidden], [type=checkbox], [type=radio], [type=range], [type=color]), select, textarea")) {
        const size = parseFloat(getComputedStyle(control).fontSize);
        if (shown(control) && size < 11.95) small.add(`${name(control)} ${size}px`);
      }
    }

    const rings: string[] = [];
    const FOCUSABLE = "a[href], button:not([disabled]), input:not([type=hidden], [disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]";
    for (const el of roots.flatMap((r) => [...r.querySelectorAll<HTMLElement>(FOCUSABLE)])) {
      if (!shown(el) || (el.tabIndex < 0 && el.getAttribute("role") !== "tab")) continue;
      el.focus({ preventScroll: true });
      if (document.activeElement !== el) continue; // not focusable after all (a disabled fieldset's control)
      const s = getComputedStyle(el);
      const width = s.outlineStyle === "none" ? 0 : parseFloat(s.outlineWidth);
      const ringColour = rgba(s.outlineColor);
      const outline = width >= 2 && ringColour[3] > 0;
      if (!el.matches(":focus-visible") || (!outline && s.boxShadow === "none")) { rings.push(`${name(el)}: no visible ring`); continue; }
      if (!outline) continue; // a box-shadow ring: drawn on the element's own box
      const reach = Math.max(0, width + parseFloat(s.outlineOffset));
      const r = el.getBoundingClientRect();
      const ring = { left: r.left - reach, right: r.right + reach, top: r.top - reach, bottom: r.bottom + reach };
      const faint = contrast(over(ringColour, behind(el.parentElement)), behind(el.parentElement));
      if (faint < 3) rings.push(`${name(el)}: ring ${faint.toFixed(2)}:1`);
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const as = getComputedStyle(a);
        const clipsX = as.overflowX !== "visible", clipsY = as.overflowY !== "visible";
        if (!clipsX && !clipsY) continue;
        const b = a.getBoundingClientRect();
        const left = b.left + a.clientLeft, top = b.top + a.clientTop, right = left + a.clientWidth, bottom = top + a.clientHeight;
        const cut = (clipsX && (ring.left < left - 0.5 || ring.right > right + 0.5)) || (clipsY && (ring.top < top - 0.5 || ring.bottom > bottom + 0.5));
        if (cut) { rings.push(`${name(el)}: ring cut by ${name(a)}`); break; }
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();

    const borders: string[] = [];
    for (const root of roots) {
      for (const control of root.querySelectorAll<HTMLElement>("input:not([type=hidden], [type=checkbox], [type=radio], [type=range], [type=color]), select, textarea")) {
        if (!shown(control) || control.matches(":disabled")) continue; // an inactive control is exempt (WCAG 1.4.11)
        const s = getComputedStyle(control);
        const around = behind(control.parentElement);
        const edge = parseFloat(s.borderBottomWidth) > 0 && s.borderBottomStyle !== "none" ? over(rgba(s.borderBottomColor), around) : behind(control);
        const ratio = contrast(edge, around);
        if (ratio < 3) borders.push(`${name(control)} ${ratio.toFixed(2)}:1`);
      }
    }
    return { small: [...small], rings: [...new Set(rings)], borders: [...new Set(borders)] };
  });
}
