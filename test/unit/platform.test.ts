import { afterEach, describe, expect, it } from "vitest";
import {
  applyMessageMode, configureActiveEffects, currentGeneration, deletionsFor, forUpdate, generationOf,
  isDeletionEntry, isReplacementEntry, modeName, modeSetting, plainKey, splitMessageMode, statusEffectRegistry, unwrapOperator, visibilityOf,
} from "../../src/platform/generation";
import { effectLength, effectDuration, effectExpired, expiryEventCounts, installExpiryCheck } from "../../src/platform/active-effects";
import { menuOptions } from "../../src/platform/context-menu";
import { statusContribution, statusDefinitions } from "../../src/data/status-effects";
import { flattenChanges, systemChanges } from "../../src/data/validation";
import { V14_OPERATORS, replace } from "../helpers/v14-operators";

// Both branches of every v13/v14 difference of src/platform/generation.ts. The globals set here are
// the handful the adapter touches (game.release, game.settings, ChatMessage, _del, foundry.data.operators).
const g = globalThis as Record<string, unknown>;
const saved = { game: g.game, ChatMessage: g.ChatMessage, _del: g._del, foundry: g.foundry };
afterEach(() => Object.assign(g, saved));

class ForcedDeletion {}
function installGeneration(generation: number, settings: Record<string, unknown> = {}): { calls: [string, object, string][] } {
  const calls: [string, object, string][] = [];
  g.game = { release: { generation }, settings: { get: (_scope: string, key: string) => settings[key] } };
  g.ChatMessage = {
    applyRollMode: (data: object, mode: string) => { calls.push(["applyRollMode", data, mode]); return data; },
    applyMode: (data: object, mode: string) => { calls.push(["applyMode", data, mode]); return data; },
  };
  if (generation >= 14) {
    g._del = new ForcedDeletion();
    g.foundry = { data: { operators: { ForcedDeletion } } };
  } else {
    delete g._del;
    g.foundry = { data: {} };
  }
  return { calls };
}

describe("generation", () => {
  it("reads game.release.generation; anything before 14 is v13, 14 and later are v14", () => {
    expect(generationOf({ generation: 13 })).toBe(13);
    expect(generationOf({ generation: 14 })).toBe(14);
    expect(generationOf({ generation: 15 })).toBe(14);
    expect(generationOf(undefined)).toBe(13);
    installGeneration(14);
    expect(currentGeneration()).toBe(14);
    installGeneration(13);
    expect(currentGeneration()).toBe(13);
  });
});

describe("R-STATE-1 R-STATE-6 R-STATE-7 status effects in each generation's format", () => {
  const defs = statusDefinitions();

  it("v13: an array of {id, name, img, changes} with numeric mode ADD (2)", () => {
    const v13 = statusEffectRegistry(defs, 13);
    expect(Array.isArray(v13)).toBe(true);
    const list = v13 as { id: string; changes: { key: string; value: string; mode: number }[] }[];
    expect(list.map((s) => s.id)).toEqual(defs.map((d) => d.id));
    expect(list.find((s) => s.id === "descente")?.changes).toEqual([{ key: "system.modificateurs.impuissance", value: "1", mode: 2 }]);
  });

  it("v14: a registry keyed by id, changes in system.changes with string type, phase and priority", () => {
    const v14 = statusEffectRegistry(defs, 14) as Record<string, { id: string; system: { changes: unknown[] }; changes?: unknown }>;
    expect(Array.isArray(v14)).toBe(false);
    expect(Object.keys(v14)).toEqual(defs.map((d) => d.id));
    expect(v14.descente.id).toBe("descente");
    expect(v14.descente.changes).toBeUndefined();
    expect(v14.descente.system.changes).toEqual([{ key: "system.modificateurs.impuissance", value: "1", type: "add", phase: "initial", priority: 20 }]);
    expect(v14.zone.system.changes).toEqual([{ key: "system.modificateurs.surpuissance", value: "1", type: "add", phase: "initial", priority: 20 }]);
  });

  it("both formats carry the same changes the derived data counts (statusContribution)", () => {
    const v13 = statusEffectRegistry(defs, 13) as { id: string; changes: { value: string }[] }[];
    const v14 = statusEffectRegistry(defs, 14) as Record<string, { system: { changes: { value: string }[] } }>;
    for (const d of defs) {
      const sum13 = v13.find((s) => s.id === d.id)?.changes.reduce((n, c) => n + Number(c.value), 0);
      const sum14 = v14[d.id].system.changes.reduce((n, c) => n + Number(c.value), 0);
      const own = statusContribution([d.id]);
      expect(sum13, d.id).toBe(own.surpuissance + own.impuissance);
      expect(sum14, d.id).toBe(sum13);
    }
  });
});

