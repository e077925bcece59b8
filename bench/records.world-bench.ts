/**
 * What the GM's once-only records cost as a campaign goes on: 2,000 attacks with their damage applied, played on the
 * test world (a GM client, Alice's and Bruno's clients, the package socket): Alice's Aude strikes the GM's Garde with
 * her Épée longue, then presses « apply damage », which her client asks of the GM (the GM applies it and keeps its
 * records). Then the ledger is filled up to its cap with synthetic records and 100 more attacks are played there,
 * where each new record makes the book prune.
 *
 * Printed, for the first 100 and the last 100 attacks and for the 100 at the cap: the bytes the records' store wrote
 * per attack (the serialized size of the creates, updates and deletes of the ledger's journal entry and pages, and of
 * world settings — test/world's writeMeter), every document's bytes beside them for scale, and the time per attack
 * (roll, card, click, the GM's work, to quiet). And the machine's load average, since the time depends on it. It
 * measures; it asserts nothing but that the play happened (damage applied, records kept).
 *
 * Run: npm run bench (or npx vitest run --config bench/vitest.config.ts bench/records.world-bench.ts).
 */
import { loadavg } from "node:os";
import { it } from "vitest";
import { actor, createParty } from "../test/security/fixture";
import { writeMeter } from "../test/world/world";
import type * as Records from "../src/net/records";

const ATTACKS = Number(process.env.RECORDS_ATTACKS ?? 2000);
const WINDOW = 100;
const STORE = ["JournalEntry", "JournalEntryPage", "Setting"];

interface Sample {
  store: number;
  all: number;
  ms: number;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const row = (what: string, samples: Sample[]) => ({
  attacks: what,
  "store bytes / attack": Math.round(mean(samples.map((s) => s.store))),
  "all documents bytes / attack": Math.round(mean(samples.map((s) => s.all))),
  "ms / attack (mean)": Number(mean(samples.map((s) => s.ms)).toFixed(1)),
  "ms / attack (median)": Number(median(samples.map((s) => s.ms)).toFixed(1)),
});

it("records benchmark: bytes written and time per attack, first 100, last 100, at the cap", { timeout: 3_600_000 }, async () => {
  const load0 = loadavg();
  const { w, d, aude, garde } = await createParty({ aude: { skill: ["melee", 2], sword: true } });
  const { ledgerBook } = (await import("../src/net/records")) as typeof Records;
  const { LEDGER_MAX } = await import("../src/net/ledger");
  const sword = actor(aude).items.find((i) => i.type === "arme")!.id;
  const vitalite = () => (actor(garde).system as unknown as { constitutions: { vitalite: { value: number } } }).constitutions.vitalite.value;
  const full = vitalite();

  /** One attack and its damage applied; the guard healed (by the GM, uncounted) when it would fall. */
  async function attack(): Promise<Sample> {
    if (vitalite() < full / 2) {
      await w.as(w.gm, () => actor(garde).update({ "system.constitutions.vitalite.value": full }));
      await w.settle();
    }
    writeMeter.bytes.clear();
    const before = vitalite();
    const t0 = performance.now();
    const card = await d.rollTest(aude, { itemId: sword, targets: [garde], characteristic: "force", complexity: 0 }, { as: "player1", dice: [7, 4, 2] });
    await d.pressCard(card!.messageId, "applyDamage", garde, { as: "player1" });
    const ms = performance.now() - t0;
    if (vitalite() >= before) throw new Error(`attack ${card!.messageId}: no damage applied`);
    const all = [...writeMeter.bytes.values()].reduce((a, b) => a + b, 0);
    return { store: writeMeter.total(...STORE), all, ms };
  }

  const played: Sample[] = [];
  for (let i = 0; i < ATTACKS; i++) played.push(await attack());
  const afterPlay = ledgerBook.all().length;
  const oldSettingBytes = JSON.stringify(ledgerBook.all().map((r) => r.data)).length;

  // Up to the cap: synthetic records, as a long campaign leaves them (written by the GM in batches, uncounted).
  const filler = Array.from({ length: Math.max(0, LEDGER_MAX - afterPlay) }, (_, i) => ({ message: `filler${String(i).padStart(10, "0")}`, action: "applyDamage", target: garde }));
  await w.as(w.gm, () => ledgerBook.addAll(filler));
  const atCap: Sample[] = [];
  for (let i = 0; i < WINDOW; i++) atCap.push(await attack());
  const load1 = loadavg();

  console.log(`\nrecords benchmark: ${ATTACKS} attacks with their damage applied (test world: a GM, two players, the socket)`);
  console.table([
    row(`1–${WINDOW} (ledger empty at the start)`, played.slice(0, WINDOW)),
    row(`${ATTACKS - WINDOW + 1}–${ATTACKS} (ledger ${afterPlay} records at the end)`, played.slice(-WINDOW)),
    row(`${WINDOW} more at the ${LEDGER_MAX}-record cap (pruning)`, atCap),
  ]);
  const ratio = mean(played.slice(-WINDOW).map((s) => s.store)) / mean(played.slice(0, WINDOW).map((s) => s.store));
  const capRatio = mean(atCap.map((s) => s.store)) / mean(played.slice(0, WINDOW).map((s) => s.store));
  console.log(`store bytes per attack, last ${WINDOW} / first ${WINDOW}: ${ratio.toFixed(2)}×; at the cap / first ${WINDOW}: ${capRatio.toFixed(2)}× (goal: within 2×)`);
  console.log(`for scale: the same ${afterPlay} records as one world setting (the former ledger) were ${Math.round(oldSettingBytes / 1024)} KB, rewritten whole on every record`);
  console.log(`ledger after the run: ${ledgerBook.all().length} records; load average ${load0.map((l) => l.toFixed(2)).join(" ")} at the start, ${load1.map((l) => l.toFixed(2)).join(" ")} at the end`);
});
