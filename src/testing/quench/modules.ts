/**
 * Batch `altherion.modules`: the integrations with the modules tables run, each step skipped when its module is not
 * active in the world (docs/modules.md says what each gives).
 * - Dice So Nice: a roll added to an existing card is thrown with showForRoll; each die is dressed with this
 *   player's choice of colours when Dice So Nice starts showing it.
 * - Item Piles: with the integration applied, an actor's pile items are its physical ones; gear stacks, weapons do not.
 * - Automated Animations and card readers: an attack card made with a weapon names the weapon (id, UUID, type)
 *   inside the card, as the world stores it (run with or without the module: the attributes are the system's).
 * - Token Action HUD: Core runs the system's own integration; a selected character's HUD lists its characteristics
 *   and rollable skills (no théorique), and a click rolls the same test as the sheet.
 */
import { answerNextDialog, quenchBatch, settle, waitFor } from "./world";
import { placeToken } from "./compat";
import type { Skippable } from "./world";
import { ROLE_COLORSET } from "../../modules/dice-so-nice";
import type { Dice3D, ItemPilesApi } from "../../modules/apis";

type ActorApi = Actor.Implementation & { rollTest(spec: object, options?: object): Promise<ChatMessage.Implementation | null> };
type Settings = { get(ns: string, key: string): unknown; set(ns: string, key: string, value: unknown): Promise<unknown> };
const active = (id: string) => Boolean(game.modules?.get(id)?.active);

