/**
 * On the test world: the GM opens the creation wizard on a player's screen through
 * the authority layer (a GM-to-player request over the package socket, its sender named by the
 * relay). The player's client opens it for its own character; a player forging the request to
 * another player, a payload naming a sender, a GM's request for a character the player does not own
 * open nothing; no core query named altherion.* is left.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createTestWorld, type TestWorld } from "./world";
import { WorldDriver } from "./driver";
import { NOT_OWNED, OPEN_GM_ONLY } from "../../src/gm/creation";
import type { Client } from "./runtime";
import type * as Authority from "../../src/net/perform";
import type * as Open from "../../src/applications/creation/register";

const g = globalThis as unknown as {
  game: { socket: { emit(name: string, message: unknown): void } };
  foundry: { applications: { instances: Map<string, { renderedFor: string | null; close(): Promise<unknown> }> } };
  CONFIG: { queries: Record<string, unknown> };
};

let w: TestWorld;
let alice: Client;
let bruno: Client;
let performAt: typeof Authority.performAt;
let open: typeof Open;
let aliceChar = "";
let brunoChar = "";

const idOf = (uuid: string) => uuid.split(".").pop()!;
const wizardOf = (uuid: string) => g.foundry.applications.instances.get(`altherion-creation-${idOf(uuid)}`);
const warnings = (c: Client) => c.notifications.filter((n) => n.level === "warn").map((n) => n.message);

beforeEach(async () => {
  w = await createTestWorld({ players: ["Alice", "Bruno"], settings: { creationWizardOnNew: false } });
  ({ performAt } = await import("../../src/net/perform"));
  open = await import("../../src/applications/creation/register");
  const d = new WorldDriver(w);
  [alice, bruno] = w.players;
  aliceChar = await d.createActor({ name: "Nouvelle", type: "personnage" }, { owner: "player1" });
  brunoChar = await d.createActor({ name: "Autre", type: "personnage" }, { owner: "player2" });
  await w.settle();
  expect(wizardOf(aliceChar)).toBeUndefined();
}, 60_000);

describe("the GM opens the creation wizard on a player's screen (authority layer)", () => {
  it("the GM's request reaches the owner's client over the socket: the wizard opens there, for that character", async () => {
    const actor = w.fromUuid(aliceChar);
    expect(await w.as(w.gm, () => open.openCreationForPlayers(actor as never))).toBe(1);
    await w.settle();
    expect(wizardOf(aliceChar)?.renderedFor).toBe(w.user(alice).id);
    expect(wizardOf(brunoChar)).toBeUndefined();
    expect(Object.keys(g.CONFIG.queries).filter((k) => k.startsWith("altherion"))).toEqual([]);
  });

  it("a player forging the request to another player is refused: nothing opens on the other screen", async () => {
    const brunoId = w.user(bruno).id;
    // Through the layer, as a console would call it: the relay names Alice, who is no GM.
    expect(await w.as(alice, () => performAt(open.OPEN_CREATION, brunoId, { actorUuid: brunoChar }))).toBe(OPEN_GM_ONLY);
    // A raw envelope on the socket, addressed to Bruno's client.
    w.as(alice, () => g.game.socket.emit("system.altherion", { type: "ask", id: "forged1", to: brunoId, action: "openCreation", payload: { actorUuid: brunoChar } }));
    await w.settle();
    expect(wizardOf(brunoChar)).toBeUndefined();
    // A payload naming the GM as its sender is refused whole (no such field), even from the GM.
    expect(await w.as(w.gm, () => performAt(open.OPEN_CREATION, brunoId, { actorUuid: brunoChar, userId: w.user(w.gm).id } as never))).toBe("ALTHERION.Authority.Invalid");
    await w.settle();
    expect(wizardOf(brunoChar)).toBeUndefined();
    expect(warnings(bruno)).toEqual([]);
  });

  it("a GM's request for a character the player does not own opens nothing on that player's screen", async () => {
    expect(await w.as(w.gm, () => performAt(open.OPEN_CREATION, w.user(alice).id, { actorUuid: brunoChar }))).toBe(NOT_OWNED);
    await w.settle();
    expect(wizardOf(brunoChar)).toBeUndefined();
  });
});
