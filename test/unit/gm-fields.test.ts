import { afterEach, describe, expect, it } from "vitest";
import { gmFieldsTouched, touchesPath } from "../../src/data/gm-fields";
import { V14_OPERATORS, replace } from "../helpers/v14-operators";

const g = globalThis as Record<string, unknown>;
const saved = { game: g.game, _del: g._del, foundry: g.foundry };
afterEach(() => Object.assign(g, saved));
class ForcedDeletion {}

describe("which updates touch a GM-only field (R-XP-1, R-MORAL-1)", () => {
  it("R-XP-1 nested, dotted and v13 deletion forms of system.xp (or of system) are seen; neighbours are not", () => {
    g.game = { release: { generation: 13 } };
    for (const changes of [
      { system: { xp: { total: 5 } } }, { "system.xp.total": 5 }, { system: { "xp.spent": 0 } }, { "system.-=xp": null },
      { system: { "-=xp": null } }, { "-=system": null }, { system: { xp: { "-=log": null } } },
    ]) expect(touchesPath(changes, "system.xp"), JSON.stringify(changes)).toBe(true);
    for (const changes of [{ system: { xpNote: 1 } }, { "system.caracteristiques.force": 4 }, { flags: { xp: 1 } }, { system: null }]) {
      expect(touchesPath(changes, "system.xp"), JSON.stringify(changes)).toBe(false);
    }
  });
  it("R-XP-1 v14's deletion value (_del) of system.xp or of system is seen", () => {
    g._del = new ForcedDeletion();
    g.game = { release: { generation: 14 } };
    g.foundry = { data: { operators: { ForcedDeletion } } };
    expect(touchesPath({ system: { xp: g._del } }, "system.xp")).toBe(true);
    expect(touchesPath({ "system.xp": g._del }, "system.xp")).toBe(true);
    expect(touchesPath({ system: g._del }, "system.xp")).toBe(true);
    expect(touchesPath({ system: { moral: g._del } }, "system.xp")).toBe(false);
  });
  it("R-XP-1 v13's replacement (\"==key\" on any segment) of system.xp or of system is seen, even when the XP is only left out", () => {
    g.game = { release: { generation: 13 } };
    for (const changes of [
      { "==system": { caracteristiques: {} } }, { "==system": { xp: { total: 9 } } }, { "system.==xp": { total: 9 } }, { system: { "==xp": {} } },
      { "==system.xp": 9 }, { system: { xp: { "==log": [] } } },
    ]) expect(touchesPath(changes, "system.xp"), JSON.stringify(changes)).toBe(true);
    for (const changes of [{ system: { "==moral": {} } }, { "system.==xpNote": 1 }, { "==flags": { xp: 1 } }]) {
      expect(touchesPath(changes, "system.xp"), JSON.stringify(changes)).toBe(false);
    }
  });
  it("R-XP-1 v14's replacement operator (_replace) of system.xp or of system is seen", () => {
    g.game = { release: { generation: 14 } };
    g.foundry = { data: { operators: V14_OPERATORS } };
    expect(touchesPath({ system: replace({ caracteristiques: {} }) }, "system.xp")).toBe(true);
    expect(touchesPath({ system: { xp: replace({ total: 9 }) } }, "system.xp")).toBe(true);
    expect(touchesPath({ "system.xp": replace({}) }, "system.xp")).toBe(true);
    expect(touchesPath({ system: { moral: replace({}) } }, "system.xp")).toBe(false);
    expect(touchesPath({ flags: replace({ system: { xp: 1 } }) }, "system.xp")).toBe(false);
  });
  it("R-MORAL-1 a group's members are GM-only, a character's are not a thing", () => {
    g.game = { release: { generation: 13 } };
    expect(gmFieldsTouched("groupe", { "system.membres": [] })).toEqual(["system.membres"]);
    expect(gmFieldsTouched("personnage", { "system.membres": [] })).toEqual([]);
    expect(gmFieldsTouched("personnage", { "system.-=xp": null })).toEqual(["system.xp"]);
  });
});
