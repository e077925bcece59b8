/**
 * R-XP-3 the spending moments the GM opens: Entraînement by the Ellipse tool, Réception by Award XP. They
 * live in a world setting (only a GM may write one), as a list of { actor UUID, moment, ellipse } with at
 * most one per character; the Spend XP flow offers a player only the moment open for its character, and
 * the GM's purchase handler reads the same list (purchase.ts `advancementStateOf`).
 * [I] A moment stays open until the GM closes it (Ellipse tool, `closeMoments`) or opens the next one for
 * that character, which replaces it.
 */
import { ELLIPSE_KINDS, GM_MOMENTS } from "../rules/index";
import type { GmMoment, OpenMoment } from "../rules/index";
import type { Ellipse } from "../rules/index";
import { SYSTEM_ID } from "../settings";

export const OPEN_MOMENTS_SETTING = "openMoments";
/** Called on every client when the open moments change (the windows plug in here: the Spend XP flows re-render). */
const listeners: (() => void)[] = [];
export function onMomentsChange(fn: () => void): void {
  listeners.push(fn);
}

/** One open moment as stored (a list entry: no id as an object key). */
export interface OpenMomentRecord extends OpenMoment { actor: string }

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "altherion.openMoments": OpenMomentRecord[];
  }
}

/** The stored list, each entry checked (anything malformed is dropped). */
export function parseOpenMoments(raw: unknown): OpenMomentRecord[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((r: unknown) => {
    const e = (r ?? {}) as Record<string, unknown>;
    const moment = GM_MOMENTS.find((m) => m === e.moment);
    const ellipse = ELLIPSE_KINDS.find((k) => k === e.ellipse) ?? null;
    return typeof e.actor === "string" && e.actor && moment ? [{ actor: e.actor, moment, ellipse: moment === "training" ? ellipse : null }] : [];
  });
}

/** Pure: the list with these characters' moments replaced by `open` (null: closed). */
export function withMoments(list: readonly OpenMomentRecord[], actors: readonly string[], open: OpenMoment | null): OpenMomentRecord[] {
  const kept = list.filter((r) => !actors.includes(r.actor));
  return open ? [...kept, ...[...new Set(actors)].map((actor) => ({ actor, moment: open.moment, ellipse: open.moment === "training" ? open.ellipse : null }))] : kept;
}

export function registerMoments(): void {
  game.settings?.register(SYSTEM_ID, OPEN_MOMENTS_SETTING, {
    scope: "world", config: false, type: Array, default: [],
    onChange: () => { for (const fn of listeners) fn(); },
  } as never);
}

/** Every open moment. */
export function openMomentList(): OpenMomentRecord[] {
  try {
    return parseOpenMoments(game.settings?.get(SYSTEM_ID, OPEN_MOMENTS_SETTING));
  } catch {
    return [];
  }
}

/** R-XP-3 the moment open for a character, or null. */
export function openMomentOf(actorUuid: string): OpenMoment | null {
  const found = openMomentList().find((r) => r.actor === actorUuid);
  return found ? { moment: found.moment, ellipse: found.ellipse } : null;
}

async function write(list: OpenMomentRecord[]): Promise<void> {
  if (!game.user?.isGM) return;
  await game.settings?.set(SYSTEM_ID, OPEN_MOMENTS_SETTING, list as never);
}

/** GM: opens a moment for these characters (an ellipse's Entraînement with its ellipse, an award's Réception). */
export function openMoments(actorUuids: readonly string[], moment: GmMoment, ellipse: Ellipse | null = null): Promise<void> {
  return write(withMoments(openMomentList(), actorUuids, { moment, ellipse }));
}

/** GM: closes the moments of these characters, or every open moment. */
export function closeMoments(actorUuids?: readonly string[]): Promise<void> {
  return write(actorUuids ? withMoments(openMomentList(), actorUuids, null) : []);
}
