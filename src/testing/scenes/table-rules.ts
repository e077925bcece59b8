/**
 * Scene 5 — what the table asked of the rules' revision 3 and of the GM's seat (RULES.md R-CAR-5, R-MORAL-7,
 * R-CON-9, R-FORT-1, R-SK-7, R-FIGHT-2/3). Played on the test world and, as Quench batch
 * `altherion.table-rules`, in a live world. Aude (player 1, every characteristic 3, creation over) and a few
 * creatures of the GM's. A GM reading the rules expects:
 *
 * - R-CAR-5 (rev 3): Impact = floor((Force + Pouvoir + Intellect) / 3) = 3. An Active Effect « Force +3 » raises it
 *   to 4; the pool filled to 4 comes down to 3 when the effect ends. Lowering Force to 0 (max 2) under the full
 *   pool is accepted and the pool comes down to 2.
 * - R-MORAL-7: at Exaltation 4 the caps are floor(4 / 2) = 2 of each; with 2 Espoir and 2 Désespoir, Exaltation
 *   lowered to 2 (caps 1) loses one Espoir and sends one Désespoir to the group.
 * - R-CON-9 [I] (rev 3): Aria (Vitalité 5, regeneration 2) forces her regeneration on her own turn: 7, and 2 more
 *   scars; her turn ends (it cost her action); the round ends with no second regeneration; the next one gives hers.
 * - R-FORT-1 (rev 3): a natural 10 of a non-player creature's test offers no « Accorder 1 Fortune »; a character's does.
 * - R-SK-7: `game.altherion.rollTest` naming Rigidité as the world shows it (« Toughness » in English) rolls at its
 *   level 2 (three dice 3, 9, 5: the 9 kept); a misspelt name is refused with a message naming it, never rolled.
 * - R-FIGHT-2 R-FIGHT-3: Aude's sword hits the GM's Garde (Épée 6 + Corps 3 = 9); once the GM applies the blow from the
 *   attack card, the Garde is offered no defence; the GM's record book (a journal no player sees) keeps one record
 *   of that blow, and a second click applies nothing.
 */
import type { SceneDriver } from "../driver";
import { setSkill, skill } from "./helpers";
import { expectEqual, expectTrue, num, type Scene } from "./scene";

export interface TableRulesState {
  aude: string;
  garde: string;
  attack: string;
}

const CARAC_3 = { force: 3, vigueur: 3, agilite: 3, pouvoir: 3, charisme: 3, perception: 3, intellect: 3, volonte: 3, sagesse: 3 };

