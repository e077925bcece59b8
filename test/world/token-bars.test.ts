/**
 * Token-HUD bars of a constitution with scars, on the test world: core clamps a bar to
 * its `max`, the rules (R-CON-1) to max − scars. The system's token document shows max − scars and
 * its actor clamps a HUD edit there, so an edit within range is accepted.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createTestWorld, type TestWorld } from "./world";
import { WorldActor, type WorldTokenDocument } from "./classes";
import type { Plain } from "./utils";

const g = globalThis as unknown as { Actor: { create(data: Plain): Promise<WorldActor> }; CONFIG: { Token: { documentClass: typeof WorldTokenDocument } } };
let w: TestWorld;
let actor: WorldActor;
let token: WorldTokenDocument;
const vitalite = () => (actor._source.system as { constitutions: { vitalite: { value: number } } }).constitutions.vitalite.value;
const hud = (value: number, isDelta: boolean) => w.as(w.gm, () => (actor as unknown as { modifyTokenAttribute(a: string, v: number, d: boolean, b: boolean): Promise<unknown> })
  .modifyTokenAttribute("constitutions.vitalite", value, isDelta, true));

beforeEach(async () => {
  w = await createTestWorld();
  // Exaltation 1, Prémices 15: Vitalité max 15, 3 scars → at most 12; 8 now.
  actor = await w.as(w.gm, () => g.Actor.create({
    name: "Aude", type: "personnage",
    system: { constitutions: { vitalite: { premice: 15, bonus: 0, value: 8, scars: 3 } } },
  }));
  token = new g.CONFIG.Token.documentClass({ actorId: actor.id, bar1: { attribute: "constitutions.vitalite" }, bar2: { attribute: "points.impact" } });
});

describe("token-HUD bars of a constitution with scars (R-CON-1)", () => {
  it("R-CON-1 the bar's maximum is max − scars, so it shows the fraction of what can be healed", () => {
    expect(token.getBarAttribute("bar1")).toMatchObject({ type: "bar", attribute: "constitutions.vitalite", value: 8, max: 12 });
  });

  it("R-CON-1 core's clamp to max writes a value the rules refuse (the defect this fixes)", async () => {
    const core = WorldActor.prototype.modifyTokenAttribute;
    await w.as(w.gm, () => core.call(actor, "constitutions.vitalite", 6, true, true));
    expect(vitalite()).toBe(8);
    expect(w.gm.notifications.map((n) => n.level)).toContain("error");
  });

  it("R-CON-1 a HUD delta within range is accepted; beyond max − scars it stops at the ceiling, never refused", async () => {
    await hud(3, true);
    expect(vitalite()).toBe(11);
    await hud(6, true);
    expect(vitalite()).toBe(12);
    await hud(-20, true);
    expect(vitalite()).toBe(0);
    expect(w.gm.notifications.filter((n) => n.level === "error")).toEqual([]);
  });

  it("R-CON-1 a typed value is clamped to 0 … max − scars the same way", async () => {
    await hud(10, false);
    expect(vitalite()).toBe(10);
    await hud(14, false);
    expect(vitalite()).toBe(12);
    expect(token.getBarAttribute("bar1")).toMatchObject({ value: 12, max: 12 });
  });

  it("other bars keep core's behaviour and max; the modifyTokenAttribute hook can still cancel an edit", async () => {
    expect(token.getBarAttribute("bar2")).toMatchObject({ type: "bar", attribute: "points.impact" });
    const hooks = (globalThis as unknown as { Hooks: { once(n: string, f: () => boolean): number } }).Hooks;
    hooks.once("modifyTokenAttribute", () => false);
    await hud(2, true);
    expect(vitalite()).toBe(8);
  });
});
