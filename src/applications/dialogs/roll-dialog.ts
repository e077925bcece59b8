/**
 * The roll dialog (DialogV2): characteristic, skills, complexity, difficulty, expertise, Impact
 * points, Espoir spends and circumstantial injuries, with the automatic modifiers and the exact
 * chance of success updated live as options change. Resolves to the choices, or null.
 */
import { dialogChoice } from "./dialog-result";
import type { ActorRollData, RollChoices } from "../../dice/roll-spec";
import { configureRollDialog } from "../../dice/test-workflow";
import { localize, sheetWords } from "../../i18n";
import { readRollForm, rollDialogContext } from "./roll-dialog-context";
import { refreshLiveRegions } from "../window-dom";
import { registerPpTestDialog } from "./pp-test-dialog";

export const ROLL_DIALOG_TEMPLATE = "systems/altherion/templates/dialogs/roll-dialog.hbs";

function render(data: ActorRollData, choices: RollChoices): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(ROLL_DIALOG_TEMPLATE, { ...rollDialogContext(data, choices, sheetWords()) } as Record<string, unknown>);
}

function readForm(form: HTMLFormElement, base: RollChoices): RollChoices {
  const out: Record<string, unknown> = {};
  for (const el of Array.from(form.elements) as HTMLInputElement[]) {
    if (!el.name) continue;
    if (el.type === "checkbox") {
      if (el.name === "skills" || el.name === "circumstantial") {
        if (el.checked) out[el.name] = [...((out[el.name] as string[]) ?? []), el.value];
      } else out[el.name] = el.checked;
    } else out[el.name] = el.value;
  }
  return readRollForm(out, base);
}

export async function rollDialog(data: ActorRollData, choices: RollChoices, title: string): Promise<RollChoices | null> {
  const content = await render(data, choices);
  const result = await foundry.applications.api.DialogV2.wait({
    window: { title: localize("ALTHERION.Roll.DialogTitle", { name: title }) },
    classes: ["altherion-dialog"],
    position: { width: 420 },
    content,
    buttons: [
      { action: "roll", label: localize("ALTHERION.Roll.Roll"), icon: "fa-solid fa-dice-d20", default: true,
        callback: (_event: unknown, button: HTMLButtonElement) => JSON.stringify(readForm(button.form as HTMLFormElement, choices)) },
      { action: "cancel", label: localize("ALTHERION.Roll.Cancel") },
    ],
    render: (_event: unknown, dialog: { element: HTMLElement }) => {
      const form = dialog.element.querySelector("form");
      if (!form) return;
      // "input" fires on every keystroke, tick and pick: the summary follows each option; a late rendering never overwrites a newer one.
      let sequence = 0;
      form.addEventListener("input", async () => {
        const mine = ++sequence;
        const html = await render(data, readForm(form, choices));
        if (mine === sequence) refreshLiveRegions(form, html);
      });
    },
    rejectClose: false,
  } as never);
  return dialogChoice<RollChoices>(result);
}

/** Plugs the dialog into the roll workflow (called from the entry's init hook). */
export function registerRollDialog(): void {
  configureRollDialog(rollDialog);
  registerPpTestDialog(); // R-PP-7 the achat ruleset's test
}