describe("roll modes (v13) and message modes (v14): private and blind rolls stay private", () => {
  it("names the setting and the modes of each generation", () => {
    expect(modeSetting(13)).toBe("rollMode");
    expect(modeSetting(14)).toBe("messageMode");
    expect(modeName("gm", 13)).toBe("gmroll");
    expect(modeName("gm", 14)).toBe("gm");
    expect(modeName("blind", 13)).toBe("blindroll");
    expect(modeName("blind", 14)).toBe("blind");
    expect(modeName("self", 13)).toBe("selfroll");
    expect(modeName("public", 14)).toBe("public");
  });

  it("reads a mode name of either generation", () => {
    expect(visibilityOf("gmroll")).toBe("gm");
    expect(visibilityOf("gm")).toBe("gm");
    expect(visibilityOf("blindroll")).toBe("blind");
    expect(visibilityOf("publicroll")).toBe("public");
    expect(visibilityOf("roll")).toBeNull();
    expect(visibilityOf("ic")).toBeNull();
    expect(visibilityOf(undefined)).toBeNull();
  });

  it("v13: the user's core.rollMode through ChatMessage.applyRollMode", () => {
    const { calls } = installGeneration(13, { rollMode: "blindroll", messageMode: "public" });
    const data = { content: "x" };
    applyMessageMode(data, undefined);
    expect(calls).toEqual([["applyRollMode", data, "blindroll"]]);
  });

  it("v14: the user's core.messageMode through ChatMessage.applyMode", () => {
    const { calls } = installGeneration(14, { rollMode: "publicroll", messageMode: "blind" });
    const data = { content: "x" };
    applyMessageMode(data, undefined);
    expect(calls).toEqual([["applyMode", data, "blind"]]);
  });

  it("an explicit private mode (a hidden combatant's initiative) is translated for the running generation", () => {
    const v13 = installGeneration(13, { rollMode: "publicroll" });
    applyMessageMode({}, "gm");
    expect(v13.calls[0][2]).toBe("gmroll");
    const v14 = installGeneration(14, { messageMode: "public" });
    applyMessageMode({}, "gmroll");
    expect(v14.calls[0][0]).toBe("applyMode");
    expect(v14.calls[0][2]).toBe("gm");
  });

  it("message options: v14's messageMode wins over v13's rollMode; neither stays in the data", () => {
    expect(splitMessageMode({ messageMode: "blind", rollMode: "gmroll", flavor: "x" })).toEqual({ mode: "blind", data: { flavor: "x" } });
    expect(splitMessageMode({ rollMode: "gmroll" })).toEqual({ mode: "gmroll", data: {} });
    expect(splitMessageMode(undefined)).toEqual({ mode: undefined, data: {} });
  });

  it("v14's in-character mode (not a visibility) and a missing setting fall back to public", () => {
    const { calls } = installGeneration(14, { messageMode: "ic" });
    applyMessageMode({}, "roll");
    expect(calls[0][2]).toBe("public");
  });
});

describe("deletions: \"-=key\" on v13, the _del operator on v14 (migrations and validation)", () => {
  const diff = { system: { xp: { log: [] } }, flags: { altherion: { "-=xpLog": null, keep: 1 } } };

  it("v13 keeps the -= keys", () => {
    expect(deletionsFor(diff, 13, {})).toBe(diff);
    installGeneration(13);
    expect(forUpdate(diff)).toEqual(diff);
  });

  it("v14 writes key: _del instead", () => {
    const del = new ForcedDeletion();
    expect(deletionsFor(diff, 14, del)).toEqual({ system: { xp: { log: [] } }, flags: { altherion: { xpLog: del, keep: 1 } } });
    installGeneration(14);
    const out = forUpdate(diff) as { flags: { altherion: Record<string, unknown> } };
    expect(out.flags.altherion.xpLog).toBe(g._del);
    expect("-=xpLog" in out.flags.altherion).toBe(false);
  });

  it("recognises a deletion entry of either form", () => {
    installGeneration(13);
    expect(isDeletionEntry("-=xpLog", null)).toBe(true);
    expect(isDeletionEntry("xpLog", {})).toBe(false);
    installGeneration(14);
    expect(isDeletionEntry("-=xpLog", null)).toBe(true);
    expect(isDeletionEntry("xpLog", g._del)).toBe(true);
    expect(isDeletionEntry("xpLog", { a: 1 })).toBe(false);
    expect(isDeletionEntry("niveau", 3)).toBe(false);
  });

  it("the validation's change flattening skips deletions on both generations", () => {
    installGeneration(13);
    expect(flattenChanges({ flags: { altherion: { "-=xpLog": null } }, system: { niveau: 2 } })).toEqual({ "system.niveau": 2 });
    installGeneration(14);
    expect(flattenChanges({ flags: { altherion: { xpLog: g._del } }, system: { niveau: 2 } })).toEqual({ "system.niveau": 2 });
  });
});

