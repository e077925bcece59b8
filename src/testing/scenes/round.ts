/**
 * Scene 2 — a combat round (seed: « Combat », « Critiques », « Constitutions »; RULES.md R-FIGHT-1/2/3,
 * R-INT-1, R-DICE-2/5/6/11, R-CRIT-1/2/3, R-CON-3/6/7/8, R-CAR-5). Bastien (player 1, Combativité 2,
 * no species: base = effective) fights a Brigand (GM, Combativité 1). A GM reading the seed expects:
 *
 * Bastien: Force 4, Vigueur 4, Agilité 4, the rest 3 → Corps 4, Âme 3, Esprit 3, Impact 3, Résilience 3,
 * Finesse 3; Puissance 4 + 3 = 7. Mêlée 3, Rigidité 2, an Épée longue (6, physical). Vitalité 15, at 6
 * from earlier wounds. Brigand: every characteristic 3 (Corps 3, Finesse 3), Mêlée 2, an Épée longue.
 * - Initiative (1 d10 + Finesse): Bastien 7 + 3 = 10, Brigand 2 + 3 = 5; Combativité 2 gives Bastien a
 *   second turn after everyone's first: Bastien, Brigand, Bastien.
 * - Bastien attacks at complexity 3 (D = 0, one die): a natural 1 is a critical failure, its retained
 *   die implodes (−4): 1 − 4 + Force 4 = 1; with no difficulty it misses (no damage button); Bastien is
 *   the victim of his own critical: Aggravation 1, avoided by spending 1 Résilience point (3 → 2).
 * - The Brigand attacks (D = 2, three dice 7, 4, 2 → 7) + Force 3 = 10. Bastien blocks: Rigidité 2
 *   (three dice 3, 2, 2 → 3) + Vigueur 4 = 7 < 10, one Finesse point spent (3 → 2): the blow lands,
 *   6 + Corps 3 = 9 damage: Vitalité 6 → 0 and 3 past 0 become scars; Agonie 1; no unconsciousness
 *   (the blow was no critical).
 * - Round 2: Finesse refilled (2 → 3); one Péril test at Bastien's first turn only (die 6 + Résilience 3
 *   = 9 against scars 3 + Agonie 1: success, no new scar); Agonie stays 1 (not yet a full round at 0).
 * - Round 3: one Péril test, Agonie 2 (a full round at 0).
 * - A normal rest restores Puissance (7): Vitalité 0 → 7 (cap 15 − 3); Résilience points are not
 *   regained (scars remain); Aggravation stays (not a full rest).
 */
import type { CardView, SceneDriver } from "../driver";
import { dragged, setSkill } from "./helpers";
import { expectEqual, expectTrue, num, type Scene } from "./scene";

export interface RoundState {
  bastien: string;
  brigand: string;
  attack: string;
  defence: string;
}

const CARAC_3 = { force: 3, vigueur: 3, agilite: 3, pouvoir: 3, charisme: 3, perception: 3, intellect: 3, volonte: 3, sagesse: 3 };

async function swordOf(d: SceneDriver, uuid: string): Promise<string> {
  const sword = (await d.actor(uuid)).items.find((i) => i.type === "arme");
  if (!sword) throw new Error("no weapon");
  return sword.id;
}

const perilCards = async (d: SceneDriver): Promise<CardView[]> => (await d.messages()).filter((m) => (m.flags.altherion as { combat?: boolean } | undefined)?.combat && m.result !== null);

