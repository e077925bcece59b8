/** The XP log of one character (R-XP-7): every gain and spend; the GM edits, undoes and deletes; anyone exports CSV. */
import type { DeepPartial } from "fvtt-types/utils";
import type { AltherionActor } from "../../documents/actor";
import { CSV_COLUMNS, logToCsv } from "../../experience/log";
import type { XpEntryKind } from "../../rules/index";
import { deleteXpEntry, editXpEntry, readFullXpLog, undoXpEntry } from "../../experience/store";
import type { ExperienceActor } from "../../experience/store";
import { ExperienceApplication } from "./base";
import { localize } from "../../i18n";
import type { AppContext } from "./base";
import { buildLogContext } from "./log-context";

export const LOG_TEMPLATE = "systems/altherion/templates/experience/log.hbs";

export class XpLogApp<
  RenderContext extends AppContext = AppContext,
  Configuration extends foundry.applications.api.ApplicationV2.Configuration = foundry.applications.api.ApplicationV2.Configuration,
  RenderOptions extends foundry.applications.api.ApplicationV2.RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions,
> extends ExperienceApplication<RenderContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS: DeepPartial<foundry.applications.api.ApplicationV2.Configuration> = {
    window: { title: "ALTHERION.XP.Log.Title", icon: "fa-solid fa-book" },
    // As tall as its rows (a short log leaves no empty window); a long one scrolls inside (.alt-xp-logview .alt-xp-scroll).
    position: { width: 720, height: "auto" },
    form: { handler: XpLogApp.#onSave, submitOnChange: false, closeOnSubmit: false },
    actions: { edit: XpLogApp.#onEdit, cancel: XpLogApp.#onCancel, undo: XpLogApp.#onUndo, redo: XpLogApp.#onRedo, remove: XpLogApp.#onRemove, csv: XpLogApp.#onCsv },
  };

  static override PARTS = { main: { template: LOG_TEMPLATE, scrollable: [".alt-xp-scroll"] } };

  static open(actor: AltherionActor): XpLogApp {
    const app = new XpLogApp({ id: `altherion-xp-log-${actor.id}` });
    app.actor = actor;
    void app.render({ force: true });
    return app;
  }

  actor: AltherionActor | null = null;
  #editing: string | null = null;

  override get title(): string {
    return `${localize("ALTHERION.XP.Log.Title")} — ${this.actor?.name ?? ""}`;
  }

  #target(): ExperienceActor | null {
    return this.actor as unknown as ExperienceActor | null;
  }

  protected override buildContext() {
    const actor = this.#target();
    if (!actor) return {};
    const xp = ((actor.system as { xp?: { total: number; spent: number } }).xp) ?? { total: 0, spent: 0 };
    return buildLogContext({ actorName: this.actor?.name ?? "", entries: readFullXpLog(actor), xp, isGM: Boolean(game.user?.isGM), editing: this.#editing });
  }

  static #id(target: HTMLElement): string | null {
    return target.closest<HTMLElement>("[data-entry-id]")?.dataset.entryId ?? null;
  }

  static async #onEdit(this: XpLogApp, _e: PointerEvent, target: HTMLElement): Promise<void> {
    this.#editing = XpLogApp.#id(target);
    await this.render();
  }

  static async #onCancel(this: XpLogApp): Promise<void> {
    this.#editing = null;
    await this.render();
  }

  static async #onSave(this: XpLogApp, _event: Event | SubmitEvent, _form: HTMLFormElement, formData: foundry.applications.ux.FormDataExtended): Promise<void> {
    const actor = this.#target();
    if (!actor || !this.#editing || !game.user?.isGM) return;
    const d = foundry.utils.expandObject(formData.object) as { entry?: { amount?: unknown; kind?: unknown; reason?: unknown; arc?: unknown; act?: unknown } };
    const e = d.entry ?? {};
    const num = (v: unknown) => { const n = Number(v); return Number.isInteger(n) && n >= 0 ? n : undefined; };
    const optInt = (v: unknown) => (v === "" || v === null || v === undefined ? null : num(v) ?? null);
    try {
      await editXpEntry(actor, this.#editing, {
        amount: num(e.amount), kind: (["gain", "spend", "override"] as XpEntryKind[]).find((k) => k === e.kind),
        reason: typeof e.reason === "string" ? e.reason.slice(0, 200) : undefined, arc: optInt(e.arc), act: optInt(e.act),
      });
    } catch (err) {
      ui.notifications?.error((err as Error).message);
    }
    this.#editing = null;
    await this.render();
  }

  static async #onUndo(this: XpLogApp, _e: PointerEvent, target: HTMLElement): Promise<void> {
    const actor = this.#target();
    const id = XpLogApp.#id(target);
    if (actor && id && game.user?.isGM) await undoXpEntry(actor, id, true);
    await this.render();
  }

  static async #onRedo(this: XpLogApp, _e: PointerEvent, target: HTMLElement): Promise<void> {
    const actor = this.#target();
    const id = XpLogApp.#id(target);
    if (actor && id && game.user?.isGM) await undoXpEntry(actor, id, false);
    await this.render();
  }

  static async #onRemove(this: XpLogApp, _e: PointerEvent, target: HTMLElement): Promise<void> {
    const actor = this.#target();
    const id = XpLogApp.#id(target);
    if (!actor || !id || !game.user?.isGM) return;
    const ok = await foundry.applications.api.DialogV2.confirm({ window: { title: "ALTHERION.XP.Log.Delete" }, content: `<p>${localize("ALTHERION.XP.Log.DeleteConfirm")}</p>`, rejectClose: false });
    if (ok) await deleteXpEntry(actor, id);
    await this.render();
  }

  static #onCsv(this: XpLogApp): void {
    const actor = this.#target();
    if (!actor) return;
    const headers = Object.fromEntries(CSV_COLUMNS.map((c) => [c, localize(`ALTHERION.XP.Log.Column.${c.charAt(0).toUpperCase()}${c.slice(1)}`)]));
    const kinds = { gain: localize("ALTHERION.XP.Log.Kind.Gain"), spend: localize("ALTHERION.XP.Log.Kind.Spend"), override: localize("ALTHERION.XP.Log.Kind.Override") };
    const csv = logToCsv(readFullXpLog(actor), headers, kinds);
    const name = (this.actor?.name ?? "personnage").replace(/[^\p{L}\p{N}_-]+/gu, "_");
    foundry.utils.saveDataToFile(`\uFEFF${csv}`, "text/csv", `xp-${name}.csv`);
  }
}
