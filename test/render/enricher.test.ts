import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { format, localize } from "./handlebars-env";
import { ROLL_ENRICHER_PATTERN } from "../../src/chat/enricher-parse";

// The enricher builds DOM nodes in a happy-dom document, localized with the French lang file.
const g = globalThis as unknown as Record<string, unknown>;
const saved = { document: g.document };
beforeAll(() => {
  g.document = new Window().document;
});
afterAll(() => { g.document = saved.document; });

const t = (k: string, d?: Record<string, string>) => (d ? format("fr", k, d) : localize("fr", k));
const first = (text: string) => [...text.matchAll(ROLL_ENRICHER_PATTERN)][0];

describe("roll enricher element", () => {
  it("a valid @Jet becomes a focusable role=button link with an accessible name and the roll in data", async () => {
    const { rollEnricherElement } = await import("../../src/chat/enricher-element");
    const el = rollEnricherElement(first(`@Jet[Bagarre|force|complexite=2|difficulte=10]{Étreinte <b>forte</b>}`), t);
    expect(el.tagName).toBe("A");
    expect(el.getAttribute("role")).toBe("button");
    expect(el.tabIndex).toBe(0);
    expect(el.getAttribute("aria-label")).toBe("Lancer le jet «\u00a0Étreinte <b>forte</b>\u00a0» (Bagarre + Force · Complexité 2 · Difficulté 10)");
    expect(el.querySelector("b")).toBeNull(); // label text, never HTML
    expect(el.textContent?.trim()).toBe("Étreinte <b>forte</b>");
    expect(el.dataset.altRoll).toBe("Bagarre|force|complexite=2|difficulte=10");
  });

  it("bad syntax keeps the original text and adds a visible, localized marker", async () => {
    const { rollEnricherElement } = await import("../../src/chat/enricher-element");
    const el = rollEnricherElement(first("@Jet[Bagarre|vitesse=3]{<img src=x>}"), t);
    expect(el.classList.contains("alt-enricher-error")).toBe(true);
    expect(el.querySelector("img")).toBeNull();
    expect(el.textContent).toContain("@Jet[Bagarre|vitesse=3]{<img src=x>}");
    const marker = el.querySelector(".alt-enricher-error__marker");
    expect(marker?.textContent).toContain("Jet invalide (clé inconnue)\u00a0: vitesse=3");
  });
});