export const roundScene: Scene<RoundState> = {
  id: "round",
  title: "A combat round (Combativité 2 against 1)",
  state: () => ({ bastien: "", brigand: "", attack: "", defence: "" }),
  steps: [
    {
      name: "R-CAR-5 R-INT-1 Bastien and the Brigand are ready: pools refreshed, Bastien at 6 Vitalité",
      async run(d, st) {
        st.bastien = await d.createActor({
          name: "Bastien", type: "personnage",
          system: { caracteristiques: { ...CARAC_3, force: 4, vigueur: 4, agilite: 4 }, combativite: 2 },
        }, { owner: "player1" });
        await setSkill(d, st.bastien, "melee", 3, "player1");
        await setSkill(d, st.bastien, "rigidite", 2, "player1");
        await d.dropItem(st.bastien, await dragged(d, "epeeLongue"), { as: "player1" });
        expectEqual(await d.refreshPoints(st.bastien, undefined, { as: "player1" }), true, "refresh");
        expectEqual(await d.update(st.bastien, { "system.constitutions.vitalite.value": 6 }), true, "earlier wounds");
        const sword = await dragged(d, "epeeLongue");
        st.brigand = await d.createActor({
          name: "Brigand", type: "pnj", system: { caracteristiques: CARAC_3, combativite: 1 },
          items: [{ name: "Mêlée", type: "competence", system: { key: "melee", categorie: "combat", niveau: 2 } }, sword],
        });
        await d.refreshPoints(st.brigand);
        const b = (await d.actor(st.bastien)).system;
        expectEqual([num(b, "points.impact.value"), num(b, "points.resilience.value"), num(b, "points.finesse.value")], [3, 3, 3], "Bastien's pools");
        expectEqual(num(b, "constitutions.vitalite.value"), 6, "Vitalité 6 of 15");
      },
    },
    {
      name: "R-FIGHT-1 R-INT-1 initiative 1d10 + Finesse, then one more turn for Combativité 2: Bastien, Brigand, Bastien",
      async run(d, st) {
        const combat = await d.startCombat([st.bastien, st.brigand], { dice: [7, 2] });
        expectEqual(combat.order, [st.bastien, st.brigand, st.bastien], "turn order of round 1");
        expectEqual([combat.round, combat.current], [1, st.bastien], "round 1 starts with Bastien");
        const initiatives = (await d.messages()).map((m) => m.result?.total);
        expectEqual(initiatives, [10, 5], "R-FIGHT-1 initiative totals 7 + 3 and 2 + 3");
      },
    },
    {
      name: "R-DICE-5 R-DICE-7 R-CRIT-1 an attack's natural 1 is a critical failure; it implodes and, with no difficulty, misses",
      async run(d, st) {
        const card = await d.rollTest(st.bastien, { itemId: await swordOf(d, st.bastien), characteristic: "force", complexity: 3, targets: [st.brigand] }, { as: "player1", dice: [1, 4] });
        if (!card?.result) throw new Error("no attack card");
        st.attack = card.messageId;
        expectEqual([card.result.critFailure, card.result.total], [true, 1], "1 − 4 + Force 4");
        expectTrue(!card.buttons.some((b) => b.action === "applyDamage"), "R-CRIT-1 (rev 2) a critically failed attack with no difficulty misses: no damage button");
        expectTrue(card.buttons.some((b) => b.action === "aggravationAvoid" && b.target === st.bastien), "R-CRIT-1 the attacker is the victim of its own critical: aggravation offered to Bastien");
      },
    },
    {
      name: "R-CRIT-1 R-CRIT-2 Bastien avoids the effect by spending Résilience points equal to his new Aggravation (1)",
      async run(d, st) {
        await d.pressCard(st.attack, "aggravationAvoid", st.bastien, { as: "player1" });
        const b = (await d.actor(st.bastien)).system;
        expectEqual([num(b, "aggravation"), num(b, "points.resilience.value"), num(b, "fragilite")], [1, 2, 0], "Aggravation 1, Résilience 3 → 2, no effect");
      },
    },
    {
      name: "R-FIGHT-2 R-FIGHT-3 the Brigand's blow (10) beats Bastien's Blocage (7, one Finesse point): 9 damage",
      async run(d, st) {
        const turn = await d.nextTurn();
        expectEqual(turn.current, st.brigand, "the Brigand's turn");
        const attack = await d.rollTest(st.brigand, { itemId: await swordOf(d, st.brigand), characteristic: "force", targets: [st.bastien] }, { dice: [7, 4, 2] });
        expectEqual(attack?.result?.total, 10, "Brigand's attack: 7 + Force 3");
        const defence = await d.defend(attack?.messageId ?? "", st.bastien, "blocage", { as: "player1", dice: [3, 2, 2] });
        if (!defence) throw new Error("no defence card");
        st.defence = defence.messageId;
        const record = (defence.flags.altherion as { defence: { resolution: { outcome: string; damage: number } } }).defence;
        expectEqual([record.resolution.outcome, record.resolution.damage], ["touchee", 9], "blow lands: Épée longue 6 + Corps 3");
        expectEqual(num((await d.actor(st.bastien)).system, "points.finesse.value"), 2, "R-FIGHT-2 the Blocage cost one Finesse point");
      },
    },
    {
      name: "R-CON-3 R-CON-7 R-CRIT-3 damage applied: Vitalité 0, 3 scars, Agonie 1, Péril, not unconscious",
      async run(d, st) {
        await d.applyDefenceDamage(st.defence, { as: "player1" });
        const b = await d.actor(st.bastien);
        expectEqual([num(b.system, "constitutions.vitalite.value"), num(b.system, "constitutions.vitalite.scars"), num(b.system, "agonie")], [0, 3, 1], "Vitalité, scars, Agonie");
        expectTrue(b.statuses.includes("peril-vitalite"), "R-CON-6 in Péril");
        expectTrue(!b.statuses.includes("inconscience"), "R-CRIT-3 (rev 2) no unconsciousness without a critical");
      },
    },
    {
      name: "R-CON-6 R-CON-7 Bastien's second turn of round 1 brings no Péril test and no Agonie",
      async run(d, st) {
        const turn = await d.nextTurn();
        expectEqual([turn.round, turn.current], [1, st.bastien], "Bastien's extra turn");
        expectEqual((await perilCards(d)).length, 0, "no Péril test");
        expectEqual(num((await d.actor(st.bastien)).system, "agonie"), 1, "Agonie unchanged");
      },
    },
    {
      name: "R-CAR-5 R-CON-6 round 2: Finesse refilled, one Péril test at Bastien's first turn, Agonie still 1",
      async run(d, st) {
        const turn = await d.nextTurn({ dice: [6] });
        expectEqual([turn.round, turn.current], [2, st.bastien], "round 2, Bastien first");
        const b = (await d.actor(st.bastien)).system;
        expectEqual(num(b, "points.finesse.value"), 3, "R-CAR-5 Finesse points regained each round");
        const peril = await perilCards(d);
        expectEqual(peril.map((p) => [p.result?.total, p.result?.success]), [[9, true]], "one Péril test: 6 + Résilience 3 against scars 3 + Agonie 1");
        expectEqual([num(b, "constitutions.vitalite.scars"), num(b, "agonie")], [3, 1], "no new scar; Agonie 1 until a full round at 0");
      },
    },
    {
      name: "R-CON-6 R-CON-7 (rev 2) Bastien's second turn of round 2 brings no second Péril test",
      async run(d, st) {
        await d.nextTurn();
        const turn = await d.nextTurn();
        expectEqual([turn.round, turn.current], [2, st.bastien], "Bastien's extra turn of round 2");
        expectEqual((await perilCards(d)).length, 1, "still one Péril test this round");
        expectEqual(num((await d.actor(st.bastien)).system, "agonie"), 1, "Agonie unchanged");
      },
    },
    {
      name: "R-CON-6 R-CON-7 round 3: one more Péril test; a full round at 0 Vitalité raises Agonie to 2",
      async run(d, st) {
        const turn = await d.nextTurn({ dice: [6] });
        expectEqual([turn.round, turn.current], [3, st.bastien], "round 3");
        expectEqual((await perilCards(d)).length, 2, "one Péril test per round");
        expectEqual(num((await d.actor(st.bastien)).system, "agonie"), 2, "Agonie + 1 per full round at 0");
      },
    },
    {
      name: "R-CON-8 R-CAR-5 R-CRIT-1 after the fight, a normal rest restores Puissance (7) Vitalité; Résilience and Aggravation stay",
      async run(d, st) {
        await d.endCombat();
        expectEqual(await d.rest(st.bastien, "normale", {}, { as: "player1" }), true, "rest");
        const b = (await d.actor(st.bastien)).system;
        expectEqual([num(b, "constitutions.vitalite.value"), num(b, "constitutions.vitalite.scars")], [7, 3], "Vitalité 0 + 7 (≤ 15 − 3)");
        expectEqual([num(b, "points.resilience.value"), num(b, "aggravation")], [2, 1], "Résilience not regained with scars; Aggravation until a full rest");
      },
    },
  ],
};
