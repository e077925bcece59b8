/**
 * One item sheet for the 13 item types: a shared header and description, and the type's own part
 * (templates/items/<type>.hbs) chosen by the context (item-context.ts). Array fields (expertises,
 * prerequisites, string lists, favoured characteristics) are edited through small handlers that
 * write the whole array, so the form never submits half an array.
 */
import { lockProgressionInputs } from "./progression-lock";
import type { DeepPartial } from "fvtt-types/utils";
import type { PrepareOptions, SheetActions, SheetDefaults } from "./base-actor-sheet";
import { buildItemContext } from "./item-context";
import type { SkillChoice } from "./item-context";
import { enrichField, pickImage, viewerFlags } from "./sheet-document";
import { defaultSkills } from "../../documents/actor";
import { isLanguageSkill, isRollableSkill, skillItems, skillKey } from "../../data/skill-keys";
import { sheetWords } from "../../i18n";
import type { SkillLike } from "../../data/skill-keys";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ItemSheetV2 } = foundry.applications.sheets;

type ItemRenderContext = foundry.applications.api.DocumentSheetV2.RenderContext<Item.Implementation>;
type ItemConfiguration = foundry.applications.api.DocumentSheetV2.Configuration<Item.Implementation>;
type ItemRenderOptions = foundry.applications.api.DocumentSheetV2.RenderOptions;
type Action = (this: AltherionItemSheet, event: PointerEvent, target: HTMLElement) => Promise<void> | void;
type Row = Record<string, unknown>;

const choices = (items: Iterable<SkillLike>): SkillChoice[] =>
  skillItems(items).map((i) => ({ key: skillKey(i), name: i.name ?? "", rollable: isRollableSkill(i), language: isLanguageSkill(i) }));

/** The default skills (compendium, translated by Babele when active, else the rules' list), read once per session. */
let defaults: Promise<SkillChoice[]> | null = null;
const defaultChoices = (): Promise<SkillChoice[]> => (defaults ??= defaultSkills().then((list) => choices(list as SkillLike[])));

const NEW_ROWS: Record<string, Row> = {
  "system.expertises": { nom: "", possedee: false, personnalisee: true },
  "system.prerequis": { type: "competence", cle: "", valeur: 0 },
};

export class AltherionItemSheet<
  RenderContext extends ItemRenderContext = ItemRenderContext,
  Configuration extends ItemConfiguration = ItemConfiguration,
  RenderOptions extends ItemRenderOptions = ItemRenderOptions,
