/**
 * The `actions` pack: defenses, grapples, reactive clash, spells and incantation options,
 * each a journal page with its rule text and, where it rolls, the roll it makes in plain words and
 * as roll links (`@Jet[…]{…}` on French pages, its alias `@Test[…]{…}` on English ones; syntax in
 * src/chat/enricher-parse.ts). `flags.altherion.action` states the roll as data (skill ids and
 * characteristic keys from src/rules/).
 */
export interface ActionRoll {
  /** Skill ids of DEFAULT_SKILLS; several = the character picks one. */
  competences: string[];
  /** Characteristic keys; several = the character picks one (by role-play or situation). */
  caracteristiques: string[];
  /** What is spent to take the action. */
  cout?: { ressource: "finesse" | "combativite"; valeur: number };
}

export interface ActionPage {
  id: string;
  roll: ActionRoll | null;
  fr: { name: string; html: string };
  en: { name: string; html: string };
}

const R = (id: string) => `<strong>${id}</strong>`;
const I = `<em>[I]</em>`;

/** One roll link: the enricher's parameters and its French and English texts. */
type Link = [params: string, fr: string, en: string];

/**
 * The roll links of each page that rolls (a test checks that they parse and match the page's
 * `jet` flags). Skill names are the default skills' French names, matched on the actor's skills.
 */
export const ROLL_LINKS: Record<string, Link[]> = {
  blocage: [["Rigidité|vigueur", "Blocage (Rigidité + Vigueur)", "Block (Toughness + Vigor)"], ["Rigidité|force", "Blocage au bouclier (Rigidité + Force)", "Shield block (Toughness + Strength)"]],
  // R-FIGHT-2 against a hidden attack the Esquive takes min(Agilité, Perception): the attacker ticks
  // "Attaque cachée" in its roll dialog and the defence window uses the lower one (combat/defence.ts),
  // not a roll link with one characteristic.
  esquive: [["Adresse|agilite", "Esquive (Adresse + Agilité)", "Dodge (Coordination + Agility)"]],
  parade: [["Bagarre|agilite", "Parade à mains nues (Bagarre + Agilité)", "Unarmed parry (Brawl + Agility)"], ["Mêlée|agilite", "Parade armée (Mêlée + Agilité)", "Armed parry (Melee + Agility)"]],
  etreinte: [["Bagarre|force", "Étreinte (Bagarre + Force)", "Hold (Brawl + Strength)"], ["Bagarre|agilite", "Étreinte (Bagarre + Agilité)", "Hold (Brawl + Agility)"],
    ["force", "Se libérer (Force)", "Break free (Strength)"], ["agilite", "Se libérer (Agilité)", "Break free (Agility)"]],
  "mise-au-sol": [["Bagarre|force", "Mise au sol (Bagarre + Force)", "Takedown (Brawl + Strength)"], ["Bagarre|agilite", "Mise au sol (Bagarre + Agilité)", "Takedown (Brawl + Agility)"]],
  projection: [["Bagarre|force", "Projection (Bagarre + Force)", "Throw (Brawl + Strength)"], ["Bagarre|agilite", "Projection (Bagarre + Agilité)", "Throw (Brawl + Agility)"]],
  "sort-de-guerison": [["Sorcellerie|pouvoir|complexite=1|difficulte=1", "Sort de guérison (Sorcellerie + Pouvoir)", "Healing spell (Sorcery + Power)"]],
  "sort-de-zone": [["Sorcellerie|pouvoir", "Sort de zone (Sorcellerie + Pouvoir)", "Area spell (Sorcery + Power)"]],
};

const GRAPPLE_IDS = new Set(["etreinte", "mise-au-sol", "projection"]);

