/**
 * Test-only harness: renders HTML with the built CSS in Chromium or Chrome (playwright-core),
 * takes screenshots into test-output/screenshots/, and runs axe-core.
 */
import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { describe } from "vitest";
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

export async function launch(): Promise<BrowserContext> {
  if (!CHROMIUM) throw new Error("launch() called while the browser suites are skipped");
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "altherion-chromium-")), {
    executablePath: CHROMIUM,
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    viewport: { width: 1000, height: 900 },
  });
}

/** A page shaped like Foundry v13's: body.theme-{light|dark}, an application window frame. */
export function page(body: string, theme: "light" | "dark", lang: string): string {
  const css = readFileSync("dist/altherion.css", "utf8");
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Altherion</title>
<style>${readFileSync("test/browser/foundry-frame.css", "utf8")}</style><style>${css}</style></head>
<body class="vtt game system-altherion theme-${theme}"><main>${body}</main></body></html>`;
}

export async function axe(p: Page): Promise<{ id: string; impact: string | null; nodes: number; help: string }[]> {
  await p.addScriptTag({ content: readFileSync("node_modules/axe-core/axe.min.js", "utf8") });
  type Violation = { id: string; impact: string | null; nodes: unknown[]; help: string };
  type Axe = { run(ctx: Document, opts: object): Promise<{ violations: Violation[] }> };
  const result = await p.evaluate(async () => {
    const r = await (window as unknown as { axe: Axe }).axe.run(document, { resultTypes: ["violations"] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, help: v.help }));
  });
  return result;
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
