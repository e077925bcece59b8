import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { walk } from "../helpers/files";

/**
 * Every Font Awesome class the system writes (templates, code, styles) exists in Font Awesome
 * Free, the edition the harness loads from the registry: an icon only Pro has (`fa-dice-d10`)
 * renders as an empty square there.
 */
const FREE_CSS = "node_modules/@fortawesome/fontawesome-free/css/all.css";
const defined = new Set([...readFileSync(FREE_CSS, "utf8").matchAll(/\.(fa-[a-z0-9-]+)/g)].map((m) => m[1]));

/** The `fa-*` class names written in a source file (CSS custom properties `--fa-…` are not classes). */
const iconClasses = (source: string) => [...source.matchAll(/(?<![\w-])fa-[a-z0-9]+(?:-[a-z0-9]+)*/g)].map((m) => m[0]);

describe("icons: Font Awesome Free", () => {
  it("the check reads class names, knows the Free set, and refuses a Pro-only icon", () => {
    expect(iconClasses(`<i class="fa-solid fa-dice-d20"></i> --fa-primary-color`)).toEqual(["fa-solid", "fa-dice-d20"]);
    expect(defined.has("fa-dice-d20")).toBe(true);
    expect(defined.has("fa-dice-d10")).toBe(false);
  });

  it("every fa-* class of src/, templates/ and styles/ is defined by Font Awesome Free", () => {
    const files = [...walk("src", [".ts"]), ...walk("templates", [".hbs"]), ...walk("styles", [".scss", ".css"])];
    const missing = files.flatMap((file) => [...new Set(iconClasses(readFileSync(file, "utf8")))].filter((c) => !defined.has(c)).map((c) => `${c} (${file})`));
    expect(files.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