function rollParagraphs(id: string): { fr: string; en: string } {
  const links = ROLL_LINKS[id];
  if (!links) return { fr: "", en: "" };
  let fr = `\n<p><strong>Lancer</strong> : ${links.map(([p, f]) => `@Jet[${p}]{${f}}`).join(" · ")}</p>`;
  let en = `\n<p><strong>Roll it</strong>: ${links.map(([p, , e]) => `@Test[${p}]{${e}}`).join(" · ")}</p>`;
  if (GRAPPLE_IDS.has(id)) {
    fr += "\n<p>Sur la fiche, le bouton « Tenter une prise » (onglet Équipement) fait le jet contre la cible actuelle et pose la carte de prise, qui applique l'effet.</p>";
    en += "\n<p>On the sheet, the “Attempt a grapple” button (Equipment tab) rolls against the current target and posts the grapple card, which applies the effect.</p>";
  }
  return { fr, en };
}

function action(id: string, roll: ActionRoll | null, frName: string, frHtml: string, enName: string, enHtml: string): ActionPage {
  const links = rollParagraphs(id);
  return { id, roll, fr: { name: frName, html: frHtml + links.fr }, en: { name: enName, html: enHtml + links.en } };
}

const finesse1 = { ressource: "finesse", valeur: 1 } as const;
const combat1 = { ressource: "combativite", valeur: 1 } as const;

export const DEFENCE_PAGES: ActionPage[] = [
  action("blocage", { competences: ["rigidite"], caracteristiques: ["vigueur"], cout: finesse1 }, "Blocage",
    `<p>${R("R-FIGHT-2")} Encaisser le coup : l'arrêter (avec un bouclier ou un autre objet) ou compter sur son armure.</p>
<p><strong>Jet</strong> : Rigidité + Vigueur. Une armure permet d'utiliser sa valeur à la place de la Vigueur ; un bouclier permet d'utiliser la Force. ${I} On garde la meilleure des valeurs permises.</p>
<p><strong>Coût</strong> : 1 point de Finesse ${I}.</p>
<p><strong>Limites</strong> : toujours possible contre une attaque normale, mais on encaisse toute la puissance du coup, avec le risque de blessure grave qui va avec. Utilisable contre une explosion.</p>`,
    "Block",
    `<p>${R("R-FIGHT-2")} Take the blow: stop it (with a shield or another object) or rely on one's armor.</p>
<p><strong>Roll</strong>: Toughness + Vigor. Armor lets its value replace Vigor; a shield lets Strength replace it. ${I} The best allowed value is used.</p>
<p><strong>Cost</strong>: 1 Finesse point ${I}.</p>
<p><strong>Limits</strong>: always usable against a normal attack, but the defender takes the full blow and its risk of grave wounds. Usable against an explosion.</p>`),
  action("esquive", { competences: ["adresse"], caracteristiques: ["agilite"], cout: finesse1 }, "Esquive",
    `<p>${R("R-FIGHT-2")} Éviter l'attaque.</p>
<p><strong>Jet</strong> : Adresse + Agilité ; contre une attaque dissimulée, le plus bas de l'Agilité et de la Perception (l'attaquant coche « Attaque cachée » dans sa fenêtre de jet ; la fenêtre de défense, sous la carte de l'attaque, reprend ce choix et prend la plus basse des deux).</p>
<p><strong>Coût</strong> : 1 point de Finesse ${I}.</p>
<p><strong>Limites</strong> : contre une explosion (attaque de zone), l'esquive ne fait qu'atténuer, sans jamais éviter tout à fait.</p>`,
    "Dodge",
    `<p>${R("R-FIGHT-2")} Avoid the attack.</p>
<p><strong>Roll</strong>: Coordination + Agility; against a hidden attack, the lower of Agility and Perception (the attacker ticks “Hidden attack” in its roll dialog; the defense window, under the attack card, follows that choice and takes the lower of the two).</p>
<p><strong>Cost</strong>: 1 Finesse point ${I}.</p>
<p><strong>Limits</strong>: against an explosion (area attack), a dodge only mitigates, never avoids fully.</p>`),
  action("parade", { competences: ["bagarre", "melee"], caracteristiques: ["agilite"], cout: finesse1 }, "Parade",
    `<p>${R("R-FIGHT-2")} Dévier les coups adverses.</p>
<p><strong>Jet</strong> : Bagarre ou Mêlée + Agilité ; contre une arme à distance, le plus bas de la Force et de l'Agilité (les notes disent « Dextérité », lue comme l'Agilité).</p>
<p><strong>Coût</strong> : 1 point de Finesse ${I}.</p>
<p><strong>Limites</strong> : inutile contre une explosion.</p>`,
    "Parry",
    `<p>${R("R-FIGHT-2")} Deflect the opponent's blows.</p>
<p><strong>Roll</strong>: Brawl or Melee + Agility; against a ranged weapon, the lower of Strength and Agility (the notes say "Dextérité", read as Agility).</p>
<p><strong>Cost</strong>: 1 Finesse point ${I}.</p>
<p><strong>Limits</strong>: useless against an explosion.</p>`),
];

