/** The GM roll request tool's pure context (R-DICE-1, R-SK-3). */
import { describe, expect, it } from "vitest";
import {
  buildRequestToolContext, defaultRequestToolState, parseRequestToolForm, requestSpecOf, requestToolErrors, requestToolOrder, shownSkills, type RequestCandidate,
} from "../../src/applications/dialogs/request-tool-context";

const candidates: RequestCandidate[] = [
  { uuid: "Scene.s.Token.t.Actor.a", name: "Aëlys", source: "target", skills: [{ key: "melee", name: "Mêlée" }, { key: "vigilance", name: "Vigilance" }] },
  { uuid: "Actor.b", name: "Brannoc", source: "selected", skills: [{ key: "vigilance", name: "Vigilance" }, { key: "sport", name: "Sport" }] },
  { uuid: "Actor.c", name: "Ilse", source: "groupe", groupe: "La Compagnie", skills: [{ key: "occulte", name: "Occulte" }] },
  { uuid: "Actor.b", name: "Brannoc", source: "groupe", groupe: "La Compagnie", skills: [{ key: "vigilance", name: "Vigilance" }, { key: "sport", name: "Sport" }] },
];

describe("request tool: default state and context", () => {
  it("targets first, else the selection, else nobody", () => {
    expect(defaultRequestToolState(candidates).actors).toEqual(["Scene.s.Token.t.Actor.a"]);
    expect(defaultRequestToolState(candidates.slice(1)).actors).toEqual(["Actor.b"]);
    expect(defaultRequestToolState(candidates.slice(2, 3)).actors).toEqual([]);
  });
  it("lists each actor once, the chosen actors' skills (deduplicated, sorted) and the 15 characteristics", () => {
    const state = { ...defaultRequestToolState(candidates), actors: ["Scene.s.Token.t.Actor.a", "Actor.b"], skills: ["vigilance"] };
    const ctx = buildRequestToolContext(candidates, state);
    expect(ctx.actors.map((a) => [a.name, a.checked, a.source])).toEqual([
      ["Aëlys", true, "ALTHERION.Chat.Request.Tool.FromTarget"], ["Brannoc", true, "ALTHERION.Chat.Request.Tool.FromSelected"], ["Ilse", false, "ALTHERION.Chat.Request.Tool.FromGroupe"],
    ]);
    expect(ctx.skills).toEqual([{ name: "Mêlée", checked: false }, { name: "Sport", checked: false }, { name: "Vigilance", checked: true }]);
    expect(ctx.characteristics).toHaveLength(16); // "none" + nine + six
    expect(ctx.characteristics.find((c) => c.value === "perception")!.label).toMatch(/^ALTHERION\./);
    expect(ctx.canSend).toBe(true);
  });
});

describe("request tool: form → state → postRequest spec", () => {
  it("R-DICE-1 a skill ticked for an actor since unticked is neither named on the send button nor requested", () => {
    const base = { ...defaultRequestToolState(candidates), actors: ["Scene.s.Token.t.Actor.a", "Actor.b"] };
    const order = requestToolOrder(candidates, base); // Mêlée, Sport, Vigilance
    const withSport = parseRequestToolForm({ actor: { 0: true, 1: true }, skill: { 1: true } }, base, order);
    expect(buildRequestToolContext(candidates, withSport).summary.skills).toBe("Sport");
    // Brannoc unticked: Sport is no longer on the list, so no box shows it ticked and the button names nothing.
    const without = parseRequestToolForm({ actor: { 0: true, 1: false }, skill: { 1: true } }, withSport, requestToolOrder(candidates, withSport));
    const ctx = buildRequestToolContext(candidates, without);
    expect(ctx.skills.filter((k) => k.checked)).toEqual([]);
    expect(ctx.summary.skills).toBe("");
    expect(ctx.canSend).toBe(false);
    expect(shownSkills(candidates, without).skills).toEqual([]);
  });
  it("reads ticked actors and skills by index (uuids hold dots), numbers, characteristic", () => {
    const base = defaultRequestToolState(candidates);
    const order = requestToolOrder(candidates, base);
    const state = parseRequestToolForm({
      actor: { 0: true, 1: false, 2: true }, skill: { 0: true, 1: true }, freeSkills: "Sport, vigilance / Occulte",
      characteristic: "perception", complexity: "2", difficulty: "", label: "  Guet ",
    }, base, order);
    expect(state.actors).toEqual(["Scene.s.Token.t.Actor.a", "Actor.c"]);
    expect(state).toMatchObject({ characteristic: "perception", complexity: 2, difficulty: null, label: "Guet" });
    // R-SK-3 several skills are sent together; the roll uses the lowest. R-SK-7 one per key: duplicates (any case/accent) go once.
    expect(requestSpecOf(state, candidates.flatMap((c) => c.skills))).toEqual({
      label: "Guet", skills: ["melee", "vigilance", "sport", "occulte"], skillLabels: ["Mêlée", "Vigilance", "Sport", "Occulte"],
      characteristic: "perception", complexity: 2, difficulty: null,
    });
  });
  it("R-SK-7 an English world: skills named differently on two actors are one option, sent by key", () => {
    const english: RequestCandidate[] = [
      { uuid: "Actor.a", name: "Aëlys", source: "target", skills: [{ key: "melee", name: "Melee" }, { key: "bagarre", name: "Brawl" }] },
      { uuid: "Actor.b", name: "Brannoc", source: "target", skills: [{ key: "bagarre", name: "Bagarre" }] },
    ];
    const base = defaultRequestToolState(english);
    const state = parseRequestToolForm({ actor: { 0: true, 1: true }, skill: { 0: true } }, base, requestToolOrder(english, base));
    expect(buildRequestToolContext(english, state).skills).toEqual([{ name: "Brawl", checked: true }, { name: "Melee", checked: false }]);
    expect(requestSpecOf(state, english.flatMap((c) => c.skills))).toMatchObject({ skills: ["bagarre"], skillLabels: ["Brawl"] });
    // R-SK-7 a skill typed as the world shows it is the candidates' skill of that name.
    const typed = { ...state, skills: [], freeSkills: "melee / Brawl" };
    expect(requestSpecOf(typed, english.flatMap((c) => c.skills))).toMatchObject({ skills: ["melee", "bagarre"], skillLabels: ["Melee", "Brawl"] });
  });
  it("refuses nonsense: negative complexity floors at 0, unknown characteristic → none, a difficulty is kept", () => {
    const base = defaultRequestToolState(candidates);
    const state = parseRequestToolForm({ actor: { 0: true }, characteristic: "mana", complexity: "-3", difficulty: "12" }, base, requestToolOrder(candidates, base));
    expect(state).toMatchObject({ characteristic: null, complexity: 0, difficulty: 12 });
  });
  it("nothing to send without actors, or without skill and characteristic", () => {
    const base = defaultRequestToolState(candidates);
    expect(requestToolErrors(base)).toEqual(["ALTHERION.Chat.Request.Tool.NothingToRoll"]);
    expect(requestToolErrors({ ...base, actors: [], characteristic: "force" })).toEqual(["ALTHERION.Chat.Request.NoActors"]);
    expect(requestToolErrors({ ...base, freeSkills: "Sport" })).toEqual([]);
  });
});
