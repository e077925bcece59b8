/**
 * Scene 3 — an arc (seed: « Expérience », « États spéciaux »; RULES.md R-XP-1/2/3/6/7, R-STATE-1,
 * R-MORAL-7). Céleste (player 1, Exaltation 2, every characteristic 3, Mêlée 2, Vigilance 1) plays
 * an arc; the GM awards it and Céleste spends. A GM reading the seed expects:
 *
 * - Usage (R-XP-7): Mêlée + Force at complexity 3 (an opposition of 3), Vigilance + Perception at 0,
 *   Adresse + Agilité at 0 → used: Force, Perception, Agilité, Mêlée (opposition 3), Vigilance (0), Adresse.
 * - Award (R-XP-1): danger 3; balance 1 + 1 (all active, no monopoly) = 2; ingenuity 1 + 1 (finished,
 *   a good idea) = 2; bonus 2 + 1 (fun) = 3; end of an act 2 + 1 (objectives) = 3; over days (×2);
 *   one optional objective: (3 + 2 + 2 + 3 + 3) × 2 + 1 = 27 XP.
 * - Spends (R-XP-3), 27 XP: nothing without a moment; on receipt Force +1 (5) yes, Force again no (once
 *   per act), Intellect no (not used), Mêlée 2 → 3 (10) yes (opposition 3 ≥ 2), Vigilance no
 *   (opposition 0 < 1), Combativité no (no more combative enemy, never nearly died); with an Espoir
 *   point: refused without Espoir; the GM grants one (cap floor(2 / 2) = 1) → Perception +1 (5) paid
 *   with it; in a special state (R-STATE-1) Agilité +1 (5) — refused outside the state. 25 XP spent.
 * - Undo in the guided flow (R-XP-3): right after Mêlée 2 → 3, "undo the last purchase"
 *   puts Mêlée back at 2 and the 10 XP back (5 spent), keeps the log entry marked undone (it counts
 *   for nothing), leaves Force (bought before) alone, and lifts the once-per-act mark: Mêlée may be
 *   bought again at once.
 * - Moments (R-XP-3): the award opens Réception, an ellipse Entraînement; before the ellipse a training spend
 *   is refused.
 * - La Zone (R-STATE-2): one Impact point, its die 10 exploding into a 10 → Céleste is in La Zone; leaving it
 *   leaves no Descente nor Fragilité.
 * - A minor ellipse of 1 week (R-XP-2/6): +1 XP (1 week, free training) and Épuisement erased; its summary
 *   card is in the chat.
 */
import type { SceneDriver } from "../driver";
import { setSkill } from "./helpers";
import { at, expectEqual, expectTrue, num, type Scene } from "./scene";

export interface ArcState {
  celeste: string;
  id: string;
}

const CARAC_3 = { force: 3, vigueur: 3, agilite: 3, pouvoir: 3, charisme: 3, perception: 3, intellect: 3, volonte: 3, sagesse: 3 };

async function xp(d: SceneDriver, uuid: string): Promise<{ total: number; spent: number }> {
  const s = (await d.actor(uuid)).source;
  return { total: num(s, "xp.total"), spent: num(s, "xp.spent") };
}

const spend = (d: SceneDriver, st: ArcState, purchase: Record<string, unknown>, moment: string) =>
  d.spendXp(st.celeste, purchase, { moment }, { as: "player1" });

