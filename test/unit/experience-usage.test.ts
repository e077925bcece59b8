import { describe, expect, it } from "vitest";
import { canSpend } from "../../src/rules/index";
import {
  boughtEvent, facedEvents, hasMeans, initialUsage, parseUsage, spendContext, spendableUsage, usageEventFromRoll, usageKey, usageReducer,
  type UsageEvent, type UsageState,
} from "../../src/experience/usage";

const rollState = (skillNames: string[], label: string | null, complexity: number, actorUuid: string | null = "Actor.abc") => ({
  input: { complexity }, context: { actorUuid, characteristicLabel: label, skillNames },
});
const feed = (events: UsageEvent[], s: UsageState = initialUsage()) => events.reduce(usageReducer, s);

describe("usage tracker (R-XP-7)", () => {
  it("reads a roll result: skills by folded name, characteristic from its label key, complexity as opposition", () => {
    expect(usageEventFromRoll(rollState(["Mêlée"], "ALTHERION.Roll.Characteristic.Force", 4))).toEqual({
      actorUuid: "Actor.abc", event: { type: "roll", skills: ["Mêlée"], characteristic: "force", opposition: 4 },
    });
    expect(usageEventFromRoll(rollState([], "ALTHERION.Roll.Characteristic.Agilite", 0))!.event).toMatchObject({ characteristic: "agilite", skills: [] });
    expect(usageEventFromRoll(rollState(["Tir"], null, 2, null))).toBeNull();
    expect(usageEventFromRoll(rollState([], null, 2))).toBeNull();
    expect(usageKey("  Mêlée ")).toBe("melee");
  });

  it("records skills, characteristics and the highest opposition per skill across rolls", () => {
    const s = feed([
      usageEventFromRoll(rollState(["Mêlée"], "ALTHERION.Roll.Characteristic.Force", 3))!.event,
      usageEventFromRoll(rollState(["Melee", "Tir"], "ALTHERION.Roll.Characteristic.Agilite", 5))!.event,
      usageEventFromRoll(rollState(["Mêlée"], "ALTHERION.Roll.Characteristic.Force", 1))!.event,
    ]);
    expect(s.current).toEqual({
      characteristics: ["force", "agilite"], skills: ["melee", "tir"], oppositions: [{ skill: "melee", level: 5 }, { skill: "tir", level: 5 }],
      moreCombativeEnemy: false, nearlyDied: false, rolls: 3, means: [],
    });
  });

  it("a new arc keeps the closed arc spendable; the one before is forgotten", () => {
    const roll = (skill: string, o: number): UsageEvent => ({ type: "roll", skills: [skill], characteristic: null, opposition: o });
    let s = feed([roll("Tir", 2), { type: "new-arc" }, roll("Sport", 4)]);
    expect(s.arc).toBe(2);
    expect(spendableUsage(s)).toMatchObject({ skills: ["tir", "sport"], oppositions: { tir: 2, sport: 4 } });
    s = usageReducer(s, { type: "new-arc" });
    expect(spendableUsage(s).skills).toEqual(["sport"]);
  });

  it("once per act: bought markers reset with a new act (R-XP-3)", () => {
    let s = feed([
      { type: "roll", skills: ["Mêlée"], characteristic: "force", opposition: 6 },
      boughtEvent({ kind: "skill", id: "melee", level: 3 })!,
      boughtEvent({ kind: "characteristic", id: "force" })!,
      boughtEvent({ kind: "domaine-oublie", id: "Mêlée" })!,
    ]);
    expect(s.bought).toEqual({ characteristics: ["force"], skills: ["melee"], domaines: ["melee"], combativite: false });
    const ctx = spendContext(s, { xp: 50, moment: "receipt" });
    expect(canSpend({ kind: "domaine-oublie", id: "melee", level: 3 }, ctx).reasons).toEqual(["already-this-act"]);
    expect(canSpend({ kind: "skill", id: "melee", level: 3 }, ctx).reasons).toEqual(["already-this-act"]);
    expect(canSpend({ kind: "characteristic", id: "force" }, ctx).reasons).toEqual(["already-this-act"]);
    s = usageReducer(s, { type: "unbought", kind: "skill", id: "melee" });
    expect(canSpend({ kind: "skill", id: "melee", level: 3 }, spendContext(s, { xp: 50, moment: "receipt" })).allowed).toBe(true);
    s = usageReducer(s, { type: "new-act" });
    expect(s).toMatchObject({ act: 2, arc: 2, bought: { characteristics: [], skills: [], domaines: [], combativite: false } });
    expect(boughtEvent({ kind: "specialite", skill: "tir" })).toBeNull();
  });

  it("R-XP-3 Combativité once per act: bought, refused until the next act, lifted by an undo", () => {
    let s = usageReducer(initialUsage(), { type: "set", nearlyDied: true });
    const buy = { kind: "combativite", current: 2 } as const;
    expect(canSpend(buy, spendContext(s, { xp: 100, moment: "training" })).allowed).toBe(true);
    s = usageReducer(s, boughtEvent(buy)!);
    expect(canSpend(buy, spendContext(s, { xp: 100, moment: "training" })).reasons).toEqual(["already-this-act"]);
    expect(canSpend(buy, spendContext(usageReducer(s, { type: "unbought", kind: "combativite", id: "combativite" }), { xp: 100, moment: "training" })).allowed).toBe(true);
    s = usageReducer(s, { type: "new-arc" });
    expect(canSpend(buy, spendContext(s, { xp: 100, moment: "training" })).reasons).toEqual(["already-this-act"]); // same act
    s = usageReducer(usageReducer(s, { type: "new-act" }), { type: "set", moreCombativeEnemy: true });
    expect(canSpend(buy, spendContext(s, { xp: 100, moment: "training" })).allowed).toBe(true);
  });

  it("R-XP-3 a théorique needs only the GM's means mark (kept for the arc just closed), never a roll", () => {
    let s = usageReducer(initialUsage(), { type: "mark", means: "Histoire" });
    expect(hasMeans(s, "histoire")).toBe(true);
    const p = { kind: "skill", id: "histoire", level: 4, theorique: true } as const;
    expect(canSpend(p, spendContext(s, { xp: 100, moment: "training", theoriqueMeans: hasMeans(s, "Histoire") })).allowed).toBe(true);
    s = usageReducer(s, { type: "new-arc" });
    expect(hasMeans(s, "Histoire")).toBe(true);
    s = usageReducer(s, { type: "new-arc" });
    expect(hasMeans(s, "Histoire")).toBe(false);
    expect(canSpend(p, spendContext(s, { xp: 100, moment: "training", theoriqueMeans: false })).reasons).toEqual(["theorique-no-means"]);
    expect(hasMeans(usageReducer(usageReducer(initialUsage(), { type: "mark", means: "Histoire" }), { type: "unmark", means: "HISTOIRE" }), "Histoire")).toBe(false);
    expect(parseUsage(JSON.parse(JSON.stringify(usageReducer(initialUsage(), { type: "mark", means: "Histoire" })))).current.means).toEqual(["histoire"]);
  });

  it("R-XP-3 the Espoir moment is refused without a point; R-STATE-1 the special-state moment needs a state", () => {
    const s = usageReducer(initialUsage(), { type: "roll", skills: [], characteristic: "force", opposition: null });
    const p = { kind: "characteristic", id: "force" } as const;
    expect(canSpend(p, spendContext(s, { xp: 10, moment: "espoir", espoirAvailable: false })).reasons).toEqual(["no-espoir"]);
    expect(canSpend(p, spendContext(s, { xp: 10, moment: "espoir", espoirAvailable: true })).allowed).toBe(true);
    expect(canSpend(p, spendContext(s, { xp: 10, moment: "etat-special", inSpecialState: false })).reasons).toEqual(["no-special-state"]);
    expect(canSpend(p, spendContext(s, { xp: 10, moment: "etat-special", inSpecialState: true })).allowed).toBe(true);
  });

  it("spending is gated by the record: opposition ≥ level, Combativité triggers, GM marks", () => {
    let s = feed([{ type: "roll", skills: ["Tir"], characteristic: "perception", opposition: 3 }]);
    const ctx = () => spendContext(s, { xp: 100, moment: "training" });
    expect(canSpend({ kind: "skill", id: "tir", level: 3 }, ctx()).allowed).toBe(true);
    expect(canSpend({ kind: "skill", id: "tir", level: 4 }, ctx()).reasons).toEqual(["opposition-too-low"]);
    expect(canSpend({ kind: "skill", id: "sport", level: 0 }, ctx()).reasons).toEqual(["not-used", "opposition-too-low"]);
    expect(canSpend({ kind: "combativite", current: 2 }, ctx()).reasons).toEqual(["no-combativite-trigger"]);
    s = usageReducer(s, { type: "set", nearlyDied: true });
    expect(canSpend({ kind: "combativite", current: 2 }, ctx()).allowed).toBe(true);
    s = usageReducer(s, { type: "mark", skill: "Sport", opposition: 2 });
    expect(canSpend({ kind: "skill", id: "sport", level: 2 }, ctx()).allowed).toBe(true);
    s = usageReducer(s, { type: "mark", characteristic: "force" });
    expect(s.current.characteristics).toContain("force");
    s = usageReducer(s, { type: "unmark", skill: "sport", characteristic: "force" });
    expect(s.current.skills).toEqual(["tir"]);
    expect(s.current.oppositions).toEqual([{ skill: "tir", level: 3 }]);
    expect(s.current.characteristics).toEqual(["perception"]);
  });

  it("parses stored flags defensively", () => {
    expect(parseUsage(undefined)).toEqual(initialUsage());
    const s = feed([{ type: "roll", skills: ["Tir"], characteristic: "force", opposition: 3 }, { type: "new-arc" }]);
    expect(parseUsage(JSON.parse(JSON.stringify(s)))).toEqual(s);
    expect(parseUsage({ arc: -2, current: { skills: ["a", 3], oppositions: [{ skill: "b", level: 2 }, { skill: "a", level: "x" }] } })).toMatchObject({
      arc: 1, current: { skills: ["a"], oppositions: [{ skill: "b", level: 2 }] }, previous: null,
      kept: [{ path: "current.oppositions[1]", original: '{"skill":"a","level":"x"}' }],
    });
  });

  it("R-XP-7 a fight: each side faced the other's skill level with its own skills; no roll counted, nothing marked used", () => {
    const events = facedEvents({ actorUuid: "Actor.aude", skills: ["melee"], level: 3 }, { actorUuid: "Actor.brigand", skills: ["melee"], level: 5 });
    expect(events).toEqual([
      { actorUuid: "Actor.aude", event: { type: "faced", skills: ["melee"], level: 5 } },
      { actorUuid: "Actor.brigand", event: { type: "faced", skills: ["melee"], level: 3 } },
    ]);
    const s = feed([usageEventFromRoll(rollState(["Mêlée"], "ALTHERION.Roll.Characteristic.Force", 0))!.event, events[0].event, { type: "faced", skills: ["melee"], level: 2 }]);
    expect(s.current).toMatchObject({ skills: ["melee"], oppositions: [{ skill: "melee", level: 5 }], rolls: 1 });
    const ctx = spendContext(s, { xp: 10, moment: "training", theoriqueMeans: false, espoirAvailable: false, inSpecialState: false });
    expect(canSpend({ kind: "skill", id: "melee", level: 3 }, ctx).allowed).toBe(true);
    expect(canSpend({ kind: "skill", id: "melee", level: 6 }, ctx).reasons).toContain("opposition-too-low");
  });

  it("R-XP-7 a fight side with no skill (a useless defence) or no actor records nothing", () => {
    expect(facedEvents({ actorUuid: "Actor.a", skills: ["melee"], level: 3 }, { actorUuid: "Actor.b", skills: [], level: 0 })).toEqual([]);
    expect(facedEvents({ actorUuid: null, skills: ["melee"], level: 3 }, { actorUuid: "Actor.b", skills: ["adresse"], level: 2 }))
      .toEqual([{ actorUuid: "Actor.b", event: { type: "faced", skills: ["adresse"], level: 3 } }]);
  });
});
