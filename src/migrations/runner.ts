/**
 * The migration runner: on `ready`, the active GM migrates world actors, world items, the
 * synthetic actors of unlinked tokens and the world's compendiums (unlocking and relocking
 * them), one document at a time with its own try/catch, under a progress notification; then it
 * stores the new schema version, only when every document migrated: failed ones are listed for
 * the GM and retried at the next load (re-running a migration is a no-op on migrated documents).
 * Diffs come from the pure functions in migrations.ts.
 */
import { setting, SYSTEM_ID } from "../settings";
import { forUpdate } from "../platform/generation";
import { MIGRATIONS, currentVersion, migrateActorSource, migrateItemSource, pendingMigrations } from "./migrations";
import type { Diff, Migration, MigrationContext, Source } from "./migrations";
import { skillKeyFromName } from "../rules/index";
import { moveLedgerToBook } from "./ledger";

/** The system's skill compendiums (R-SK-7 aliases: their skills as this world names them). */
const SKILL_PACKS = ["altherion.competences", "altherion.langues"];

export interface MigrationTally {
  migrated: number;
  failed: { name: string; error: string }[];
}

/** Runs pending migrations when this user is the active GM and the world is behind (the ledger's move into its journal first, at every load). */
export async function migrateIfNeeded(): Promise<MigrationTally | null> {
  if (!game.user?.isActiveGM) return null;
  try {
    await moveLedgerToBook();
  } catch (err) {
    console.error("Altherion | the ledger could not be moved into the GM's ledger journal; retried at the next load", err);
  }
  const from = setting("schemaVersion");
  const to = currentVersion();
  if (from >= to) return null;
  const tally = await migrateWorld(pendingMigrations(from, MIGRATIONS));
  // The version advances only when every document migrated; otherwise the next load retries.
  if (tally.failed.length === 0) await game.settings?.set(SYSTEM_ID, "schemaVersion", to);
  return tally;
}

type Migratable = { name: string; toObject(): unknown; update(diff: Diff, options?: object): Promise<unknown> };

/** R-SK-7 the compendium skills' names (Babele-translated when Babele is active) → their keys. */
async function skillAliases(): Promise<Map<string, string>> {
  const aliases = new Map<string, string>();
  for (const id of SKILL_PACKS) {
    const pack = [...(game.packs ?? [])].find((p) => p.collection === id);
    if (!pack) continue;
    try {
      for (const doc of await pack.getDocuments()) {
        const key = (doc.system as { key?: unknown } | undefined)?.key;
        if (typeof key === "string" && key && doc.name) aliases.set(skillKeyFromName(doc.name), key);
      }
    } catch (err) {
      console.warn(`Altherion | migration: cannot read ${id}`, err);
    }
  }
  return aliases;
}

async function migrateOne(doc: Migratable, kind: "actor" | "item", migrations: readonly Migration[], tally: MigrationTally, context: MigrationContext): Promise<void> {
  try {
    const source = doc.toObject() as Source;
    const diff = kind === "actor" ? migrateActorSource(source, migrations, context) : migrateItemSource(source, migrations, context);
    if (!diff) return;
    // Foundry resolves an update a `_preUpdate` refused (returned false) to undefined: not migrated, retried.
    const updated = await doc.update(forUpdate(diff), { diff: false });
    if (updated === undefined || updated === null) {
      tally.failed.push({ name: doc.name, error: "the update was refused" });
      console.error(`Altherion | migration refused for ${doc.name}`);
      return;
    }
    tally.migrated++;
  } catch (err) {
    tally.failed.push({ name: doc.name, error: err instanceof Error ? err.message : String(err) });
    console.error(`Altherion | migration failed for ${doc.name}`, err);
  }
}

/** Migrates everything the world holds with the given migrations. */
export async function migrateWorld(migrations: readonly Migration[]): Promise<MigrationTally> {
  const tally: MigrationTally = { migrated: 0, failed: [] };
  const i18n = game.i18n;
  const say = (key: string) => (i18n ? i18n.localize(key) : key);
  ui.notifications?.info(say("ALTHERION.Migration.Started"), { permanent: false });
  const context: MigrationContext = { skillAliases: await skillAliases() };
  const actors = game.actors?.contents ?? [];
  const items = game.items?.contents ?? [];
  for (const actor of actors) await migrateOne(actor as unknown as Migratable, "actor", migrations, tally, context);
  for (const item of items) await migrateOne(item as unknown as Migratable, "item", migrations, tally, context);
  for (const scene of game.scenes?.contents ?? []) {
    for (const token of scene.tokens.contents) {
      if (token.actorLink || !token.actor) continue;
      await migrateOne(token.actor as unknown as Migratable, "actor", migrations, tally, context);
    }
  }
  for (const pack of game.packs ?? []) {
    if (pack.metadata.packageType !== "world" || !["Actor", "Item"].includes(pack.documentName)) continue;
    const wasLocked = pack.locked;
    try {
      if (wasLocked) await pack.configure({ locked: false });
      const docs = await pack.getDocuments();
      for (const doc of docs) await migrateOne(doc as unknown as Migratable, pack.documentName === "Actor" ? "actor" : "item", migrations, tally, context);
    } catch (err) {
      tally.failed.push({ name: pack.collection, error: err instanceof Error ? err.message : String(err) });
    } finally {
      if (wasLocked) await pack.configure({ locked: true });
    }
  }
  const done = i18n ? i18n.format("ALTHERION.Migration.Done", { migrated: String(tally.migrated), failed: String(tally.failed.length) }) : "";
  if (tally.failed.length) {
    const names = tally.failed.map((f) => f.name).join(", ");
    ui.notifications?.warn(i18n ? `${done} ${i18n.format("ALTHERION.Migration.Retry", { names })}` : names, { permanent: true });
  } else ui.notifications?.info(done);
  return tally;
}
