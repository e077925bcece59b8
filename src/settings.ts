/**
 * World settings (scope "world", each with a localized name and hint), and one client setting a GM's change journal
 * keeps (hidden). Read them through the typed getters below; outside a running world they fall back to defaults.
 */
import type { Ruleset } from "./rules/index";
import {
  DEFAULT_CREATION_BUDGET, DEFAULT_MORAL_RULES, DEFAULT_NATIVE_LANGUAGE_FREE, PP_QUALITY_BASE, PP_QUALITY_STEP, SKILL_LEVEL_MAX, nativeFreeLevel,
} from "./rules/index";
import { SYSTEM_ID } from "./system-id";

export { SYSTEM_ID };

export const SETTING_DEFAULTS = {
  ruleset: "altherion" as Ruleset,
  creationBudget: DEFAULT_CREATION_BUDGET, // R-CREA-2
  nativeLanguageFree: DEFAULT_NATIVE_LANGUAGE_FREE, // R-CREA-2 [I] the native language is free up to this level
  qualityBase: PP_QUALITY_BASE, // R-PP-5
  qualityStep: PP_QUALITY_STEP,
  ppTestDie: "1d100", // R-PP-7
  karmaVisible: false, // R-FORT-3
  fortuneOnEveryDesespoirSpend: DEFAULT_MORAL_RULES.fortuneOnEveryDesespoirSpend, // R-MORAL-3
  playersGainMoral: false, // R-MORAL-1 [I] the GM adds the Moral's points unless players are let to
  progressionGuard: true, // R-XP-3 [I] what XP and PP buy is the GM's once creation is over (data/gm-fields.ts)
  schemaVersion: 0,
  changeJournalSeen: "", // the moment this GM last opened the change journal (client): newer entries are marked new
};

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "altherion.ruleset": Ruleset;
    "altherion.creationBudget": number;
    "altherion.nativeLanguageFree": number;
    "altherion.qualityBase": number;
    "altherion.qualityStep": number;
    "altherion.ppTestDie": string;
    "altherion.karmaVisible": boolean;
    "altherion.fortuneOnEveryDesespoirSpend": boolean;
    "altherion.playersGainMoral": boolean;
    "altherion.progressionGuard": boolean;
    "altherion.schemaVersion": number;
    "altherion.changeJournalSeen": string;
  }
}

type RenderableSheet = { rendered: boolean; render(): unknown } | null | undefined;

/** R-FORT-3 a change of what the sheets show (Karma) reaches the open sheets at once: they render again. */
export function renderOpenActorSheets(actors: Iterable<{ sheet?: RenderableSheet }> = (game.actors ?? []) as Iterable<{ sheet?: RenderableSheet }>): void {
  for (const actor of actors) if (actor.sheet?.rendered) void actor.sheet.render();
}

/** A setting that derived data reads changed: every actor derives again, and open sheets show it. */
function rederiveActors(): void {
  for (const actor of game.actors ?? []) actor.prepareData();
  renderOpenActorSheets();
}