export const GRAPPLE_PAGES: ActionPage[] = [
  action("etreinte", { competences: ["bagarre"], caracteristiques: ["force", "agilite"] }, "Étreinte",
    `<p>${R("R-FIGHT-5")} Immobiliser l'adversaire : il ne peut plus attaquer, se déplacer ni se défendre.</p>
<p><strong>Jet</strong> : ${I} Bagarre (expertise Prises) + Force ou Agilité, selon la façon dont le joueur décrit la prise.</p>
<p><strong>Se libérer</strong> : la cible utilise sa Force ou son Agilité.</p>
<p>Difficile sur une cible bien plus grosse ou plus lourde.</p>`,
    "Hold",
    `<p>${R("R-FIGHT-5")} Immobilise the opponent: it can no longer attack, move or defend.</p>
<p><strong>Roll</strong>: ${I} Brawl (expertise Holds) + Strength or Agility, depending on how the player describes the hold.</p>
<p><strong>Escape</strong>: the target uses its Strength or its Agility.</p>
<p>Hard on a much bigger or heavier target.</p>`),
  action("mise-au-sol", { competences: ["bagarre"], caracteristiques: ["force", "agilite"] }, "Mise au sol",
    `<p>${R("R-FIGHT-5")} Mettre l'adversaire au sol, en position de vulnérabilité, ou le déséquilibrer (condition « À terre »).</p>
<p><strong>Jet</strong> : ${I} Bagarre (expertise Prises) + Force ou Agilité, selon le jeu du joueur.</p>
<p><strong>Dégâts</strong> : les dégâts éventuels dépendent de la Force.</p>
<p>Difficile sur une cible bien plus grosse ou plus lourde.</p>`,
    "Takedown",
    `<p>${R("R-FIGHT-5")} Bring the opponent down, into a vulnerable position, or unbalance it (the "Prone" condition).</p>
<p><strong>Roll</strong>: ${I} Brawl (expertise Holds) + Strength or Agility, depending on role-play.</p>
<p><strong>Damage</strong>: any damage depends on Strength.</p>
<p>Hard on a much bigger or heavier target.</p>`),
  action("projection", { competences: ["bagarre"], caracteristiques: ["force", "agilite"] }, "Projection",
    `<p>${R("R-FIGHT-5")} Forcer le déplacement de l'adversaire par la force physique.</p>
<p><strong>Jet</strong> : ${I} Bagarre (expertise Projection) + Force ou Agilité, selon le jeu du joueur.</p>
<p><strong>Dégâts</strong> : dégâts de base selon la Force ; plus la cible est projetée loin, moins elle en subit.</p>
<p>Difficile sur une cible bien plus grosse ou plus lourde.</p>`,
    "Throw",
    `<p>${R("R-FIGHT-5")} Force the opponent to move through sheer physical strength.</p>
<p><strong>Roll</strong>: ${I} Brawl (expertise Throws) + Strength or Agility, depending on role-play.</p>
<p><strong>Damage</strong>: base damage from Strength; the farther the target is thrown, the less damage it takes.</p>
<p>Hard on a much bigger or heavier target.</p>`),
];

