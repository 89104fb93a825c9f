// How the engine reads job ads against recruiters' readings of the same ads
// (../shared/benchmarks/readings; rules in its README):
//   node scripts/run-ts.mjs bench/readings.ts            the table
//   node scripts/run-ts.mjs bench/readings.ts --ads      and, per ad, what was misread
// `npm run bench:accuracy` prints the same table under the matching benchmarks.
import path from 'node:path';
import { measureReadings, readingsTable, summarise } from './lib/readings';

const SHARED = path.resolve('../shared/benchmarks');
const summary = measureReadings(path.join(SHARED, 'readings'), path.join(SHARED, 'roles', 'jobs'));
if (!summary) {
  console.log(`No readings at ${path.join(SHARED, 'readings')}: nothing to measure.`);
} else {
  if (process.argv.includes('--ads'))
    for (const ad of summary.perAd) {
      const missedGates = ad.checks.filter((c) => !c.found).map((c) => c.kind);
      console.log(
        `\n## ${ad.file}: P ${ad.precision.toFixed(2)} R ${ad.recall.toFixed(2)} must ${ad.engineMust}/${ad.goldMust} gates missed: ${missedGates.join(', ') || '-'}`,
      );
      for (const w of ad.wrong) console.log(`  wrong: ${w}`);
      ad.missed.forEach((m, i) => console.log(`  missed: ${m} [${ad.missedKinds[i]}]`));
    }
  if (process.argv.includes('--ads')) {
    const kinds = new Map<string, number>();
    for (const kind of summary.perAd.flatMap((ad) => ad.missedKinds))
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    const line = [...kinds].map(([kind, n]) => `${kind} ${n}`).join(', ');
    console.log(`\nmissed must-haves by why: ${line}\n`);
  }
  console.log(readingsTable(summary));
  // Two halves of the ads (odd and even by file order): a change that helps only one half is
  // more likely fitted to its ads than a better reading.
  if (process.argv.includes('--halves'))
    for (const [name, half] of [
      ['odd', 1],
      ['even', 0],
    ] as const) {
      const ads = summary.perAd.filter((_, i) => (i + 1) % 2 === half);
      console.log(`\n${name} half (${ads.length} ads)\n${readingsTable(summarise(ads))}`);
    }
}
