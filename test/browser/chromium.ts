/**
 * Test-only harness: renders HTML with the built CSS in Chromium or Chrome (playwright-core),
 * takes screenshots into test-output/screenshots/, and runs axe-core.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe } from "vitest";
import { DEBIAN_INSTALL, browserPlan, thisHost } from "../../tools/browser";

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

const fontAwesome = () => readFileSync(`${FONT_AWESOME}/css/all.min.css`, "utf8").replaceAll("url(../webfonts/", `url(${ASSETS}webfonts/`);

/**
 * Foundry's window chrome on every `.application`: its theme as `themed theme-*` and a close
 * control in its header.
 */
function chrome(body: string, theme: Theme): string {
  return body
    .replace(/class="application /g, `class="application themed theme-${theme} `)
    .replace(/(<header class="window-header">[\s\S]*?)<\/header>/g, '$1<button type="button" class="header-control icon fa-solid fa-xmark" aria-label="Close"></button></header>');
}

/**
 * A page shaped like Foundry v13's: Font Awesome, a Foundry-like base (test/browser/foundry-frame.css),
 * the system's stylesheet in the `system` cascade layer (where Foundry serves a system's styles when
 * the manifest names no layer, after its own layers), body.theme-{applications theme} and each
 * application window in that theme. Interface elements
 * (the chat log) go through interfaceArea() to get the interface theme.
 */
export function page(body: string, theme: Theme, lang: string): string {
  const css = readFileSync("dist/altherion.css", "utf8");
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Altherion</title>
<style>${fontAwesome()}</style><style>${readFileSync("test/browser/foundry-frame.css", "utf8")}</style><style>@layer system {
${css}
}</style></head>
<body class="vtt game system-altherion theme-${theme}"><main>${chrome(body, theme)}</main></body></html>`;
}

/** Foundry's interface (sidebar, chat log) with its own theme, which may differ from the applications'. */
export function interfaceArea(html: string, theme: Theme): string {
  return `<div id="interface" class="themed theme-${theme}">${html}</div>`;
}

/** Loads a page (page()) and waits for its fonts, so that icons are drawn in screenshots. */
export async function show(p: Page, html: string): Promise<void> {
  await p.setContent(html, { waitUntil: "load" });
  await p.evaluate(() => document.fonts.ready.then(() => undefined));
}

export interface AxeViolation { id: string; impact: string | null; nodes: number; help: string; targets: string[] }

/**
 * axe-core over the page, every rule including colour contrast. Every violation, whatever its
 * impact, is also written to test-output/axe/<screen>.json, with the elements whose contrast axe
 * could not decide (text over images or gradients) for a human to review.
 */
export async function axe(p: Page, screen: string): Promise<AxeViolation[]> {
  await p.addScriptTag({ content: readFileSync("node_modules/axe-core/axe.min.js", "utf8") });
  type Violation = { id: string; impact: string | null; nodes: { target: unknown[] }[]; help: string };
  type Axe = { run(ctx: Document, opts: object): Promise<{ violations: Violation[]; incomplete: Violation[] }> };
  const { violations, contrastToReview } = await p.evaluate(async () => {
    const r = await (window as unknown as { axe: Axe }).axe.run(document, { resultTypes: ["violations", "incomplete"], rules: { "color-contrast": { enabled: true } } });
    return {
      violations: r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, help: v.help, targets: v.nodes.slice(0, 3).map((n) => String(n.target[0])) })),
      contrastToReview: r.incomplete.filter((v) => v.id === "color-contrast").flatMap((v) => v.nodes.map((n) => String(n.target[0]))),
    };
  });
  writeFileSync(`${AXE_REPORTS}/${screen}.json`, `${JSON.stringify({ violations, contrastToReview }, null, 1)}\n`);
  return violations;
}

/**
 * What must never reach a screen: i18n keys, rule ids, `undefined`, `NaN`, `[object Object]`, and
 * here an XSS probe (everyday screens show realistic names, realistic.ts) — in the visible text
 * (whole scroll content), form values and the attributes a user hears or hovers.
 */
export async function leaks(p: Page): Promise<string[]> {
  const texts = await p.evaluate(() => {
    const out = [document.body.innerText];
    for (const el of document.querySelectorAll<HTMLElement>("[title], [aria-label], [placeholder], [alt], [data-tooltip]")) {
      for (const a of ["title", "aria-label", "placeholder", "alt", "data-tooltip"]) if (el.hasAttribute(a)) out.push(el.getAttribute(a)!);
    }
    for (const el of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input:not([type=hidden]), textarea")) out.push(el.value);
    return out;
  });
  const bad = /\b(?:ALTHERION|TYPES)\.[A-Za-z][\w.-]*|\bR-[A-Z]{2,}-\d+\b|\bundefined\b|\bNaN\b|\[object Object\]|<script|onerror=/g;
  return [...new Set(texts.flatMap((t) => t.match(bad) ?? []))];
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

/** A full-height screenshot of the elements `selector` matches (the page grows as needed). */
export async function shoot(p: Page, selector: string, name: string): Promise<void> {
  const boxes = (await Promise.all((await p.locator(selector).all()).map((l) => l.boundingBox()))).filter((b) => b !== null);
  const x = Math.min(...boxes.map((b) => b.x)) - 8;
  const y = Math.min(...boxes.map((b) => b.y)) - 8;
  const right = Math.max(...boxes.map((b) => b.x + b.width)) + 8;
  const bottom = Math.max(...boxes.map((b) => b.y + b.height)) + 8;
  await p.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true, clip: { x: Math.max(0, x), y: Math.max(0, y), width: right - Math.max(0, x), height: bottom - Math.max(0, y) } });
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

/** An ApplicationV2 window as Foundry frames it (tag form) at its DEFAULT_OPTIONS size. */
export function appWindow(classes: string, size: { width: number; height: number }, title: string, body: string): string {
  return `<form class="application ${classes}" style="width:${size.width}px;height:${size.height}px">`
    + `<header class="window-header"><h1 class="window-title" style="font-size:13px;margin:0;font-weight:600">${title}</h1></header>`
    + `<section class="window-content">${body}</section></form>`;
}

/** One guided-flow screen (wizard, Spend XP): shown, nothing overflows, no raw key, photographed full height, axe clean. */
export async function checkFlowScreen(p: Page, html: string, theme: Theme, lang: string, shot: string): Promise<{ overflows: Overflow[]; leaks: string[]; serious: AxeViolation[] }> {
  await show(p, page(html.replace(/src="[^"]+\.(webp|png|svg)"/g, `src="${IMAGE_PLACEHOLDER}"`), theme, lang));
  await p.evaluate(() => { for (const d of document.querySelectorAll("details")) d.open = true; }); // folded rows too
  const found = await overflows(p, ".window-content, .alt-creation-body, table, fieldset");
  await unclamp(p);
  const raw = await leaks(p);
  await shoot(p, ".application", shot);
  const serious = (await axe(p, shot)).filter((v) => v.impact === "serious" || v.impact === "critical");
  return { overflows: found, leaks: raw, serious };
}
