/**
 * Test-only harness: renders HTML with the built CSS in Debian's Chromium (playwright-core),
 * takes screenshots into test-output/screenshots/, and runs axe-core.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const SCREENSHOTS = "test-output/screenshots";

export async function launch(): Promise<BrowserContext> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium (CI does it).`);
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