export const arcScene: Scene<ArcState> = {
  id: "arc",
  title: "An arc: usage, Award XP, spends under every gate, a special state, an ellipse",
  state: () => ({ celeste: "", id: "" }),
  steps: [
    {
      name: "R-XP-7 the tests Céleste rolls record what she used and the oppositions she faced",
      async run(d, st) {
        st.celeste = await d.createActor({ name: "Céleste", type: "personnage", system: { caracteristiques: CARAC_3, exaltation: 2 } }, { owner: "player1" });
        st.id = (await d.actor(st.celeste)).id;
        await setSkill(d, st.celeste, "melee", 2, "player1");
        await setSkill(d, st.celeste, "vigilance", 1, "player1");
        const melee = await d.rollTest(st.celeste, { skillNames: ["Mêlée"], characteristic: "force", complexity: 3 }, { as: "player1", dice: [5, 6] });
        expectEqual(melee?.result?.total, 8, "Mêlée 2 at complexity 3: two dice, keep the lowest (5) + Force 3");
        await d.rollTest(st.celeste, { skillNames: ["Vigilance"], characteristic: "perception", complexity: 0 }, { as: "player1", dice: [4, 3] });
        await d.rollTest(st.celeste, { skillNames: ["Adresse"], characteristic: "agilite", complexity: 0 }, { as: "player1", dice: [6] });
        const usage = at((await d.actor(st.celeste)).flags, "altherion.usage.current") as { skills: string[]; characteristics: string[]; oppositions: { skill: string; level: number }[] };
        expectEqual([...usage.characteristics].sort(), ["agilite", "force", "perception"], "characteristics used");
        expectEqual([...usage.skills].sort(), ["adresse", "melee", "vigilance"], "skills used");
        const met = (skill: string) => usage.oppositions.find((o) => o.skill === skill)?.level;
        expectEqual([met("melee"), met("vigilance")], [3, 0], "highest opposition per skill (a list, R-XP-7)");
      },
    },
    {
      name: "R-XP-1 the Award XP tool totals the checklist: (3 + 2 + 2 + 3 + 3) × 2 + 1 = 27",
      async run(d, st) {
        const total = await d.awardXp({
          "award.danger": 3, "award.balance.allActive": true, "award.balance.noMonopoly": true,
          "award.ingenuity.finished": true, "award.ingenuity.goodIdea": true, "award.bonus.participated": true, "award.bonus.fun": true,
          "award.ending.kind": "act", "award.ending.objectives": true, "award.duration": "days", "award.optionalObjectives": 1,
          [`characters.${st.id}`]: true, newArc: true,
        });
        expectEqual(total, 27, "the total the tool shows");
        expectEqual(await xp(d, st.celeste), { total: 27, spent: 0 }, "27 XP gained");
        expectEqual(at((await d.actor(st.celeste)).flags, "altherion.usage.act"), 2, "R-XP-1 « Fin d'acte » opened a new act");
      },
    },
    {
      name: "R-XP-3 no spending outside a moment (training, an Espoir point, receipt, a special state)",
      async run(d, st) {
        expectEqual(await spend(d, st, { kind: "characteristic", id: "force" }, ""), false, "refused");
        expectEqual((await xp(d, st.celeste)).spent, 0, "nothing spent");
      },
    },
    {
      name: "R-XP-3 Entraînement is the GM's to open (an ellipse): before one, a training spend is refused",
      async run(d, st) {
        expectEqual(await spend(d, st, { kind: "characteristic", id: "force" }, "training"), false, "no Entraînement open");
        expectEqual((await xp(d, st.celeste)).spent, 0, "nothing spent");
      },
    },
    {
      name: "R-XP-3 on receipt: Force +1 for 5 XP, once per characteristic per act; Intellect, not used, refused",
      async run(d, st) {
        expectEqual(await spend(d, st, { kind: "characteristic", id: "force" }, "receipt"), true, "Force +1");
        expectEqual(await spend(d, st, { kind: "characteristic", id: "force" }, "receipt"), false, "Force again this act");
        expectEqual(await spend(d, st, { kind: "characteristic", id: "intellect" }, "receipt"), false, "Intellect was not used");
        const a = await d.actor(st.celeste);
        expectEqual([num(a.source, "caracteristiques.force"), num(a.source, "xp.spent")], [4, 5], "Force 4, 5 XP spent");
      },
    },
    {
      name: "R-XP-3 a skill +1 (10 XP) only if an opposition was ≥ its level: Mêlée 2 → 3 yes (3), Vigilance 1 no (0)",
      async run(d, st) {
        expectEqual(await spend(d, st, { kind: "skill", id: "melee" }, "receipt"), true, "Mêlée +1");
        expectEqual(await spend(d, st, { kind: "skill", id: "vigilance" }, "receipt"), false, "Vigilance refused");
        const a = await d.actor(st.celeste);
        expectEqual(a.items.find((i) => i.type === "competence" && i.name === "Mêlée")?.system.niveau, 3, "Mêlée 3");
        expectEqual(num(a.source, "xp.spent"), 15, "15 XP spent");
      },
    },
    {
      name: "R-XP-3 the guided flow's undo takes the last purchase back: Mêlée 3 → 2, 10 XP back, its log entry kept undone; bought again",
      async run(d, st) {
        expectEqual(await d.undoSpend(st.celeste, { as: "player1" }), true, "undo the last purchase (Mêlée +1)");
        let a = await d.actor(st.celeste);
        const melee = () => a.items.find((i) => i.type === "competence" && i.name === "Mêlée")?.system.niveau;
        expectEqual([melee(), num(a.source, "xp.spent"), num(a.source, "caracteristiques.force")], [2, 5, 4], "Mêlée back to 2, 5 XP spent, Force 4 kept");
        const log = at(a.source, "xp.log") as { target: string | null; undone: boolean; amount: number }[];
        expectEqual(log.filter((e) => e.target === "skill:melee").map((e) => [e.amount, e.undone]), [[10, true]], "the Mêlée entry kept in the log, undone");
        expectEqual(log.filter((e) => e.target === "characteristic:force").map((e) => e.undone), [false], "the Force entry untouched");
        expectEqual(await spend(d, st, { kind: "skill", id: "melee" }, "receipt"), true, "Mêlée +1 again (the undo lifted its once-per-act mark)");
        a = await d.actor(st.celeste);
        expectEqual([melee(), num(a.source, "xp.spent")], [3, 15], "Mêlée 3, 15 XP spent");
      },
    },
    {
      name: "R-XP-3 Combativité +1 needs a more combative enemy or a near death",
      async run(d, st) {
        expectEqual(await spend(d, st, { kind: "combativite" }, "receipt"), false, "refused");
      },
    },
    {
      name: "R-XP-3 (rev 2) R-MORAL-7 the Espoir moment costs one Espoir: refused without, paid once the GM grants one",
      async run(d, st) {
        expectEqual(await spend(d, st, { kind: "characteristic", id: "perception" }, "espoir"), false, "no Espoir to pay");
        expectEqual(await d.update(st.celeste, { "system.moral.espoir": 1 }), true, "the GM grants 1 Espoir (cap floor(2 / 2) = 1)");
        expectEqual(await spend(d, st, { kind: "characteristic", id: "perception" }, "espoir"), true, "Perception +1 with an Espoir point");
        const a = await d.actor(st.celeste);
        expectEqual([num(a.source, "caracteristiques.perception"), num(a.source, "moral.espoir"), num(a.source, "xp.spent")], [4, 0, 20], "Perception 4, the Espoir paid, 20 XP spent");
      },
    },
    {
      name: "R-STATE-1 (rev 2) in a special state leftover XP may be spent (Agilité +1); not outside it",
      async run(d, st) {
        expectEqual(await spend(d, st, { kind: "characteristic", id: "agilite" }, "etat-special"), false, "not in a special state");
        expectEqual(await d.setState(st.celeste, "zone", true, { as: "gm" }), true, "Céleste enters La Zone");
        expectEqual(await spend(d, st, { kind: "characteristic", id: "agilite" }, "etat-special"), true, "Agilité +1 in La Zone");
        expectEqual(await xp(d, st.celeste), { total: 27, spent: 25 }, "25 of 27 XP spent");
        expectTrue(d.notices("player1").every((n) => n.level !== "error"), "no error shown");
        await d.setState(st.celeste, "zone", false, { as: "gm" });
      },
    },
    {
      name: "R-XP-2 R-XP-6 a minor ellipse of one week: +1 XP (free training) and Épuisement erased",
      async run(d, st) {
        expectEqual(await d.update(st.celeste, { "system.epuisement": 1 }), true, "Épuisement 1 after the arc's hardships");
        await d.ellipse({ ellipse: "mineure", weeks: 1, giveXp: true, [`characters.${st.id}`]: true }); // no trainer ticked: free training
        const a = await d.actor(st.celeste);
        expectEqual([num(a.source, "epuisement"), num(a.source, "xp.total")], [0, 28], "Épuisement 1 → 0, XP 27 → 28");
        // R-XP-6 the summary card, as the player sees it: her name, Épuisement 1 → 0, the ellipse XP
        const card = (await d.messages("player1")).pop();
        expectTrue(Boolean(card?.text.includes(a.name) && card.text.includes("1 → 0") && card.text.includes("+1")), "the ellipse summary card in the chat");
      },
    },
    {
      name: "R-STATE-2 an Impact point's surpuissance 10 explodes into a 10: Céleste enters La Zone; leaving it adds nothing",
      async run(d, st) {
        expectEqual(await d.refreshPoints(st.celeste, "impact", { as: "gm" }), true, "the GM refills Impact (an objective reached)");
        const before = num((await d.actor(st.celeste)).source, "fragilite");
        await d.rollTest(st.celeste, { characteristic: "force", impactPoints: 1 }, { as: "player1", dice: [4, 10, 10, 1] });
        expectTrue((await d.actor(st.celeste)).statuses.includes("zone"), "in La Zone once the card is posted");
        expectEqual(await d.setState(st.celeste, "zone", false, { as: "player1" }), true, "the player leaves it at the scene's end");
        const a = await d.actor(st.celeste);
        expectEqual([a.statuses.includes("zone"), a.statuses.includes("descente"), num(a.source, "fragilite")], [false, false, before], "no Descente, no Fragilité");
      },
    },
  ],
};
