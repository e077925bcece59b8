/** Renders a card template with a view model (Foundry's v13 renderTemplate). */
export function renderCard(path: string, view: object): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(path, { ...view } as Record<string, unknown>);
}
