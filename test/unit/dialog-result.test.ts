import { describe, expect, it } from "vitest";
import { dialogChoice } from "../../src/applications/dialogs/dialog-result";

describe("what a dialog gave back", () => {
  it("the confirming button's JSON is the choice; Cancel (its action name) and a closed dialog (null) are none", () => {
    expect(dialogChoice<{ skill: number }>(JSON.stringify({ skill: 3 }))).toEqual({ skill: 3 });
    expect(dialogChoice("cancel")).toBeNull();
    expect(dialogChoice(null)).toBeNull();
    expect(dialogChoice(undefined)).toBeNull();
    expect(dialogChoice("{not json")).toBeNull();
  });
});
