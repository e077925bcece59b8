/**
 * Windows are not part of the test world: the application classes the system extends at import
 * time are inert (rendering a sheet does nothing). Dialogs are scripted: each `DialogV2.wait` /
 * `confirm` / `prompt` takes the next answer a scene queued, with the dialog's real content
 * rendered into a happy-dom form, so a button's callback reads the form as in Foundry. A dialog
 * nobody answered is an error.
 */
import { Window } from "happy-dom";

export class InertApplication {
  static DEFAULT_OPTIONS = {};
  static PARTS = {};
  static TABS = {};
  options: Record<string, unknown>;
  constructor(options: Record<string, unknown> = {}) {
    this.options = options;
  }
  get rendered(): boolean {
    return false;
  }
  async render(): Promise<this> {
    return this;
  }
  async close(): Promise<this> {
    return this;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a TypeScript mixin needs a constructor of any[]
export const HandlebarsApplicationMixin = <T extends new (...args: any[]) => object>(Base: T) => class extends Base {};

interface DialogButton {
  action: string;
  label?: string;
  default?: boolean;
  callback?: (event: unknown, button: { form: HTMLFormElement | null }, dialog: unknown) => unknown;
}

/** An open dialog as a scene sees it: its title, its form, and its buttons to press. */
export interface OpenDialog {
  title: string;
  form: HTMLFormElement;
  actions: string[];
  press(action?: string): Promise<unknown>;
}
export type DialogAnswer = (dialog: OpenDialog) => unknown;

export const dialogAnswers: DialogAnswer[] = [];
const window = new Window();

async function open(config: { window?: { title?: string }; content?: string; buttons?: DialogButton[] }, fallback: DialogButton[]): Promise<unknown> {
  const answer = dialogAnswers.shift();
  const title = config.window?.title ?? "";
  if (!answer) throw new Error(`test world: dialog "${title}" opened and the scene queued no answer`);
  const form = window.document.createElement("form") as unknown as HTMLFormElement;
  form.innerHTML = config.content ?? "";
  const buttons = config.buttons?.length ? config.buttons : fallback;
  const dialog: OpenDialog = {
    title, form, actions: buttons.map((b) => b.action),
    async press(action) {
      const button = buttons.find((b) => (action ? b.action === action : b.default)) ?? buttons[0];
      return button.callback ? button.callback({}, { form }, dialog) : button.action;
    },
  };
  return answer(dialog);
}

export const DialogV2 = Object.assign(class extends InertApplication {}, {
  wait: (config: Parameters<typeof open>[0]) => open(config, []),
  confirm: (config: Parameters<typeof open>[0]) =>
    open(config, [{ action: "yes", default: true, callback: () => true }, { action: "no", callback: () => false }]),
  prompt: (config: Parameters<typeof open>[0] & { ok?: DialogButton }) => open(config, [{ action: "ok", default: true, ...(config.ok ?? {}) }]),
});
