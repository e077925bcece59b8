/**
 * Batch `altherion.table-rules`: what only a live Foundry fully shows of the rules' revision 3 and of the GM's seat.
 * - Scene 5 (src/testing/scenes/table-rules.ts, also played on the test world): R-CAR-5 pools under a fallen maximum,
 *   R-MORAL-7 caps after a lowered Exaltation, R-CON-9 a forced regeneration, R-FORT-1 no Fortune grant on a
 *   non-player creature's critical, R-SK-7 `game.altherion.rollTest` by a skill's shown name, R-FIGHT-2/3 no defence
 *   once a blow is applied, and the GM's record book. On the GM's client (a viewed scene: the attack targets a token).
 * - The change journal, across two clients: run the batch on a player's client while a GM is connected (its
 *   patched write of its character's Force lands, as from a console), then on the GM's client (the entry is in the
 *   GM's journal, and the window's Undo puts Force back, once). Each client skips the other's step.
 */
import { tableRulesScene } from "../scenes/table-rules";
import { ChangeJournalApp } from "../../applications/change-journal";
import { journalEntries, undoJournalEntry } from "../../journal/store";
import { sceneSuite } from "./scenes";
import { quenchBatch, settle, waitFor, withClientCheckSkipped } from "./world";
import type { Skippable } from "./world";

const FORCE = "system.caracteristiques.force";
/** How recent the player's write must be for the GM's step to take it for the player's step's. */
const RECENT_MS = 60 * 60_000;

const forceOf = (actor: Actor.Implementation) => (actor.system as unknown as { caracteristiques: { force: number } }).caracteristiques.force;
/** The player's own character whose creation is over (its progression is what the journal watches). */
const ownCharacter = () =>
  game.actors?.find((a) => a.type === "personnage" && a.isOwner && (a.system as unknown as { creation?: { active?: boolean } }).creation?.active === false) as Actor.Implementation | undefined;

export const tableRulesBatch = quenchBatch("altherion.table-rules", "ALTHERION.Quench.TableRules", (tools, assert: Chai.AssertStatic) => {
  const { describe, it } = tools;
  sceneSuite(tools, tableRulesScene, { gmOnly: true });

  describe("R-XP-3 the change journal across two clients: a player's write, then the GM's Undo", () => {
    it("R-XP-3 (run on a player's client, a GM connected) a patched write of its character's Force lands and stays: the GM's change journal lists it", async function (this: Skippable) {
      const actor = ownCharacter();
      if (game.user?.isGM || !game.users?.activeGM || !actor) this.skip();
      const own = actor as Actor.Implementation;
      const before = forceOf(own);
      await withClientCheckSkipped("personnage", () => own.update({ [FORCE]: before + 1 } as never)); // what a console does: the lock removed
      await settle(2000);
      assert.equal(forceOf(own), before + 1, "the write stays: nothing writes a player's character back; run this batch on the GM's client next");
    });

    it("R-XP-3 (run on the GM's client, after the player's step) the player's write is in the journal — who, which character, Force before → after — and the window's Undo puts it back, once", async function (this: Skippable) {
      if (!game.user?.isGM) this.skip();
      const isPlayer = (id: string) => game.users?.get(id)?.isGM === false;
      const written = journalEntries().reverse().find((e) => !e.undone && isPlayer(e.userId) && e.docKind === "Actor" && Date.now() - Date.parse(e.at) < RECENT_MS
        && e.changes.some((c) => c.path === FORCE));
      if (!written) this.skip(); // the player's step has not been run in the last hour
      const entry = written as NonNullable<typeof written>;
      const actor = fromUuidSync(entry.actorUuid as never) as Actor.Implementation | null;
      assert.exists(actor, "the character the entry names");
      const line = entry.changes.find((c) => c.path === FORCE);
      assert.equal(Number(line?.after), forceOf(actor as Actor.Implementation), "its after is the character's Force now");
      assert.equal(entry.userName, game.users?.get(entry.userId)?.name, "who: the player the server named");
      const app = await ChangeJournalApp.open();
      assert.exists(app, "the journal opens on the GM's client");
      const row = () => app?.element.querySelector<HTMLElement>(`[data-entry-id="${entry.id}"]`) ?? null;
      await waitFor(() => row() !== null, "the entry's row in the window");
      assert.include(row()?.querySelector(".alt-journal-actor")?.textContent ?? "", actor?.name ?? "", "which character");
      row()?.querySelector<HTMLElement>("[data-action=undo]")?.click();
      await waitFor(() => forceOf(actor as Actor.Implementation) === Number(line?.before), "Force put back by Undo", 10_000);
      await waitFor(() => journalEntries().some((e) => e.id === entry.id && e.undone), "the entry marked undone");
      assert.equal(await undoJournalEntry(entry.id), "ALTHERION.ChangeJournal.Refused.Undone", "undone once");
      await app?.close();
    });
  });
});
