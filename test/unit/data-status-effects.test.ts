import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { AGGRAVATION_TABLES, CONDITIONS, SPECIAL_STATES } from "../../src/rules/index";
import { statusContribution, statusDefinitions } from "../../src/data/status-effects";

const lang = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
const has = (obj: Record<string, unknown>, key: string) =>
  key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], obj) !== undefined;

describe("R-STATE status effects", () => {
  const defs = statusDefinitions();
  const ids = defs.map((d) => d.id);

  it("cover the special states, Descente, every R-STATE-7 condition, the R-CRIT-2 injuries and death", () => {
    for (const id of [...SPECIAL_STATES, "descente", ...CONDITIONS.map((c) => c.id), "mort"]) expect(ids).toContain(id);
    for (const row of AGGRAVATION_TABLES.flat()) if (row.condition) expect(ids).toContain(row.condition);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("use the v13 format with core icons and labels in fr and en", () => {
    const fr = lang("lang/fr.json");
    const en = lang("lang/en.json");
    for (const d of defs) {
      expect(d.img).toMatch(/^icons\/svg\/[a-z-]+\.svg$/);
      expect(has(fr, d.name), d.name).toBe(true);
      expect(has(en, d.name), d.name).toBe(true);
    }
  });

  it("R-STATE-1 special states +1 surpuissance; R-STATE-6 Descente and Découragement +1 impuissance", () => {
    expect(statusContribution(["zone"])).toEqual({ surpuissance: 1, impuissance: 0 });
    expect(statusContribution(["descente", "decouragement"])).toEqual({ surpuissance: 0, impuissance: 2 });
    expect(statusContribution(["oreille", "a-terre"])).toEqual({ surpuissance: 0, impuissance: 0 });
    for (const d of defs) for (const c of d.changes) expect(c.key).toMatch(/^system\.modificateurs\.(surpuissance|impuissance)$/);
  });
});
