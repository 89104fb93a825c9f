import { find } from './support/environments';
import { renderOverlay } from './support/manifests';
import { exposedMetrics, metricOf } from './support/metrics';
import { isObject, readRepoFile, type Json } from './support/yaml';

// The Grafana dashboard (k8s/base/dashboards/shortlist.json) against the metrics the services
// really define, read from their code: a renamed metric or label breaks this test, not a panel
// that silently shows "No data" during an incident.

const DASHBOARD = 'k8s/base/dashboards/shortlist.json';
const dashboard = JSON.parse(readRepoFile(DASHBOARD)) as {
  panels: Json[];
  templating: { list: Json[] };
};
const exposed = exposedMetrics();

/** Labels every scraped series carries besides its own: Prometheus' Kubernetes discovery adds these. */
const SCRAPE_LABELS = ['namespace', 'pod', 'job', 'instance'];

const expressions = (): { panel: string; expr: string }[] =>
  dashboard.panels.flatMap((panel) => {
    if (!isObject(panel) || !Array.isArray(panel.targets)) return [];
    return panel.targets
      .filter(isObject)
      .map((t) => ({ panel: String(panel.title), expr: String(t.expr) }));
  });

test('every metric a panel queries is one a service defines', () => {
  const missing: string[] = [];
  for (const { panel, expr } of expressions()) {
    for (const [, pattern] of expr.matchAll(/__name__=~"([^"]+)"/g)) {
      const regex = new RegExp(`^(?:${pattern})$`);
      const series = [...exposed.keys()].flatMap((m) => [
        m,
        `${m}_bucket`,
        `${m}_count`,
        `${m}_sum`,
      ]);
      if (!series.some((s) => regex.test(s))) missing.push(`${panel}: ${pattern}`);
    }
    const names = expr.replace(/__name__=~"[^"]+"/g, '').match(/\bshortlist_\w+/g) ?? [];
    for (const name of names) if (!exposed.has(metricOf(name))) missing.push(`${panel}: ${name}`);
  }
  expect(missing).toEqual([]);
});

test('every label a panel groups or filters by exists on its metric', () => {
  const wrong: string[] = [];
  for (const { panel, expr } of expressions()) {
    const metrics = (expr.match(/\bshortlist_\w+/g) ?? [])
      .map(metricOf)
      .filter((m) => exposed.has(m));
    const own = new Set(metrics.flatMap((m) => exposed.get(m)!.labels));
    if (expr.includes('__name__')) ['method', 'route', 'status'].forEach((l) => own.add(l));
    const allowed = new Set([...own, ...SCRAPE_LABELS, 'le', '__name__']);
    const used = [
      ...[...expr.matchAll(/\bby \(([^)]*)\)/g)].flatMap((m) => m[1]!.split(',')),
      ...[...expr.matchAll(/\{([^}]*)\}/g)].flatMap((m) =>
        [...m[1]!.matchAll(/(\w+)\s*(?:=~|!~|!=|=)/g)].map((l) => l[1]!),
      ),
    ].map((label) => label.trim());
    for (const label of used) if (label && !allowed.has(label)) wrong.push(`${panel}: ${label}`);
  }
  expect(wrong).toEqual([]);
});

test('covers what the issue asks: rate, p50/p95 latency, 5xx, queue depth, job duration, LLM tokens', () => {
  const all = expressions()
    .map((e) => e.expr)
    .join('\n');
  expect(all).toMatch(/rate\(shortlist_gateway_http_request_duration_seconds_count/);
  expect(all).toMatch(/histogram_quantile\(0\.5, .*http_request_duration_seconds_bucket/);
  expect(all).toMatch(/histogram_quantile\(0\.95, .*http_request_duration_seconds_bucket/);
  expect(all).toMatch(/status=~"5\.\."/);
  expect(all).toMatch(/shortlist_matching_queue_jobs/);
  expect(all).toMatch(/shortlist_matching_job_duration_seconds_bucket/);
  expect(all).toMatch(/shortlist_matching_llm_tokens_total/);
  // Every service that defines metrics has its traffic on the dashboard.
  const services = new Set(
    [...exposed.keys()]
      .map((m) => /^shortlist_([a-z_]+?)_http_request_duration_seconds$/.exec(m)?.[1])
      .filter(Boolean),
  );
  for (const service of services)
    expect(all).toContain(`shortlist_${service}_http_request_duration_seconds_count`);
});

test('panels fit the grid, ids are unique, and the data source is a variable', () => {
  const ids = dashboard.panels.filter(isObject).map((p) => p.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const panel of dashboard.panels.filter(isObject)) {
    const grid = panel.gridPos as { x: number; w: number };
    expect(grid.x + grid.w).toBeLessThanOrEqual(24);
    if (panel.type !== 'row')
      expect(panel.datasource).toEqual({ type: 'prometheus', uid: '${datasource}' });
  }
});

test('ships to Grafana as a labelled ConfigMap with the dashboard unchanged', () => {
  const resources = renderOverlay('prod');
  const configMap = find(resources, 'ConfigMap', 'shortlist-grafana-dashboard');
  expect(configMap?.metadata.labels).toEqual({ grafana_dashboard: '1' });
  expect((configMap?.data as Record<string, string>)['shortlist.json']).toBe(
    readRepoFile(DASHBOARD),
  );
});