export function registerSettings(): void {
  if (!game.settings) return;
  game.settings.register(SYSTEM_ID, "ruleset", {
    name: "ALTHERION.Settings.Ruleset.Name",
    hint: "ALTHERION.Settings.Ruleset.Hint",
    scope: "world",
    config: true,
    requiresReload: true,
    type: String,
    choices: { altherion: "ALTHERION.Settings.Ruleset.Altherion", achat: "ALTHERION.Settings.Ruleset.Achat" },
    default: SETTING_DEFAULTS.ruleset,
  });
  game.settings.register(SYSTEM_ID, "creationBudget", {
    name: "ALTHERION.Settings.CreationBudget.Name",
    hint: "ALTHERION.Settings.CreationBudget.Hint",
    scope: "world",
    config: true,
    type: Number,
    default: SETTING_DEFAULTS.creationBudget,
  });
  game.settings.register(SYSTEM_ID, "nativeLanguageFree", {
    name: "ALTHERION.Settings.NativeLanguageFree.Name",
    hint: "ALTHERION.Settings.NativeLanguageFree.Hint",
    scope: "world",
    config: true,
    type: Number,
    range: { min: 0, max: SKILL_LEVEL_MAX, step: 1 },
    default: SETTING_DEFAULTS.nativeLanguageFree,
    onChange: () => rederiveActors(),
  });
  game.settings.register(SYSTEM_ID, "qualityBase", {
    name: "ALTHERION.Settings.QualityBase.Name",
    hint: "ALTHERION.Settings.QualityBase.Hint",
    scope: "world",
    config: true,
    type: Number,
    default: SETTING_DEFAULTS.qualityBase,
  });
  game.settings.register(SYSTEM_ID, "qualityStep", {
    name: "ALTHERION.Settings.QualityStep.Name",
    hint: "ALTHERION.Settings.QualityStep.Hint",
    scope: "world",
    config: true,
    type: Number,
    default: SETTING_DEFAULTS.qualityStep,
  });
  game.settings.register(SYSTEM_ID, "ppTestDie", {
    name: "ALTHERION.Settings.PpTestDie.Name",
    hint: "ALTHERION.Settings.PpTestDie.Hint",
    scope: "world",
    config: true,
    type: String,
    default: SETTING_DEFAULTS.ppTestDie,
  });
  game.settings.register(SYSTEM_ID, "karmaVisible", {
    name: "ALTHERION.Settings.KarmaVisible.Name",
    hint: "ALTHERION.Settings.KarmaVisible.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: SETTING_DEFAULTS.karmaVisible,
    onChange: () => renderOpenActorSheets(),
  });
  // R-MORAL-3 [I] Fortune for every character and Fatalité for the GM: one of Désespoir's uses, or after every spend.
  game.settings.register(SYSTEM_ID, "fortuneOnEveryDesespoirSpend", {
    name: "ALTHERION.Settings.FortuneOnEveryDesespoirSpend.Name",
    hint: "ALTHERION.Settings.FortuneOnEveryDesespoirSpend.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: SETTING_DEFAULTS.fortuneOnEveryDesespoirSpend,
  });
  game.settings.register(SYSTEM_ID, "playersGainMoral", {
    name: "ALTHERION.Settings.PlayersGainMoral.Name",
    hint: "ALTHERION.Settings.PlayersGainMoral.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: SETTING_DEFAULTS.playersGainMoral,
    onChange: () => renderOpenActorSheets(),
  });
  game.settings.register(SYSTEM_ID, "progressionGuard", {
    name: "ALTHERION.Settings.ProgressionGuard.Name",
    hint: "ALTHERION.Settings.ProgressionGuard.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: SETTING_DEFAULTS.progressionGuard,
    onChange: () => renderOpenActorSheets(),
  });
  game.settings.register(SYSTEM_ID, "schemaVersion", {
    name: "ALTHERION.Settings.SchemaVersion.Name",
    hint: "ALTHERION.Settings.SchemaVersion.Hint",
    scope: "world",
    config: false,
    type: Number,
    default: SETTING_DEFAULTS.schemaVersion,
  });
  game.settings.register(SYSTEM_ID, "changeJournalSeen", {
    scope: "client",
    config: false,
    type: String,
    default: SETTING_DEFAULTS.changeJournalSeen,
  });
}

type Key = keyof typeof SETTING_DEFAULTS;

/** A setting's value, or its default before the world is ready (tests, early preparation). */
export function setting<K extends Key>(key: K): (typeof SETTING_DEFAULTS)[K] {
  try {
    const value = game.settings?.get(SYSTEM_ID, key) as (typeof SETTING_DEFAULTS)[K] | undefined;
    return value ?? SETTING_DEFAULTS[key];
  } catch {
    return SETTING_DEFAULTS[key];
  }
}

export const ruleset = (): Ruleset => setting("ruleset");

/** R-CREA-2 [I] the level up to which the native language is free (world setting), bounded 0..10. */
export const nativeLanguageFree = (): number => nativeFreeLevel(Number(setting("nativeLanguageFree")));
