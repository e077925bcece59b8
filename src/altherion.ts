/**
 * Altherion for Foundry VTT — the system's entry point.
 * One `init` hook wires every layer; the layers themselves live in their folders
 * (rules → data → documents/dice/chat → applications), see ARCHITECTURE.md.
 * `i18nInit` builds the status effects (their names are i18n keys Foundry localizes);
 * `ready` runs pending migrations on the active GM.
 */
import "../styles/altherion.scss";
import { registerBabele } from "./modules/babele";
import { registerTemplates } from "./templates";
import { registerFormatHelpers } from "./i18n";
import { registerRowMemo } from "./applications/sheets/row-memo";
import { ALTHERION } from "./config";
import { ACTOR_MODELS, ITEM_MODELS } from "./data/index";
import { statusDefinitions } from "./data/status-effects";
import { AltherionActor } from "./documents/actor";
import { AltherionItem } from "./documents/item";
import { AltherionActiveEffect } from "./documents/active-effect";
import { configureActiveEffects, currentGeneration, statusEffectRegistry } from "./platform/generation";
import { migrateIfNeeded } from "./migrations/runner";
import { registerSettings } from "./settings";
import { registerApi } from "./api";
import { registerChat } from "./chat/hooks";
import { registerDiceSoNice } from "./modules/dice-so-nice";
import { registerItemPiles } from "./modules/item-piles";
import { registerTokenActionHud } from "./modules/token-action-hud/register";
import { registerDice } from "./dice/register";
import { registerSkipKey } from "./dice/skip-key";
import { registerHotbar } from "./hotbar";
import { registerNet } from "./net/perform";
import { registerGm } from "./gm/index";
import { registerChangeJournal } from "./journal/register";
import { registerChangeJournalWindow } from "./applications/change-journal";
import { OPEN_CREATION, registerCreationWizard } from "./applications/creation/register";
import { CreationWizard } from "./applications/creation/wizard";
import { registerRollDialog } from "./applications/dialogs/roll-dialog";
import { registerRequestTool } from "./applications/dialogs/request-tool";
import { defenceDialog } from "./applications/dialogs/defence-dialog";
import { registerCombat } from "./combat/register";
import { registerExaltationCaps } from "./moral/exaltation";
import { registerPoolMaxima } from "./documents/pools";
import { registerTokenDocument } from "./documents/token";
import { registerTokenRuler } from "./canvas/token-ruler";
import { AltherionCombatTracker, markTrackerRows } from "./applications/combat-tracker";
import { registerSheets } from "./applications/register";
import { registerExperience } from "./experience/register";
import { registerExperienceTools } from "./applications/experience/register";
import { registerEnrichers } from "./enrichers";
import { onceModuleHook } from "./module-hooks";
import type { Quench } from "@ethaks/fvtt-quench";

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Actor: typeof AltherionActor;
    Item: typeof AltherionItem;
  }
}

/** Token bar attributes (constitutions value/max, points pools value/max). */
const CREATURE_TRACKABLE = {
  bar: ["constitutions.vitalite", "constitutions.energie", "constitutions.confiance", "points.impact", "points.resilience", "points.finesse"],
  value: ["fragilite", "epuisement", "aggravation", "agonie"],
};

Hooks.once("init", () => {
  CONFIG.ALTHERION = ALTHERION;
  CONFIG.Actor.documentClass = AltherionActor;
  CONFIG.Item.documentClass = AltherionItem;
  Object.assign(CONFIG.Actor.dataModels, ACTOR_MODELS);
  Object.assign(CONFIG.Item.dataModels, ITEM_MODELS);
  CONFIG.Actor.trackableAttributes = {
    personnage: CREATURE_TRACKABLE,
    pnj: CREATURE_TRACKABLE,
    groupe: { bar: [], value: ["moral.espoir", "moral.desespoir", "fatalite"] },
  };
  CONFIG.ActiveEffect.documentClass = AltherionActiveEffect;
  configureActiveEffects(CONFIG.ActiveEffect, currentGeneration());
  registerSettings();
  registerTemplates();
  registerFormatHelpers();
  registerRowMemo();
  registerBabele();
  registerDice();
  registerRollDialog();
  registerSkipKey();
  registerChat();
  registerGm({ creationWizard: { request: OPEN_CREATION, open: (actor) => CreationWizard.open(actor) } });
  registerNet();
  registerChangeJournal();
  registerHotbar();
  registerDiceSoNice();
  registerItemPiles();
  registerTokenActionHud();
  registerApi();
  registerCombat({ tracker: AltherionCombatTracker, onRenderTracker: markTrackerRows, defenceDialog });
  registerTokenRuler(); // R-FIGHT-7
  registerTokenDocument(); // R-CON-1 constitution bars end at max − scars
  registerPoolMaxima(); // R-CAR-5 (rev 3) pools come down with a fallen maximum
  registerExaltationCaps(); // R-MORAL-7 personal points follow a lowered Exaltation
  registerSheets();
  registerExperience();
  registerExperienceTools();
  registerRequestTool();
  registerChangeJournalWindow();
  registerEnrichers();
  registerCreationWizard();
});

Hooks.once("i18nInit", () => {
  CONFIG.statusEffects = statusEffectRegistry(statusDefinitions(), currentGeneration()) as never;
  CONFIG.specialStatusEffects.DEFEATED = "mort";
});

// Quench (a module for in-world tests): its batches load only when it is active, as a separate chunk.
onceModuleHook("quenchReady", (quench: Quench) => {
  void import("./testing/quench/register").then((m) => m.registerQuenchBatches(quench));
});

Hooks.once("ready", () => {
  void migrateIfNeeded();
});
