import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import client from 'prom-client';
import { ROOT } from './yaml';

/**
 * The Prometheus metrics the services expose, found in their code: every service registry comes
 * from the kit's createMetrics('<name>') (prefix shortlist_<name>_, prom-client's default process
 * and Node metrics, the HTTP histogram with method/route/status), and services add their own as
 * `new client.X({ name: \`${prefix}…\`, labelNames: […] })` or the kit's `serviceCounter` /
 * `serviceHistogram(metrics, 'name', 'help', ['label', …])`.
 */
export interface ExposedMetric {
  name: string;
  labels: string[];
}

export function exposedMetrics(): Map<string, ExposedMetric> {
  const metrics = new Map<string, ExposedMetric>();
  const add = (name: string, labels: string[]) => metrics.set(name, { name, labels });
  for (const service of readdirSync(path.join(ROOT, 'services'))) {
    const source = sourceOf(path.join(ROOT, 'services', service, 'src'));
    const registries = [...source.matchAll(/createMetrics\(\s*'([\w-]+)'\s*\)/g)].map(
      (m) => `shortlist_${m[1]!.replace(/-/g, '_')}_`,
    );
    for (const prefix of new Set(registries)) {
      for (const name of defaultMetricNames()) add(`${prefix}${name}`, []);
      add(`${prefix}http_request_duration_seconds`, ['method', 'route', 'status']);
      for (const custom of customMetrics(source)) add(`${prefix}${custom.name}`, custom.labels);
    }
  }
  return metrics;
}

function customMetrics(source: string): ExposedMetric[] {
  const found: ExposedMetric[] = [];
  const pattern = /name:\s*`\$\{(?:\w+\.)?prefix\}(\w+)`/g;
  for (const match of source.matchAll(pattern)) {
    // Its labelNames, if any, are in the same options object: before the next metric starts.
    const rest = source.slice(match.index + match[0].length);
    const end = rest.search(/new client\.|name:\s*`\$\{/);
    const options = end < 0 ? rest : rest.slice(0, end);
    const labels = /labelNames:\s*\[([^\]]*)\]/.exec(options)?.[1] ?? '';
    found.push({ name: match[1]!, labels: [...labels.matchAll(/'(\w+)'/g)].map((m) => m[1]!) });
  }
  // The kit's helpers: serviceCounter(metrics, 'name', 'help', ['label', …]), and the same for
  // serviceHistogram (its buckets come after the labels).
  const helper =
    /service(?:Counter|Histogram)\(\s*\w+,\s*'(\w+)',\s*'(?:[^'\\]|\\.)*',?\s*(\[[^\]]*\])?/g;
  for (const match of source.matchAll(helper)) {
    const labels = match[2] ?? '';
    found.push({ name: match[1]!, labels: [...labels.matchAll(/'(\w+)'/g)].map((m) => m[1]!) });
  }
  return found;
}

let defaults: string[] | undefined;
/** What prom-client's collectDefaultMetrics registers, without a prefix. */
function defaultMetricNames(): string[] {
  if (!defaults) {
    const registry = new client.Registry();
    client.collectDefaultMetrics({ register: registry });
    defaults = registry.getMetricsAsArray().map((metric) => metric.name);
    registry.clear();
  }
  return defaults;
}

function sourceOf(dir: string): string {
  if (!existsSync(dir)) return '';
  return readdirSync(dir)
    .map((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return sourceOf(full);
      return name.endsWith('.ts') && !name.endsWith('.test.ts') ? readFileSync(full, 'utf8') : '';
    })
    .join('\n');
}

/** A series name as PromQL uses it, back to its metric: histograms add _bucket, _sum and _count. */
export const metricOf = (series: string): string => series.replace(/_(bucket|sum|count)$/, '');
