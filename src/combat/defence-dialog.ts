/** The defence dialog (DialogV2): skill, armour value, shield, hidden/ranged/explosion, PvP. Resolves to the choices, or null. */
import type { ActorRollData } from "../dice/roll-spec";
import { defenceDialogContext, readDefenceForm, type DefenceChoices } from "./defence";
import { localize as t } from "../i18n";

export const DEFENCE_DIALOG_TEMPLATE = "systems/altherion/templates/combat/defence-dialog.hbs";

function readForm(form: HTMLFormElement, base: DefenceChoices): DefenceChoices {
  const out: Record<string, unknown> = {};
  for (const el of Array.from(form.elements) as HTMLInputElement[]) {
    if (!el.name) continue;
    out[el.name] = el.type === "checkbox" ? el.checked : el.value;
  }
  return readDefenceForm(out, base);
}

export async function defenceDialog(data: ActorRollData, choices: DefenceChoices, finesse: number, defenderName: string): Promise<DefenceChoices | null> {
  const ctx = defenceDialogContext(choices, data, finesse);
  const content = await foundry.applications.handlebars.renderTemplate(DEFENCE_DIALOG_TEMPLATE, { ...ctx } as Record<string, unknown>);
  const result = await foundry.applications.api.DialogV2.wait({
    window: { title: game.i18n?.format("ALTHERION.Combat.Dialog.Title", { defence: t(ctx.defence), name: defenderName }) ?? ctx.defence },
    classes: ["altherion-dialog"],
    position: { width: 380 },
    content,
    buttons: [
      { action: "roll", label: t("ALTHERION.Combat.Dialog.Defend"), icon: "fa-solid fa-shield-halved", default: true,
        callback: (_event: unknown, button: HTMLButtonElement) => JSON.stringify(readForm(button.form as HTMLFormElement, choices)) },
      { action: "cancel", label: t("ALTHERION.Combat.Dialog.Cancel") },
    ],
    rejectClose: false,
  } as never);
  if (typeof result !== "string") return null;
  return JSON.parse(result) as DefenceChoices;
}
