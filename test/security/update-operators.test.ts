/**
 * v13 and v14: an update that replaces a value instead of merging into it — v13's `"==key"` (on any
 * segment of a key) and v14's replacement operator (`_replace(value)`) — is read like any other by the
 * GM-only field check (R-XP-1) and by the bounds (data/validation.ts). Tried from a player's console and
 * by a GM on the test world (a v13 world; the v14 forms with v14's operators installed for the test).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { actor, createParty, warnings, type Party } from "./fixture";
import type { Client } from "../world/runtime";
import { V14_OPERATORS, replace } from "../helpers/v14-operators";

type Plain = Record<string, unknown>;
type Xp = { total: number; spent: number; log: unknown[] };
const g = globalThis as unknown as { game: { release: { generation: number } }; foundry: { data: Plain } };

let p: Party;
let alice: Client;
const source = (uuid: string) => actor(uuid)._source.system as unknown as { xp: Xp; caracteristiques: Record<string, number> };
const forged: Xp = { total: 99999, spent: 0, log: [] };

/** Each update, made by `who` on `uuid`, is refused with `notice`; the actor's system is left as it was. */
async function refused(who: Client, uuid: string, notice: RegExp, updates: (before: ReturnType<typeof source>) => Plain[]): Promise<void> {
  const before = structuredClone(source(uuid));
  for (const changes of updates(structuredClone(before))) {
    expect(await p.w.as(who, () => actor(uuid).update(changes)), JSON.stringify(changes)).toBeUndefined();
  }
  await p.w.settle();
  expect(source(uuid)).toEqual(before);
  expect(warnings(who)).toMatch(notice);
}
const XP_NOTICE = /journal d'expérience/;
const BOUND_NOTICE = /force doit être entre/;

beforeEach(async () => {
  p = await createParty();
  alice = p.alice;
});

describe("v13's \"==key\" replacement (read on v14 too)", () => {
  it("R-XP-1 a player replacing system, or system.xp, with its own XP is refused with the message; nothing written", async () => {
    await refused(alice, p.aude, XP_NOTICE, (before) => [
      { "==system": { ...before, xp: forged } },
      { "system.==xp": forged },
      { system: { "==xp": forged } },
      { "==system": { caracteristiques: before.caracteristiques } }, // the XP reset to nothing by omission
    ]);
  });

  it("R-CAR-1 bounds are checked inside a replaced value: a characteristic of 999 is refused, nothing written", async () => {
    await refused(p.w.gm, p.garde, BOUND_NOTICE, (before) => [
      { "==system": { ...before, caracteristiques: { ...before.caracteristiques, force: 999 } } },
      { system: { "==caracteristiques": { ...before.caracteristiques, force: 999 } } },
      { "system.caracteristiques.==force": 999 },
    ]);
  });
});

describe("v14's replacement operator", () => {
  const saved = { operators: undefined as unknown };
  beforeEach(() => {
    saved.operators = g.foundry.data.operators;
    g.game.release.generation = 14;
    g.foundry.data.operators = V14_OPERATORS;
  });
  afterEach(() => {
    g.game.release.generation = 13;
    g.foundry.data.operators = saved.operators;
  });

  it("R-XP-1 a player's system: _replace({…xp}) or system.xp: _replace(…) is refused with the message; nothing written", async () => {
    await refused(alice, p.aude, XP_NOTICE, (before) => [{ system: replace({ ...before, xp: forged }) }, { system: { xp: replace(forged) } }]);
  });

  it("R-CAR-1 bounds are checked inside a replaced value: system: _replace({… force 999}) is refused, nothing written", async () => {
    await refused(p.w.gm, p.garde, BOUND_NOTICE, (before) => [
      { system: replace({ ...before, caracteristiques: { ...before.caracteristiques, force: 999 } }) },
      { system: { caracteristiques: replace({ ...before.caracteristiques, force: 999 }) } },
    ]);
  });
});