export const modulesBatch = quenchBatch("altherion.modules", "ALTHERION.Quench.Modules", ({ describe, it, tmp }, assert: Chai.AssertStatic) => {
  describe("Dice So Nice", () => {
    it("a roll added to an existing card is thrown (showForRoll, with the card's id), once, by the client that added it", async function (this: Skippable) {
      const dice3d = (game as unknown as { dice3d?: Dice3D }).dice3d;
      if (!active("dice-so-nice") || !dice3d) this.skip();
      const dsn = dice3d as Dice3D;
      const first = await new foundry.dice.Roll("1d10").evaluate();
      const message = tmp.keep((await ChatMessage.implementation.create({ content: "<p>Quench DSN</p>", rolls: [first] } as never)) as ChatMessage.Implementation);
      await settle(500);
      const added = await new foundry.dice.Roll("1d10").evaluate();
      const shown: unknown[][] = [];
      const original = dsn.showForRoll;
      dsn.showForRoll = async (...args) => { shown.push(args); return original.apply(dsn, args); };
      try {
        await message.update({ rolls: [first, added] } as never);
        await waitFor(() => shown.length > 0, "the added roll thrown");
        await settle(300);
      } finally {
        dsn.showForRoll = original;
      }
      assert.lengthOf(shown, 1, "one roll thrown");
      assert.equal((shown[0][0] as Roll).total, added.total, "the added roll");
      assert.equal(shown[0][5], message.id, "for the card it was added to");
    });

    it("each die of a test is dressed with this player's choice: roles, special dice only, or none", async function (this: Skippable) {
      if (!active("dice-so-nice")) this.skip();
      const actor = (await tmp.actor({ name: "Quench DSN", type: "personnage" })) as ActorApi;
      await actor.toggleStatusEffect("decouragement"); // R-STATE-7 a die of impuissance beside the mastery dice
      const message = tmp.keep(await actor.rollTest({ characteristic: "force" }, { skipDialog: true }));
      const settings = game.settings as unknown as Settings;
      const saved = settings.get("altherion", "diceAppearance");
      const dressed = async (choice: string) => {
        await settings.set("altherion", "diceAppearance", choice);
        const roll = foundry.dice.Roll.fromData(JSON.parse(JSON.stringify(message?.rolls[0]?.toJSON())) as never) as Roll;
        (Hooks.callAll as unknown as (name: string, ...args: unknown[]) => boolean)("diceSoNiceRollStart", message?.id, { roll, user: game.user, blind: false });
        return roll.dice.map((d) => [(d.options as { altherionRole?: string }).altherionRole, (d.options as { colorset?: string }).colorset]);
      };
      try {
        for (const [role, colorset] of await dressed("roles")) assert.equal(colorset, ROLE_COLORSET[role as keyof typeof ROLE_COLORSET], `roles: ${role}`);
        for (const [role, colorset] of await dressed("special")) assert.equal(colorset, role === "mastery" ? undefined : ROLE_COLORSET[role as keyof typeof ROLE_COLORSET], `special: ${role}`);
        for (const [role, colorset] of await dressed("own")) assert.isUndefined(colorset, `own: ${role}`);
      } finally {
        await settings.set("altherion", "diceAppearance", saved);
      }
    });
  });

  describe("Item Piles", () => {
    it("a pile holds an actor's weapons and gear, not its skills or spells; gear stacks, a weapon does not (system.quantite)", async function (this: Skippable) {
      const api = (game as unknown as { itempiles?: { API?: ItemPilesApi } }).itempiles?.API;
      if (!active("item-piles") || !api?.getActorItems || !api.canItemStack) this.skip();
      const piles = api as Required<ItemPilesApi>;
      const actor = await tmp.actor({
        name: "Quench pile", type: "pnj",
        items: [
          { name: "Quench Mêlée", type: "competence" }, { name: "Quench Boule de feu", type: "sort" },
          { name: "Quench épée", type: "arme" }, { name: "Quench corde", type: "equipement", system: { quantite: 2 } },
        ],
      });
      assert.equal(piles.ITEM_QUANTITY_ATTRIBUTE, "system.quantite", "the integration is applied (raise its VERSION if the world kept older settings)");
      assert.sameMembers(piles.getActorItems(actor).map((i) => i.type), ["arme", "equipement"]);
      const item = (type: string) => actor.items.find((i) => i.type === type);
      assert.isTrue(piles.canItemStack(item("equipement")), "gear stacks");
      assert.isFalse(piles.canItemStack(item("arme")), "a weapon does not");
    });
  });

  describe("Token Action HUD", () => {
    type Hud = { element?: HTMLElement | null; systemManager?: { constructor: { name: string } } };
    it("Core runs Altherion's integration; a selected character's HUD lists its tests (never a théorique) and a click rolls the sheet's test", async function (this: Skippable) {
      const hud = (game as unknown as { tokenActionHud?: Hud }).tokenActionHud;
      if (!active("token-action-hud-core") || !hud || !canvas?.scene) this.skip();
      const tah = hud as Hud;
      assert.equal(tah.systemManager?.constructor.name, "AltherionSystemManager", "Core's system manager is the system's");
      const actor = (await tmp.actor({ name: "Quench HUD", type: "personnage" })) as ActorApi;
      const token = await placeToken(tmp, actor);
      (token.object as unknown as { control(options: object): unknown }).control({ releaseOthers: true });
      const button = (value: string) => tah.element?.querySelector<HTMLButtonElement>(`button[value="${value}"]`) ?? null;
      await waitFor(() => button("characteristic|force") !== null, "Force in the HUD");
      const theorique = actor.items.find((i) => i.type === "competence" && (i.system as { categorie?: string }).categorie === "theoriques");
      if (theorique) assert.isNull(button(`skill|${theorique.id}`), "a théorique is never in the HUD");
      const before = game.messages?.size ?? 0;
      answerNextDialog("roll");
      button("characteristic|force")?.click();
      await waitFor(() => (game.messages?.size ?? 0) > before, "the test card");
      const card = tmp.keep(game.messages?.contents.at(-1) as ChatMessage.Implementation);
      const context = (card.rolls[0]?.options as { altherion?: { context?: { actorName?: string; characteristicLabel?: string } } }).altherion?.context;
      assert.equal(context?.actorName, "Quench HUD");
      assert.include(context?.characteristicLabel ?? "", "Force");
    });
  });

  describe("Automated Animations and card readers", () => {
    it("an attack made with a weapon posts a card naming the weapon inside it (data-item-id, data-item-uuid, data-item-type)", async () => {
      const actor = (await tmp.actor({ name: "Quench AA", type: "personnage", items: [{ name: "Quench hache", type: "arme", system: { degats: 6 } }] })) as ActorApi;
      const weapon = actor.items.find((i) => i.type === "arme") as Item.Implementation;
      const card = tmp.keep(await actor.rollTest({ itemUuid: weapon.uuid, characteristic: "force" }, { skipDialog: true }));
      const root = document.createElement("div");
      root.innerHTML = card?.content ?? "";
      const named = root.firstElementChild?.querySelector<HTMLElement>("[data-item-id]");
      assert.exists(named, "an element inside the card names the item");
      assert.deepEqual([named?.dataset.itemId, named?.dataset.itemUuid, named?.dataset.itemType], [weapon.id, weapon.uuid, "arme"]);
    });
  });
});
