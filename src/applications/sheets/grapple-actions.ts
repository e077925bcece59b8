/**
 * R-FIGHT-5 the "Prise" button of the personnage and NPC sheets: a DialogV2 (Étreinte / Mise au
 * sol / Projection, Force or Agilité by role-play, the target's build, complexity, distance) for
 * the user's current target, then the combat layer's grapple flow (roll + grapple card).
 */
import { GRAPPLE_DIALOG_TEMPLATE, currentTarget, startGrapple } from "../../combat/grapple-flow";
import { grappleChoices, grappleDialogView, type GrappleChoices } from "../../combat/grapple";
import { localize as t } from "../../i18n";
import { forceRegeneration } from "../../combat/regeneration";
import type { AltherionActor } from "../../documents/actor";

/** Asks for the grapple's choices; null when cancelled. */
export async function grappleDialog(targetName: string): Promise<GrappleChoices | null> {
  const content = await foundry.applications.handlebars.renderTemplate(GRAPPLE_DIALOG_TEMPLATE, { ...grappleDialogView(targetName) } as Record<string, unknown>);
  const result = await foundry.applications.api.DialogV2.prompt({
    window: { title: "ALTHERION.Combat.Grapple.Dialog.Title", icon: "fa-solid fa-hand-fist" },
    content,
    ok: {
      label: "ALTHERION.Combat.Grapple.Dialog.Roll",
      callback: (_e: Event, button: HTMLButtonElement) => {
        const form = button.form;
        return form ? grappleChoices(new foundry.applications.ux.FormDataExtended(form).object as Record<string, unknown>) : null;
      },
    },
    rejectClose: false,
  } as never) as unknown as GrappleChoices | null;
  return result ?? null;
}

/** The sheet action: needs a target; the held skip key skips the roll dialog as elsewhere (never the grapple dialog). */
export async function grappleFromSheet(actor: Actor.Implementation): Promise<void> {
  const target = currentTarget();
  if (!target) return void ui.notifications?.warn(t("ALTHERION.Combat.Grapple.NoTarget"));
  if (target.actor.uuid === actor.uuid) return void ui.notifications?.warn(t("ALTHERION.Combat.Grapple.SelfTarget"));
  const choices = await grappleDialog(target.name);
  if (!choices) return;
  await startGrapple(actor, target, choices);
}

/** The sheets' `grapple` action (one entry in each sheet's actions map). */
export async function onGrappleSheetAction(this: { actor: Actor.Implementation }): Promise<void> {
  await grappleFromSheet(this.actor);
}

/** R-CON-9 the sheets' `forceRegeneration` action (the combat layer checks the turn and spends the action). */
export async function onForceRegenerationAction(this: { actor: Actor.Implementation }): Promise<void> {
  await forceRegeneration(this.actor as AltherionActor);
}
