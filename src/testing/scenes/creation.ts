/**
 * Scene 1 — creation of a Human with the 75-point budget (seed: « Création de personnage »,
 * RULES.md R-CREA-1/2, R-CAR-1..7, R-INT-2/3, R-CON-2, R-FIGHT-7). The player builds Aude on her
 * sheet and drags from the compendiums; every number below is what a GM computes from the seed:
 *
 * bought (base): Force 5, Vigueur 5, Agilité 4, Pouvoir 2, Charisme 3, Perception 4, Intellect 3,
 * Volonté 3, Sagesse 3; Human +1 Volonté, +1 Sagesse → effective Volonté 4, Sagesse 4.
 * Scores (floor of the mean of the effective values): Corps 14/3 → 4, Âme 9/3 → 3, Esprit 11/3 → 3,
 * Impact 10/3 → 3, Résilience 12/3 → 4, Finesse 12/3 → 4 (from base values Résilience and Finesse
 * would be 11/3 → 3: the species bonus matters). Puissance 4 + 4 = 8, Harmonie 3 + 3 + 0 = 6.
 * Costs: characteristics 3+3+2+0+1+2+1+1+1 = 14, Combativité 2: 5, skills (2+3+2+1) × 2 = 16,
 * expertise 1, founding class 3, founding aptitude 1, atout +2, handicap −2 → 40 of 75, 35 left;
 * then a native language free up to 8 and another at 2 (2 × 2 = 4) → 44, 31 left.
 */
import type { SceneDriver } from "../driver";
import { AUDE_BASE, createAude, dragged, setSkill, skill } from "./helpers";
import { expectEqual, expectTrue, num, type Scene } from "./scene";

export interface CreationState {
  aude: string;
}

const CREATION_SPENT_BEFORE_LANGUAGES = 40;

async function spent(d: SceneDriver, uuid: string): Promise<{ spent: number; left: number }> {
  const s = (await d.actor(uuid)).system;
  return { spent: num(s, "rapportCreation.depense"), left: num(s, "rapportCreation.restant") };
}

