import { describe, expect, it } from "vitest";
import {
  FATALITE_MAX, FORTUNE_MAX, fortuneOnRoll, gainFatalite, gainFortune, KARMA_HIDDEN_FROM_PLAYERS, LEGENDE_SCORE, spendPoints,
} from "../../src/rules/fortune";

describe("fortune", () => {
  it("R-FORT-1 Fortune is capped at 5 per player", () => {
    expect(FORTUNE_MAX).toBe(5);
    expect(gainFortune(4)).toBe(5);
    expect(gainFortune(5)).toBe(5);
    expect(gainFortune(1, 2)).toBe(3);
    expect(spendPoints(3, 2)).toBe(1);
    expect(() => spendPoints(1, 2)).toThrow(RangeError);
    expect(() => spendPoints(1, -1)).toThrow(RangeError);
  });

  it("R-FORT-2 Fatalité is capped at 5", () => {
    expect(FATALITE_MAX).toBe(5);
    expect(gainFatalite(5)).toBe(5);
    expect(gainFatalite(0)).toBe(1);
    expect(spendPoints(5)).toBe(4);
  });

  it("R-FORT-3 Karma is hidden from players by default", () => {
    expect(KARMA_HIDDEN_FROM_PLAYERS).toBe(true);
  });

  it("R-FORT-4 Légende uses Impact", () => {
    expect(LEGENDE_SCORE).toBe("impact");
  });
});

describe("fortuneOnRoll (R-FORT-1 / R-FORT-2)", () => {
  it("R-FORT-1 declared Fortune adds +1 per point and is overdrawn above what the actor has; R-FORT-2 each pending Fatalité is −1", () => {
    expect(fortuneOnRoll(2, 2, 1)).toEqual({ fortune: 2, fatalite: 1, overdrawn: false });
    expect(fortuneOnRoll(2, 3, 0)).toEqual({ fortune: 3, fatalite: 0, overdrawn: true });
    expect(fortuneOnRoll(0, -4, -1)).toEqual({ fortune: 0, fatalite: 0, overdrawn: false });
  });
});
