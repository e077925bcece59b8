/**
 * R-CON-7 / R-DICE-11 played on the test world through the cards: an attacker in Agonie must beat
 * the defence total (or the other side's total in a reactive confrontation) plus its Agonie, on the
 * card its player sees and in the damage the GM applies from its own recomputation.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { WorldDriver } from "./driver";
import { actor, createParty, vitalite } from "../security/fixture";

let d: WorldDriver;
let aude = ""; // Alice's character, the attacker
let bert = ""; // Bruno's character, the target

beforeEach(async () => {
  ({ d, aude, bert } = await createParty({ aude: { skill: ["melee", 2], sword: true }, bert: { skill: ["melee", 2], sword: true } }));
}, 60_000);

/** R-FIGHT-3 one blow of an Épée longue (damage 6 + Corps 3), no armour. */
const HIT = 9;
const weapon = (uuid: string) => actor(uuid).items.find((i) => i.type === "arme")!.id;
const defenceOf = (flags: Record<string, unknown>) => (flags.altherion as { defence: { attackerAgonie: number; resolution: { outcome: string } } }).defence;

/** Aude, in Agonie `agonie`, attacks Bert with her sword: 7, 4, 2 → 7 + Force 3 = 10. */
async function audeAttacks(agonie: number): Promise<string> {
  await d.update(aude, { "system.agonie": agonie });
  const card = await d.rollTest(aude, { itemId: weapon(aude), targets: [bert], characteristic: "force", complexity: 0 }, { as: "player1", dice: [7, 4, 2] });
  return card!.messageId;
}

describe("an attacker in Agonie at the table (R-CON-7, R-DICE-11)", () => {
  it("R-CON-7 R-DICE-11 an Esquive of 9 avoids an attack of 10 from an attacker in Agonie 2 (10 < 9 + 2); the card says why", async () => {
    const attack = await audeAttacks(2);
    const defence = await d.defend(attack, bert, "esquive", { as: "player2", dice: [6] }); // no Adresse: 6 + Agilité 3 = 9
    expect(defenceOf(defence!.flags)).toMatchObject({ attackerAgonie: 2, resolution: { outcome: "evitee" } });
    expect(defence!.text).toContain("Agonie de l'attaquant");
    expect(defence!.buttons.filter((b) => b.action === "applyDefenceDamage")).toEqual([]);
  });

  it("R-CON-7 R-DICE-11 with Agonie 1 the attack of 10 still lands on the Esquive of 9 (10 ≥ 9 + 1): the GM applies the blow", async () => {
    const attack = await audeAttacks(1);
    const defence = await d.defend(attack, bert, "esquive", { as: "player2", dice: [6] });
    expect(defenceOf(defence!.flags).resolution.outcome).toBe("touchee");
    const before = vitalite(bert);
    await d.applyDefenceDamage(defence!.messageId, { as: "player2" });
    expect(before - vitalite(bert)).toBe(HIT);
  });

  it("R-CON-7 R-DICE-11 R-FIGHT-4 in a confrontation the initiator's Agonie 3 makes its 10 lose to 8 (10 < 8 + 3): the GM deals the responder's full blow", async () => {
    const attack = await audeAttacks(3);
    const card = await d.confront(attack, bert, { as: "player2", dice: [8, 3, 2] }); // kept 8, no characteristic chosen: 8
    expect((card!.flags.altherion as { confrontation: { resolution: { winner: string } } }).confrontation.resolution.winner).toBe("responder");
    expect(card!.text).toContain("Agonie 3");
    const [a, b] = [vitalite(aude), vitalite(bert)];
    await d.applyConfrontationDamage(card!.messageId, "initiator", { as: "player1" });
    await d.applyConfrontationDamage(card!.messageId, "responder", { as: "player2" });
    expect([a - vitalite(aude), b - vitalite(bert)]).toEqual([HIT, Math.floor(HIT / 2)]);
  });
});
