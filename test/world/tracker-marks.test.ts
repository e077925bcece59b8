/**
 * R-FIGHT-1 the tracker's rows on the test world: the real AltherionCombat gives a Combativité-2 creature two rows, and
 * the tracker's render hook (markTrackerRows) tags the second « 2ᵉ action » / "2nd turn" under the unchanged name.
 * The rows are shaped as Foundry v13's tracker draws them (li.combatant > .token-name > .name), in happy-dom.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { createTestWorld } from "./world";
import type { WorldActor, WorldCombat } from "./classes";
import type { Plain } from "./utils";

const g = globalThis as unknown as Record<string, unknown>;
const saved = g.document;
const window = new Window();
beforeAll(() => { g.document = window.document; });
afterAll(() => { g.document = saved; });

const docs = globalThis as unknown as Record<string, { create(data: Plain): Promise<unknown> }>;

describe("R-FIGHT-1 the tracker names each extra action in a tag, not in the name", () => {
  for (const [lang, tag] of [["fr", "2ᵉ action"], ["en", "2nd turn"]] as const) {
    it(`R-FIGHT-1 ${lang}: Aria (Combativité 2) has a second row tagged « ${tag} », her name unchanged; Brute's row has no tag`, async () => {
      const w = await createTestWorld({ lang });
      const { markTrackerRows } = await import("../../src/applications/combat-tracker"); // its class extends Foundry's tracker: imported once the world is up
      const [aria, brute] = (await w.as(w.gm, () => Promise.all([
        docs.Actor.create({ name: "Aria", type: "personnage", system: { combativite: 2 } }),
        docs.Actor.create({ name: "Brute", type: "personnage", system: { combativite: 1 } }),
      ]))) as WorldActor[];
      const combat = (await w.as(w.gm, () => docs.Combat.create({}))) as WorldCombat;
      await w.as(w.gm, () => combat.createEmbeddedDocuments("Combatant", [{ actorId: aria.id, initiative: 12 }, { actorId: brute.id, initiative: 8 }]));
      await w.as(w.gm, () => combat.startCombat());
      await w.settle();
      const root = window.document.createElement("ol");
      root.innerHTML = combat.turns.map((c) => `<li class="combatant" data-combatant-id="${c.id}"><div class="token-name"><strong class="name">${c.name}</strong></div></li>`).join("");
      await w.as(w.gm, () => markTrackerRows({ viewed: combat as never }, root as unknown as HTMLElement));
      const rows = [...root.querySelectorAll("li.combatant")].map((li) => [li.querySelector(".name")?.textContent, li.querySelector(".alt-pass-tag")?.textContent ?? ""]);
      expect(rows).toEqual([["Aria", ""], ["Brute", ""], ["Aria", tag]]);
    });
  }
});