> extends HandlebarsApplicationMixin(ItemSheetV2)<RenderContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS: SheetDefaults = {
    classes: ["altherion", "sheet", "item"],
    position: { width: 560, height: "auto" as const },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      editPortrait: AltherionItemSheet.#onEditImage as Action,
      addRow: AltherionItemSheet.#onAddRow as Action,
      removeRow: AltherionItemSheet.#onRemoveRow as Action,
      openLinked: AltherionItemSheet.#onOpenLinked as Action,
    } as SheetActions,
  };

  static override PARTS = {
    header: { template: "systems/altherion/templates/items/header.hbs" },
    details: { template: "systems/altherion/templates/items/details.hbs", scrollable: [""] },
    description: { template: "systems/altherion/templates/items/description.hbs" },
  };

  private rows(path: string): Row[] {
    const value = foundry.utils.getProperty(this.item, path);
    return Array.isArray(value) ? (value as Row[]).map((r) => (typeof r === "object" ? { ...r } : r)) : [];
  }

  protected override async _prepareContext(options: PrepareOptions<RenderOptions>): Promise<RenderContext> {
    const base = await super._prepareContext(options);
    const system = this.item.system as unknown as Record<string, unknown>;
    const linked: Record<string, { uuid: string; name: string }[]> = {};
    for (const key of ["aptitudesInnees", "aptitudesAcquerables", "aptitudes"]) {
      const list = system[key];
      if (!Array.isArray(list)) continue;
      linked[key] = [];
      for (const uuid of list as string[]) {
        const doc = await fromUuid(uuid as Parameters<typeof fromUuid>[0]);
        linked[key].push({ uuid, name: (doc as { name?: string } | null)?.name ?? game.i18n?.localize("ALTHERION.Sheet.LienIntrouvable") ?? "" });
      }
    }
    // R-SK-7 the skills a weapon, spell, specialisation, quality or prerequisite may name: the owner's, else the defaults.
    const owner = this.item.parent;
    const skills = owner instanceof Actor ? choices(owner.items as Iterable<SkillLike>) : await defaultChoices();
    const description = typeof system.description === "string" ? system.description : "";
    return {
      ...base,
      ...buildItemContext({
        id: this.item.id ?? "", uuid: this.item.uuid, name: this.item.name ?? "", img: this.item.img ?? "", type: this.item.type, system, linked, skills,
        descriptionHTML: await enrichField(description, this.item),
        flags: viewerFlags(this.isEditable), words: sheetWords(),
      }),
    } as RenderContext;
  }

  protected override async _onRender(context: DeepPartial<RenderContext>, options: DeepPartial<RenderOptions>): Promise<void> {
    await super._onRender(context, options);
    const el = this.element;
    lockProgressionInputs(el, this.item.type, this.item.parent, Boolean(game.user?.isGM)); // R-XP-3 [I] an owned item's numbers
    // Comma-separated lists of names (branches, qualities, skills).
    for (const input of el.querySelectorAll<HTMLInputElement>("input[data-list-field]")) {
      input.addEventListener("change", (event) => {
        event.stopPropagation();
        const list = input.value.split(",").map((s) => s.trim()).filter(Boolean);
        void this.item.update({ [input.dataset.listField ?? ""]: list } as never);
      });
    }
    // A picked entry added to a list of keys (a quality's skills).
    for (const select of el.querySelectorAll<HTMLSelectElement>("select[data-list-add]")) {
      select.addEventListener("change", (event) => {
        event.stopPropagation();
        const path = select.dataset.listAdd ?? "";
        if (select.value) void this.item.update({ [path]: [...this.rows(path), select.value] } as never);
      });
    }
    // One field of one row of an array of objects (expertises, prerequisites).
    for (const input of el.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-row-field]")) {
      input.addEventListener("change", (event) => {
        event.stopPropagation();
        const path = input.dataset.rowField ?? "";
        const rows = this.rows(path);
        const row = rows[Number(input.dataset.index)];
        if (!row) return;
        const key = input.dataset.key ?? "";
        row[key] = input instanceof HTMLInputElement && input.type === "checkbox" ? input.checked
          : input instanceof HTMLInputElement && input.type === "number" ? input.valueAsNumber : input.value;
        void this.item.update({ [path]: rows } as never);
      });
    }
    // Favoured characteristics of a species (R-CREA-1).
    for (const box of el.querySelectorAll<HTMLInputElement>("input[data-favorite]")) {
      box.addEventListener("change", (event) => {
        event.stopPropagation();
        const key = box.dataset.favorite ?? "";
        const current = new Set(this.rows("system.favorites") as unknown as string[]);
        if (box.checked) current.add(key);
        else current.delete(key);
        void this.item.update({ "system.favorites": [...current] } as never);
      });
    }
  }

  static async #onEditImage(this: AltherionItemSheet): Promise<void> {
    if (this.isEditable) await pickImage(this.item);
  }

  /** A linked aptitude (a species' or a class's) opens its own sheet. */
  static async #onOpenLinked(this: AltherionItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const doc = await fromUuid((target.dataset.uuid ?? "") as Parameters<typeof fromUuid>[0]);
    if (doc instanceof Item) await doc.sheet?.render(true);
  }

  static async #onAddRow(this: AltherionItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const path = target.dataset.path ?? "";
    await this.item.update({ [path]: [...this.rows(path), { ...(NEW_ROWS[path] ?? {}) }] } as never);
  }

  static async #onRemoveRow(this: AltherionItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const path = target.dataset.path ?? "";
    const rows = this.rows(path);
    rows.splice(Number(target.dataset.index), 1);
    await this.item.update({ [path]: rows } as never);
  }
}
