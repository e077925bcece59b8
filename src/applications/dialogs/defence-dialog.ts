/**
 * The defence dialog (DialogV2, R-FIGHT-2): the attack's total and properties, the skill, armour and
 * shield, with the pool, the exact chance and what the blow does on a success or a failure updated
 * live. The roll button is disabled, its reason shown, when the defender cannot defend. Resolves to
 * the choices, or null.
 */
import { dialogChoice } from "./dialog-result";
import type { DefenceChoices } from "../../combat/defence";
import type { DefenceDialogInput } from "../../combat/defence-dialog";
import { localize } from "../../i18n";
import { defenceDialogContext, readDefenceForm } from "./defence-dialog-context";
import { refreshLiveRegions } from "../window-dom";

export const DEFENCE_DIALOG_TEMPLATE = "systems/altherion/templates/combat/defence-dialog.hbs";
/** The id of the paragraph that says why the roll button is disabled (the template's). */
export const DEFENCE_REFUSAL_ID = "alt-defence-refusal";

function render(input: DefenceDialogInput, choices: DefenceChoices): Promise<string> {
  const ctx = defenceDialogContext(choices, input.data, input.finesse, input.attack, input.conscious);
  return foundry.applications.handlebars.renderTemplate(DEFENCE_DIALOG_TEMPLATE, { ...ctx } as Record<string, unknown>);
}

function readForm(form: HTMLFormElement, base: DefenceChoices): DefenceChoices {
  const out: Record<string, unknown> = {};
  for (const el of Array.from(form.elements) as HTMLInputElement[]) {
    if (!el.name) continue;
    out[el.name] = el.type === "checkbox" ? el.checked : el.value;
  }
  return readDefenceForm(out, base);
}

export async function defenceDialog(input: DefenceDialogInput): Promise<DefenceChoices | null> {
  const ctx = defenceDialogContext(input.choices, input.data, input.finesse, input.attack, input.conscious);
  const content = await render(input, input.choices);
  const result = await foundry.applications.api.DialogV2.wait({
    window: { title: localize("ALTHERION.Combat.Dialog.Title", { defence: localize(ctx.defence), name: input.defenderName }) },
    classes: ["altherion-dialog"],
    position: { width: 420 },
    content,
    buttons: [
      { action: "roll", label: localize("ALTHERION.Combat.Dialog.Defend"), icon: "fa-solid fa-shield-halved", default: ctx.refusal === null, disabled: ctx.refusal !== null,
        callback: (_event: unknown, button: HTMLButtonElement) => JSON.stringify(readForm(button.form as HTMLFormElement, input.choices)) },
      { action: "cancel", label: localize("ALTHERION.Combat.Dialog.Cancel"), default: ctx.refusal !== null },
    ],
    render: (_event: unknown, dialog: { element: HTMLElement }) => {
      // R-FIGHT-2 a defender who cannot defend sees why, beside a disabled button.
      const button = dialog.element.querySelector<HTMLButtonElement>('button[data-action="roll"]');
      if (button && ctx.refusal !== null) {
        button.disabled = true;
        button.setAttribute("aria-describedby", DEFENCE_REFUSAL_ID);
      }
      const form = dialog.element.querySelector("form");
      if (!form) return;
      // The skill, armour and shield change the pool, the chance and the outcomes: a late rendering never overwrites a newer one.
      let sequence = 0;
      form.addEventListener("input", async () => {
        const mine = ++sequence;
        const html = await render(input, readForm(form, input.choices));
        if (mine === sequence) refreshLiveRegions(form, html);
      });
    },
    rejectClose: false,
  } as never);
  return dialogChoice<DefenceChoices>(result);
}
