/**
 * A configurable keybinding (default: Shift) that, held while clicking, skips the roll dialog.
 * Every roll reads the binding through `isSkipDialogHeld` (never the click event's Shift flag, which ignores
 * a rebinding). A key released while the window had no focus sends no key-up: losing focus
 * releases the key, so the flag cannot stay set.
 */
let held = false;

export function isSkipDialogHeld(): boolean {
  return held;
}

const release = (): void => {
  held = false;
};

export function registerSkipKey(focus: Pick<EventTarget, "addEventListener"> | null = typeof window === "undefined" ? null : window): void {
  game.keybindings?.register("altherion", "skipRollDialog", {
    name: "ALTHERION.Roll.SkipDialog",
    hint: "ALTHERION.Roll.SkipDialogHint",
    editable: [{ key: "ShiftLeft" }, { key: "ShiftRight" }],
    onDown: () => {
      held = true;
      return false;
    },
    onUp: () => {
      release();
      return false;
    },
  } as never);
  focus?.addEventListener("blur", release);
}
