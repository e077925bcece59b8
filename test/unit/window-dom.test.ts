import { describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { focusedWithin, listenOnce } from "../../src/applications/window-dom";
import { bindItemFieldInputs } from "../../src/applications/sheets/item-field-inputs";

// v14 pops a window out into another browser window and re-attaches it (the review of v13/v14 support):
// the focus is read in the window's own document, and a render hook run again binds nothing twice.
const pageOf = () => new Window().document as unknown as Document;

describe("a window's DOM, in the main page or popped out", () => {
  it("the focused element is read in the window's own document, not the main page's", () => {
    const main = pageOf();
    const popout = pageOf();
    popout.body.innerHTML = `<section><nav role="tablist"><button id="t">Tab</button></nav></section><input id="other">`;
    const sheet = popout.querySelector("section")!;
    popout.getElementById("t")!.focus();
    main.body.innerHTML = `<input id="m">`;
    main.getElementById("m")!.focus();
    expect(focusedWithin(sheet)?.id).toBe("t");
    popout.getElementById("other")!.focus();
    expect(focusedWithin(sheet)).toBeNull(); // focused, but outside the window
  });

  it("a listener bound under one name is added once to each element", () => {
    const el = pageOf().createElement("div");
    let calls = 0;
    for (let i = 0; i < 3; i++) listenOnce(el, "count", "click", () => calls++);
    listenOnce(el, "other", "click", () => calls++);
    el.dispatchEvent(new (el.ownerDocument.defaultView as unknown as typeof globalThis).Event("click"));
    expect(calls).toBe(2);
  });

  it("an item's field input re-bound by a second _onRender on the same elements updates the item once", () => {
    const page = pageOf();
    page.body.innerHTML = `<form><input type="number" data-item-id="skill1" data-field="system.niveau" value="3"></form>`;
    const form = page.querySelector("form")!;
    const updates: object[] = [];
    const items = (id: string) => (id === "skill1" ? { update: (data: object) => updates.push(data) } : undefined);
    let formChanges = 0;
    form.addEventListener("change", () => formChanges++);
    bindItemFieldInputs(form, items);
    bindItemFieldInputs(form, items); // v14: the popped-out sheet is re-attached, _onRender runs again
    const input = form.querySelector("input")!;
    input.value = "4";
    input.dispatchEvent(new (page.defaultView as unknown as typeof globalThis).Event("change", { bubbles: true }));
    expect(updates).toEqual([{ "system.niveau": 4 }]);
    expect(formChanges).toBe(0); // the item's field, not the actor's form
  });
});