export const CONFRONTATION_PAGES: ActionPage[] = [
  action("confrontation-reactive", null, "Confrontation réactive",
    `<p>${R("R-FIGHT-4")} Quand une créature répond à une attaque par une attaque, il y a confrontation réactive : aucune des deux ne peut se défendre contre l'attaque de l'autre.</p>
<p><strong>Jets</strong> : chacun fait son jet d'attaque habituel (compétence de son arme + caractéristique) ; le meilleur total gagne la confrontation.</p>
<p><strong>Résultat</strong> : le vainqueur inflige ses dégâts normalement ; le perdant, s'il est encore conscient, inflige la moitié des siens (arrondie à l'inférieur).</p>
<p>Entre joueurs, seul l'attaquant profite de la différence de maîtrise et des critiques (${R("R-DICE-10")}).</p>`,
    "Reactive clash",
    `<p>${R("R-FIGHT-4")} When a creature answers an attack with an attack, there is a reactive clash: neither may defend against the other's attack.</p>
<p><strong>Rolls</strong>: each makes its usual attack roll (its weapon's skill + characteristic); the higher total wins the confrontation.</p>
<p><strong>Outcome</strong>: the winner deals its damage normally; the loser, if still conscious, deals half of its own (rounded down).</p>
<p>Between players, only the attacker gets the mastery difference and criticals (${R("R-DICE-10")}).</p>`),
];

export const SPELL_PAGES: ActionPage[] = [
  action("sort-de-guerison", { competences: ["sorcellerie"], caracteristiques: ["pouvoir"] }, "Sort de guérison",
    `<p>${R("R-SPELL-1")} Soigner des blessures d'une constitution.</p>
<p><strong>Jet</strong> : la compétence et la caractéristique du sort (en général Sorcellerie + Pouvoir).</p>
<p><strong>Difficulté</strong> : le nombre de blessures à soigner.</p>
<p><strong>Complexité</strong> : selon les cicatrices de la cible dans cette constitution (voir la table de complexité des soins) : 1 sans cicatrice ; 2 au moins une ; 3 au moins le dixième du maximum ; 4 au moins le cinquième ; 5 au moins le quart ; 6 au moins la moitié ; 7 au moins les trois quarts. +1 si la cible est à 0 dans cette constitution ; +1 si elle est à 0 point de Résilience ; +1 si elle est en Péril dans cette constitution.</p>`,
    "Healing spell",
    `<p>${R("R-SPELL-1")} Heal the wounds of one constitution.</p>
<p><strong>Roll</strong>: the spell's skill and characteristic (usually Sorcery + Power).</p>
<p><strong>Difficulty</strong>: the number of wounds healed.</p>
<p><strong>Complexity</strong>: by the target's scars in that constitution (see the healing-complexity table): 1 no scars; 2 at least one; 3 at least a tenth of max; 4 at least a fifth; 5 at least a quarter; 6 at least half; 7 at least three quarters. +1 if the target is at 0 in that constitution; +1 if it is at 0 Resilience points; +1 if it is in Peril in that constitution.</p>`),
  action("sort-de-zone", { competences: ["sorcellerie"], caracteristiques: ["pouvoir"] }, "Sort de zone",
    `<p>${R("R-SPELL-2")} Un sort qui touche une zone : le lanceur fait un jet pour chaque personnage, ou chaque groupe de personnages, touché par l'attaque.</p>
<p><strong>Jet</strong> : la compétence et la caractéristique du sort (en général Sorcellerie + Pouvoir), une fois par cible ou groupe de cibles.</p>
<p>Contre une zone, l'Esquive ne fait qu'atténuer et la Parade est inutile (${R("R-FIGHT-2")}).</p>`,
    "Area spell",
    `<p>${R("R-SPELL-2")} A spell that strikes an area: the caster rolls once for each character, or each group of characters, affected by the attack.</p>
<p><strong>Roll</strong>: the spell's skill and characteristic (usually Sorcery + Power), once per target or group of targets.</p>
<p>Against an area, Dodge only mitigates and Parade is useless (${R("R-FIGHT-2")}).</p>`),
];

