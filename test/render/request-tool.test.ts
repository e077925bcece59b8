/** The GM roll request tool's template (real Handlebars): labelled inputs, escaped names, no missing keys. */
import { describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { render } from "./handlebars-env";
import { EVIL, REQUEST_CANDIDATES as candidates } from "./dialog-fixtures";
import { buildRequestToolContext, defaultRequestToolState } from "../../src/applications/dialogs/request-tool-context";

function dom(html: string): Document {
  const w = new Window();
  w.document.body.innerHTML = html;
  return w.document as unknown as Document;
}

describe("request tool template", () => {
  for (const lang of ["fr", "en"] as const) {
    it(`renders in ${lang}`, () => {
      const state = { ...defaultRequestToolState(candidates), skills: ["vigilance"] };
      const html = render(lang, "templates/dialogs/request-tool.hbs", buildRequestToolContext(candidates, state));
      expect(html).not.toContain("<script>");
      expect(html).not.toContain("<img");
      expect(html).not.toMatch(/ALTHERION\.[A-Z]/);
      const d = dom(html);
      expect(d.querySelectorAll('input[name^="actor."]')).toHaveLength(2);
      expect(d.querySelector('input[name="actor.0"]')!.hasAttribute("checked")).toBe(true);
      expect(d.querySelector(".alt-request-tool__name")!.textContent).toBe(EVIL);
      expect(d.querySelectorAll('input[name^="skill."]')).toHaveLength(2);
      expect(d.querySelectorAll('select[name="characteristic"] option')).toHaveLength(16);
      for (const id of ["alt-request-free", "alt-request-characteristic", "alt-request-complexity", "alt-request-difficulty", "alt-request-label"]) {
        expect(d.querySelector(`label[for="${id}"]`), id).not.toBeNull();
      }
      expect(d.querySelector('button[data-action="send"]')!.hasAttribute("disabled")).toBe(false);
    });
  }
  it("the send button is off, with the reason, when nothing can be sent", () => {
    const d = dom(render("fr", "templates/dialogs/request-tool.hbs", buildRequestToolContext([], defaultRequestToolState([]))));
    expect(d.querySelector('button[data-action="send"]')!.hasAttribute("disabled")).toBe(true);
    expect(d.querySelectorAll(".alt-request-tool__error")).toHaveLength(2);
  });
});
