/** Shapes shared by the two language versions of the rules journal. */
export interface Chapter { title: string; html: string }

/** Link helpers the generator hands to the chapters; each throws if its target does not exist. */
export interface Links {
  /** A skill of the `competences` pack, by its French name. */
  sk(name: string, label?: string): string;
  /** A language of the `langues` pack, by its French name. */
  lg(name: string, label?: string): string;
  /** An aggravation table by Fragilité (0–5), or the healing-complexity table. */
  table(which: number | "guerison", label: string): string;
  /** A page of the `etats` pack, by its French page name. */
  etat(page: string, label?: string): string;
  /** A page of the `actions` pack, by its French page name. */
  action(page: string, label?: string): string;
  /** A journal entry of a pack, by its French name. */
  entry(pack: string, name: string, label?: string): string;
  /** A document of the `exemples` pack, by its French name. */
  exemple(name: string, label?: string): string;
}
