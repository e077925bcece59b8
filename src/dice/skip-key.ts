/** A configurable keybinding (default: Shift) that, held while clicking, skips the roll dialog. */
let held = false;

export function isSkipDialogHeld(): boolean {
  return held;
}

export function registerSkipKey(): void {
  game.keybindings?.register("altherion", "skipRollDialog", {
    name: "ALTHERION.Roll.SkipDialog",
    hint: "ALTHERION.Roll.SkipDialogHint",
    editable: [{ key: "ShiftLeft" }, { key: "ShiftRight" }],
    onDown: () => {
      held = true;
      return false;
    },
    onUp: () => {
      held = false;
      return false;
    },
  } as never);
}
