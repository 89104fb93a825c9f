// The engine's reading of a job ad against recruiters' readings of the same ads
// (../shared/benchmarks/readings, its README gives the rules followed here): must-have precision
// and recall, nice-to-have recall, gate recall (also per kind of gate), must-haves taken from text
// that asks nothing (notRequirements), and the median must-have count, engine against gold.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { canonicalSkill, extractJob, findSkills } from '@shortlist/matcher';
import type { JobGate, Requirement, RequirementModel } from '@shortlist/matcher';

type GoldItem = { skill: string } | { anyOf: string[] };

interface Gold {
  file: string;
  location: string | null;
  workplace: string | null;
  must: GoldItem[];
  nice: GoldItem[];
  gates: {
    yearsMin: number | null;
    yearsMax: number | null;
    degree: string | null;
    workAuthorization: string | null;
    clearance: string | null;
    level: string | null;
    certifications: string[];
    other: string[];
  };
  notRequirements: string[];
}

/** A few names the taxonomy does not tie together, folded as the README's examples say. */
const SYNONYMS: Record<string, string> = {
  spring: 'spring framework',
  k8s: 'kubernetes',
  js: 'javascript',
  postgres: 'postgresql',
  'ms excel': 'microsoft excel',
  excel: 'microsoft excel',
  'rest apis': 'rest api',
  'restful apis': 'rest api',
};

const fold = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();

/** Every name a skill may go by here: folded, the taxonomy's canonical name, what it finds in it. */
function names(skill: string): Set<string> {
  const folded = fold(skill);
  const out = new Set([folded, SYNONYMS[folded] ?? folded]);
  const canonical = canonicalSkill(skill);
  if (canonical) out.add(fold(canonical));
  else for (const hit of findSkills(skill)) out.add(fold(hit.skill));
  return out;
}

function sameSkill(a: string, b: string): boolean {
  const na = names(a);
  for (const n of names(b)) if (na.has(n)) return true;
  return false;
}

const members = (item: GoldItem): string[] => ('skill' in item ? [item.skill] : item.anyOf);
const meets = (req: Requirement, item: GoldItem): boolean =>
  req.skills.some((s) => members(item).some((m) => sameSkill(s, m)));

/** Words of a quote, to find the line of the ad it came from. */
const words = (s: string): string[] =>
  fold(s)
    .split(' ')
    .filter((w) => w.length > 2);

/** Whether a line of the ad holds (most of) a quoted phrase; "..." separates abridged parts. */
function quotes(line: string, quote: string): boolean {
  const have = new Set(words(line));
  const want = quote
    .split(/\.\.\.|…/)
    .flatMap(words)
    .filter((w) => !['the', 'and', 'for', 'with'].includes(w));
  if (want.length === 0) return false;
  return want.filter((w) => have.has(w)).length / want.length >= 0.7;
}

const LEVELS: Record<string, string> = {
  intern: 'entry',
  junior: 'entry',
  mid: 'mid',
  senior: 'senior',
  lead: 'lead',
  manager: 'lead',
};

interface Check {
  kind: string;
  found: boolean;
}

function gateChecks(gold: Gold, model: RequirementModel): Check[] {
  const gates: JobGate[] = model.gates ?? [];
  const of = (kind: string): JobGate[] => gates.filter((g) => g.kind === kind);
  const screens = [
    ...gates.map((g) => g.source),
    ...model.requirements.filter((r) => r.kind === 'knockout').map((r) => r.source),
  ];
  const musts = model.requirements.filter((r) => r.kind !== 'nice');
  const checks: Check[] = [];
  const g = gold.gates;
  if (g.yearsMin !== null) checks.push({ kind: 'yearsMin', found: model.minYears === g.yearsMin });
  if (g.yearsMax !== null) checks.push({ kind: 'yearsMax', found: model.maxYears === g.yearsMax });
  if (g.degree !== null) {
    const level = of('degree')[0]?.value.split(' ')[0] ?? model.degree?.level;
    checks.push({ kind: 'degree', found: level === g.degree });
  }
  if (g.level !== null) checks.push({ kind: 'level', found: model.level === LEVELS[g.level] });
  for (const cert of g.certifications)
    checks.push({
      kind: 'certification',
      found:
        musts.some((r) => r.skills.some((s) => sameSkill(s, cert))) ||
        of('licence').some((l) => sameSkill(l.value, cert) || quotes(l.source, cert)),
    });
  if (g.workAuthorization !== null)
    checks.push({ kind: 'workAuthorization', found: of('workAuthorization').length > 0 });
  if (g.clearance !== null) checks.push({ kind: 'clearance', found: of('clearance').length > 0 });
  for (const other of g.other)
    checks.push({ kind: 'other', found: screens.some((line) => quotes(line, other)) });
  if (gold.workplace !== null)
    checks.push({
      kind: 'workplace',
      found: of('workplace').some((w) => w.value === gold.workplace),
    });
  if (gold.location !== null) {
    const city = fold(gold.location.split(',')[0] ?? '');
    checks.push({
      kind: 'location',
      found: of('location').some(
        (l) => fold(l.value).includes(city) || city.includes(fold(l.value)),
      ),
    });
  }
  return checks;
}

export interface AdReading {
  file: string;
  precision: number;
  recall: number;
  niceRecall?: number;
  gateRecall?: number;
  fromNotRequirements: number;
  engineMust: number;
  goldMust: number;
  checks: Check[];
  /** Engine must-haves that no gold item names, with their lines (for reading the misses). */
  wrong: string[];
  /** Gold must-haves not read as must-haves, each with why (MissKind). */
  missed: string[];
  missedKinds: MissKind[];
}

