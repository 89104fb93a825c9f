import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRedis } from '@shortlist/kit';
import { Client } from 'pg';

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: number[], share: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

export function latencySummary(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    p50: Math.round(percentile(sorted, 0.5)),
    p95: Math.round(percentile(sorted, 0.95)),
    max: Math.round(sorted.at(-1) ?? NaN),
  };
}

/** A Prometheus histogram summed over its labels: cumulative bucket counts by `le`, sum, count. */
export interface Histogram {
  buckets: Map<number, number>;
  sum: number;
  count: number;
}

export async function scrapeHistogram(metricsUrl: string, name: string): Promise<Histogram> {
  const text = await (await fetch(metricsUrl)).text();
  const histogram: Histogram = { buckets: new Map(), sum: 0, count: 0 };
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const value = Number(line.slice(line.lastIndexOf(' ') + 1));
    if (line.startsWith(`${name}_bucket`)) {
      const le = /le="([^"]+)"/.exec(line)?.[1] ?? '+Inf';
      const bound = le === '+Inf' ? Infinity : Number(le);
      histogram.buckets.set(bound, (histogram.buckets.get(bound) ?? 0) + value);
    } else if (line.startsWith(`${name}_sum`)) histogram.sum += value;
    else if (line.startsWith(`${name}_count`)) histogram.count += value;
  }
  return histogram;
}

/** A Prometheus counter summed over its labels (0 when the process has not counted any yet). */
export async function scrapeCounter(metricsUrl: string, name: string): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  let total = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith(`${name} `) || line.startsWith(`${name}{`)) {
      total += Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return total;
}

export function addHistograms(...all: Histogram[]): Histogram {
  const total: Histogram = { buckets: new Map(), sum: 0, count: 0 };
  for (const h of all) {
    total.sum += h.sum;
    total.count += h.count;
    for (const [le, n] of h.buckets) total.buckets.set(le, (total.buckets.get(le) ?? 0) + n);
  }
  return total;
}

export function subtractHistogram(after: Histogram, before: Histogram): Histogram {
  const buckets = new Map<number, number>();
  for (const [le, n] of after.buckets) buckets.set(le, n - (before.buckets.get(le) ?? 0));
  return { buckets, sum: after.sum - before.sum, count: after.count - before.count };
}

/** As PromQL's histogram_quantile: linear inside the bucket the quantile falls in. */
export function histogramQuantile(h: Histogram, q: number): number {
  const bounds = [...h.buckets.keys()].sort((a, b) => a - b);
  const rank = q * h.count;
  let lowerBound = 0;
  let lowerCount = 0;
  for (const le of bounds) {
    const count = h.buckets.get(le)!;
    if (count >= rank) {
      if (le === Infinity) return lowerBound;
      return (
        lowerBound + ((le - lowerBound) * (rank - lowerCount)) / Math.max(count - lowerCount, 1)
      );
    }
    lowerBound = le;
    lowerCount = count;
  }
  return NaN;
}

/** Commands Redis has run since it started (all clients: the server may be shared). */
export async function redisCommandCount(url: string): Promise<number> {
  const redis = createRedis(url, { maxRetriesPerRequest: 1 });
  try {
    const info = await redis.info('commandstats');
    let calls = 0;
    for (const match of info.matchAll(/^cmdstat_[^:]+:calls=(\d+)/gm)) calls += Number(match[1]);
    return calls;
  } finally {
    redis.disconnect();
  }
}

