/**
 * Scene 4 — an English world (RULES.md R-SK-7; Babele renames every compendium skill). Every skill a
 * new character gets carries its English name and keeps its key; then scenes 1 and 2 are played
 * again, step for step: a GM expects exactly the same numbers, whatever the skills are called.
 */
import { DEFAULT_SKILLS } from "../../rules/index";
import type { SceneDriver } from "../driver";
import { creationScene, type CreationState } from "./creation";
import { roundScene, type RoundState } from "./round";
import { expectEqual, expectTrue, type Scene, type SceneStep } from "./scene";

export interface EnglishState {
  creation: CreationState;
  round: RoundState;
}

/** A scene's steps, played on one part of the English scene's state. */
function replay<S>(steps: SceneStep<S>[], part: (st: EnglishState) => S): SceneStep<EnglishState>[] {
  return steps.map((s) => ({ ...s, name: `${s.name} (English world)`, run: (d: SceneDriver, st: EnglishState) => s.run(d, part(st)) }));
}

/** The combat skills as the English compendium names them (Adresse, Bagarre, Mêlée, Rigidité, Tir). */
const ENGLISH_COMBAT = ["Brawl", "Coordination", "Melee", "Shooting", "Toughness"];

export const englishScene: Scene<EnglishState> = {
  id: "english",
  title: "An English world (Babele): scenes 1 and 2 again",
  state: () => ({ creation: creationScene.state(), round: roundScene.state() }),
  steps: [
    {
      name: "R-SK-7 every skill of a new character carries its English name and a key",
      async run(d) {
        expectEqual(d.lang, "en", "the world's language");
        const uuid = await d.createActor({ name: "Probe", type: "personnage" });
        const skills = (await d.actor(uuid)).items.filter((i) => i.type === "competence");
        expectTrue(skills.length >= DEFAULT_SKILLS.length, "the default skills");
        expectEqual(skills.filter((i) => i.system.categorie === "combat").map((i) => i.name).sort(), ENGLISH_COMBAT, "the combat skills renamed");
        expectEqual(skills.filter((i) => typeof i.system.key !== "string" || i.system.key === "").map((i) => i.name), [], "R-SK-7 every skill has a key");
        await d.deleteActor(uuid);
      },
    },
    ...replay(creationScene.steps, (st) => st.creation),
    ...replay(roundScene.steps, (st) => st.round),
    {
      name: "R-SK-7 a macro naming a skill as the world shows it rolls at its level; a name the character has not is refused, never rolled at level 0",
      async run(d) {
        const uuid = await d.createActor({ name: "Probe", type: "personnage" });
        const toughness = (await d.actor(uuid)).items.find((i) => i.name === "Toughness");
        expectTrue(toughness !== undefined, "the English Rigidité");
        await d.update(toughness!.uuid, { "system.niveau": 2 });
        // Level 2, complexity 0: three mastery dice, the highest kept (at level 0 only the first, a 3, would be rolled).
        const card = await d.rollTest(uuid, { skillNames: ["Toughness"], characteristic: "vigueur", complexity: 0 }, { dice: [3, 9, 5] });
        expectEqual(card?.result?.kept, 9, "the kept die of three");
        d.notices("gm");
        const misspelt = await d.rollTest(uuid, { skillNames: ["Toughnes"], characteristic: "vigueur", complexity: 0 });
        expectEqual(misspelt, null, "no card for a skill the character has not");
        expectTrue(d.notices("gm").some((n) => n.level === "warn" && n.message.includes("Toughnes") && n.message.includes("Probe")), "a message names it");
        await d.deleteActor(uuid);
      },
    },
  ],
};