describe("replacements: \"==key\" on v13 (read on v14 too), the _replace operator on v14 (GM-only fields, bounds)", () => {
  const v14 = () => {
    installGeneration(14);
    (g.foundry as { data: { operators: unknown } }).data.operators = V14_OPERATORS;
  };

  it("recognises a replacement entry of either form and reads the value it writes", () => {
    installGeneration(13);
    expect(isReplacementEntry("==xp", {})).toBe(true);
    expect(isReplacementEntry("xp", replace({}))).toBe(false); // no operators on v13
    expect(unwrapOperator(5)).toBe(5);
    expect(plainKey("==xp")).toBe("xp");
    expect(plainKey("-=xp")).toBe("xp");
    expect(plainKey("x==p")).toBe("x==p");
    v14();
    const held = { total: 3 };
    expect(isReplacementEntry("==xp", {})).toBe(true);
    expect(isReplacementEntry("xp", replace(held))).toBe(true);
    expect(isReplacementEntry("xp", held)).toBe(false);
    expect(unwrapOperator(replace(held))).toBe(held);
    expect(unwrapOperator(held)).toBe(held);
  });

  it("the validation reads a replaced value's leaves under their plain path, on both generations", () => {
    installGeneration(13);
    expect(flattenChanges({ "==caracteristiques": { force: 999 }, "points.==impact": { value: 2 }, "a.-=b": null })).toEqual({ "caracteristiques.force": 999, "points.impact.value": 2 });
    v14();
    expect(flattenChanges({ caracteristiques: replace({ force: 999 }), niveau: replace(4) })).toEqual({ "caracteristiques.force": 999, niveau: 4 });
  });

  it("the system part of an update, in any form; the update's own object when it has one", () => {
    installGeneration(13);
    const plain = { niveau: 2 };
    expect(systemChanges({ system: plain })).toBe(plain);
    expect(systemChanges({ "==system": plain })).toBe(plain);
    expect(systemChanges({ "system.niveau": 3, name: "x" })).toEqual({ niveau: 3 });
    expect(systemChanges({ system: plain, "system.pp.value": 1 })).toEqual({ niveau: 2, "pp.value": 1 });
    expect(systemChanges({ name: "x", "-=system": null })).toBeUndefined();
    v14();
    expect(systemChanges({ system: replace(plain) })).toBe(plain);
  });
});

describe("context menus", () => {
  it("v13 is asked for elements, not jQuery objects (jQuery: false); v14 hands elements by default and gets no such option", () => {
    expect(menuOptions({ fixed: true }, 13)).toEqual({ fixed: true, jQuery: false });
    expect(menuOptions({ fixed: true }, 14)).toEqual({ fixed: true });
  });
});

