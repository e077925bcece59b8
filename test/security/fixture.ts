/**
 * The table every security suite plays on: the test world with a GM client and two player clients
 * (Alice, Bruno; the package socket relaying with the sender's id), and three characters with every
 * characteristic at 3 — Aude (Alice's), Bert (Bruno's) and Garde (the GM's) — each given what the
 * suite asks for (a skill level, an Épée longue from the compendium), then their points filled. Helpers
 * play a patched client (its data models' checks skipped) and read the GM's change journal.
 */
import { createTestWorld, type TestWorld } from "../world/world";
import { WorldDriver } from "../world/driver";
import type { WorldActor } from "../world/classes";
import type { Client } from "../world/runtime";
import type { Seat } from "../../src/testing/driver";
import { dragged, setSkill } from "../../src/testing/scenes/helpers";
import type { JournalEntry } from "../../src/rules/index";

export const CARAC_3 = { force: 3, vigueur: 3, agilite: 3, pouvoir: 3, charisme: 3, perception: 3, intellect: 3, volonte: 3, sagesse: 3 };

/** What one character gets before a test: a skill at a level, an Épée longue. */
export interface Kit {
  skill?: [key: string, level: number];
  sword?: boolean;
}

export interface Party {
  w: TestWorld;
  d: WorldDriver;
  alice: Client;
  bruno: Client;
  aude: string; // Alice's character
  bert: string; // Bruno's character
  garde: string; // the GM's
}

const SEATS = { aude: "player1", bert: "player2", garde: "gm" } as const satisfies Record<string, Seat>;
type Who = keyof typeof SEATS;

/** A fresh world and its three characters; `system` is added to each character's data. */
export async function createParty(kits: Partial<Record<Who, Kit>> = {}, system: Record<string, unknown> = {}): Promise<Party> {
  const w = await createTestWorld({ players: ["Alice", "Bruno"] });
  const d = new WorldDriver(w);
  const [alice, bruno] = w.players;
  const create = (name: string, who: Who) => d.createActor({ name, type: "personnage", system: { caracteristiques: CARAC_3, ...system } }, { owner: SEATS[who] });
  const uuids: Record<Who, string> = { aude: await create("Aude", "aude"), bert: await create("Bert", "bert"), garde: await create("Garde", "garde") };
  for (const who of Object.keys(SEATS) as Who[]) {
    const kit = kits[who];
    if (kit?.skill) await setSkill(d, uuids[who], kit.skill[0], kit.skill[1], SEATS[who]);
    if (kit?.sword) await d.dropItem(uuids[who], await dragged(d, "epeeLongue"), { as: SEATS[who] });
  }
  for (const uuid of Object.values(uuids)) await d.refreshPoints(uuid);
  return { w, d, alice, bruno, ...uuids };
}

/** An actor of the world, by uuid. */
export const actor = (uuid: string) => (globalThis as unknown as { fromUuidSync(u: string): unknown }).fromUuidSync(uuid) as WorldActor;

/** R-CON-3 Vitalité less its scars: every point of damage lowers it by one, also past 0. */
export const vitalite = (uuid: string) => {
  const v = (actor(uuid).system as unknown as { constitutions: { vitalite: { value: number; scars: number } } }).constitutions.vitalite;
  return v.value - v.scars;
};

/** Every notice a client was shown, in one line. */
export const warnings = (c: Client) => c.notifications.map((n) => n.message).join(" | ");

/** The GM's change journal as the GM's client reads it (journal/store.ts), oldest first. */
export async function gmJournal(w: TestWorld): Promise<JournalEntry[]> {
  const { journalEntries } = await import("../../src/journal/store");
  return w.as(w.gm, () => journalEntries());
}

/** A GM's *Undo* of one journal entry: null when done, else the refusal key. */
export async function undoAsGm(w: TestWorld, id: string): Promise<string | null> {
  const { undoJournalEntry } = await import("../../src/journal/store");
  const refused = await w.as(w.gm, () => undoJournalEntry(id));
  await w.settle();
  return refused;
}

/** What journal entries list, one line per field: "path before → after" (JSON values). */
export const journalLines = (entries: readonly JournalEntry[]) => entries.map((e) => e.changes.map((c) => `${c.path} ${c.before} → ${c.after}`));

/**
 * Runs `fn` on `client` with these data models' checks (`_preUpdate`, `_preCreate`) skipped, as a console that
 * patched its own client does: on their prototypes, as each update builds its document's model anew.
 */
export async function withChecksSkipped(w: TestWorld, client: Client, models: readonly string[], fn: () => Promise<unknown>): Promise<void> {
  const classes = (await import("../../src/data/index")) as unknown as Record<string, { prototype: Record<string, unknown> }>;
  const protos = models.map((m) => classes[m].prototype);
  const saved = protos.map((m) => [m._preUpdate, m._preCreate]);
  for (const m of protos) [m._preUpdate, m._preCreate] = [async () => undefined, async () => undefined];
  try {
    await w.as(client, fn);
  } finally {
    protos.forEach((m, i) => { [m._preUpdate, m._preCreate] = saved[i]; });
  }
  await w.settle();
}
