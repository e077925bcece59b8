import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { walk } from "../helpers/files";

// ApplicationV2 keeps the scroll position of the elements a part's `scrollable` names, searched
// among the part root's descendants only: a selector naming the root itself matches nothing and the
// sheet jumps to the top after every update. The root is "".
const PART = /template:\s*"systems\/altherion\/([^"]+)",\s*scrollable:\s*\[([^\]]*)\]/g;

function parts(): { file: string; template: string; selectors: string[] }[] {
  return walk("src/applications", [".ts"]).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(PART)].map((m) => ({
      file, template: m[1], selectors: [...m[2].matchAll(/"([^"]*)"/g)].map((s) => s[1]),
    })),
  );
}

/** The class list of a template's first element. */
function rootClasses(html: string): string[] {
  const tag = /<[a-z][^>]*>/i.exec(html.replace(/\{\{!--[\s\S]*?--\}\}/g, ""))?.[0] ?? "";
  return (/class="([^"]*)"/.exec(tag)?.[1] ?? "").split(/\s+/).filter(Boolean);
}

describe("sheet parts keep their scroll position", () => {
  it("finds the literal parts of the PNJ and Groupe sheets", () => {
    const templates = parts().map((p) => p.template);
    expect(templates).toContain("templates/sheets/pnj/sheet.hbs");
    expect(templates).toContain("templates/sheets/groupe/sheet.hbs");
  });

  it("every scrollable selector is the part root (\"\") or a class of one of its descendants", () => {
    for (const p of parts()) {
      const html = readFileSync(p.template, "utf8");
      for (const selector of p.selectors.filter((s) => s !== "")) {
        const cls = selector.replace(/^\./, "");
        expect(rootClasses(html), `${p.file}: ${selector} names the root of ${p.template}`).not.toContain(cls);
        expect(html, `${p.file}: ${selector} in ${p.template}`).toMatch(new RegExp(`class="[^"]*\\b${cls}\\b`));
      }
    }
  });
});