describe("Active Effects", () => {
  it("legacyTransferral is switched off on v13 and left alone on v14 (it does not exist there)", () => {
    const v13: { legacyTransferral?: boolean } = { legacyTransferral: true };
    configureActiveEffects(v13, 13);
    expect(v13.legacyTransferral).toBe(false);
    const v14: { legacyTransferral?: boolean } = {};
    configureActiveEffects(v14, 14);
    expect("legacyTransferral" in v14).toBe(false);
  });

  // A round of R-FIGHT-1: a, b, c, then a again (Combativité 2).
  const turns = ["a", "b", "c", "a"];
  it("R-FIGHT-1 a combatant with two turns is checked for expiry once per round: first turn start, last turn end", () => {
    expect(expiryEventCounts("turnStart", turns, 0)).toBe(true);
    expect(expiryEventCounts("turnStart", turns, 3)).toBe(false);
    expect(expiryEventCounts("turnEnd", turns, 0)).toBe(false);
    expect(expiryEventCounts("turnEnd", turns, 3)).toBe(true);
    expect(expiryEventCounts("turnStart", turns, 1)).toBe(true);
    expect(expiryEventCounts("turnEnd", turns, 1)).toBe(true);
  });

  it("round events and unknown turns always count", () => {
    expect(expiryEventCounts("roundStart", turns, 3)).toBe(true);
    expect(expiryEventCounts("roundEnd", turns, 0)).toBe(true);
    expect(expiryEventCounts("turnEnd", turns, null)).toBe(true);
    expect(expiryEventCounts("turnEnd", turns, 9)).toBe(true);
  });

  it("over a round, each combatant's end-of-turn expiry is checked exactly once", () => {
    const checks = turns.map((_, i) => expiryEventCounts("turnEnd", turns, i));
    for (const id of new Set(turns)) expect(turns.filter((t, i) => t === id && checks[i]).length, id).toBe(1);
  });

  it("R-FIGHT-1 every event but a turn's start or end reaches core's check, even on a combatant's extra turn", () => {
    for (const event of ["updateWorldTime", "combatStart", "roundStart", "roundEnd", "altherion.custom"]) {
      for (const turn of [0, 3]) expect(expiryEventCounts(event, turns, turn), `${event} at ${turn}`).toBe(true);
    }
  });

  // Core's check (the parent class's): every event it is asked about ends the effect.
  class CoreEffect {
    asked: string[] = [];
    isExpiryEvent(event: string): boolean {
      this.asked.push(event);
      return true;
    }
  }
  class Effect extends CoreEffect {}
  installExpiryCheck(Effect);
  const check = (e: Effect, event: string, context?: object) => (e as unknown as { isExpiryEvent(ev: string, c?: object): boolean }).isExpiryEvent(event, context);
  const combatOf = (turn: number) => ({ turn, turns: turns.map((id) => ({ id })) });

  it("R-FIGHT-1 the installed check filters turn events on the context's combat, then asks core", () => {
    g.game = { combat: { turn: 0, turns: [] } }; // the viewed combat is another one
    const e = new Effect();
    expect(check(e, "turnStart", { combat: combatOf(3), turn: 3 })).toBe(false);
    expect(check(e, "turnEnd", { combat: combatOf(3), turn: 3 })).toBe(true);
    expect(check(e, "turnEnd", { combat: combatOf(0) })).toBe(false); // the turn read from the combat
    expect(check(e, "updateWorldTime", {})).toBe(true);
    expect(e.asked).toEqual(["turnEnd", "updateWorldTime"]);
  });

  it("R-FIGHT-1 without a combat in its context, the check reads the viewed combat", () => {
    g.game = { combat: combatOf(3) };
    expect(check(new Effect(), "turnStart", { turn: 3 })).toBe(false);
    expect(check(new Effect(), "turnStart")).toBe(false);
    expect(check(new Effect(), "turnStart", { turn: 0 })).toBe(true);
  });

  it("an effect that lasts shows no duration on either generation (v14 labels it \"None\"); a timed one its length from either's data", () => {
    expect(effectLength({ isTemporary: false, duration: { label: "None" } })).toBeNull();
    expect(effectLength({ isTemporary: false, duration: { value: null, units: "none" } })).toBeNull();
    expect(effectLength({ isTemporary: true, duration: {} })).toBeNull();
    expect(effectLength({ isTemporary: true, duration: { rounds: 2, turns: 1, seconds: null } })).toEqual({ rounds: 2, turns: 1 }); // v13
    expect(effectLength({ isTemporary: true, duration: { seconds: 600 } })).toEqual({ seconds: 600 });
    expect(effectLength({ isTemporary: true, duration: { value: 3, units: "rounds", expiry: "turnStart" } })).toEqual({ rounds: 3, turns: 0 }); // v14
    expect(effectLength({ isTemporary: true, duration: { value: 2, units: "hours" } })).toEqual({ seconds: 7200 });
    expect(effectLength({ isTemporary: true, duration: { value: 2, units: "years" } })).toBeNull();
  });

  const start = { combat: "c1", round: 2, turn: 1, time: 600 };
  it("R-FIGHT-1 a timed effect's duration in each generation's format: v13 rounds/seconds with their start, v14 value and units", () => {
    expect(effectDuration({ rounds: 1 }, start, 13)).toEqual({ rounds: 1, startRound: 2, startTurn: 1, combat: "c1" });
    expect(effectDuration({ seconds: 6 }, start, 13)).toEqual({ seconds: 6, startTime: 600 });
    expect(effectDuration({ rounds: 1 }, start, 14)).toEqual({ value: 1, units: "rounds", expiry: "turnStart" });
    expect(effectDuration({ seconds: 6 }, start, 14)).toEqual({ value: 6, units: "seconds" });
  });

  it("an effect has run out: v13 once its remaining duration, prepared again, reaches 0; v14 once core marks it; either once deleted", () => {
    const v13 = (remaining: number) => ({ duration: { remaining: 5 }, prepareData() { this.duration.remaining = remaining; } });
    expect(effectExpired(v13(0), 13)).toBe(true);
    expect(effectExpired(v13(0.33), 13)).toBe(false);
    expect(effectExpired({ duration: { remaining: null } }, 13)).toBe(false);
    expect(effectExpired({ duration: { expired: true, remaining: 3 } }, 14)).toBe(true);
    expect(effectExpired({ duration: { expired: false, remaining: 0 } }, 14)).toBe(false);
    const parent = { effects: new Map([["kept", {}]]) };
    expect(effectExpired({ id: "gone", parent, duration: { expired: false } }, 14)).toBe(true);
    expect(effectExpired({ id: "kept", parent, duration: { remaining: 2 } }, 13)).toBe(false);
  });
});
