/**
 * R-PP-7 the PP test dialog (DialogV2): which skills (several → the lowest, R-SK-3), which specialisations apply,
 * difficulty, flat bonus; the total in words and the chance of success are shown live. Resolves to the choices, or
 * null. The view model is pure (dice/pp-test.ts ppDialogContext); Shift skips this dialog like the pool's
 * (dice/skip-key.ts).
 */
import { dialogChoice } from "./dialog-result";
import { localize } from "../../i18n";
import { refreshLiveRegions } from "../window-dom";
import { configurePpDialog } from "../../dice/pp-workflow";
import { ppDialogContext, readPpForm, type PpActorData, type PpChoices } from "../../dice/pp-test";

export const PP_TEST_DIALOG_TEMPLATE = "systems/altherion/templates/dialogs/pp-test-dialog.hbs";

function render(data: PpActorData, choices: PpChoices, die: string): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(PP_TEST_DIALOG_TEMPLATE, { ...ppDialogContext(data, choices, die), die } as Record<string, unknown>);
}

function readForm(form: HTMLFormElement, base: PpChoices): PpChoices {
  const out: Record<string, unknown> = { skills: [], specialisations: [] };
  for (const el of Array.from(form.elements) as HTMLInputElement[]) {
    if (!el.name) continue;
    if (el.type === "checkbox") {
      if (el.checked) out[el.name] = [...((out[el.name] as string[]) ?? []), el.value];
    } else out[el.name] = el.value;
  }
  return readPpForm(out, base);
}

export async function ppTestDialog(data: PpActorData, choices: PpChoices, title: string, die: string): Promise<PpChoices | null> {
  const result = await foundry.applications.api.DialogV2.wait({
    window: { title: localize("ALTHERION.Roll.DialogTitle", { name: title }) },
    classes: ["altherion-dialog"],
    position: { width: 400 },
    content: await render(data, choices, die),
    buttons: [
      { action: "roll", label: localize("ALTHERION.Roll.Roll"), icon: "fa-solid fa-dice-d20", default: true,
        callback: (_event: unknown, button: HTMLButtonElement) => JSON.stringify(readForm(button.form as HTMLFormElement, choices)) },
      { action: "cancel", label: localize("ALTHERION.Roll.Cancel") },
    ],
    render: (_event: unknown, dialog: { element: HTMLElement }) => {
      const form = dialog.element.querySelector("form");
      if (!form) return;
      // As the roll dialog: each keystroke and tick refreshes the live parts (the specialisations a skill offers, the
      // total in words, the chance); a late rendering never overwrites a newer one.
      let sequence = 0;
      form.addEventListener("input", async () => {
        const mine = ++sequence;
        const html = await render(data, readForm(form, choices), die);
        if (mine === sequence) refreshLiveRegions(form, html);
      });
    },
    rejectClose: false,
  } as never);
  return dialogChoice<PpChoices>(result);
}

/** Plugs the dialog into the PP workflow (called with the roll dialog's registration). */
export function registerPpTestDialog(): void {
  configurePpDialog(ppTestDialog);
}
