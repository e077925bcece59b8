/**
 * Windows of the test world: sheets and the tracker are inert (rendering them does nothing). The
 * system's tool windows (ApplicationV2) render their real templates into a happy-dom element, and
 * a driver presses their `data-action` buttons and changes their form as a user would
 * (`pressAction`, `changeForm`); the form's values are read as FormDataExtended does. Dialogs are scripted: each `DialogV2.wait` /
 * `confirm` / `prompt` takes the next answer a scene queued, with the dialog's real content
 * rendered into a happy-dom form, so a button's callback reads the form as in Foundry. A dialog
 * nobody answered is an error.
 */
import { Window } from "happy-dom";
import { currentClient } from "./runtime";

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

/** Filled by world.ts: Foundry's renderTemplate. */
export const templates: { render: (path: string, data: Record<string, unknown>) => Promise<string> } = {
  render: async () => "",
};

type Handler = (this: unknown, ...args: unknown[]) => unknown;
interface AppOptions {
  id?: string;
  tag?: string;
  actions?: Record<string, Handler | { handler: Handler }>;
  form?: { handler?: Handler };
  [key: string]: unknown;
}
interface AppClass { DEFAULT_OPTIONS?: AppOptions; PARTS?: Record<string, { template: string }> }

/** DEFAULT_OPTIONS merged from the base class down (as ApplicationV2 does), then the instance's. */
function mergedOptions(cls: unknown, own: Record<string, unknown>): AppOptions {
  const chain: AppClass[] = [];
  for (let c = cls as { prototype?: unknown } | null; c && c !== Function.prototype; c = Object.getPrototypeOf(c)) chain.unshift(c as AppClass);
  const out: AppOptions = {};
  const merge = (target: Record<string, unknown>, src: Record<string, unknown>) => {
    for (const [k, v] of Object.entries(src)) {
      if (v && typeof v === "object" && !Array.isArray(v) && typeof target[k] === "object" && target[k] !== null) merge(target[k] as Record<string, unknown>, v as Record<string, unknown>);
      else target[k] = v && typeof v === "object" && !Array.isArray(v) ? merge({}, v as Record<string, unknown>) : v;
    }
    return target;
  };
  for (const c of chain) if (Object.hasOwn(c, "DEFAULT_OPTIONS")) merge(out, c.DEFAULT_OPTIONS as Record<string, unknown>);
  return merge(out, own) as AppOptions;
}

/** Foundry's registry of open windows by id (`foundry.applications.instances`). */
export const instances = new Map<string, WorldApplication>();

