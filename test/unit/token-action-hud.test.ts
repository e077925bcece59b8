/**
 * What Token Action HUD lists for a character, an NPC, a group and several tokens, built from the sheets' own
 * contexts (the fixtures' Aëlys, Capitaine Morvan, La Compagnie des Brumes) and from an attack card's defence bar;
 * and the default layout Core is given (every group the builders fill has its place). French words, real dictionaries.
 */
import { describe, expect, it } from "vitest";
import { GM, PLAYER, allInPeril, groupe, personnage, pnj } from "../fixtures/sheet-fixtures";
import { testWords } from "../render/handlebars-env";
import { buildPersonnageContext } from "../../src/applications/sheets/personnage-context";
import { buildPnjContext } from "../../src/applications/sheets/pnj-context";
import { buildMoral } from "../../src/applications/sheets/groupe-context";
import { GROUP, decode, groupeHud, personnageHud, pnjHud, severalHud } from "../../src/modules/token-action-hud/hud-actions";
import type { HudDefence, HudGroup, HudMoral } from "../../src/modules/token-action-hud/hud-actions";
import { LAYOUT, hudDefaults } from "../../src/modules/token-action-hud/defaults";
import { defenceBarView } from "../../src/combat/defence";
import { rollTest, scriptedDice } from "../../src/rules/index";
import { emptyContext, type RollState } from "../../src/dice/roll-data";

const fr = testWords("fr");
const en = testWords("en");
const names = (groups: HudGroup[], id: string) => groups.find((g) => g.id === id)?.actions.map((a) => a.name) ?? [];
const action = (groups: HudGroup[], id: string) => groups.flatMap((g) => g.actions).find((a) => a.id === id);

const companyOf = (moral = { espoir: 3, desespoir: 1 }, isGM = true): HudMoral => {
  const g = groupe(isGM ? GM : PLAYER, moral);
  return { uuid: g.uuid, name: g.name, moral: buildMoral(g, isGM, false) };
};

/** An orc's attack card (total 14) aimed at `target`, its defence bar for it. */
function attackOn(target: string, explosion = false): HudDefence {
  const input = { skill: 2, complexity: 0, characteristic: 5 };
  const state = { version: 1, input, result: rollTest(input, scriptedDice([9, 6, 4])), context: emptyContext({
    actorUuid: "Actor.orc", actorName: "Gork", attack: { itemUuid: null, itemName: "Hache", damage: 6, type: "physique", lethal: true, attackerScores: { corps: 5, ame: 3, esprit: 3, impact: 4, resilience: 3, finesse: 3 } },
    targets: [{ actorUuid: target, name: "Aëlys", annulation: 0, resistance: 0 }],
  }) } as RollState;
  const bar = defenceBarView("attack0000000001", state, { ranged: false, hidden: false, explosion }, (uuid) => uuid === target)!;
  return { bar, attackerName: "Gork" };
}

const heroHud = (flags = GM, extra: Partial<Parameters<typeof personnageHud>[1]> = {}) => {
  const input = personnage(flags);
  const ctx = buildPersonnageContext(input);
  const costs = Object.fromEntries(input.items.filter((i) => i.type === "sort").map((i) => [i.id, Number(i.system.cout)]));
  return personnageHud(ctx, { energie: 5, spellCosts: costs, defences: [], moral: companyOf(), conditions: [{ id: "a-terre", name: "ALTHERION.Condition.ATerre", img: "icons/svg/falling.svg", active: true }], ...extra }, fr);
};

