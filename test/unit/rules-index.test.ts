import { describe, expect, it } from "vitest";
import * as rules from "../../src/rules/index";
import type { ArcAward, CreationChoices, MainCharacteristics, RestRank } from "../../src/rules/index";

describe("rules index (RULES.md §15 contract)", () => {
  it("exports every §15 function", () => {
    for (const name of [
      "randomDice", "rollTest", "secondaryScores", "puissance", "harmonie", "constitutionBonus", "constitutionTotal",
      "aggravationEffect", "restAmount", "successChance", "turnOrder", "creationCost", "arcExperience", "ppDegree",
      "ppLevelCost", "ppCumulativeCost", "ppQualityCost", "ppSpecializationCost", "ppQualitiesRequired",
    ]) expect(typeof (rules as Record<string, unknown>)[name]).toBe("function");
  });

  it("exports the data tables the Foundry side and the packs read", () => {
    for (const name of [
      "EXALTATION_BONUS_STEPS", "AGGRAVATION_TABLES", "XP_COSTS", "APTITUDE_XP_COST", "APTITUDE_TIERS", "TRAINING_TIMES",
      "ELLIPSES", "CREATION_COSTS", "HEALING_COMPLEXITY", "LANGUAGE_DESCRIPTORS", "DEFAULT_SKILLS", "LANGUAGES",
      "PP_DEGREES", "PP_SPECIALIZATIONS", "PP_QUALITIES_REQUIRED", "CONDITIONS", "DEFENCES", "INCANTATION_OPTIONS",
    ]) expect((rules as Record<string, unknown>)[name]).toBeDefined();
  });

  it("the §15 types have the contract's shapes", () => {
    const c: MainCharacteristics = { force: 5, vigueur: 5, agilite: 5, pouvoir: 5, charisme: 5, perception: 5, intellect: 5, volonte: 5, sagesse: 5 };
    const rank: RestRank = "tres-difficile";
    const sheet: CreationChoices = { characteristicSteps: 0, skillSteps: 0, expertises: 0, combativiteSteps: 0, foundingClasses: 0, foundingAptitudes: 0, speciesAptitudes: 0, atouts: [], handicaps: [] };
    const award: ArcAward = {
      danger: 3, balance: { allActive: true, noMonopoly: false, balanced: false, coordinated: false, suggestions: false },
      ingenuity: { finished: true, wantedOutcome: false, goodIdea: false, deductions: false, otherChallenge: false },
      bonus: { participated: true, fun: false, roleplay: false, curious: false },
      ending: { kind: "none", objectives: false, hard: false, satisfying: false }, duration: "days", optionalObjectives: 1,
    };
    expect(rules.restAmount(rank, c)).toBe(1);
    expect(rules.creationCost(sheet)).toBe(0);
    expect(rules.arcExperience(award)).toBe((3 + 1 + 1 + 2) * 2 + 1);
    expect(rules.puissance(c)).toBe(10);
    expect(rules.harmonie(c)).toBe(10);
  });
});
