import { afterEach, describe, expect, it } from "vitest";
import {
  applyMessageMode, configureActiveEffects, currentGeneration, deletionsFor, forUpdate, generationOf,
  isDeletionEntry, isReplacementEntry, modeName, modeSetting, plainKey, splitMessageMode, statusEffectRegistry, unwrapOperator, visibilityOf,
} from "../../src/platform/generation";
import {
  affectedCreatureStart, affectedCreatureUpdate, effectChangeEntries, effectChangeKeys, effectLength, effectDuration, effectExpired, expiryEventCounts, installExpiryCheck,
} from "../../src/platform/active-effects";
import type { FightNow } from "../../src/platform/active-effects";
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

  /** An effect's data holding changes in both places; reading the one `changes` records it (v14's shim warns). */
  function bothPlaces(read: string[]) {
    return {
      system: { changes: [{ key: "system.des.surpuissance", value: "1", type: "add" }] },
      get changes() { read.push("changes"); return [{ key: "system.des.impuissance", value: "1", mode: 2 }]; },
    };
  }

  it("v14: an effect's changes are read from system.changes first; its `changes` shim is never read when system.changes holds them", () => {
    const read: string[] = [];
    expect(effectChangeEntries(bothPlaces(read), 14)).toEqual([{ key: "system.des.surpuissance", value: "1" }]);
    expect(effectChangeKeys(bothPlaces(read), 14)).toEqual(["system.des.surpuissance"]);
    expect(read).toEqual([]);
  });

  it("v13: an effect's changes are read from `changes` first", () => {
    expect(effectChangeKeys(bothPlaces([]), 13)).toEqual(["system.des.impuissance"]);
  });

  it("either generation reads the other place when its own holds none (data written for the other generation)", () => {
    expect(effectChangeKeys({ changes: [{ key: "a", value: 1 }] }, 14)).toEqual(["a"]);
    expect(effectChangeKeys({ system: { changes: [{ key: "b", value: 1 }] } }, 13)).toEqual(["b"]);
    expect(effectChangeEntries({ changes: [{ key: "c", value: null }, { value: 3 }] }, 13)).toEqual([{ key: "c", value: "" }]);
    expect(effectChangeKeys(null, 14)).toEqual([]);
  });

  // R-FIGHT-1 a fight: round 3, the acting creature "a" (index 1); "b" acts later this round; "c" has acted; "a" acts again (Combativité 2).
  const fightTurns = ["c", "a", "b", "a"];
  const fight = (turn: number): FightNow => ({ started: true, round: 3, turn, turnIds: fightTurns });

  /**
   * Where a v13 effect runs out, as core counts it: its remaining time is start + length − now, in rounds plus
   * turns over the round's turns; it has run out once that reaches 0. Returns the first [round, turn] from `from` on.
   */
  function v13RunsOut(duration: { rounds: number; startRound: number; startTurn: number }, from: [number, number]): [number, number] {
    const n = fightTurns.length;
    for (let round = from[0]; round < from[0] + 10; round++) {
      for (let turn = round === from[0] ? from[1] : 0; turn < n; turn++) {
        if (duration.startRound + duration.rounds + duration.startTurn / n - (round + turn / n) <= 0) return [round, turn];
      }
    }
    throw new Error("never runs out");
  }

  it("R-FIGHT-1 v13: « 1 tour » put by \"a\" on \"b\" (still to act) runs out at the start of b's next action: its turn this very round", () => {
    const update = affectedCreatureStart({ duration: { rounds: 1, startRound: 3, startTurn: 1 } }, "b", fight(1), 13) as { duration: { startRound: number; startTurn: number } };
    expect(update).toEqual({ duration: { startRound: 2, startTurn: 2 } });
    expect(v13RunsOut({ rounds: 1, ...update.duration }, [3, 2])).toEqual([3, 2]);
    expect(v13RunsOut({ rounds: 2, ...update.duration }, [3, 3])).toEqual([4, 2]);
  });

  it("R-FIGHT-1 v13: put on \"c\" (who has acted) it runs out at c's next action, next round; core's start (a's turn) ended it at a's", () => {
    const update = affectedCreatureStart({ duration: { rounds: 1 } }, "c", fight(1), 13) as { duration: { startRound: number; startTurn: number } };
    expect(update).toEqual({ duration: { startRound: 3, startTurn: 0 } });
    expect(v13RunsOut({ rounds: 1, ...update.duration }, [3, 2])).toEqual([4, 0]);
    expect(v13RunsOut({ rounds: 1, startRound: 3, startTurn: 1 }, [3, 2])).toEqual([4, 1]); // core's own start: at a's action
  });

  it("R-FIGHT-1 v13: on the acting creature itself, or not counted in rounds, or outside a started fight, core's start stays", () => {
    expect(affectedCreatureStart({ duration: { rounds: 1 } }, "a", fight(1), 13)).toBeNull();
    expect(affectedCreatureStart({ duration: { rounds: 1 } }, "a", fight(3), 13)).toBeNull(); // its second turn of the round
    expect(affectedCreatureStart({ duration: { seconds: 6 } }, "b", fight(1), 13)).toBeNull();
    expect(affectedCreatureStart({ duration: { rounds: 1 } }, "z", fight(1), 13)).toBeNull();
    expect(affectedCreatureStart({ duration: { rounds: 1 } }, "b", { ...fight(1), started: false }, 13)).toBeNull();
    expect(affectedCreatureStart({ duration: { rounds: 1 } }, null, fight(1), 13)).toBeNull();
  });

  it("R-FIGHT-1 v14: the start combatant becomes the affected creature's; a turn-start length is one round shorter while its action is still to come", () => {
    const rounds = (value: number, expiry = "turnStart") => ({ duration: { value, units: "rounds", expiry }, start: { combatant: "a" } });
    expect(affectedCreatureStart(rounds(1), "b", fight(1), 14)).toEqual({ start: { combatant: "b" }, duration: { value: 0 } });
    expect(affectedCreatureStart(rounds(2), "c", fight(1), 14)).toEqual({ start: { combatant: "c" } });
    expect(affectedCreatureStart(rounds(1), "a", fight(1), 14)).toBeNull(); // core's own start is the creature's
    expect(affectedCreatureStart(rounds(2, "turnEnd"), "a", fight(1), 14)).toEqual({ start: { combatant: "a" }, duration: { value: 1 } });
    expect(affectedCreatureStart(rounds(2, "turnEnd"), "b", fight(1), 14)).toEqual({ start: { combatant: "b" }, duration: { value: 1 } });
    expect(affectedCreatureStart({ duration: { value: 6, units: "seconds" }, start: {} }, "b", fight(1), 14)).toBeNull();
    expect(affectedCreatureStart({ duration: { value: 1, units: "rounds", expiry: "combatEnd" }, start: {} }, "b", fight(1), 14)).toBeNull();
  });

  it("R-FIGHT-1 the update reads the generation's fields: v13 the effect's duration.combat, v14 its start.combat; only for an effect on an actor", () => {
    const actor = { documentName: "Actor" };
    const combatDoc = { id: "f1", started: true, round: 3, turn: 1, turns: fightTurns.map((id) => ({ id })), combatants: { find: (fn: (c: { actor?: unknown }) => boolean) => [{ id: "b", actor }].find(fn) } };
    g.game = { combats: { get: (id: string) => (id === "f1" ? combatDoc : undefined) }, combat: null };
    expect(affectedCreatureUpdate({ parent: actor, duration: { rounds: 1, combat: "f1" } }, 13)).toEqual({ duration: { startRound: 2, startTurn: 2, combat: "f1" } });
    expect(affectedCreatureUpdate({ parent: actor, duration: { value: 1, units: "rounds", expiry: "turnStart" }, start: { combat: combatDoc, combatant: "a" } }, 14))
      .toEqual({ start: { combatant: "b" }, duration: { value: 0 } });
    expect(affectedCreatureUpdate({ parent: { documentName: "Item" }, duration: { rounds: 1, combat: "f1" } }, 13)).toBeNull();
    g.game = { combats: { get: () => undefined }, combat: null };
    expect(affectedCreatureUpdate({ parent: actor, duration: { rounds: 1 } }, 13)).toBeNull();
  });
});
