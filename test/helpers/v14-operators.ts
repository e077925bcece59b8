/**
 * Stand-ins for v14's data operators (`foundry.data.operators`) as the adapter reads them
 * (platform/generation.ts): an instance of ForcedDeletion or ForcedReplacement, and
 * `DataFieldOperator.get` for the value a replacement carries. Test code only.
 */
const VALUE = Symbol("operator value");

export class ForcedDeletion {}

export class ForcedReplacement {
  [VALUE]: unknown;
  constructor(value: unknown) {
    this[VALUE] = value;
  }
}

/** v14's `_replace(value)`. */
export const replace = (value: unknown) => new ForcedReplacement(value);

export const V14_OPERATORS = { ForcedDeletion, ForcedReplacement, DataFieldOperator: { get: (op: ForcedReplacement) => op[VALUE] } };
