/**
 * Dice So Nice: every die the system rolls is thrown in 3D, in Altherion's colours or in the player's own.
 * - Colour sets: one per die role of a test (mastery, power, weakness, expertise, explosion, implosion) and for the
 *   dice that are not a test's (the aggravation d10, an exploit's Espoir or Désespoir dice), registered as
 *   "default" sets: they never replace a player's chosen theme.
 * - Which dice take them is each player's choice (a client setting, "diceAppearance"): the special dice only
 *   (default: mastery dice in the appearance the roller chose in Dice So Nice), every role, or none (every die in the
 *   roller's own appearance). It is applied where the dice are shown (`diceSoNiceRollStart`), from the role each
 *   die carries (AltherionRoll's terms) or the card it belongs to; nothing of it is stored in the roll.
 * - A roll added to a card that already exists is thrown too (`showForRoll`, on the client that added it, shown
 *   to those who see the card), as a new card's rolls are by Dice So Nice itself.
 * Registered only when the module is active; nothing here runs without it.
 */
import { ROLE_LABEL } from "../chat/test-card";
import { localize } from "../i18n";
import { onceModuleHook, onModuleHook } from "../module-hooks";
import type { DieRole } from "../dice/roll-data";
import type { Dice3D, DiceRollStartContext } from "./apis";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "altherion.diceAppearance": DiceAppearance;
  }
}

export const MODULE_ID = "dice-so-nice";

/** A die's role: a test's (AltherionRoll) or the card's it is thrown for. */
export type DiceRole = DieRole | "aggravation" | "espoir" | "desespoir";

/** Which dice take Altherion's colours: the special ones, every role, or none (the roller's own appearance). */
export const DICE_APPEARANCES = ["special", "roles", "own"] as const;
export type DiceAppearance = (typeof DICE_APPEARANCES)[number];

/** Dice So Nice colour set name of each role. */
export const ROLE_COLORSET: Record<DiceRole, string> = {
  mastery: "altherion-mastery",
  surpuissance: "altherion-surpuissance",
  impuissance: "altherion-impuissance",
  expertise: "altherion-expertise",
  explosion: "altherion-explosion",
  implosion: "altherion-implosion",
  aggravation: "altherion-aggravation",
  espoir: "altherion-espoir",
  desespoir: "altherion-desespoir",
};

const COLOURS: Record<DiceRole, { background: string; foreground: string; edge: string }> = {
  mastery: { background: "#2f4f6f", foreground: "#f5f0e1", edge: "#1d3347" },
  surpuissance: { background: "#c9952b", foreground: "#1b1405", edge: "#8a6418" },
  impuissance: { background: "#4b3b5c", foreground: "#e9def5", edge: "#2d2238" },
  expertise: { background: "#2e6b4f", foreground: "#f1fbf5", edge: "#1b4431" },
  explosion: { background: "#b23a1e", foreground: "#fff4e6", edge: "#6e2211" },
  implosion: { background: "#1f1f24", foreground: "#d9d9e0", edge: "#000000" },
  aggravation: { background: "#7a1120", foreground: "#fbe9ec", edge: "#42070f" },
  espoir: { background: "#e6c45a", foreground: "#2a1f00", edge: "#a8862a" },
  desespoir: { background: "#2b2d4a", foreground: "#d8dcff", edge: "#121326" },
};

/** The words naming each role in Dice So Nice's colour set list. */
const ROLE_NAME: Record<DiceRole, string> = {
  ...ROLE_LABEL,
  aggravation: "ALTHERION.Sheet.Sante.Aggravation",
  espoir: "ALTHERION.Sheet.Moral.Espoir",
  desespoir: "ALTHERION.Sheet.Moral.Desespoir",
};

/** Whether a role takes its Altherion colour set for a player who chose `appearance`. */
export function coloured(role: DiceRole, appearance: DiceAppearance): boolean {
  if (appearance === "own") return false;
  return appearance === "roles" || role !== "mastery";
}

type DieTerm = { options?: Record<string, unknown> };
const isRole = (v: unknown): v is DiceRole => typeof v === "string" && Object.hasOwn(ROLE_COLORSET, v);

/** The role of the dice of a card that are not a test's, read from the card's flags: the aggravation d10, an exploit's dice. */
export function cardRole(flags: unknown): DiceRole | null {
  const own = (flags as { altherion?: { aggravation?: unknown; exploit?: { kind?: unknown } } } | null | undefined)?.altherion;
  if (own?.aggravation === true) return "aggravation";
  const kind = own?.exploit?.kind;
  return kind === "espoir" || kind === "desespoir" ? kind : null;
}

/**
 * Dresses the dice of a roll about to be shown: a die whose role (its own `altherionRole`, else the card's) takes a
 * colour for this player gets that role's colour set; any other die of an Altherion roll or card loses a colour set
 * an older card stored, so Dice So Nice draws it in the roller's appearance. Dice of other rolls are left alone.
 */
