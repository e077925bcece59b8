/**
 * The shape of an update's `system` part, checked against the data model's own schema before anything
 * reads it (ARCHITECTURE.md, data flow 1): a group of fields replaced by null or a number, text where a
 * number goes, a choice outside its list, a list of the wrong things, a field of the schema deleted. Such
 * an update is refused whole, with a localized reason, before the rules meet a value of the wrong type
 * and before Foundry's own validation answers in English. A numeric text is a number, as Foundry casts
 * it; keys the schema does not know are left to Foundry, which drops them.
 */
import { isDeletionEntry, plainKey, unwrapOperator } from "../platform/generation";
import type { ValidationFailure } from "../rules/index";
import { OK, formatData } from "./validation";
import type { ValidationResult } from "./validation";
import { localize } from "../i18n";

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === "object" && v !== null && !Array.isArray(v);

/** What a field of the schema is, as far as this check needs it. */
type Kind = "schema" | "array" | "number" | "string" | "boolean" | "other";

type Field = { fields?: Record<string, Field>; element?: Field; options?: Plain } & Plain;

const fail = (key: string, path: string, data: Record<string, string | number> = {}): ValidationFailure =>
  ({ ok: false, key: `ALTHERION.Validation.${key}`, path, data: { path, ...data } });

function kindOf(field: Field): Kind {
  const f = foundry.data.fields;
  if (field instanceof f.SchemaField) return "schema";
  if (field instanceof f.ArrayField) return "array";
  if (field instanceof f.NumberField) return "number";
  if (field instanceof f.StringField) return "string";
  if (field instanceof f.BooleanField) return "boolean";
  return "other";
}

/** A field's option (Foundry sets each option on the field and keeps them under `options`). */
function option(field: Field, name: string): unknown {
  return field[name] ?? field.options?.[name];
}

/** The allowed values of a string field with choices (a list, an object of labels, or a function giving either). */
function choicesOf(field: Field): string[] | null {
  let choices = option(field, "choices");
  if (typeof choices === "function") choices = (choices as () => unknown)();
  if (Array.isArray(choices)) return choices.map(String);
  if (isPlain(choices)) return Object.keys(choices);
  return null;
}

/** A value against one field, `path` being where it lands under `system`. */
function checkValue(field: Field, value: unknown, path: string): ValidationResult {
  const kind = kindOf(field);
  if (value === null && option(field, "nullable") === true) return OK;
  switch (kind) {
    case "schema":
      return isPlain(value) ? checkFields(field.fields ?? {}, value, path) : fail("NotAGroup", path);
    case "array": {
      if (!Array.isArray(value)) return fail("NotAList", path);
      for (const [i, element] of value.entries()) {
        const result = field.element ? checkValue(field.element, element, `${path}.${i}`) : OK;
        if (!result.ok) return result;
      }
      return OK;
    }
    case "number": {
      const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
      if (typeof n !== "number" || !Number.isFinite(n)) return fail("NotANumber", path);
      if (option(field, "integer") === true && !Number.isInteger(n)) return fail("NotInteger", path);
      const min = option(field, "min");
      const max = option(field, "max");
      if ((typeof min === "number" && n < min) || (typeof max === "number" && n > max)) {
        return fail("OutOfRange", path, { min: typeof min === "number" ? min : "−∞", max: typeof max === "number" ? max : "∞" });
      }
      return OK;
    }
    case "string": {
      if (typeof value !== "string") return fail("NotText", path);
      const choices = choicesOf(field);
      if (choices && !choices.includes(value)) return fail("NotAChoice", path);
      if (value === "" && option(field, "blank") === false) return fail("Empty", path);
      return OK;
    }
    case "boolean":
      return typeof value === "boolean" || value === "true" || value === "false" ? OK : fail("NotABoolean", path);
    default:
      return OK;
  }
}

/** Each entry of a (possibly dotted, possibly nested) change object against the fields of a group. */
function checkFields(fields: Record<string, Field>, changes: Plain, prefix: string): ValidationResult {
  for (const [rawKey, raw] of Object.entries(changes)) {
    const segments = rawKey.split(".");
    const deletion = isDeletionEntry(rawKey, raw) || segments.some((s) => s.startsWith("-="));
    const names = segments.map(plainKey);
    let group = fields;
    let field: Field | undefined;
    let path = prefix;
    let result: ValidationResult = OK;
    for (const [i, name] of names.entries()) {
      path = path ? `${path}.${name}` : name;
      field = group[name];
      if (!field) break; // a key the schema does not know: Foundry drops it
      if (i === names.length - 1) break;
      const kind = kindOf(field);
      if (kind === "schema") group = field.fields ?? {};
      else {
        // A dotted path into something that is not a group of fields: the value would replace it by an object.
        result = kind === "other" ? OK : checkValue(field, {}, path);
        field = undefined;
        break;
      }
    }
    if (!result.ok) return result;
    if (!field) continue;
    if (deletion) return fail("NotDeletable", path);
    const checked = checkValue(field, unwrapOperator(raw), path);
    if (!checked.ok) return checked;
  }
  return OK;
}

/**
 * The shape of the `system` part of an update (any form: `system: {…}`, dotted `"system.…"` keys, v13's
 * `"==system"`, v14's replacement) against `schema`, the data model's SchemaField.
 */
export function checkSystemShape(schema: unknown, changes: unknown): ValidationResult {
  if (!isPlain(changes)) return OK;
  const fields = (schema as Field | null)?.fields ?? {};
  for (const [key, raw] of Object.entries(changes)) {
    const [first, ...more] = key.split(".");
    if (plainKey(first) !== "system") continue;
    if (more.length) {
      const result = checkFields(fields, { [more.join(".")]: raw }, "");
      if (!result.ok) return result;
      continue;
    }
    if (isDeletionEntry(key, raw)) return fail("NotDeletable", "system");
    const value = unwrapOperator(raw);
    if (!isPlain(value)) return fail("NotAGroup", "system");
    const result = checkFields(fields, value, "");
    if (!result.ok) return result;
  }
  return OK;
}

/** The data models' `_preUpdate` check: true (refused, with the reason in the user's language) for a malformed update. */
export function shapeRefused(schema: unknown, changes: unknown): boolean {
  const result = checkSystemShape(schema, changes);
  if (result.ok) return false;
  ui.notifications?.error(localize(result.key, formatData(result.data)));
  return true;
}
