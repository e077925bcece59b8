/**
 * Batch `altherion.spells` (R-SPELL-1..3 in a live world): a healing spell cast on a targeted character
 * heals it, an area spell rolls once per target, and in combat the turns an incantation takes are played
 * by the active GM's combat — a chat line each, the record counted down, the tracker's mark on those
 * turns — while the caster's round start still runs once. Through QuenchDriver (the scenes' driver), as
 * the GM; the combat is made with fixed initiatives.
 */
import { QuenchDriver } from "./driver";
import { quenchBatch, settle, waitFor } from "./world";
import { setSkill } from "../scenes/helpers";

const CARAC_3 = { force: 3, vigueur: 3, agilite: 3, pouvoir: 3, charisme: 3, perception: 3, intellect: 3, volonte: 3, sagesse: 3 };
const ONDE = ["exemples", "cF3XIPladjsdRuP6"] as const; // Onde de soin: 2 points, cost 3, heals Énergie
const VAGUE = ["exemples", "CBOUY5lY5dZ3XUCJ"] as const; // Vague déferlante: area, complexity 2

type Plain = Record<string, unknown>;
const energie = (view: { system: Plain }) => (view.system as { constitutions: { energie: { value: number } } }).constitutions.energie.value;

export const spellsBatch = quenchBatch("altherion.spells", "ALTHERION.Quench.Spells", ({ describe, it, before, after, tmp }, assert: Chai.AssertStatic) => {
  let d: QuenchDriver;
  let neree = "";
  let bert = "";
  let garde = "";
  const spellId = async (name: string) => (await d.actor(neree)).items.find((i) => i.name === name)?.id ?? "";
  const incantation = async () => ((await d.actor(neree)).flags.altherion as { incantation?: unknown } | undefined)?.incantation;
  const notices = (from: number) => (game.messages?.contents ?? []).slice(from).filter((m) => String(m.content).includes('data-card="incantation"'));

  before(async () => {
    d = new QuenchDriver();
    neree = await d.createActor({ name: "Quench Nérée", type: "personnage", system: { caracteristiques: CARAC_3, exaltation: 3, combativite: 2 } });
    bert = await d.createActor({ name: "Quench Bert", type: "personnage", system: { caracteristiques: CARAC_3 } });
    garde = await d.createActor({ name: "Quench Garde", type: "personnage", system: { caracteristiques: CARAC_3 } });
    await setSkill(d, neree, "sorcellerie", 1, "gm");
    for (const [pack, id] of [ONDE, VAGUE]) await d.dropItem(neree, await d.compendiumItem(pack, id));
    for (const uuid of [neree, bert, garde]) await d.refreshPoints(uuid);
    await d.update(bert, { "system.constitutions.energie.value": 10 });
  });
  after(() => d?.cleanup());

  describe("spells at the table", () => {
    it("R-SPELL-1 a healing spell on a targeted character: the test is filled from the target, its success heals it", async () => {
      const card = await d.rollTest(neree, { itemId: await spellId("Onde de soin"), characteristic: "pouvoir", targets: [bert], spell: {} }, { dice: [7] });
      assert.isTrue(card?.result?.success, "7 + Pouvoir 3 against 2 wounds");
      await waitFor(() => energie(game.actors?.find((a) => a.uuid === bert) as unknown as { system: Plain }) === 12, "Bert healed by 2");
    });

    it("R-SPELL-2 an area spell rolls once per targeted character", async () => {
      const before = game.messages?.size ?? 0;
      await d.rollTest(neree, { itemId: await spellId("Vague déferlante"), characteristic: "pouvoir", targets: [bert, garde], spell: {} }, { dice: [6, 4, 5, 9] });
      const cards = (game.messages?.contents ?? []).slice(before).filter((m) => m.rolls.length);
      assert.lengthOf(cards, 2, "one roll and card per target");
    });

    it("R-SPELL-3 R-CON-6 an incantation over 3 actions with Combativité 2: its two later turns are played by the combat, marked in the tracker", async () => {
      const fight = tmp.keep((await Combat.implementation.create({ active: true } as never)) as Combat.Implementation);
      const ids = [[neree, 12], [garde, 8]].map(([uuid, initiative]) => ({ actorId: fromUuidSync(uuid as never)?.id, initiative }));
      await fight.createEmbeddedDocuments("Combatant", ids as never);
      await fight.startCombat();
      await settle(500);
      assert.equal(fight.turns.length, 3, "Nérée, Garde, Nérée");
      const from = game.messages?.contents.length ?? 0;
      // gestures and words on its own turn: the incantation takes this turn, then (1, 2) and (2, 1)
      const card = await d.rollTest(neree, { itemId: await spellId("Onde de soin"), characteristic: "pouvoir", spell: { healTarget: bert, wounds: 1, gestes: 4, paroles: 4 } }, { dice: [7] });
      assert.exists(card, "the cast");
      await waitFor(() => fight.turn === 1, "the cast ended Nérée's turn");
      assert.deepEqual(await incantation(), { combat: fight.id, turns: [{ round: 1, pass: 2 }, { round: 2, pass: 1 }] });
      await ui.combat?.render({ force: true } as never);
      await settle(500);
      const marked = document.querySelectorAll("#combat li.combatant.alt-turn--incanting, .combat-tracker li.combatant.alt-turn--incanting");
      assert.lengthOf(marked, 2, "both of Nérée's rows carry the mark");
      await fight.nextTurn();
      await waitFor(() => fight.round === 2 && fight.turn === 1, "Nérée's two taken turns played: Garde's turn of round 2", 10_000);
      assert.lengthOf(notices(from), 2, "a chat line per taken turn");
      assert.notExists(await incantation(), "the record counted down and cleared");
      await fight.nextTurn();
      await settle(800);
      assert.deepEqual([fight.round, fight.turn], [2, 2], "Nérée's next turn is its own");
    });
  });
});