describe("Token Action HUD: a character's token (Aëlys)", () => {
  it("R-CAR-1 the nine characteristics by column of the grid, their values beside them; then Puissance and Harmonie", () => {
    const hud = heroHud();
    expect(names(hud, GROUP.corps)).toEqual(["Force", "Vigueur", "Agilité"]);
    expect(names(hud, GROUP.ame)).toEqual(["Pouvoir", "Charisme", "Perception"]);
    expect(names(hud, GROUP.esprit)).toEqual(["Intellect", "Volonté", "Sagesse"]);
    expect(names(hud, GROUP.integrite)).toEqual(["Puissance", "Harmonie"]);
    const force = action(hud, "carac-force");
    expect(force?.encodedValue).toBe("characteristic|force");
    expect(Number(force?.info1?.text)).toBeGreaterThan(0);
    expect(action(hud, "score-harmonie")?.encodedValue).toBe("score|harmonie");
  });

  it("R-SK-5 R-SK-6 the rollable skills by category with their level; never a théorique nor a language", () => {
    const hud = heroHud();
    expect(names(hud, GROUP.competencesCombat)).toEqual(["Adresse", "Bagarre", "Mêlée", "Rigidité", "Tir"]);
    expect(names(hud, GROUP.competencesPratiques)).toContain("Furtivité");
    const all = hud.flatMap((g) => g.actions.map((a) => a.name));
    for (const never of ["Histoire", "Droit", "Central", "Vrai Primordial", "Occidental"]) expect(all, never).not.toContain(never);
    const melee = hud.find((g) => g.id === GROUP.competencesCombat)?.actions.find((a) => a.name === "Mêlée");
    expect(melee?.info1?.text).toBe("6");
    expect(decode(melee?.encodedValue)?.kind).toBe("skill");
  });

  it("R-FIGHT-3 the weapons with their damage; R-SPELL-3 the spells with their Énergie cost, marked when the Énergie cannot pay it", () => {
    const hud = heroHud();
    expect(names(hud, GROUP.armes)).toEqual(["Épée longue de Valmont", "Arc court", "Dague"]); // the sheet's order
    expect(hud.find((g) => g.id === GROUP.armes)?.actions.find((a) => a.name === "Épée longue de Valmont")?.info1?.text).toBe("6");
    const spells = hud.find((g) => g.id === GROUP.sorts)?.actions ?? [];
    expect(spells.map((s) => s.name)).toEqual(["Trait de feu", "Mur de glace", "Soins mineurs", "Voile d'ombre", "Éclair en chaîne"]);
    const trait = spells.find((s) => s.name === "Trait de feu");
    expect(trait?.info1?.text).toBe("3 Énergie");
    expect(trait?.cssClass).toBeUndefined();
    const eclair = spells.find((s) => s.name === "Éclair en chaîne"); // costs 7, Énergie 5
    expect(eclair?.cssClass).toBe("disabled");
    expect(eclair?.tooltip).toContain("Pas assez d&#39;Énergie"); // escaped for the tooltip's HTML
  });

  it("R-FIGHT-2 R-FIGHT-4 an attack aimed at the token: the card's defences and the reactive clash, against whom and what total", () => {
    const hud = heroHud(GM, { defences: [attackOn("Actor.pers00000000001")] });
    const total = attackOn("x").bar.attackTotal;
    expect(names(hud, GROUP.defenses)).toEqual(["Blocage", "Esquive", "Parade", "Confrontation réactive"].map((d) => `${d} contre Gork (${total})`));
    const esquive = action(hud, "defence-attack0000000001-esquive");
    expect(decode(esquive?.encodedValue)).toEqual({ kind: "defence", args: ["attack0000000001", "defend", "esquive", "Actor.pers00000000001"] });
    expect(decode(action(hud, "defence-attack0000000001-confront")?.encodedValue)?.args.slice(1, 3)).toEqual(["confront", ""]);
    // R-FIGHT-2 against an area spell a Parade is useless: listed, marked, and it says why instead of rolling.
    const area = heroHud(GM, { defences: [attackOn("Actor.pers00000000001", true)] });
    expect(action(area, "defence-attack0000000001-parade")).toMatchObject({ cssClass: "disabled", encodedValue: "blocked|ALTHERION.Combat.Resolution.Inutile" });
    expect(names(heroHud(), GROUP.defenses)).toEqual([]);
  });

  it("R-FIGHT-5 R-CON-9 the combat moves (grapple, forced regeneration); R-CON-6 stabilising a constitution only when it is in Péril", () => {
    const input = personnage(GM);
    const inPeril = buildPersonnageContext(input).header.vitals.filter((v) => v.peril).map((v) => fr.localize(v.label));
    expect(names(heroHud(), GROUP.manoeuvres)).toEqual(["Tenter une prise", "Forcer une régénération", ...inPeril.map((c) => `Stabiliser\u00a0: ${c}`)]);
    const all = buildPersonnageContext(allInPeril(GM));
    expect(personnageHud(all, { energie: 0, spellCosts: {}, defences: [], moral: null, conditions: [] }, fr).find((g) => g.id === GROUP.manoeuvres)?.actions.map((a) => a.encodedValue))
      .toEqual(["grapple", "forceRegeneration", "stabilize|vitalite", "stabilize|energie", "stabilize|confiance"]);
  });

  it("R-MORAL-2 R-MORAL-3 the spends of the group's Moral (the chooser picks the effect), its gains and exploits as the group sheet offers them", () => {
    const hud = heroHud();
    expect(names(hud, GROUP.moralDepenses)).toEqual(["Dépenser un Espoir", "Dépenser un Désespoir"]);
    expect(decode(action(hud, "moral-spend-espoir")?.encodedValue)).toEqual({ kind: "moralSpend", args: ["espoir", "Actor.grp000000000001", "Actor.pers00000000001"] });
    expect(names(hud, GROUP.moralGroupe)).toEqual(["Ajouter un Espoir au Moral", "Ajouter un Désespoir au Moral", "Exploit d'Espoir", "Exploit de Désespoir"]);
    // No Désespoir in the group: the spend is listed, marked, and says why.
    const none = heroHud(GM, { moral: companyOf({ espoir: 2, desespoir: 0 }) });
    expect(action(none, "moral-spend-desespoir")).toMatchObject({ cssClass: "disabled", encodedValue: "blocked|ALTHERION.Sheet.Moral.SpendImpossible.Desespoir" });
    expect(names(heroHud(GM, { moral: null }), GROUP.moralDepenses)).toEqual([]);
  });

  it("R-MORAL-8 the GM's personal grants, for the GM only", () => {
    expect(names(heroHud(GM), GROUP.moralConteur)).toEqual(["Accorder 1 Espoir personnel", "Accorder 1 Désespoir personnel"]);
    expect(names(heroHud(PLAYER), GROUP.moralConteur)).toEqual([]);
  });

  it("R-CON-8 the five rests; R-STATE-2..5 the special states as the health tab offers them; R-STATE-7 the conditions, on or off", () => {
    const hud = heroHud();
    expect(names(hud, GROUP.repos)).toEqual(["Rapide", "Normale", "Difficile", "Très difficile", "Impossible"]);
    expect(action(hud, "rest-tres-difficile")?.encodedValue).toBe("rest|tres-difficile");
    const states = hud.find((g) => g.id === GROUP.etats)?.actions ?? [];
    expect(states.map((s) => s.id)).toEqual(["state-zone", "state-acharnement", "state-flamboyance", "state-apaisement"]);
    expect(action(hud, "state-flamboyance")?.cssClass).toContain("active"); // Aëlys is in Flamboyance
    expect(action(hud, "condition-a-terre")).toMatchObject({ name: "À terre", cssClass: "toggle active", encodedValue: "condition|a-terre" });
  });

  it("R-STATE-2 La Zone is entered by a roll: a player sees it listed and told why, a GM may put the character in it", () => {
    expect(action(heroHud(PLAYER), "state-zone")).toMatchObject({ encodedValue: "blocked|ALTHERION.Etat.ZoneByRoll" });
    expect(action(heroHud(GM), "state-zone")?.encodedValue).toBe("state|zone|toggle");
  });

  it("a viewer who may not change the character gets its rolls, not its rests nor its combat moves", () => {
    const ctx = buildPersonnageContext(personnage({ ...PLAYER, editable: false }));
    const hud = personnageHud(ctx, { energie: 0, spellCosts: {}, defences: [], moral: null, conditions: [] }, fr);
    expect(names(hud, GROUP.corps)).toHaveLength(3);
    expect(names(hud, GROUP.repos)).toEqual([]);
    expect(names(hud, GROUP.manoeuvres)).toEqual([]);
  });

  it("what a user typed reaches Core's tooltips escaped (Foundry renders a tooltip as HTML); names stay text for Core's template", () => {
    const input = personnage(GM);
    const evil = "<img src=x onerror=alert(1)>";
    const weapon = input.items.find((i) => i.type === "arme");
    if (weapon) weapon.system.competence = evil;
    const hud = personnageHud(buildPersonnageContext(input), { energie: 0, spellCosts: {}, defences: [], moral: { ...companyOf(), name: evil }, conditions: [] }, fr);
    const tips = hud.flatMap((g) => g.actions.flatMap((a) => [a.tooltip ?? "", a.info1?.title ?? ""]));
    expect(tips.join(" ")).not.toContain("<img");
    expect(tips.join(" ")).toContain("&#60;img src=x onerror=alert(1)&#62;");
  });

  it("English words in an English world", () => {
    const ctx = buildPersonnageContext({ ...personnage(GM), words: en });
    const hud = personnageHud(ctx, { energie: 5, spellCosts: {}, defences: [attackOn("Actor.pers00000000001")], moral: companyOf(), conditions: [] }, en);
    expect(names(hud, GROUP.corps)).toEqual(["Strength", "Vigor", "Agility"]);
    expect(names(hud, GROUP.defenses).map((n) => n.split(" against ")[0])).toEqual(["Block", "Dodge", "Parry", "Reactive clash"]);
    expect(names(hud, GROUP.moralDepenses)).toEqual(["Spend a Hope", "Spend a Despair"]);
  });
});

