/**
 * Every Handlebars template of the system, preloaded at init so each one is also registered as
 * a partial under its path (`{{> "systems/altherion/templates/…"}}`, the item sheets' per-type
 * part). The list is written by the build from the templates/ folder (vite.config.ts), so a new
 * template needs no registration by hand.
 */
declare const __ALTHERION_TEMPLATES__: string[];

export const TEMPLATE_PATHS: readonly string[] = __ALTHERION_TEMPLATES__.map((p) => `systems/altherion/${p}`);

export function registerTemplates(): void {
  void foundry.applications.handlebars.loadTemplates([...TEMPLATE_PATHS]);
}
