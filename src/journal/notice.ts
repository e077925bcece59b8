/**
 * Telling the GMs a change was listed: a small chat message whispered to the GMs (no player's chat shows it),
 * naming the player and the character, with a button that opens the change journal. A GM reading the chat sees
 * it when it comes, as City of Mist's modification log does. Changes of one player to one character in a row
 * count on the same message (it is updated while it is still the chat's last, for ten minutes): a player
 * editing its sheet does not fill the chat. The details (fields, before → after, undo) are in the journal only.
 */
import { localizePlural } from "../i18n";
import type { JournalEntry } from "../rules/index";

export const NOTICE_TEMPLATE = "systems/altherion/templates/chat/change-journal-notice.hbs";
/** The button's action (applications/change-journal.ts opens the window from it). */
export const OPEN_JOURNAL_ACTION = "openChangeJournal";
/** A notice counts further changes for this long, while it is the chat's last message. */
const COALESCE_MS = 10 * 60_000;

interface NoticeFlag {
  userId: string;
  actorUuid: string;
  count: number;
}
type Message = { author?: { isGM?: boolean } | null; timestamp?: number; flags?: Record<string, unknown>; update(data: object): Promise<unknown> };

const flagOf = (message: Message | undefined): NoticeFlag | null => {
  const flag = (message?.flags?.altherion as { changeJournal?: Partial<NoticeFlag> } | undefined)?.changeJournal;
  return flag && typeof flag.userId === "string" && typeof flag.actorUuid === "string" && typeof flag.count === "number" ? (flag as NoticeFlag) : null;
};

/** Whether a chat message is a change journal notice a GM posted. */
export function isJournalNotice(message: unknown): boolean {
  const m = message as Message | null;
  return Boolean(m?.author?.isGM) && flagOf(m ?? undefined) !== null;
}

async function content(entry: JournalEntry, count: number): Promise<string> {
  const text = localizePlural("ALTHERION.ChangeJournal.Notice", count, { user: entry.userName, actor: entry.actorName, n: count });
  return foundry.applications.handlebars.renderTemplate(NOTICE_TEMPLATE, { text, action: OPEN_JOURNAL_ACTION });
}

/** Tells the GMs of a new entry (the active GM's client, after keeping it). */
export async function tellGms(entry: JournalEntry): Promise<void> {
  const last = game.messages?.contents.at(-1) as unknown as Message | undefined;
  const flag = flagOf(last);
  const recent = last && isJournalNotice(last) && flag?.userId === entry.userId && flag.actorUuid === entry.actorUuid && Date.now() - (last.timestamp ?? 0) < COALESCE_MS;
  if (recent && last && flag) {
    const count = flag.count + 1;
    await last.update({ content: await content(entry, count), "flags.altherion.changeJournal.count": count });
    return;
  }
  const whisper = (game.users?.contents ?? []).filter((u) => u.isGM).map((u) => u.id);
  const flags = { altherion: { changeJournal: { userId: entry.userId, actorUuid: entry.actorUuid, count: 1 } satisfies NoticeFlag } };
  await ChatMessage.create({ content: await content(entry, 1), whisper, speaker: { alias: game.i18n?.localize("ALTHERION.ChangeJournal.Title") ?? "" }, flags } as never);
}
