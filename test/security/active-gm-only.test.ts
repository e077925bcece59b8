/**
 * One GM handles a request: a request sent over the raw socket is carried out only on the active GM's
 * client. With an Assistant GM connected, Alice's console addresses her request to that other GM client:
 * it ignores it (net/transport.ts), so no request is ever applied by two GM clients, each with its
 * own queue in memory.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { TestWorld } from "../world/world";
import type { WorldDriver } from "../world/driver";
import { actor, createParty, vitalite } from "./fixture";
import type { Client } from "../world/runtime";

type Plain = Record<string, unknown>;
const g = globalThis as unknown as {
  game: { socket: { emit(n: string, ...args: unknown[]): void }; users: { activeGM: { id: string } | null } };
};

let w: TestWorld;
let d: WorldDriver;
let alice: Client;
let bruno: Client;
let aude: string;
let garde: string;
let sword: string;

beforeEach(async () => {
  ({ w, d, alice, bruno, aude, garde } = await createParty({ aude: { skill: ["melee", 2], sword: true } }));
  sword = actor(aude).items.find((i) => i.type === "arme")!.id;
});

describe("only the active GM's client handles a request", () => {
  it("a request Alice's console addresses to an Assistant GM that is not the active GM is not carried out", async () => {
    const card = (await d.rollTest(aude, { itemId: sword, targets: [garde], characteristic: "force", complexity: 0 }, { as: "player1", dice: [7, 4, 2] }))!.messageId;
    (w.user(bruno)._source as Plain).role = 3; // Bruno's user made an Assistant GM (his client stays connected)
    const active = g.game.users.activeGM!.id;
    const other = [w.gm.userId, bruno.userId].find((id) => id !== active)!;
    expect(other).toBeTruthy();
    const before = vitalite(garde);
    w.as(alice, () => g.game.socket.emit("system.altherion", { type: "ask", id: "secondGmAsk1", to: other, action: "cardAction", payload: { messageId: card, action: "applyDamage", target: garde } }));
    await w.settle();
    expect(vitalite(garde)).toBe(before);
  });
});
