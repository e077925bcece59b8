/**
 * « Journal des changements » (the change journal): what players changed on their own characters in what
 * « Progression gardée par le Conteur » keeps, listed by the GM's client (journal/watch.ts), newest first, with
 * *Undo* per entry. GMs only: the window does not open on a player's client, whose store answers nothing anyway.
 * Opened from the GM tools and from the chat notice that tells the GMs of a new entry (journal/notice.ts).
 */
import type { DeepPartial } from "fvtt-types/utils";
import { ExperienceApplication, type AppContext } from "./experience/base";
import { buildJournalContext, type JournalFilter, type JournalNow } from "./change-journal-context";
import { registerGmTools, showWindow } from "./gm-tools";
import { isJournalPage, journalEntries, journalTarget, undoJournalEntry } from "../journal/store";
import { findSkill } from "../data/skill-keys";
import { OPEN_JOURNAL_ACTION, isJournalNotice } from "../journal/notice";
import { localize, sheetWords } from "../i18n";
import { setting, SYSTEM_ID } from "../settings";

export const JOURNAL_TEMPLATE = "systems/altherion/templates/journal/change-journal.hbs";
const GM_ONLY = "ALTHERION.ChangeJournal.Refused.GmOnly";

/**
 * The world as the window reads it when it renders: each entry's document now (an Undo a GM's undo would refuse is
 * not offered: the row says why), and a skill key by the name the character shows (R-SK-7).
 */
const NOW: JournalNow = {
  doc: journalTarget,
  skillName: (actorUuid, key) => {
    const actor = fromUuidSync(actorUuid as Parameters<typeof fromUuidSync>[0]) as Actor.Implementation | null;
    return (actor instanceof Actor ? findSkill(actor.items, key)?.name : null) ?? undefined;
  },
};

export class ChangeJournalApp<
  RenderContext extends AppContext = AppContext,
  Configuration extends foundry.applications.api.ApplicationV2.Configuration = foundry.applications.api.ApplicationV2.Configuration,
  RenderOptions extends foundry.applications.api.ApplicationV2.RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions,
> extends ExperienceApplication<RenderContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS: DeepPartial<foundry.applications.api.ApplicationV2.Configuration> = {
    id: "altherion-change-journal",
    classes: ["alt-change-journal"],
    window: { title: "ALTHERION.ChangeJournal.Title", icon: "fa-solid fa-clipboard-list" },
    position: { width: 780, height: 600 },
    form: { handler: ChangeJournalApp.#onFilter, submitOnChange: true, closeOnSubmit: false },
    actions: { undo: ChangeJournalApp.#onUndo, allEntries: ChangeJournalApp.#onAllEntries },
  };

  static override PARTS = { main: { template: JOURNAL_TEMPLATE, scrollable: [".alt-journal-scroll"] } };

  /** Opens the journal on a GM's client (brought to the front when open); refused with a message on a player's. */
  static async open(): Promise<ChangeJournalApp | null> {
    if (!game.user?.isGM) {
      ui.notifications?.warn(localize(GM_ONLY));
      return null;
    }
    return showWindow(() => new ChangeJournalApp());
  }

  #filter: JournalFilter = { actor: "", user: "" };
  /** Entries after this moment are new to this GM: read when the window opens, then moved to now. */
  #seenUntil: string | null = null;

  protected override buildContext() {
    const isGM = Boolean(game.user?.isGM);
    if (this.#seenUntil === null) {
      this.#seenUntil = setting("changeJournalSeen");
      if (isGM) void game.settings?.set(SYSTEM_ID, "changeJournalSeen", new Date().toISOString());
    }
    return buildJournalContext({ entries: journalEntries(), isGM, filter: this.#filter, seenUntil: this.#seenUntil, words: sheetWords(), now: NOW });
  }

  static async #onFilter(this: ChangeJournalApp, _event: Event | SubmitEvent, _form: HTMLFormElement, formData: foundry.applications.ux.FormDataExtended): Promise<void> {
    const data = foundry.utils.expandObject(formData.object) as { filter?: Partial<JournalFilter> };
    const pick = (v: unknown) => (typeof v === "string" ? v : "");
    this.#filter = { actor: pick(data.filter?.actor), user: pick(data.filter?.user) };
    await this.render();
  }

  static async #onAllEntries(this: ChangeJournalApp): Promise<void> {
    this.#filter = { actor: "", user: "" };
    await this.render();
  }

  static async #onUndo(this: ChangeJournalApp, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const id = target.closest<HTMLElement>("[data-entry-id]")?.dataset.entryId;
    if (!id) return;
    const refused = await undoJournalEntry(id);
    if (refused) ui.notifications?.warn(localize(refused));
    else ui.notifications?.info(localize("ALTHERION.ChangeJournal.UndoDone"));
    await this.render();
  }
}

/** Renders the journal again where it is open, when one of its records changed (a new entry, an undo, from any GM's client). */
function refreshOpen(page: unknown): void {
  if (!game.user?.isGM || !isJournalPage(page)) return;
  for (const app of foundry.applications.instances.values()) if (app instanceof ChangeJournalApp && app.rendered) void app.render();
}

/** Entry's init: the GM tool, the notice's button, and the window following the journal's records. */
export function registerChangeJournalWindow(): void {
  registerGmTools([{ name: "altherionChangeJournal", title: "ALTHERION.ChangeJournal.Title", icon: "fa-solid fa-clipboard-list", order: 93, onClick: () => void ChangeJournalApp.open() }]);
  Hooks.on("renderChatMessageHTML", (message: ChatMessage.Implementation, html: HTMLElement) => {
    if (!isJournalNotice(message)) return;
    const button = html.querySelector<HTMLButtonElement>(`button[data-action="${OPEN_JOURNAL_ACTION}"]`);
    if (!game.user?.isGM) button?.remove();
    else button?.addEventListener("click", (event) => {
      event.preventDefault();
      void ChangeJournalApp.open();
    });
  });
  for (const hook of ["createJournalEntryPage", "updateJournalEntryPage", "deleteJournalEntryPage"]) Hooks.on(hook as never, refreshOpen as never);
}
