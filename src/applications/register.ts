/**
 * Registers the system's sheets and the Moral panel (src/moral/; called once
 * from the entry's init hook).
 */
import { GroupeSheet } from "./sheets/groupe-sheet";
import { AltherionItemSheet } from "./sheets/item-sheet";
import { PersonnageSheet } from "./sheets/personnage-sheet";
import { PnjSheet } from "./sheets/pnj-sheet";
import { MoralPanel } from "./moral-panel";
import { openIfWanted, registerPanelControls } from "./moral-panel-controls";
import { ITEM_TYPES } from "./sheets/item-context";

const SYSTEM = "altherion";

export function registerSheets(): void {
  const { DocumentSheetConfig } = foundry.applications.apps;
  DocumentSheetConfig.unregisterSheet(Actor, "core", foundry.appv1.sheets.ActorSheet);
  DocumentSheetConfig.unregisterSheet(Item, "core", foundry.appv1.sheets.ItemSheet);
  DocumentSheetConfig.registerSheet(Actor, SYSTEM, PersonnageSheet, { types: ["personnage"], makeDefault: true, label: "ALTHERION.Sheet.Fiche.Personnage" });
  DocumentSheetConfig.registerSheet(Actor, SYSTEM, PnjSheet, { types: ["pnj"], makeDefault: true, label: "ALTHERION.Sheet.Fiche.Pnj" });
  DocumentSheetConfig.registerSheet(Actor, SYSTEM, GroupeSheet, { types: ["groupe"], makeDefault: true, label: "ALTHERION.Sheet.Fiche.Groupe" });
  DocumentSheetConfig.registerSheet(Item, SYSTEM, AltherionItemSheet, { types: [...ITEM_TYPES], makeDefault: true, label: "ALTHERION.Sheet.Fiche.Objet" });

  // The Moral panel: a tool and a key toggle it; open at login for users who see a group and kept it open; live on changes.
  let panel: MoralPanel | null = null;
  registerPanelControls(() => panel);
  Hooks.once("ready", () => {
    panel = new MoralPanel();
    openIfWanted(panel);
  });
  const refresh = () => { if (panel?.rendered) void panel.render(); };
  Hooks.on("updateActor", refresh);
  // A group's Moral decides who may pay and which states open (R-MORAL-5/6): its members' open sheets follow it.
  Hooks.on("updateActor", (actor: Actor.Implementation) => {
    if (actor.type !== "groupe") return;
    for (const uuid of (actor.system as unknown as { membres?: string[] }).membres ?? []) {
      const member = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]);
      if (member instanceof Actor && member.sheet?.rendered) void member.sheet.render();
    }
  });
  // R-CON-1 the group sheet shows each member's constitutions: an open group sheet follows its members' changes.
  Hooks.on("updateActor", (actor: Actor.Implementation) => {
    if (actor.type === "groupe") return;
    for (const group of game.actors ?? []) {
      if (group.type === "groupe" && group.sheet?.rendered && ((group.system as unknown as { membres?: string[] }).membres ?? []).includes(actor.uuid)) void group.sheet.render();
    }
  });
  Hooks.on("createActor", (actor: Actor.Implementation) => {
    if (panel && actor.type === "groupe") openIfWanted(panel);
    refresh();
  });
  Hooks.on("deleteActor", refresh);
}