/** What an effect of the GM's, a grant or a deletion leaves: read again until `check` holds (a live world's hooks write after the act). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 20 && !check(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

const impactOf = async (d: SceneDriver, uuid: string) => {
  const system = (await d.actor(uuid)).system;
  return { value: num(system, "points.impact.value"), max: num(system, "points.impact.max") };
};
const moralOf = async (d: SceneDriver, uuid: string) => {
  const source = (await d.actor(uuid)).source;
  return { espoir: num(source, "moral.espoir"), desespoir: num(source, "moral.desespoir") };
};
const vitaliteOf = async (d: SceneDriver, uuid: string) => {
  const system = (await d.actor(uuid)).system;
  return { value: num(system, "constitutions.vitalite.value"), scars: num(system, "constitutions.vitalite.scars") };
};
const same = (expected: object) => (value: object) => JSON.stringify(value) === JSON.stringify(expected);

export const tableRulesScene: Scene<TableRulesState> = {
  id: "table-rules",
  title: "Rules revision 3 and the GM's seat at the table",
  state: () => ({ aude: "", garde: "", attack: "" }),
  steps: [
    {
      name: "R-CAR-5 (rev 3) an Active Effect raising Force ends: the Impact pool filled above the new maximum comes down to it",
      async run(d, st) {
        st.aude = await d.createActor({ name: "Aude", type: "personnage", system: { caracteristiques: CARAC_3, creation: { active: false } } }, { owner: "player1" });
        expectEqual(await impactOf(d, st.aude), { value: 0, max: 3 }, "Impact max floor((3 + 3 + 3) / 3)");
        const effect = await d.addEffect(st.aude, { name: "Force du taureau", changes: [{ key: "system.caracteristiques.force", value: "3" }] });
        expectEqual(await d.refreshPoints(st.aude, "impact"), true, "the GM's ↻ of Impact");
        expectEqual(await impactOf(d, st.aude), { value: 4, max: 4 }, "filled to floor((6 + 3 + 3) / 3)");
        await d.deleteDocument(effect);
        expectEqual(await eventually(() => impactOf(d, st.aude), same({ value: 3, max: 3 })), { value: 3, max: 3 }, "the effect ended: the pool down to its new maximum");
      },
    },
    {
      name: "R-CAR-5 (rev 3) the GM lowers Force under a full Impact pool: the update is accepted and the pool comes down with it",
      async run(d, st) {
        expectEqual(await impactOf(d, st.aude), { value: 3, max: 3 }, "a full pool");
        expectEqual(await d.update(st.aude, { "system.caracteristiques.force": 0 }), true, "Force 3 → 0 accepted");
        expectEqual(await eventually(() => impactOf(d, st.aude), same({ value: 2, max: 2 })), { value: 2, max: 2 }, "floor((0 + 3 + 3) / 3): the pool with it");
        expectEqual(await d.update(st.aude, { "system.caracteristiques.force": 3 }), true, "Force back to 3");
      },
    },
    {
      name: "R-MORAL-7 the GM lowers Exaltation 4 → 2: the personal Espoir above the new cap is lost, the Désespoir above it goes to the group",
      async run(d, st) {
        const group = await d.createActor({ name: "La Compagnie", type: "groupe", system: { membres: [st.aude] } });
        expectEqual(await d.update(st.aude, { "system.exaltation": 4 }), true, "Exaltation 4: caps of 2");
        for (const kind of ["espoir", "espoir", "desespoir", "desespoir"] as const) await d.grantMoral(st.aude, kind);
        expectEqual(await moralOf(d, st.aude), { espoir: 2, desespoir: 2 }, "two of each, granted by the GM");
        const groupBefore = num((await d.actor(group)).source, "moral.desespoir");
        expectEqual(await d.update(st.aude, { "system.exaltation": 2 }), true, "Exaltation 4 → 2");
        expectEqual(await eventually(() => moralOf(d, st.aude), same({ espoir: 1, desespoir: 1 })), { espoir: 1, desespoir: 1 }, "caps floor(2 / 2) = 1");
        expectEqual(num((await d.actor(group)).source, "moral.desespoir"), groupBefore + 1, "the Désespoir above the cap went to the group");
        await d.deleteActor(group);
      },
    },
    {
      name: "R-CON-9 [I] (rev 3) a regeneration forced on the creature's own turn is that round's: its turn ends, and none comes at the round's end",
      async run(d) {
        const aria = await d.createActor({ name: "Aria", type: "personnage", system: { caracteristiques: CARAC_3, regeneration: { vitalite: 2 }, constitutions: { vitalite: { value: 5 } } } });
        const brute = await d.createActor({ name: "Brute", type: "pnj", system: { caracteristiques: CARAC_3 } });
        // Initiative 1d10 + Finesse 3: Aria 9 + 3, the Brute 2 + 3.
        const start = await d.startCombat([aria, brute], { dice: [9, 2] });
        expectEqual([start.round, start.current], [1, aria], "round 1, Aria's turn");
        await d.forceRegeneration(aria);
        expectEqual(await vitaliteOf(d, aria), { value: 7, scars: 2 }, "R-CON-9 5 + 2, and as many scars");
        const after = await d.nextTurn(); // the Brute's turn ends: round 2
        expectEqual(after.round, 2, "the round ended");
        expectEqual((await vitaliteOf(d, aria)).value, 7, "no second regeneration at the round's end");
        await d.nextTurn(); // Aria's turn of round 2
        const next = await d.nextTurn(); // round 2 ends
        expectEqual(next.round, 3, "round 2 ended");
        expectEqual((await vitaliteOf(d, aria)).value, 9, "round 2's end gives her regeneration as usual");
        await d.endCombat();
        await d.deleteActor(aria);
        await d.deleteActor(brute);
      },
    },
    {
      name: "R-FORT-1 (rev 3) a non-player creature's critical success offers no « Accorder 1 Fortune »; a character's does",
      async run(d, st) {
        const brigand = await d.createActor({ name: "Brigand", type: "pnj", system: { caracteristiques: CARAC_3 } });
        const npc = await d.rollTest(brigand, { characteristic: "force" }, { dice: [10, 3] });
        expectEqual(npc?.result?.critSuccess, true, "a natural 10");
        expectTrue(!(await d.card(npc?.messageId ?? "", "gm")).buttons.some((b) => b.action === "grantFortune"), "R-FORT-1 no grant on a non-player creature's critical");
        const pc = await d.rollTest(st.aude, { characteristic: "force" }, { as: "player1", dice: [10, 3] });
        expectEqual(pc?.result?.critSuccess, true, "a natural 10");
        expectTrue((await d.card(pc?.messageId ?? "", "gm")).buttons.some((b) => b.action === "grantFortune"), "R-FORT-1 the GM may grant 1 Fortune on a character's");
        await d.deleteActor(brigand);
      },
    },
    {
      name: "R-SK-7 game.altherion.rollTest naming a skill as the world shows it rolls at its level; a misspelt name is refused with a message, never rolled",
      async run(d, st) {
        const rigidite = skill(await d.actor(st.aude), "rigidite");
        await setSkill(d, st.aude, "rigidite", 2, "gm");
        // Level 2, complexity 0: three mastery dice, the highest kept (at level 0 only the first, a 3, would be rolled).
        const card = await d.macroTest(st.aude, { skillNames: [rigidite.name], characteristic: "vigueur", complexity: 0 }, { dice: [3, 9, 5] });
        expectEqual(card?.result?.kept, 9, `« ${rigidite.name} » rolled at level 2: the kept die of three`);
        d.notices("gm");
        const misspelt = rigidite.name.slice(0, -1);
        expectEqual(await d.macroTest(st.aude, { skillNames: [misspelt], characteristic: "vigueur", complexity: 0 }), null, "no card for a skill the character has not");
        expectTrue(d.notices("gm").some((n) => n.level === "warn" && n.message.includes(misspelt) && n.message.includes("Aude")), `a message names « ${misspelt} » and Aude`);
      },
    },
    {
      name: "R-FIGHT-2 R-FIGHT-3 once the attack card's blow is applied to a target, that target is offered no defence",
      async run(d, st) {
        // A character of the GM's: its token is linked, so the card's target is the actor itself (a live world's token too).
        st.garde = await d.createActor({ name: "Garde", type: "personnage", system: { caracteristiques: CARAC_3 } });
        const [sword] = await d.dropItem(st.aude, { name: "Épée longue", type: "arme", system: { degats: 6, competence: "melee" } });
        // Mêlée 0, complexity 0: one die, 7 + Force 3 = 10; no difficulty: a hit.
        const attack = await d.rollTest(st.aude, { itemId: sword, targets: [st.garde], characteristic: "force", complexity: 0 }, { as: "player1", dice: [7] });
        if (!attack) throw new Error("no attack card");
        st.attack = attack.messageId;
        const offered = (await d.card(st.attack, "gm")).buttons;
        expectTrue(offered.some((b) => b.action === "defend" && b.target === st.garde), "before the blow: the Garde may defend");
        const before = await vitaliteOf(d, st.garde);
        await d.pressCard(st.attack, "applyDamage", st.garde);
        const hit = await vitaliteOf(d, st.garde);
        expectEqual(before.value + before.scars - hit.value - hit.scars, 9, "R-FIGHT-3 Épée 6 + Corps 3");
        expectTrue(!(await d.card(st.attack, "gm")).buttons.some((b) => b.action === "defend" && b.target === st.garde), "R-FIGHT-2 the blow applied: no defence offered to the Garde");
      },
    },
    {
      name: "R-FIGHT-3 the GM's record book, a journal no player sees, keeps one record of the applied blow; a second click applies nothing",
      async run(d, st) {
        const kept = await d.gmRecords(st.attack);
        expectTrue(kept.book.startsWith("Altherion — "), `the record book is in the Journal directory, by its name: « ${kept.book} »`);
        expectEqual(kept.playersSee, false, "no player sees it");
        expectEqual(kept.records.filter((r) => r.action === "applyDamage"), [{ action: "applyDamage", target: st.garde }], "one record of the blow");
        const before = await vitaliteOf(d, st.garde);
        expectTrue(!(await d.card(st.attack, "gm")).buttons.some((b) => b.action === "applyDamage"), "the card offers the blow no more");
        d.notices("gm");
        await d.pressCardAgain(st.attack, "applyDamage", st.garde); // a card drawn before the blow was applied
        expectEqual(await vitaliteOf(d, st.garde), before, "nothing more applied");
        expectTrue(d.notices("gm").some((n) => n.level === "warn"), "the GM is told why");
        expectEqual((await d.gmRecords(st.attack)).records.filter((r) => r.action === "applyDamage").length, 1, "still one record");
        await d.deleteActor(st.garde);
        await d.deleteActor(st.aude);
      },
    },
  ],
};
