import { afterEach, describe, expect, it } from "vitest";
import { GM_NO_ANSWER, runHereOrAtGM } from "../../src/chat/gm-query";

// ARCHITECTURE.md §5: an action the user cannot do goes to the active GM; a GM that does not
// answer (timeout, handler error) gives a clear error instead of an uncaught rejection.
const g = globalThis as Record<string, unknown>;
const request = (here: () => Promise<string | null>, canWriteAll: boolean) =>
  ({ canWriteAll, here, query: "altherion.cardAction", data: { messageId: "m", action: "a", target: null, userId: "u" } }) as unknown as Parameters<typeof runHereOrAtGM>[0];

afterEach(() => { delete g.game; });

describe("runHereOrAtGM", () => {
  it("runs here when the user may write everything", async () => {
    g.game = { users: { activeGM: null } };
    expect(await runHereOrAtGM(request(async () => null, true))).toBeNull();
  });
  it("says there is no GM when it cannot run here", async () => {
    g.game = { users: { activeGM: null } };
    expect(await runHereOrAtGM(request(async () => null, false))).toBe("ALTHERION.Chat.Error.NoGM");
  });
  it("returns the GM handler's answer", async () => {
    g.game = { users: { activeGM: { isSelf: false, query: async () => "ALTHERION.Chat.Error.NotAllowed" } } };
    expect(await runHereOrAtGM(request(async () => null, false))).toBe("ALTHERION.Chat.Error.NotAllowed");
  });
  it("turns a GM query that fails into GM_NO_ANSWER", async () => {
    g.game = { users: { activeGM: { isSelf: false, query: async () => { throw new Error("timeout"); } } } };
    const original = console.error;
    console.error = () => {};
    try {
      expect(await runHereOrAtGM(request(async () => null, false))).toBe(GM_NO_ANSWER);
    } finally {
      console.error = original;
    }
  });
});