/**
 * Why a gold must-have is missing: its words are not found in the ad (the knowledge lacks them),
 * found but not read as asked (the line asks nothing, or a degree's field), read as a
 * nice-to-have by the line's words, or asked outright but ranked below the must-haves.
 */
export type MissKind = 'not found' | 'not read' | 'nice' | 'ranked below';

function missKind(item: GoldItem, model: RequirementModel, adText: string): MissKind {
  const nice = model.requirements.find((r) => r.kind === 'nice' && meets(r, item));
  if (nice) {
    const below = (model.trace ?? []).some((t) =>
      nice.skills.some((s) => t.reason.includes(`${s} (ranked below the must-haves)`)),
    );
    return below ? 'ranked below' : 'nice';
  }
  const found = findSkills(adText).some((hit) =>
    members(item).some((m) => sameSkill(hit.skill, m)),
  );
  return found ? 'not read' : 'not found';
}

export function readAd(gold: Gold, adText: string): AdReading {
  const model = extractJob(adText).model as RequirementModel;
  const must = model.requirements.filter((r) => r.kind !== 'nice');
  const nice = model.requirements.filter((r) => r.kind === 'nice');
  const right = must.filter((r) => gold.must.some((item) => meets(r, item)));
  const recalled = gold.must.filter((item) => must.some((r) => meets(r, item)));
  const niceFound = gold.nice.filter((item) => nice.some((r) => meets(r, item)));
  const phrases = gold.notRequirements.map(fold);
  const fromNot = must.filter(
    (r) =>
      !gold.must.some((item) => meets(r, item)) &&
      (gold.notRequirements.some((p) => fold(r.source).includes(fold(p))) ||
        r.skills.some((s) => phrases.some((p) => ` ${p} `.includes(` ${fold(s)} `)))),
  );
  const checks = gateChecks(gold, model);
  return {
    file: gold.file,
    precision: must.length === 0 ? 0 : right.length / must.length,
    recall: gold.must.length === 0 ? 1 : recalled.length / gold.must.length,
    niceRecall: gold.nice.length === 0 ? undefined : niceFound.length / gold.nice.length,
    gateRecall:
      checks.length === 0 ? undefined : checks.filter((c) => c.found).length / checks.length,
    fromNotRequirements: fromNot.length,
    engineMust: must.length,
    goldMust: gold.must.length,
    checks,
    wrong: must
      .filter((r) => !right.includes(r))
      .map((r) => `${r.skills.join('|')} <- ${r.source}`),
    missed: gold.must.filter((item) => !recalled.includes(item)).map((i) => members(i).join('|')),
    missedKinds: gold.must
      .filter((item) => !recalled.includes(item))
      .map((item) => missKind(item, model, adText)),
  };
}

const mean = (xs: readonly number[]): number =>
  xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}
const defined = (xs: readonly (number | undefined)[]): number[] =>
  xs.filter((x): x is number => x !== undefined);

export interface ReadingsSummary {
  ads: number;
  precision: number;
  recall: number;
  niceRecall: number;
  gateRecall: number;
  /** Found of asked, per kind of gate. */
  gatesByKind: Record<string, { found: number; of: number }>;
  fromNotRequirementsPerAd: number;
  medianMust: number;
  medianGoldMust: number;
  perAd: AdReading[];
}

/** Reads every ad of the readings folder; undefined when the folder (or its roles ads) is absent. */
export function measureReadings(readingsDir: string, jobsDir: string): ReadingsSummary | undefined {
  if (!existsSync(readingsDir) || !existsSync(jobsDir)) return undefined;
  const perAd = readdirSync(readingsDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(readingsDir, f), 'utf8')) as Gold)
    .map((gold) => readAd(gold, readFileSync(path.join(jobsDir, gold.file), 'utf8')));
  return summarise(perAd);
}

/** The figures over some of the ads read (all of them, or a half to check a change on). */
export function summarise(perAd: AdReading[]): ReadingsSummary {
  const gatesByKind: ReadingsSummary['gatesByKind'] = {};
  for (const check of perAd.flatMap((ad) => ad.checks)) {
    const row = (gatesByKind[check.kind] ??= { found: 0, of: 0 });
    row.of++;
    if (check.found) row.found++;
  }
  return {
    ads: perAd.length,
    precision: mean(perAd.map((a) => a.precision)),
    recall: mean(perAd.map((a) => a.recall)),
    niceRecall: mean(defined(perAd.map((a) => a.niceRecall))),
    gateRecall: mean(defined(perAd.map((a) => a.gateRecall))),
    gatesByKind,
    fromNotRequirementsPerAd: mean(perAd.map((a) => a.fromNotRequirements)),
    medianMust: median(perAd.map((a) => a.engineMust)),
    medianGoldMust: median(perAd.map((a) => a.goldMust)),
    perAd,
  };
}

/** The readings as one markdown table, then the gates per kind. */
export function readingsTable(s: ReadingsSummary): string {
  const f = (x: number): string => x.toFixed(3);
  const kinds = Object.entries(s.gatesByKind)
    .map(([kind, { found, of }]) => `${kind} ${found}/${of}`)
    .join(', ');
  return [
    '| readings | ads | must precision | must recall | nice recall | gate recall | must from not-requirements /ad | median must (gold) |',
    '|---|---|---|---|---|---|---|---|',
    `| readings | ${s.ads} | ${f(s.precision)} | ${f(s.recall)} | ${f(s.niceRecall)} | ${f(s.gateRecall)} | ${s.fromNotRequirementsPerAd.toFixed(2)} | ${s.medianMust} (${s.medianGoldMust}) |`,
    '',
    `gates found: ${kinds}`,
  ].join('\n');
}
