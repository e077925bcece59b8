/**
 * In a live world, batch `altherion.creation`: the GM opening the creation wizard
 * through the authority layer. With the GM's client alone, the action runs on that client (the one
 * path a single browser can take); with a player logged in on another client, the GM's request
 * travels over the system socket to it and comes back answered. That the window shows on the
 * player's screen, and that a player's forged request opens nothing, need two browsers: the README
 * ("Check it in your Foundry") says what to look at. The guided Spend XP flow, its purchases and
 * its undo run in the scene batch `altherion.scene.arc`.
 */
import { performAt } from "../../net/perform";
import { AUTHORITY_INVALID } from "../../net/registry";
import { OPEN_CREATION, openCreationForPlayers } from "../../applications/creation/register";
import { quenchBatch, settle, waitFor } from "./world";
import type { Skippable } from "./world";

type Window = { rendered: boolean; close(): Promise<unknown> };
const wizardOf = (actor: Actor.Implementation) => foundry.applications.instances.get(`altherion-creation-${actor.id}`) as Window | undefined;

export const creationBatch = quenchBatch("altherion.creation", "ALTHERION.Quench.Creation", ({ describe, it, tmp }, assert: Chai.AssertStatic) => {
  describe("the GM opens the creation wizard through the authority layer", () => {
    it("the action opens the wizard of a character on the asked client (here the GM's own); a payload naming a sender is refused", async function (this: Skippable) {
      if (!game.user?.isGM) this.skip();
      const actor = await tmp.actor({ name: "Quench création", type: "personnage" });
      await settle();
      await wizardOf(actor)?.close(); // the wizard a new character opens for its maker
      await settle();
      assert.equal(await performAt(OPEN_CREATION, game.user?.id ?? "", { actorUuid: actor.uuid, userId: game.user?.id } as never), AUTHORITY_INVALID);
      await settle();
      assert.isNotTrue(wizardOf(actor)?.rendered, "nothing opened for a payload with a sender field");
      assert.isNull(await performAt(OPEN_CREATION, game.user?.id ?? "", { actorUuid: actor.uuid }));
      await waitFor(() => wizardOf(actor)?.rendered === true, "the creation wizard");
      await wizardOf(actor)?.close();
    });
    it("the GM's request reaches a logged-in player's client over the socket and is answered (needs a player's browser)", async function (this: Skippable) {
      const player = game.users?.find((u) => u.active && !u.isGM);
      if (!game.user?.isGM || !player?.id) this.skip();
      const actor = await tmp.actor({ name: "Quench création joueur", type: "personnage", ownership: { default: 0, [player?.id ?? ""]: 3 } });
      assert.equal(await openCreationForPlayers(actor), 1, "the player's client answered that it opened the wizard");
    });
  });
});