export const INCANTATION_PAGES: ActionPage[] = [
  action("incanter", null, "Incanter",
    `<p>${R("R-SPELL-3")} Incanter prend un tour entier pour produire ses effets ; dès qu'il incante, le lanceur ne peut rien faire d'autre.</p>
<p>Pendant l'incantation, il peut dépenser une ou plusieurs Combativités pour les options suivantes : Concentration, Gestes, Paroles, Composantes matérielles, Surcharge.</p>`,
    "Casting",
    `<p>${R("R-SPELL-3")} Casting takes a whole turn to take effect; once casting, the caster can do nothing else.</p>
<p>While casting, it may spend one or more Combativeness on the following options: Focus, Gestures, Words, Material components, Overcharge.</p>`),
  action("concentration", { competences: [], caracteristiques: [], cout: combat1 }, "Concentration",
    `<p>${R("R-SPELL-3")} Se concentrer sur l'efficacité : un dé de plus au jet du sort, on garde le meilleur. <strong>Cumulable.</strong></p>
<p><strong>Coût</strong> : 1 Combativité par dé.</p>`,
    "Focus",
    `<p>${R("R-SPELL-3")} Focus on efficiency: one more die on the spell roll, keep the best. <strong>Cumulative.</strong></p>
<p><strong>Cost</strong>: 1 Combativeness per die.</p>`),
  action("gestes", { competences: [], caracteristiques: [], cout: combat1 }, "Gestes",
    `<p>${R("R-SPELL-3")} Effectuer les gestes : autant de points de sort supplémentaires que les points du sort. Moins efficace si le lanceur est entravé. <strong>Une seule fois.</strong></p>
<p><strong>Coût</strong> : 1 Combativité.</p>`,
    "Gestures",
    `<p>${R("R-SPELL-3")} Make the gestures: as many extra spell points as the spell's points. Less effective if the caster is hampered. <strong>Once only.</strong></p>
<p><strong>Cost</strong>: 1 Combativeness.</p>`),
  action("paroles", { competences: [], caracteristiques: [], cout: combat1 }, "Paroles",
    `<p>${R("R-SPELL-3")} Prononcer les paroles : autant de points de sort supplémentaires que les points du sort. Moins le lanceur peut parler, moins c'est efficace. <strong>Une seule fois.</strong></p>
<p><strong>Coût</strong> : 1 Combativité.</p>`,
    "Words",
    `<p>${R("R-SPELL-3")} Speak the words: as many extra spell points as the spell's points. The less the caster can speak, the less effective. <strong>Once only.</strong></p>
<p><strong>Cost</strong>: 1 Combativeness.</p>`),
  action("composantes-materielles", { competences: [], caracteristiques: [], cout: combat1 }, "Composantes matérielles",
    `<p>${R("R-SPELL-3")} User de composantes matérielles : autant de points de sort supplémentaires que les points du sort, amoindris selon la valeur du composant. <strong>Une seule fois.</strong></p>
<p><strong>Coût</strong> : 1 Combativité.</p>`,
    "Material components",
    `<p>${R("R-SPELL-3")} Use material components: as many extra spell points as the spell's points, reduced according to the component's value. <strong>Once only.</strong></p>
<p><strong>Cost</strong>: 1 Combativeness.</p>`),
  action("surcharge", { competences: [], caracteristiques: [], cout: combat1 }, "Surcharge",
    `<p>${R("R-SPELL-3")} Surcharger le sort : en payant deux fois son coût, autant de points de sort supplémentaires que les points du sort. <strong>Une seule fois.</strong></p>
<p><strong>Coût</strong> : 1 Combativité, et le coût du sort payé deux fois.</p>`,
    "Overcharge",
    `<p>${R("R-SPELL-3")} Overcharge the spell: by paying its cost twice, as many extra spell points as the spell's points. <strong>Once only.</strong></p>
<p><strong>Cost</strong>: 1 Combativeness, and the spell's cost paid twice.</p>`),
];

export const ACTION_ENTRIES = [
  { key: "defenses", fr: "Défenses", en: "Defenses", pages: DEFENCE_PAGES },
  { key: "prises", fr: "Prises", en: "Grapples", pages: GRAPPLE_PAGES },
  { key: "confrontation", fr: "Confrontation", en: "Confrontation", pages: CONFRONTATION_PAGES },
  { key: "sorts", fr: "Sorts", en: "Spells", pages: SPELL_PAGES },
  { key: "incantation", fr: "Incantation", en: "Incantation", pages: INCANTATION_PAGES },
];
