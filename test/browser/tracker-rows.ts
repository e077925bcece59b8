/**
 * Test-only: rows shaped as Foundry v13's combat tracker draws them (li.combatant > img + .token-name > .name, the
 * initiative after), 300 px wide as the sidebar is; the system adds its marks and resources inside .token-name. Only
 * this layout is a stand-in; what the system adds comes from its real templates.
 */
import { IMAGE_PLACEHOLDER } from "./chromium";

const ROW_CSS = `<style>
  #combat { width: 300px; padding: 4px; }
  #combat ol { list-style: none; margin: 0; padding: 0; }
  #combat li.combatant { display: flex; align-items: center; gap: 6px; padding: 4px; border-bottom: 1px solid #8886; color: var(--color-text-primary, inherit); }
  #combat li.combatant img { width: 32px; height: 32px; }
  #combat .token-name { flex: 1; display: flex; flex-direction: column; gap: 2px; min-width: 0; }
  #combat li.active { background: #ff64001a; }
</style>`;

/** One combatant's row: its name, row classes, what the system adds under the name, its initiative. */
export function trackerRow(name: string, css: string, added: string, initiative = 12, id = "x"): string {
  return `<li class="combatant ${css}" data-combatant-id="${id}"><img src="${IMAGE_PLACEHOLDER}" alt=""><div class="token-name"><strong class="name">${name}</strong>${added}</div><span class="initiative">${initiative}</span></li>`;
}

/** The line of tags under a row's name, as combat-tracker.ts marksLine makes it (the extra action's tag first, then the incantation mark). */
export function marksLine(tags: readonly string[]): string {
  return tags.some(Boolean) ? `<span class="altherion alt-tracker-marks">${tags.join("")}</span>` : "";
}

/** The tracker's list around the rows. */
export function trackerList(rows: readonly string[]): string {
  return `${ROW_CSS}<section id="combat"><ol class="combat-tracker">${rows.join("")}</ol></section>`;
}