describe("Token Action HUD: an NPC's token (Capitaine Morvan)", () => {
  const ctx = buildPnjContext(pnj(GM));
  const hud = pnjHud(ctx, { energie: 5, spellCosts: {}, defences: [attackOn("Actor.pnj000000000001")], conditions: [] }, fr);
  it("its sheet's rolls: characteristics, rollable skills, its attacks split into weapons and spells, defences and combat moves", () => {
    expect(names(hud, GROUP.corps)).toEqual(["Force", "Vigueur", "Agilité"]);
    expect(names(hud, GROUP.competencesCombat).length).toBeGreaterThan(0);
    expect(names(hud, GROUP.armes).length).toBeGreaterThan(0);
    expect(names(hud, GROUP.defenses).some((n) => n.startsWith("Esquive contre"))).toBe(true);
    expect(names(hud, GROUP.manoeuvres)).toContain("Tenter une prise");
  });
  it("no rest, no special state, no Moral: an NPC's sheet has none", () => {
    for (const id of [GROUP.repos, GROUP.etats, GROUP.moralDepenses, GROUP.moralGroupe, GROUP.moralConteur]) expect(hud.some((g) => g.id === id && g.actions.length)).toBe(false);
  });
});

describe("Token Action HUD: a group's token (La Compagnie des Brumes)", () => {
  it("R-MORAL-1..5 its Moral: spends (the chooser asks which member), gains and exploits; R-FORT-2 the GM's Fatalité", () => {
    const hud = groupeHud(companyOf(), true, fr);
    expect(names(hud, GROUP.moralDepenses)).toEqual(["Dépenser un Espoir", "Dépenser un Désespoir"]);
    expect(decode(action(hud, "moral-spend-espoir")?.encodedValue)?.args).toEqual(["espoir", "Actor.grp000000000001", ""]);
    expect(names(hud, GROUP.moralGroupe)).toHaveLength(4);
    expect(action(hud, "moral-fatalite")).toMatchObject({ encodedValue: "fatalite|Actor.grp000000000001", info1: { text: "2" } });
    expect(names(groupeHud(companyOf(undefined, false), false, fr), GROUP.moralConteur)).toEqual([]);
  });
});

