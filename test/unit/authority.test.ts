import { describe, expect, it } from "vitest";
import { poolInBounds } from "../../src/rules/index";
import { buildRollPlan } from "../../src/dice/roll-spec";
import { rollActor, type RollActorSpec } from "../fixtures/roll-actors";
import { check, int, list, object, oneOf, uuid, nullable, documentId } from "../../src/net/schema";
import { DocumentQueue } from "../../src/net/queue";
import { parseLedger, parseRecord, recordKey } from "../../src/net/ledger";
import { SITUATIONAL_BONUS_MAX } from "../../src/dice/roll-bonus";
import { AUTHORITY_INVALID, AUTHORITY_FAILED, Registry } from "../../src/net/registry";
import { GM_NO_ANSWER, NO_GM, USER_NO_ANSWER, Transport, type Envelope, type TransportEnv } from "../../src/net/transport";

// ARCHITECTURE.md § Trust the authority layer: schemas, one-at-a-time queue, ledger, transport.

describe("authority schema: every payload checked before it is read", () => {
  const card = object({ messageId: documentId, action: oneOf(["applyDamage", "narrowSuccess"]), target: nullable(uuid), n: int(0, 9), list: list(int(1, 10), 3) });
  const good = { messageId: "abcdefghijklmnop", action: "applyDamage", target: "Actor.abcdefghijklmnop", n: 3, list: [1, 2] };
  it("accepts a well-formed payload and returns a fresh copy", () => {
    const r = check(card, good);
    expect(r).toEqual({ ok: true, value: good });
    if (r.ok) expect(r.value).not.toBe(good);
  });
  it.each([
    ["unknown action", { ...good, action: "deleteWorld" }],
    ["extra key", { ...good, userId: "GMGMGMGMGMGMGMGM" }],
    ["out of bounds", { ...good, n: 10 }],
    ["not an integer", { ...good, n: 1.5 }],
    ["list too long", { ...good, list: [1, 2, 3, 4] }],
    ["bad uuid", { ...good, target: "Actor.x; drop" }],
    ["prototype key", JSON.parse('{"__proto__": {"polluted": true}, "messageId": "abcdefghijklmnop"}')],
    ["not an object", "applyDamage"],
    ["a class instance", Object.assign(new Date(), good)],
  ])("refuses %s", (_, payload) => {
    expect(check(card, payload).ok).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("authority queue: requests on one document run one after the other", () => {
  it("two tasks on the same document never overlap; other documents run alongside", async () => {
    const q = new DocumentQueue();
    const log: string[] = [];
    const task = (name: string, ms: number) => async () => { log.push(`${name}+`); await new Promise((r) => setTimeout(r, ms)); log.push(`${name}-`); return name; };
    const all = await Promise.all([q.run(["Actor.a"], task("a1", 20)), q.run(["Actor.a", "Actor.b"], task("a2", 5)), q.run(["Actor.c"], task("c", 1))]);
    expect(all).toEqual(["a1", "a2", "c"]);
    expect(log.indexOf("a2+")).toBeGreaterThan(log.indexOf("a1-"));
    expect(log.indexOf("c+")).toBeLessThan(log.indexOf("a1-"));
    expect(q.busy).toBe(0);
  });
  it("two hits on one actor both count (read-modify-write serialised)", async () => {
    const q = new DocumentQueue();
    let hp = 10;
    const hit = (n: number) => async () => { const read = hp; await new Promise((r) => setTimeout(r, 2)); hp = read - n; };
    await Promise.all([q.run(["Actor.a"], hit(3)), q.run(["Actor.a"], hit(4))]);
    expect(hp).toBe(3);
  });
  it("a failing task does not block the next one", async () => {
    const q = new DocumentQueue();
    const failed = q.run(["x"], async () => { throw new Error("boom"); });
    await expect(failed).rejects.toThrow("boom");
    expect(await q.run(["x"], async () => 1)).toBe(1);
  });
});

describe("authority registry: the one door", () => {
  it("the registry runs requests on one document one at a time (two read-modify-writes both count)", async () => {
    const registry = new Registry<string>();
    let hp = 10;
    registry.define({
      name: "hit", schema: object({ n: int(1, 9) }), touches: () => ["Actor.a"],
      run: async ({ n }) => { const read = hp; await new Promise((r) => setTimeout(r, 2)); hp = read - n; return null; },
    });
    expect(await Promise.all([registry.handle("hit", { n: 3 }, "u"), registry.handle("hit", { n: 4 }, "u")])).toEqual([null, null]);
    expect(hp).toBe(3);
  });
});

describe("authority ledger: once means once, one record per card, action and target", () => {
  const rec = { message: "m1", action: "applyDamage", target: "Actor.a" };
  it("a record's key tells apart cards, actions and targets (the card's state has no target)", () => {
    const keys = [rec, { ...rec, target: "Actor.b" }, { ...rec, message: "m2" }, { ...rec, action: "aggravation" }, { message: "m1", action: "cardState", target: "", state: "{}" }].map(recordKey);
    expect(new Set(keys).size).toBe(5);
    expect(recordKey({ ...rec, state: "1" })).toBe(recordKey(rec));
  });
  it("reads only well-formed records, every value kept", () => {
    expect(parseLedger([rec, { message: 1 }, null, "x", { ...rec, state: 3 }])).toEqual([rec]);
    expect(parseLedger({ "Actor.a": true })).toEqual([]);
    expect(parseRecord({ ...rec, state: "{\"a\":1}", extra: true })).toEqual({ ...rec, state: "{\"a\":1}" });
  });
});

const grid = { force: 6, vigueur: 5, agilite: 4, pouvoir: 3, charisme: 3, perception: 4, intellect: 3, volonte: 3, sagesse: 2 };
const skills = [{ id: "melee", key: "melee", name: "Mêlée", level: 5, expertises: ["Lames légères"] }, { id: "sport", key: "sport", name: "Sport", level: 2 }];
// The actor's roll data from the real derivation (scores, Puissance, Harmonie are never written by hand).
const actor = (over: RollActorSpec = {}) => rollActor({ caracteristiques: grid, skills, impact: 2, espoir: 1, ...over });

describe("R-DICE-11 R-DICE-6 the roll dialog's bounds, before any point is spent", () => {
  it("R-DICE-11 the dialog refuses a 999-dice pool or an unbounded bonus before any point is spent", () => {
    const big = actor({ skills: [{ id: "melee", key: "melee", name: "Mêlée", level: 999 }] });
    expect(buildRollPlan(big, { skills: ["melee"], impactPoints: 2 }).errors).toContain("ALTHERION.Roll.Error.PoolTooLarge");
    expect(buildRollPlan(actor(), { bonus: 500 }).errors).toContain("ALTHERION.Roll.Error.BonusTooLarge");
    expect(buildRollPlan(actor(), { bonus: 3 }).errors).toEqual([]);
  });
  it("R-DICE-11 a pool beyond 50 mastery dice or 20 power dice is out of bounds", () => {
    expect(poolInBounds({ skill: 49, complexity: 0 })).toBe(true);
    expect(poolInBounds({ skill: 999, complexity: 0 })).toBe(false);
    expect(poolInBounds({ skill: 0, complexity: 0, impuissance: 21 })).toBe(false);
    expect(poolInBounds({ skill: 0, complexity: 0, surpuissance: 25, impuissance: 10 })).toBe(true);
  });
  it("R-DICE-6 R-FORT-1 R-FORT-2 the flat bonus is the situational bonus + Espoir + Fortune − the pending Fatalité", () => {
    const plan = buildRollPlan(actor({ fortune: 2, fatalite: 1, espoir: 2 }), { bonus: -2, espoirBonus: 1, fortune: 2 });
    expect(plan.errors).toEqual([]);
    expect(plan.cost.fortune).toBe(2);
    expect(plan.input.bonus).toBe(-2 + 1 + 2 - 1);
  });
  it("[I] the dialog's own bonus is bounded at ±3", () => {
    expect(SITUATIONAL_BONUS_MAX).toBe(3);
    expect(buildRollPlan(actor(), { bonus: -3 }).errors).toEqual([]);
    expect(buildRollPlan(actor(), { bonus: 4 }).errors).toEqual(["ALTHERION.Roll.Error.SituationalTooLarge"]);
    expect(buildRollPlan(actor(), { bonus: -4 }).errors).toEqual(["ALTHERION.Roll.Error.SituationalTooLarge"]);
  });
});

// A stand-in for Foundry's server relay: a message a client emits reaches every OTHER client with
// the id of the user whose connection sent it (what socketlib reads as `senderId`).
interface FakeUser { id: string; isGM: boolean; name: string }
function world(activeGM: string | null = "GMGMGMGMGMGMGMGM") {
  const users: FakeUser[] = [
    { id: "GMGMGMGMGMGMGMGM", isGM: true, name: "GM" },
    { id: "GM2GM2GM2GM2GM2G", isGM: true, name: "GM2" },
    { id: "P1P1P1P1P1P1P1P1", isGM: false, name: "Alice" },
    { id: "P2P2P2P2P2P2P2P2", isGM: false, name: "Bob" },
  ];
  const listeners = new Map<string, (m: unknown, sender: string) => void>();
  const wire: { from: string; message: Envelope }[] = [];
  let n = 0;
  const clients = new Map<string, { registry: Registry<FakeUser>; transport: Transport<FakeUser>; seen: string[] }>();
  for (const u of users) {
    const seen: string[] = [];
    const registry = new Registry<FakeUser>();
    registry.define({ name: "whoami", schema: object({ note: int(0, 9) }), touches: () => ["doc"], noGM: "NOGM", run: async (_p, sender) => { seen.push(sender.name); return sender.name; } });
    registry.define({ name: "boom", schema: object({}), touches: () => [], run: async () => { throw new Error("x"); } });
    registry.define({ name: "show", handledBy: "addressee", schema: object({}), touches: () => [], run: async (_p, sender) => { seen.push(`show:${sender.name}`); return sender.isGM ? null : "GMONLY"; } });
    const env: TransportEnv<FakeUser> = {
      self: () => ({ id: u.id, isGM: u.isGM }),
      activeGM: () => (activeGM ? { id: activeGM } : null),
      user: (id) => users.find((x) => x.id === id),
      emit: (message) => { wire.push({ from: u.id, message }); queueMicrotask(() => { for (const [id, l] of listeners) if (id !== u.id) l(structuredClone(message), u.id); }); },
      listen: (l) => listeners.set(u.id, l),
      newId: () => `req${++n}`,
      setTimer: (fn, ms) => setTimeout(fn, ms),
      clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    };
    clients.set(u.name, { registry, transport: new Transport(env, registry, 50), seen });
  }
  const raw = (fromId: string, message: unknown) => { for (const [id, l] of listeners) if (id !== fromId) l(message, fromId); };
  /** A client that emits a sender id of its own after the message: the server appends the real one after it. */
  const spoof = (fromId: string, message: unknown, claimed: string) => {
    for (const [id, l] of listeners) if (id !== fromId) (l as (...relayed: unknown[]) => void)(message, claimed, fromId);
  };
  return { clients, wire, raw, spoof, users };
}

describe("authority transport: who asks is known from the socket, not the payload", () => {
  it("the active GM alone handles a request, for the user the relay named, and answers the asker", async () => {
    const w = world();
    const alice = w.clients.get("Alice")!;
    expect(await alice.transport.ask("whoami", { note: 1 })).toBe("Alice");
    expect(w.clients.get("GM")!.seen).toEqual(["Alice"]);
    expect(w.clients.get("GM2")!.seen).toEqual([]);
    expect(w.clients.get("Bob")!.seen).toEqual([]);
  });
  it("a payload naming the GM as sender is refused (no such field) and cannot impersonate", async () => {
    const w = world();
    expect(await w.clients.get("Alice")!.transport.ask("whoami", { note: 1, userId: "GMGMGMGMGMGMGMGM" })).toBe(AUTHORITY_INVALID);
    expect(w.clients.get("GM")!.seen).toEqual([]);
  });
  it("a sender id emitted by the client itself (the GM's, before the one the server adds) is ignored whole", async () => {
    const w = world();
    w.spoof("P1P1P1P1P1P1P1P1", { type: "ask", id: "forged", to: "GMGMGMGMGMGMGMGM", action: "whoami", payload: { note: 1 } }, "GMGMGMGMGMGMGMGM");
    await new Promise((r) => setTimeout(r, 5));
    expect(w.clients.get("GM")!.seen).toEqual([]);
    expect(w.wire).toEqual([]);
    w.raw("P1P1P1P1P1P1P1P1", { type: "ask", id: "honest", to: "GMGMGMGMGMGMGMGM", action: "whoami", payload: { note: 1 } });
    await new Promise((r) => setTimeout(r, 5));
    expect(w.clients.get("GM")!.seen).toEqual(["Alice"]);
  });
  it("an answer forged by another player is ignored; the GM's own answer is taken", async () => {
    const w = world();
    const asking = w.clients.get("Alice")!.transport.ask("whoami", { note: 2 });
    w.raw("P2P2P2P2P2P2P2P2", { type: "answer", id: "req1", to: "P1P1P1P1P1P1P1P1", result: null });
    expect(await asking).toBe("Alice");
  });
  it("a request addressed to the GM by a forged envelope is still handled for its real sender", async () => {
    const w = world();
    w.raw("P2P2P2P2P2P2P2P2", { type: "ask", id: "x1", to: "GMGMGMGMGMGMGMGM", action: "whoami", payload: { note: 0 } });
    await new Promise((r) => setTimeout(r, 5));
    expect(w.clients.get("GM")!.seen).toEqual(["Bob"]);
  });
  it("no GM: the action's own refusal key at once; no answer in time: GM_NO_ANSWER", async () => {
    expect(await world(null).clients.get("Alice")!.transport.ask("whoami", { note: 1 })).toBe("NOGM");
    expect(await world(null).clients.get("Alice")!.transport.ask("unknown", {})).toBe(NO_GM);
    expect(await world("ABSENTABSENTABSE").clients.get("Alice")!.transport.ask("whoami", { note: 1 })).toBe(GM_NO_ANSWER);
  });
  it("a GM's request to one player is handled by that player's client alone, for the sender the relay named", async () => {
    const w = world();
    expect(await w.clients.get("GM")!.transport.askUser("P1P1P1P1P1P1P1P1", "show", {})).toBeNull();
    expect(w.clients.get("Alice")!.seen).toEqual(["show:GM"]);
    expect(w.clients.get("Bob")!.seen).toEqual([]);
    expect(await w.clients.get("Bob")!.transport.askUser("P1P1P1P1P1P1P1P1", "show", {})).toBe("GMONLY");
    expect(await world().clients.get("GM")!.transport.askUser("ABSENTABSENTABSE", "show", {})).toBe(USER_NO_ANSWER);
  });
  it("a player's client never handles a GM's action addressed to it (a forged envelope)", async () => {
    const w = world();
    w.raw("P2P2P2P2P2P2P2P2", { type: "ask", id: "x2", to: "P1P1P1P1P1P1P1P1", action: "whoami", payload: { note: 0 } });
    await new Promise((r) => setTimeout(r, 5));
    expect(w.clients.get("Alice")!.seen).toEqual([]);
    expect(w.wire).toEqual([]);
  });
  it("a handler error or unknown action comes back as a refusal key, never an uncaught error", async () => {
    const w = world();
    expect(await w.clients.get("Alice")!.transport.ask("boom", {})).toBe(AUTHORITY_FAILED);
    expect(await w.clients.get("Alice")!.transport.ask("nope", {})).toBe(AUTHORITY_INVALID);
  });
});
