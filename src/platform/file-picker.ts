/**
 * Foundry's file picker, opened for an image the same way on v13 and v14
 * (`foundry.applications.apps.FilePicker.implementation`): the sheets' images and the creation
 * wizard's portrait go through here, so a generation that moves it changes one file.
 */

/** Whether the current user may browse the server's files (Foundry's FILES_BROWSE permission). */
export function mayBrowseFiles(): boolean {
  return game.user?.can("FILES_BROWSE") ?? false;
}

/** Opens the image picker on `current`; `onPick` receives the path the user chose. */
export async function browseImage(current: string, onPick: (path: string) => void | Promise<void>): Promise<void> {
  const FilePicker = foundry.applications.apps.FilePicker.implementation;
  const picker = new FilePicker({ type: "image", current, callback: (path: string) => void onPick(path) } as never);
  await picker.browse();
}