/** A window of the system's tools: renders its PARTS with its context; no frame, no position. */
export class WorldApplication {
  static DEFAULT_OPTIONS: AppOptions = { tag: "div" };
  static PARTS = {};
  options: AppOptions;
  /** The user whose client last rendered this window (the test world's clients share one registry of windows). */
  renderedFor: string | null = null;
  #element: HTMLElement | null = null;
  constructor(options: Record<string, unknown> = {}) {
    this.options = mergedOptions(this.constructor, options);
  }
  get id(): string {
    return this.options.id ?? "";
  }
  get element(): HTMLElement | null {
    return this.#element;
  }
  get rendered(): boolean {
    return this.#element !== null;
  }
  get title(): string {
    return "";
  }
  async _prepareContext(_options: unknown): Promise<Record<string, unknown>> {
    return {};
  }
  async _preparePartContext(_partId: string, context: Record<string, unknown>, _options: unknown): Promise<Record<string, unknown>> {
    return context;
  }
  async _onRender(_context: unknown, _options: unknown): Promise<void> {}
  async render(options: Record<string, unknown> = {}): Promise<this> {
    const opts = { ...options, isFirstRender: !this.#element };
    const context = await this._prepareContext(opts);
    const parts = (this.constructor as AppClass).PARTS ?? {};
    const html: string[] = [];
    for (const [id, part] of Object.entries(parts)) html.push(await templates.render(part.template, await this._preparePartContext(id, { ...context }, opts)));
    const element = window.document.createElement(this.options.tag ?? "div") as unknown as HTMLElement;
    element.innerHTML = html.join("");
    this.#element = element;
    this.renderedFor = currentClient().userId;
    if (this.id) instances.set(this.id, this);
    await this._onRender(context, opts);
    return this;
  }
  async close(): Promise<this> {
    this.#element = null;
    if (instances.get(this.id) === this) instances.delete(this.id);
    return this;
  }
}

/**
 * A select's value from its options' `selected` attributes (happy-dom 21 miscounts selectedIndex when
 * whitespace sits between options, so the attribute is the source of truth here; changeForm sets it).
 */
function selectedOption(select: HTMLSelectElement): string {
  const options = Array.from(select.querySelectorAll("option")) as HTMLOptionElement[];
  return (options.find((o) => o.hasAttribute("selected")) ?? options[0])?.getAttribute("value") ?? "";
}

/** Foundry's FormDataExtended: named fields' values, checkboxes as booleans, number inputs as numbers. */
export class FormDataExtended {
  object: Record<string, unknown> = {};
  constructor(form: HTMLElement) {
    for (const el of Array.from(form.querySelectorAll("input[name], select[name], textarea[name]")) as HTMLInputElement[]) {
      if (el.type === "radio") {
        if (el.checked) this.object[el.name] = el.value;
        continue;
      }
      if (el.tagName === "SELECT") this.object[el.name] = selectedOption(el as unknown as HTMLSelectElement);
      else if (el.type === "checkbox") this.object[el.name] = el.checked;
      else if (el.type === "number" || el.dataset.dtype === "Number") this.object[el.name] = el.value === "" ? null : Number(el.value);
      else this.object[el.name] = el.value;
    }
  }
}

/** Presses a `data-action` button of a rendered window (the first one matching `selector`, if given). */
export async function pressAction(app: WorldApplication, action: string, selector = ""): Promise<void> {
  const target = app.element?.querySelector(`[data-action="${action}"]${selector}`) as HTMLElement | null;
  if (!target) throw new Error(`test world: no "${action}" button${selector ? ` ${selector}` : ""} in the window`);
  const entry = app.options.actions?.[action];
  const handler = typeof entry === "function" ? entry : entry?.handler;
  if (!handler) throw new Error(`test world: the window has no "${action}" action`);
  await handler.call(app, { target, preventDefault() {} }, target);
}

/** Sets form fields by name (checkboxes from booleans) and submits the change, as `submitOnChange` does. */
export async function changeForm(app: WorldApplication, values: Record<string, unknown>): Promise<void> {
  const form = app.element;
  if (!form) throw new Error("test world: the window is not rendered");
  for (const [name, value] of Object.entries(values)) {
    const els = Array.from(form.querySelectorAll(`[name="${name}"]`)) as HTMLInputElement[];
    if (!els.length) throw new Error(`test world: no field "${name}" in the window`);
    for (const el of els) {
      if (el.tagName === "SELECT") {
        for (const o of Array.from(el.querySelectorAll("option")) as HTMLOptionElement[]) o.toggleAttribute("selected", o.getAttribute("value") === String(value));
      } else if (el.type === "checkbox") el.checked = value === true;
      else if (el.type === "radio") el.checked = el.value === String(value);
      else el.value = String(value);
    }
  }
  await app.options.form?.handler?.call(app, { target: form }, form, new FormDataExtended(form));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a TypeScript mixin needs a constructor of any[]
export const HandlebarsApplicationMixin = <T extends new (...args: any[]) => object>(Base: T) => class extends Base {};

interface DialogButton {
  action: string;
  label?: string;
  default?: boolean;
  /** A disabled button does nothing when pressed. */
  disabled?: boolean;
  callback?: (event: unknown, button: { form: HTMLFormElement | null }, dialog: unknown) => unknown;
}

/** An open dialog as a scene sees it: its title, its form, and its buttons to press. */
export interface OpenDialog {
  title: string;
  form: HTMLFormElement;
  actions: string[];
  /** The buttons shown disabled. */
  disabled: string[];
  /** Presses a button (the default one without an action); a disabled button does nothing, and the dialog is then closed unanswered (null). */
  press(action?: string): Promise<unknown>;
}
export type DialogAnswer = (dialog: OpenDialog) => unknown;

export const dialogAnswers: DialogAnswer[] = [];
/** The one DOM of the test world (windows, dialogs, rendered chat messages). */
export const window = new Window();

async function open(config: { window?: { title?: string }; content?: string; buttons?: DialogButton[] }, fallback: DialogButton[]): Promise<unknown> {
  const answer = dialogAnswers.shift();
  const title = config.window?.title ?? "";
  if (!answer) throw new Error(`test world: dialog "${title}" opened and the scene queued no answer`);
  const form = window.document.createElement("form") as unknown as HTMLFormElement;
  form.innerHTML = config.content ?? "";
  const buttons = config.buttons?.length ? config.buttons : fallback;
  const dialog: OpenDialog = {
    title, form, actions: buttons.map((b) => b.action), disabled: buttons.filter((b) => b.disabled).map((b) => b.action),
    async press(action) {
      const button = buttons.find((b) => (action ? b.action === action : b.default)) ?? buttons[0];
      if (button.disabled) return null;
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
