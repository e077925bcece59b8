import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The dependency rule of ARCHITECTURE.md is a lint rule; these probes prove it is enforced.
const eslint = new ESLint();

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId ?? "").filter((id) => id.startsWith("no-restricted"));
}

describe("dependency rule (ARCHITECTURE.md)", () => {
  it("refuses imports from outside src/rules/ inside src/rules/", async () => {
    expect(await restricted("src/rules/probe.ts", 'import { ALTHERION } from "../config";\nexport const x = ALTHERION;\n')).toContain("no-restricted-imports");
  });
  it("refuses Foundry globals inside src/rules/", async () => {
    expect(await restricted("src/rules/probe.ts", "export const x = () => game;\n")).toContain("no-restricted-globals");
  });
  it("allows imports inside src/rules/", async () => {
    expect(await restricted("src/rules/probe.ts", 'import { puissance } from "./characteristics";\nexport const x = puissance;\n')).toEqual([]);
  });
  it("refuses applications/ imports outside the entry", async () => {
    expect(await restricted("src/documents/probe.ts", 'import { x } from "../applications/sheet";\nexport const y = x;\n')).toContain("no-restricted-imports");
    expect(await restricted("src/data/probe.ts", 'import { x } from "../documents/actor";\nexport const y = x;\n')).toContain("no-restricted-imports");
  });
  it("refuses applications/ imports in src/moral/ (the Moral plumbing sits beside dice/ and chat/)", async () => {
    expect(await restricted("src/moral/probe.ts", 'import { x } from "../applications/moral-panel";\nexport const y = x;\n')).toContain("no-restricted-imports");
    expect(await restricted("src/moral/probe.ts", 'import { planPayment } from "./payer";\nexport const y = planPayment;\n')).toEqual([]);
  });
  it("refuses applications/ imports in src/experience/ (its windows are wired from applications/experience/)", async () => {
    expect(await restricted("src/experience/probe.ts", 'import { AwardXpApp } from "../applications/experience/award-xp";\nexport const y = AwardXpApp;\n')).toContain("no-restricted-imports");
    expect(await restricted("src/experience/probe.ts", 'import { readUsage } from "./store";\nexport const y = readUsage;\n')).toEqual([]);
  });
  it("refuses modules/ imports outside the entry (the integrations with optional modules sit on top, beside it)", async () => {
    expect(await restricted("src/applications/probe.ts", 'import { registerDiceSoNice } from "../modules/dice-so-nice";\nexport const y = registerDiceSoNice;\n')).toContain("no-restricted-imports");
    expect(await restricted("src/dice/probe.ts", 'import { ROLE_COLORSET } from "../modules/dice-so-nice";\nexport const y = ROLE_COLORSET;\n')).toContain("no-restricted-imports");
    expect(await restricted("src/settings-probe.ts", 'import { x } from "./modules/apis";\nexport const y = x;\n')).toContain("no-restricted-imports");
    expect(await restricted("src/modules/probe.ts", 'import { x } from "../applications/sheets/sheet-actions";\nexport const y = x;\n')).toEqual([]);
  });
});
