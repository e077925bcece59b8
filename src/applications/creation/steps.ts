/**
 * The step components of a guided flow: the creation wizard and the Spend XP flow show
 * the same step list, head and back/next moves (templates/creation/_steps.hbs, _step-head.hbs).
 * Pure: what the partials show of a list of steps and the current one.
 */
export interface StepFlags { warned?: boolean; count?: number }

/**
 * The i18n keys of a step's name and of its rule in a sentence. [I] A step shows its rule in a
 * sentence, and no internal id is on any screen (GLOSSARY.md): the sentence names the
 * rule in words and no rule id (`R-CREA-2`) is shown, here as in the journals, where a citation
 * links to its section of the rules journal (tools/packs/rule-links.ts). The screen checks (the
 * wizard's render test, test/browser leaks, test/contract/packs) refuse an id.
 */
export interface StepKeys<S extends string> { label: (step: S) => string; rule: (step: S) => string }

export function stepsView<S extends string>(ids: readonly S[], current: S, keys: StepKeys<S>, flags: (step: S) => StepFlags = () => ({})) {
  const index = Math.max(0, ids.indexOf(current));
  return {
    steps: ids.map((id, i) => ({ id, number: i + 1, active: id === current, label: keys.label(id), ...flags(id) })),
    stepNumber: index + 1, stepCount: ids.length, stepLabel: keys.label(current), rule: keys.rule(current),
    isFirst: index === 0, isLast: index === ids.length - 1,
  };
}

/** The step `by` places away from `current` (null past either end). */
export function stepAfter<S extends string>(ids: readonly S[], current: S, by: number): S | null {
  return ids[ids.indexOf(current) + by] ?? null;
}