/** A PostgreSQL connection to the benchmark's database, for the figures it reports. */
export async function openPg(url: string) {
  const client = new Client({ connectionString: url });
  // Dropping the database at the end (with force) ends this connection: not an error to crash on.
  client.on('error', () => undefined);
  await client.connect();
  const database = new URL(url).pathname.slice(1);
  let peak = 0;
  let timer: NodeJS.Timeout | undefined;
  const connections = async () => {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [database],
    );
    return rows[0]!.n;
  };
  return {
    /** Samples the connections open to this database every `ms`; `peak()` answers the most seen. */
    sampleConnections(ms = 500) {
      timer = setInterval(() => {
        connections()
          .then((n) => (peak = Math.max(peak, n - 1)))
          .catch(() => undefined);
      }, ms);
    },
    peak: () => peak,
    async version() {
      const { rows } = await client.query<{ v: string }>(
        "select split_part(version(), ' on ', 1) as v",
      );
      return rows[0]?.v ?? 'PostgreSQL';
    },
    /** What matching.analyses takes: on disk per row (table, TOAST, indexes) and per row value. */
    bytesPerAnalysis: () => bytesPerRow('matching.analyses'),
    bytesPerRow,
    async close() {
      clearInterval(timer);
      await client.end();
    },
  };

  /**
   * What a table takes: on disk per row (table, TOAST, indexes) and per row value, and where the
   * bytes on disk are (heap, TOAST, each index) with the dead row versions not yet vacuumed.
   */
  async function bytesPerRow(table: 'matching.analyses' | 'matching.pool_scores') {
    const { rows } = await client.query<{ bytes: string; n: number; avg: string | null }>(
      `select pg_total_relation_size('${table}')::text as bytes, count(*)::int as n,
                avg(pg_column_size(a.*))::text as avg
           from ${table} a`,
    );
    const { bytes, n, avg } = rows[0]!;
    const { rows: sizes } = await client.query<{ part: string; bytes: string }>(
      `select 'heap' as part, pg_relation_size(c.oid)::text as bytes from pg_class c where c.oid = $1::regclass
       union all
       select 'toast', coalesce(pg_total_relation_size(nullif(c.reltoastrelid, 0)), 0)::text
         from pg_class c where c.oid = $1::regclass
       union all
       select i.indexrelid::regclass::text, pg_relation_size(i.indexrelid)::text
         from pg_index i where i.indrelid = $1::regclass
       union all
       select 'dead versions (count)', n_dead_tup::text from pg_stat_user_tables where relid = $1::regclass`,
      [table],
    );
    const parts = sizes
      .map(
        (s) => `${s.part.replace(/^matching\./, '')} ${n ? Math.round(Number(s.bytes) / n) : NaN}`,
      )
      .join(', ');
    return {
      rows: n,
      perRow: n ? Number(bytes) / n : NaN,
      rowValue: Number(avg),
      parts,
      columns: await widestColumns(table),
    };
  }

  /** The columns that take most of a row value (pg_column_size per row, nulls as 0), widest first. */
  async function widestColumns(table: string, top = 6): Promise<string> {
    const [schema, name] = table.split('.');
    const { rows: columns } = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = $1 and table_name = $2`,
      [schema, name],
    );
    if (!columns.length) return '';
    const { rows } = await client.query<Record<string, string | null>>(
      `select ${columns.map((c, i) => `(coalesce(sum(pg_column_size(a."${c.column_name}")), 0) / greatest(count(*), 1))::text as c${i}`).join(', ')}
         from ${table} a`,
    );
    return columns
      .map((c, i) => ({ name: c.column_name, bytes: Number(rows[0]?.[`c${i}`] ?? 0) }))
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, top)
      .map((c) => `${c.name} ${Math.round(c.bytes)}`)
      .join(', ');
  }
}

// CPU accounting from Linux's /proc (NaN elsewhere), in seconds. Clock ticks are 100 a second on
// every Linux this runs on (USER_HZ).
const TICKS = 100;

function statFields(pid: number | string): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; it is in parentheses.
    return [
      stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      ...stat.slice(stat.lastIndexOf(')') + 2).split(' '),
    ];
  } catch {
    return undefined;
  }
}

/** utime + stime of one process (its threads included). */
export function processCpu(pid: number | undefined): number {
  const fields = pid ? statFields(pid) : undefined;
  // After the name: state is [1], utime [12], stime [13].
  return fields ? (Number(fields[12]) + Number(fields[13])) / TICKS : NaN;
}

/** Summed CPU of every process whose command name is `comm` (e.g. the whole PostgreSQL server). */
export function commandCpu(comm: string): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    const fields = statFields(pid);
    if (fields?.[0] === comm) total += (Number(fields[12]) + Number(fields[13])) / TICKS;
  }
  return total;
}

/** CPU seconds the whole machine spent busy (all cores), from /proc/stat. */
export function machineBusyCpu(): number {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const [, ...ticks] = line.trim().split(/\s+/).map(Number);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return (ticks.slice(0, 8).reduce((a, b) => a + b, 0) - idle) / TICKS;
  } catch {
    return NaN;
  }
}

/** CPU seconds used so far by each process of the product, the bench, the servers, the machine. */
export function cpuSnapshot(processes: Map<string, ChildProcess>): Record<string, number> {
  const own = process.cpuUsage();
  return {
    ...Object.fromEntries([...processes].map(([name, child]) => [name, processCpu(child.pid)])),
    'bench client': (own.user + own.system) / 1e6,
    'postgres (whole server)': commandCpu('postgres'),
    'redis-server (whole server)': commandCpu('redis-server'),
    'machine, all processes': machineBusyCpu(),
  };
}

/** What each took during `seconds`: CPU seconds and the cores that is on average. */
export function cpuUse(
  before: Record<string, number>,
  after: Record<string, number>,
  seconds: number,
) {
  return Object.fromEntries(
    Object.keys(after).map((name) => {
      const used = after[name]! - (before[name] ?? 0);
      return [name, { 'CPU s': +used.toFixed(1), cores: +(used / seconds).toFixed(2) }];
    }),
  );
}