describe("Token Action HUD: several tokens selected", () => {
  it("the characteristics by column, each creature rolling its own test", () => {
    const hud = severalHud(fr);
    expect(hud.map((g) => g.id)).toEqual([GROUP.corps, GROUP.ame, GROUP.esprit]);
    expect(names(hud, GROUP.esprit)).toEqual(["Intellect", "Volonté", "Sagesse"]);
  });
});

describe("Token Action HUD: the default layout given to Core", () => {
  const defaults = hudDefaults(fr, (key) => `core:${key}`);
  it("categories in the sheet's order, each group nested under its category; Core's token group under its utility category", () => {
    expect(defaults.layout.map((c) => c.name)).toEqual(["Caractéristiques", "Compétences", "Combat", "Magie", "Moral", "Repos et états", "core:tokenActionHud.utility"]);
    for (const c of defaults.layout) for (const g of c.groups) expect(g.nestId).toBe(`${c.id}_${g.id}`);
    expect(defaults.layout.at(-1)?.groups.map((g) => g.id)).toEqual(["token"]);
    expect(defaults.groups.map((g) => g.id)).toEqual(defaults.layout.flatMap((c) => c.groups.map((g) => g.id)));
  });
  it("every group a builder fills has its place in the layout, and every action id is unique in a HUD", () => {
    const placed = new Set(LAYOUT.flatMap((c) => c.groups));
    const huds = [heroHud(GM, { defences: [attackOn("Actor.pers00000000001")] }), groupeHud(companyOf(), true, fr), severalHud(fr)];
    for (const hud of huds) {
      for (const g of hud) expect(placed.has(g.id), g.id).toBe(true);
      const ids = hud.flatMap((g) => g.actions.map((a) => a.id));
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
