/**
 * Issue 13 (y13luck, hole 3, R-FIGHT-2): the GM trusted a defence card whose replayed roll had any flat bonus within
 * ±30 (plausibleInput's bound), so a defender's patched client turned a failed dodge into an avoided blow by adding
 * +20 to its card. SAFE: a defence card's bonus is bounded as its dialog makes it (defenceInput: none, or the
 * defender's Agonie as a malus — combat/defence.ts defenceBonusFits); anything above 0 and the GM trusts no part of the
 * card (trustedDefence: its damage and its effect on the attack card are refused as forged).
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { TestWorld } from "../world/world";
import type { WorldDriver } from "../world/driver";
import { actor, createParty, vitalite, warnings } from "./fixture";
import type { WorldChatMessage } from "../world/classes";
import type { Client } from "../world/runtime";
import type * as Authority from "../../src/authority/index";
import type * as Combat from "../../src/combat/actions";

type Plain = Record<string, unknown>;
interface Recorded { input: { bonus?: number }; result: { total: number } }
let w: TestWorld;
let d: WorldDriver;
let bruno: Client;
let aude: string;
let bert: string;
let sword: string;
let perform: typeof Authority.perform;
let COMBAT_ACTION: typeof Combat.COMBAT_ACTION;
let trustedDefence: typeof Combat.trustedDefence;
const g = globalThis as unknown as { game: { messages: { get(id: string): WorldChatMessage | undefined } } };
const HIT = 9; // R-FIGHT-3 the Épée longue's 6 + Corps 3

beforeEach(async () => {
  ({ w, d, bruno, aude, bert } = await createParty({ aude: { skill: ["melee", 2], sword: true } }));
  ({ perform } = await import("../../src/authority/index"));
  ({ COMBAT_ACTION, trustedDefence } = await import("../../src/combat/actions"));
  sword = actor(aude).items.find((i) => i.type === "arme")!.id;
});

/** Aude hits Bert (7 + Force 3 = 10); Bert dodges with a 2 (Esquive: 2 + Agilité 3 = 5): touched. The defence card's id. */
async function dodged(): Promise<string> {
  const attack = await d.rollTest(aude, { itemId: sword, targets: [bert], characteristic: "force", complexity: 0 }, { as: "player1", dice: [7, 4, 2] });
  const card = await d.defend(attack!.messageId, bert, "esquive", { as: "player2", dice: [2] });
  await w.settle();
  return card!.messageId;
}

const trusted = async (id: string) => {
  const message = g.game.messages.get(id)!;
  return (await w.as(w.gm, () => trustedDefence(message as never, (message.flags.altherion as { defence: never }).defence))) !== null;
};
const applyFromDefence = (id: string) => w.as(bruno, () => perform(COMBAT_ACTION, { messageId: id, action: "applyDefenceDamage", side: null, extra: null }, false));
const bonusOf = (id: string) => ((g.game.messages.get(id)!.rolls[0].toJSON() as unknown as { options: { altherion: Recorded } }).options.altherion.input.bonus ?? 0);

/** Bruno rewrites his own defence card's roll: its bonus and total move together, so the die still replays. */
async function rewrite(id: string, bonus: number): Promise<void> {
  const message = g.game.messages.get(id)!;
  const json = structuredClone(message.rolls[0].toJSON() as unknown as Plain);
  const state = (json.options as Plain).altherion as Recorded;
  state.result.total += bonus - (state.input.bonus ?? 0);
  state.input.bonus = bonus;
  await w.as(bruno, () => message.update({ rolls: [JSON.stringify(json)] }));
}

describe("y13luck hole 3: a defence card's bonus is the one its dialog makes", () => {
  it("R-FIGHT-2 issue 13 Bert's failed dodge rewritten with +20 (or +1) is not trusted: its blow and its effect refused as forged", async () => {
    const defence = await dodged();
    expect(await trusted(defence)).toBe(true);
    for (const bonus of [20, 1]) {
      await rewrite(defence, bonus);
      expect(await trusted(defence), `+${bonus}`).toBe(false);
    }
    const before = vitalite(bert);
    expect(await applyFromDefence(defence)).toBe("ALTHERION.Authority.Forged");
    expect(vitalite(bert)).toBe(before);
  });

  it("R-FIGHT-2 R-CON-7 honest: a defence in Agonie 2 (−2 on the dodge) is trusted and its blow applies once", async () => {
    expect(await d.update(bert, { "system.agonie": 2 }, { as: "gm" })).toBe(true);
    const defence = await dodged();
    expect(bonusOf(defence)).toBe(-2);
    expect(await trusted(defence)).toBe(true);
    const before = vitalite(bert);
    expect(await applyFromDefence(defence)).toBeNull();
    expect(before - vitalite(bert)).toBe(HIT);
    expect(warnings(bruno)).not.toContain("ne correspond pas");
  });
});
