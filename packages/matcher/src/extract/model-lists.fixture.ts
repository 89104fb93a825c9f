// What a reading asks, as the tests of ad reading look at it: the must-have and nice-to-have skills
// of a requirement model, and the trace of the line that holds a piece of text.
import type { RequirementModel } from '../types';

export const musts = (model: RequirementModel | undefined): string[] =>
  (model?.requirements ?? []).filter((r) => r.kind !== 'nice').flatMap((r) => r.skills);
export const nices = (model: RequirementModel | undefined): string[] =>
  (model?.requirements ?? []).filter((r) => r.kind === 'nice').flatMap((r) => r.skills);
export const traced = (model: RequirementModel | undefined, text: string) =>
  model?.trace?.find((t) => t.line.includes(text));