export function dressDice(dice: readonly DieTerm[], cardRoleOf: DiceRole | null, appearance: DiceAppearance): void {
  for (const die of dice) {
    const options = (die.options ??= {});
    const role = isRole(options.altherionRole) ? options.altherionRole : cardRoleOf;
    if (!role) continue;
    const appearanceOptions = { ...((options.appearance as Record<string, unknown> | undefined) ?? {}) };
    delete appearanceOptions.colorset;
    if (coloured(role, appearance)) {
      options.colorset = ROLE_COLORSET[role];
      options.appearance = { ...appearanceOptions, colorset: ROLE_COLORSET[role] };
    } else {
      delete options.colorset;
      if (Object.keys(appearanceOptions).length) options.appearance = appearanceOptions;
      else delete options.appearance;
    }
  }
}

/** This player's choice (the default until the setting exists). */
function appearanceChoice(): DiceAppearance {
  const value = game.settings?.settings?.has("altherion.diceAppearance") ? game.settings.get("altherion", "diceAppearance") : "special";
  return (DICE_APPEARANCES as readonly string[]).includes(value) ? value : "special";
}

type Message = { id?: string | null; flags?: unknown; rolls?: readonly unknown[]; whisper?: readonly string[]; blind?: boolean; speaker?: unknown };

/** `diceSoNiceRollStart`: the roll's dice dressed for this player, from their roles or their card's. */
export function onRollStart(messageId: string | null | undefined, context: DiceRollStartContext, messages: { get(id: string): Message | undefined } | undefined = game.messages as never): void {
  const dice = context.roll?.dice;
  if (!dice?.length) return;
  const message = messageId ? messages?.get(messageId) : undefined;
  dressDice(dice as DieTerm[], cardRole(message?.flags), appearanceChoice());
}

/** The number of rolls a message held before this client's update of its rolls, by message id. */
const rollsBefore = new Map<string, number>();

/** `preUpdateChatMessage` (on the client making the update): how many rolls the card holds before rolls are added. */
export function beforeRollsUpdate(message: Message, changes: Record<string, unknown>): void {
  if (message.id && Array.isArray(changes.rolls)) rollsBefore.set(message.id, message.rolls?.length ?? 0);
}

/**
 * `updateChatMessage`: on the client that added them, the rolls added to an existing card are thrown, synchronised
 * with those who see the card (its whisper list; hidden from a blind card's roller). Returns the rolls shown.
 */
export async function afterRollsUpdate(message: Message, changes: Record<string, unknown>, userId: string, dice3d: Dice3D | undefined = (game as unknown as { dice3d?: Dice3D }).dice3d): Promise<unknown[]> {
  if (!message.id || !Array.isArray(changes.rolls)) return [];
  const before = rollsBefore.get(message.id);
  rollsBefore.delete(message.id);
  if (before === undefined || userId !== game.user?.id || !dice3d) return [];
  const added = (message.rolls ?? []).slice(before);
  const whisper = message.whisper?.length ? [...message.whisper] : null;
  const blind = Boolean(message.blind) && !game.user?.isGM;
  for (const roll of added) await dice3d.showForRoll(roll, game.user, true, whisper, blind, message.id, message.speaker);
  return added;
}

export function registerDiceSoNice(): void {
  if (!game.modules?.get(MODULE_ID)?.active) return;
  game.settings?.register("altherion", "diceAppearance", {
    name: "ALTHERION.Modules.DiceSoNice.Appearance.Name",
    hint: "ALTHERION.Modules.DiceSoNice.Appearance.Hint",
    scope: "client",
    config: true,
    type: String,
    choices: {
      special: "ALTHERION.Modules.DiceSoNice.Appearance.Special",
      roles: "ALTHERION.Modules.DiceSoNice.Appearance.Roles",
      own: "ALTHERION.Modules.DiceSoNice.Appearance.Own",
    },
    default: "special",
  } as never);
  onceModuleHook("diceSoNiceReady", (dice3d: Dice3D) => {
    for (const [role, colors] of Object.entries(COLOURS) as [DiceRole, (typeof COLOURS)[DiceRole]][]) {
      dice3d.addColorset({
        name: ROLE_COLORSET[role], description: `Altherion — ${localize(ROLE_NAME[role])}`, category: "Altherion",
        foreground: colors.foreground, background: colors.background, outline: colors.edge, edge: colors.edge,
        texture: "none", material: "plastic",
      }, "default");
    }
  });
  onModuleHook("diceSoNiceRollStart", (messageId: string | null, context: DiceRollStartContext) => onRollStart(messageId, context));
  Hooks.on("preUpdateChatMessage", (message: ChatMessage.Implementation, changes: object) => beforeRollsUpdate(message as never, changes as Record<string, unknown>));
  Hooks.on("updateChatMessage", (message: ChatMessage.Implementation, changes: object, _options: unknown, userId: string) => {
    void afterRollsUpdate(message as never, changes as Record<string, unknown>, userId);
  });
}
