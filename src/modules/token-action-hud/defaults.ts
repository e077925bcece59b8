/**
 * The HUD's default layout, in the order and the words of the character sheet: Caractéristiques (by column, then
 * Puissance and Harmonie), Compétences (combat, pratiques), Combat (weapons, defences, manoeuvres), Magie, Moral
 * (spends, the group's gains and exploits, the GM's), Repos et états, and Core's own token group (add to combat,
 * visibility). A user may change it in the HUD; these are its defaults. No Foundry globals.
 */
import type { Words } from "../../words/helpers";
import type { TahDefaults, TahGroup } from "../apis";
import { GROUP, type GroupId } from "./hud-actions";

/** Core's own group of token actions (its generic action handler fills it) and its category. */
export const CORE_TOKEN_GROUP = "token";
export const CORE_UTILITY_CATEGORY = "utility";

/** The i18n key naming each group. */
const GROUP_NAME: Record<GroupId, string> = {
  [GROUP.corps]: "ALTHERION.Sheet.Score.Corps",
  [GROUP.ame]: "ALTHERION.Sheet.Score.Ame",
  [GROUP.esprit]: "ALTHERION.Sheet.Score.Esprit",
  [GROUP.integrite]: "ALTHERION.Modules.TokenActionHud.Group.Integrite",
  [GROUP.competencesCombat]: "ALTHERION.Sheet.Competence.Categorie.Combat",
  [GROUP.competencesPratiques]: "ALTHERION.Sheet.Competence.Categorie.Pratiques",
  [GROUP.armes]: "ALTHERION.Sheet.Armes",
  [GROUP.defenses]: "ALTHERION.Modules.TokenActionHud.Group.Defenses",
  [GROUP.manoeuvres]: "ALTHERION.Modules.TokenActionHud.Group.Manoeuvres",
  [GROUP.sorts]: "ALTHERION.Sheet.Sorts",
  [GROUP.moralDepenses]: "ALTHERION.Modules.TokenActionHud.Group.MoralDepenses",
  [GROUP.moralGroupe]: "ALTHERION.Modules.TokenActionHud.Group.MoralGroupe",
  [GROUP.moralConteur]: "ALTHERION.Moral.Gm.Title",
  [GROUP.repos]: "ALTHERION.SheetMode.Rest",
  [GROUP.etats]: "ALTHERION.Sheet.Etats",
  [GROUP.conditions]: "ALTHERION.Sheet.Sante.Conditions",
};

/** The categories (the HUD's top row) and the groups each nests, in the sheet's order. */
export const LAYOUT: readonly { id: string; name: string; groups: readonly GroupId[] }[] = [
  { id: "caracteristiques", name: "ALTHERION.Sheet.Tab.Caracteristiques", groups: [GROUP.corps, GROUP.ame, GROUP.esprit, GROUP.integrite] },
  { id: "competences", name: "ALTHERION.Sheet.Tab.Competences", groups: [GROUP.competencesCombat, GROUP.competencesPratiques] },
  { id: "combat", name: "ALTHERION.Modules.TokenActionHud.Category.Combat", groups: [GROUP.armes, GROUP.defenses, GROUP.manoeuvres] },
  { id: "magie", name: "ALTHERION.Sheet.Tab.Magie", groups: [GROUP.sorts] },
  { id: "moral", name: "ALTHERION.Modules.TokenActionHud.Category.Moral", groups: [GROUP.moralDepenses, GROUP.moralGroupe, GROUP.moralConteur] },
  { id: "repos-etats", name: "ALTHERION.Modules.TokenActionHud.Category.ReposEtats", groups: [GROUP.repos, GROUP.etats, GROUP.conditions] },
];

/** Core's defaults: the layout above, then Core's token group under its utility category (named in Core's words). */
export function hudDefaults(words: Words, coreWord: (key: string) => string): TahDefaults {
  const group = (category: string, id: string, name: string): TahGroup => ({ id, nestId: `${category}_${id}`, name, listName: name, type: "system" });
  const layout = LAYOUT.map((c) => ({
    id: c.id, nestId: c.id, name: words.localize(c.name),
    groups: c.groups.map((g) => group(c.id, g, words.localize(GROUP_NAME[g]))),
  }));
  layout.push({
    id: CORE_UTILITY_CATEGORY, nestId: CORE_UTILITY_CATEGORY, name: coreWord("tokenActionHud.utility"),
    groups: [group(CORE_UTILITY_CATEGORY, CORE_TOKEN_GROUP, coreWord("tokenActionHud.token"))],
  });
  const groups = layout.flatMap((c) => c.groups.map(({ nestId: _nestId, ...g }) => g));
  return { layout, groups };
}
