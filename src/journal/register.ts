/**
 * The change journal's wiring (entry's init): each GM's client lists players' changes (watch.ts); the active GM
 * keeps each entry in the GM's record book (store.ts) and tells the GMs in the chat (notice.ts).
 */
import { registerJournalWatch } from "./watch";
import { addJournalEntry } from "./store";
import { tellGms } from "./notice";

/** Entries are kept and told one after the other, in the order they were seen (a notice counts the one before it). */
let tail: Promise<unknown> = Promise.resolve();

export function registerChangeJournal(): void {
  registerJournalWatch((data) => (tail = tail.then(async () => {
    try {
      await tellGms(await addJournalEntry(data));
    } catch (error) {
      console.error("Altherion | the change journal did not keep an entry", error);
    }
  })));
}