export const creationScene: Scene<CreationState> = {
  id: "creation",
  title: "Creation of a Human (75 points)",
  state: () => ({ aude: "" }),
  steps: [
    {
      name: "R-CREA-2 a new personnage starts with the world's 75-point budget, every characteristic at 2 and the default skills",
      async run(d, st) {
        st.aude = await d.createActor({ name: "Aude", type: "personnage" }, { owner: "player1" });
        const a = await d.actor(st.aude);
        expectEqual(num(a.system, "creation.budget"), 75, "R-CREA-2 budget");
        expectEqual(Object.values(a.source.caracteristiques as Record<string, number>), [2, 2, 2, 2, 2, 2, 2, 2, 2], "R-CAR-6 every characteristic starts at 2");
        for (const key of ["adresse", "bagarre", "melee", "rigidite", "tir", "vigilance"]) skill(a, key);
        expectEqual(await spent(d, st.aude), { spent: 0, left: 75 }, "R-CREA-2 nothing spent yet");
        await d.deleteActor(st.aude);
      },
    },
    {
      name: "R-CREA-1 dragging the Human species grants its innate aptitude for free",
      async run(d, st) {
        st.aude = await createAude(d);
        const a = await d.actor(st.aude);
        expectEqual(a.items.filter((i) => i.type === "espece").length, 1, "one species");
        const innate = a.items.filter((i) => i.type === "aptitude" && i.system.inne === true);
        expectEqual(innate.length, 1, "R-CREA-1 the Human's innate aptitude (Ténacité humaine)");
      },
    },
    {
      name: "R-CAR-7 effective characteristics are base + species bonus; only the base values are bought",
      async run(d, st) {
        const a = await d.actor(st.aude);
        expectEqual(a.source.caracteristiques, AUDE_BASE, "the stored (bought) values");
        expectEqual(num(a.system, "effectives.volonte"), 4, "Volonté 3 + 1 (Human)");
        expectEqual(num(a.system, "effectives.sagesse"), 4, "Sagesse 3 + 1 (Human)");
        expectEqual(num(a.system, "effectives.force"), 5, "Force has no species bonus");
      },
    },
    {
      name: "R-CAR-2 R-INT-2 R-INT-3 secondary scores, Puissance and Harmonie read the effective values",
      async run(d, st) {
        const s = (await d.actor(st.aude)).system;
        expectEqual(s.scores, { corps: 4, ame: 3, esprit: 3, impact: 3, resilience: 4, finesse: 4 }, "R-CAR-2 floor of the mean of each column and row");
        expectEqual(num(s, "puissance"), 8, "R-INT-2 highest column 4 + highest row 4");
        expectEqual(num(s, "harmonie"), 6, "R-INT-3 lowest column 3 + lowest row 3 + Origine 0");
      },
    },
    {
      name: "R-CAR-5 R-CAR-7 point pools have the effective row scores as maxima: Impact 3, Résilience 4, Finesse 4",
      async run(d, st) {
        const s = (await d.actor(st.aude)).system;
        expectEqual([num(s, "points.impact.max"), num(s, "points.resilience.max"), num(s, "points.finesse.max")], [3, 4, 4], "pool maxima");
      },
    },
    {
      name: "R-CON-2 constitutions at Exaltation 1 with Prémice 15: 15 each, full",
      async run(d, st) {
        const s = (await d.actor(st.aude)).system;
        for (const k of ["vitalite", "energie", "confiance"]) {
          expectEqual([num(s, `constitutions.${k}.max`), num(s, `constitutions.${k}.value`)], [15, 15], `${k} max and value`);
        }
      },
    },
    {
      name: "R-FIGHT-7 speeds from the effective Agilité 4 and Vigueur 5: combat move 8 m, run 16 m",
      async run(d, st) {
        const s = (await d.actor(st.aude)).system;
        expectEqual([num(s, "vitesses.combatMove"), num(s, "vitesses.combatRun"), num(s, "vitesses.travel.hours")], [8, 16, 5], "speeds");
      },
    },
    {
      name: "R-SK-2 R-CREA-2 an expertise is owned by ticking it (Mêlée: Lames lourdes)",
      async run(d, st) {
        const melee = skill(await d.actor(st.aude), "melee");
        const list = (melee.system.expertises as { nom: string; possedee: boolean }[]).map((e, i) => (i === 1 ? { ...e, possedee: true } : e));
        expectEqual(await d.update(melee.uuid, { "system.expertises": list }, { as: "player1" }), true, "expertise written");
      },
    },
    {
      name: "R-SK-4 R-SK-7 the Rempart class (prerequisite Rigidité 1) and Garde de fer (Rigidité 2) drop without a warning",
      async run(d, st) {
        const classe = await d.dropItem(st.aude, await dragged(d, "rempart"), { as: "player1" });
        const aptitude = await d.dropItem(st.aude, await dragged(d, "gardeDeFer"), { as: "player1" });
        expectEqual([classe.length, aptitude.length], [1, 1], "class and aptitude added");
      },
    },
    {
      name: "R-CREA-2 an atout costs its X, a handicap gives it back",
      async run(d, st) {
        await d.dropItem(st.aude, await dragged(d, "sangFroid"), { as: "player1" });
        await d.dropItem(st.aude, await dragged(d, "cauchemars"), { as: "player1" });
        const a = await d.actor(st.aude);
        expectEqual([a.items.filter((i) => i.type === "atout").length, a.items.filter((i) => i.type === "handicap").length], [1, 1], "atout and handicap owned");
      },
    },
    {
      name: "R-CREA-2 points spent and left: 40 of 75 (characteristics 14, Combativité 5, skills 16, expertise 1, class 3, aptitude 1, atout 2, handicap −2)",
      async run(d, st) {
        expectEqual(await spent(d, st.aude), { spent: CREATION_SPENT_BEFORE_LANGUAGES, left: 75 - CREATION_SPENT_BEFORE_LANGUAGES }, "creation report");
        const s = (await d.actor(st.aude)).system;
        expectEqual([s.rapportCreation && (s.rapportCreation as { depassement: boolean }).depassement, (s.rapportCreation as { horsPlafond: unknown[] }).horsPlafond], [false, []], "no over-spend, no characteristic over its cap");
      },
    },
    {
      name: "R-CREA-2 a native language is free up to 8; another language costs 2 per level",
      async run(d, st) {
        expectEqual(await d.update(st.aude, { "system.langueNatale": "central" }, { as: "player1" }), true, "native language chosen (its R-SK-7 key)");
        await setSkill(d, st.aude, "central", 8, "player1");
        expectEqual(await spent(d, st.aude), { spent: CREATION_SPENT_BEFORE_LANGUAGES, left: 35 }, "native Central 8 is free");
        await setSkill(d, st.aude, "occidental", 2, "player1");
        expectEqual(await spent(d, st.aude), { spent: CREATION_SPENT_BEFORE_LANGUAGES + 4, left: 31 }, "Occidental 2 costs 4");
        await setSkill(d, st.aude, "central", 9, "player1");
        expectEqual(await spent(d, st.aude), { spent: CREATION_SPENT_BEFORE_LANGUAGES + 6, left: 29 }, "Central 9: the level above 8 costs 2");
        await setSkill(d, st.aude, "central", 8, "player1");
      },
    },
    {
      name: "R-CAR-5 R-CAR-7 the ↻ refresh fills the three pools to 3 / 4 / 4",
      async run(d, st) {
        expectEqual(await d.refreshPoints(st.aude, undefined, { as: "player1" }), true, "refresh accepted");
        const s = (await d.actor(st.aude)).system;
        expectEqual([num(s, "points.impact.value"), num(s, "points.resilience.value"), num(s, "points.finesse.value")], [3, 4, 4], "pools full");
        const refusals = d.notices("player1").filter((n) => n.level === "error");
        expectTrue(refusals.length === 0, `no refusal (got: ${refusals.map((n) => n.message).join(" | ")})`);
      },
    },
    {
      name: "R-SK-6 Vrai Primordial ≤ Primordial: raising it above, or lowering Primordial under it, is refused and writes nothing",
      async run(d, st) {
        const level = async (key: string) => num(skill(await d.actor(st.aude), key).system, "niveau");
        const errors = () => d.notices("player1").filter((n) => n.level === "error").length;
        const before = errors();
        expectEqual(await d.update(skill(await d.actor(st.aude), "vrai-primordial").uuid, { "system.niveau": 1 }, { as: "player1" }), false, "Vrai Primordial 1 over Primordial 0 refused");
        expectEqual(await level("vrai-primordial"), 0, "nothing written");
        expectTrue(errors() === before + 1, "a localized refusal shown to the player");
        await setSkill(d, st.aude, "primordial", 2, "player1");
        await setSkill(d, st.aude, "vrai-primordial", 2, "player1");
        expectEqual(await d.update(skill(await d.actor(st.aude), "primordial").uuid, { "system.niveau": 1 }, { as: "player1" }), false, "Primordial 1 under Vrai Primordial 2 refused");
        expectEqual([await level("primordial"), await level("vrai-primordial")], [2, 2], "nothing written");
        await setSkill(d, st.aude, "vrai-primordial", 0, "player1");
        await setSkill(d, st.aude, "primordial", 0, "player1");
        expectEqual(await spent(d, st.aude), { spent: CREATION_SPENT_BEFORE_LANGUAGES + 4, left: 31 }, "back to the languages above");
      },
    },
  ],
};
