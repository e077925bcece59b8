/**
 * [I] A request (/altherion-demande) is answered by the character's first roll marked for
 * it (gm/cards.ts requestResult): Alice cannot keep back a failed roll and send a better one.
 * A GM may still record a later roll.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { TestWorld } from "../world/world";
import type { WorldDriver } from "../world/driver";
import { createParty } from "./fixture";
import type { WorldChatMessage } from "../world/classes";
import type { Client } from "../world/runtime";
import { createRequest } from "../../src/chat/request-card";
import type * as Chat from "../../src/chat/actions";
import type * as Authority from "../../src/net/perform";

type Plain = Record<string, unknown>;
const g = globalThis as unknown as { ChatMessage: { create(data: Plain): Promise<WorldChatMessage> } };

let w: TestWorld;
let d: WorldDriver;
let alice: Client;
let aude: string;
let perform: typeof Authority.perform;
let REQUEST_RESULT: typeof Chat.REQUEST_RESULT;

beforeEach(async () => {
  ({ w, d, alice, aude } = await createParty({ aude: { skill: ["melee", 2] } }));
  ({ perform } = await import("../../src/net/perform"));
  ({ REQUEST_RESULT } = await import("../../src/chat/actions"));
});

const entry = (card: WorldChatMessage) => ((card.flags.altherion as Plain).request as { entries: { result: { success: boolean | null; messageId: string } | null }[] }).entries[0].result;

describe("a request is answered by the character's first roll for it", () => {
  it("a second roll for the same request, sent after a failed first one was kept back, is refused; the first decides", async () => {
    const request = createRequest({ label: "", skills: ["melee"], characteristic: "force", complexity: 0, difficulty: 8 }, [{ uuid: aude, name: "Aude" }]);
    const card = await w.as(w.gm, () => g.ChatMessage.create({ content: "request", flags: { altherion: { request } } }));
    const ask = { skillNames: ["Mêlée"], characteristic: "force", complexity: 0, difficulty: 8, requestId: card.id } as never;
    const first = await d.rollTest(aude, ask, { as: "player1", dice: [2, 2, 1] }); // 2 + 3 = 5 < 8
    const second = await d.rollTest(aude, ask, { as: "player1", dice: [7, 4, 2] }); // 7 + 3 = 10 ≥ 8
    expect(first!.result!.success).toBe(false);
    expect(second!.result!.success).toBe(true);
    const sent = await w.as(alice, () => perform(REQUEST_RESULT, { messageId: card.id, actorUuid: aude, rollMessageId: second!.messageId }, false));
    expect(sent).toBe("ALTHERION.Authority.NotFirstAnswer");
    expect(entry(card)).toBeNull();
    // The first roll answers.
    expect(await w.as(alice, () => perform(REQUEST_RESULT, { messageId: card.id, actorUuid: aude, rollMessageId: first!.messageId }, false))).toBeNull();
    expect(entry(card)).toMatchObject({ success: false, messageId: first!.messageId });
  });
});
