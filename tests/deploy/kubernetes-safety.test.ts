import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { lastInstruction, parseDockerfile } from './support/dockerfile';
import { containers, find, k8sContainerEnv, podSpec } from './support/environments';
import { readKustomization } from './support/kustomize';
import {
  mebibytes,
  namedPorts,
  obj,
  OVERLAYS,
  renderOverlay,
  templateLabels,
} from './support/manifests';
import { admits, selects, type Peer } from './support/network-policy';
import {
  envSchemas,
  listenPortKey,
  processes,
  schemaDefaults,
  type EnvSchema,
} from './support/processes';
import { ROOT, type JsonObject } from './support/yaml';

// What keeps the rendered manifests safe to run: processes given time to drain, disruption
// budgets, locked-down containers, network policies that keep /internal inside the namespace, and
// an ingress that carries websockets and bulk uploads.

const all = processes();
const dockerfile = parseDockerfile();
let schemas: Map<string, EnvSchema>;
beforeAll(async () => {
  schemas = await envSchemas();
});

const webSources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return webSources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [readFileSync(full, 'utf8')] : [];
  });

describe.each(OVERLAYS)('overlay %s', (overlay) => {
  const resources = renderOverlay(overlay);
  const envOf = (name: string) =>
    k8sContainerEnv(
      resources,
      containers(find(resources, 'Deployment', name)!)[0]!,
      name,
      dockerfile,
    );

  test.each(all.map((p) => [p.name] as const))(
    '%s: given longer to stop than it drains, and a PodDisruptionBudget',
    (name) => {
      const deployment = find(resources, 'Deployment', name)!;
      const env = {
        ...schemaDefaults(schemas.get(all.find((p) => p.name === name)!.service)!),
        ...envOf(name),
      };
      const [container] = containers(deployment);
      const preStop = obj(obj(obj(container!.lifecycle).preStop).exec).command as
        string[] | undefined;
      const sleep = preStop?.[0] === 'sleep' ? Number(preStop[1]) : 0;
      const grace = Number(podSpec(deployment).terminationGracePeriodSeconds ?? 30);
      expect(grace).toBeGreaterThan(sleep + Number(env.SHUTDOWN_TIMEOUT_MS) / 1000);
      if (env.LLM_TIMEOUT_MS !== undefined && !all.find((p) => p.name === name)!.servesApi) {
        // A worker waits for its longest analysis: the LLM call with its retries.
        const longest = Number(env.LLM_TIMEOUT_MS) * (1 + Number(env.LLM_MAX_RETRIES));
        expect(Number(env.SHUTDOWN_TIMEOUT_MS)).toBeGreaterThanOrEqual(longest);
      }
      const pdbs = resources.filter(
        (r) =>
          r.kind === 'PodDisruptionBudget' &&
          selects(obj(r.spec).selector, templateLabels(deployment)),
      );
      expect(pdbs).toHaveLength(1);
      // minAvailable would block every node drain of a one-replica dev deployment.
      expect(obj(pdbs[0]!.spec).maxUnavailable).toBe(1);
    },
  );

  test.each(all.map((p) => [p.name] as const))(
    '%s: non-root as in the image, read-only root, writable DATA_DIR and /tmp',
    (name) => {
      const deployment = find(resources, 'Deployment', name)!;
      const pod = obj(podSpec(deployment).securityContext);
      const user = lastInstruction(dockerfile, name, 'USER')!.args.split(':')[0];
      expect(pod).toMatchObject({ runAsNonRoot: true, runAsUser: Number(user) });
      const [container] = containers(deployment);
      expect(obj(container!.securityContext)).toMatchObject({
        readOnlyRootFilesystem: true,
        allowPrivilegeEscalation: false,
      });
      const mounts = ((container!.volumeMounts as JsonObject[]) ?? []).map((m) => m.mountPath);
      expect(mounts).toEqual(expect.arrayContaining([envOf(name).DATA_DIR, '/tmp']));
      expect(podSpec(deployment).automountServiceAccountToken).toBe(false);
    },
  );

  test('network: from outside only the ingress controller gets in, and only to the gateway', () => {
    const namespace = String(readKustomization(path.join(ROOT, 'k8s/overlays', overlay)).namespace);
    const policies = resources.filter((r) => r.kind === 'NetworkPolicy');
    const peer = (ns: string, podLabels: Record<string, string>): Peer => ({
      namespace: ns,
      namespaceLabels: { 'kubernetes.io/metadata.name': ns },
      podLabels,
    });
    const controller = peer('ingress-nginx', { 'app.kubernetes.io/name': 'ingress-nginx' });
    const stranger = peer('default', { app: 'curl' });
    const prometheus = peer('monitoring', { 'app.kubernetes.io/name': 'prometheus' });
    const neighbour = peer(namespace, templateLabels(find(resources, 'Deployment', 'gateway')!));
    const verdicts: string[] = [];
    for (const proc of all) {
      const deployment = find(resources, 'Deployment', proc.name)!;
      const [container] = containers(deployment);
      const port = Number(envOf(proc.name)[listenPortKey(proc, schemas.get(proc.service)!)]);
      const to = {
        namespace,
        podLabels: templateLabels(deployment),
        namedPorts: namedPorts(container!),
        port,
      };
      const verdict = (who: string, from: Peer) =>
        `${who} → ${proc.name}: ${admits(policies, from, to) ? 'open' : 'closed'}`;
      verdicts.push(
        verdict('ingress controller', controller),
        verdict('other namespace', stranger),
        verdict('same namespace', neighbour),
        verdict('prometheus', prometheus),
      );
    }
    const expected = all.flatMap((proc) => [
      `ingress controller → ${proc.name}: ${proc.name === 'gateway' ? 'open' : 'closed'}`,
      `other namespace → ${proc.name}: closed`,
      `same namespace → ${proc.name}: open`,
      `prometheus → ${proc.name}: open`,
    ]);
    expect(verdicts).toEqual(expected);
  });

  test('a Socket.IO session stays on one matching replica, unless the web client is websocket-only', () => {
    // The client's transports decide: long-polling (the default) needs stickiness end to end.
    const client = webSources(path.join(ROOT, 'web/src')).join('\n');
    if (/io\(\{[^)]*transports:\s*\[\s*'websocket'\s*\]/.test(client)) return;
    const socketHost = new URL(envOf('gateway').MATCHING_URL!).hostname;
    expect(obj(find(resources, 'Service', socketHost)?.spec).sessionAffinity).toBe('ClientIP');
    const ingress = resources.find((r) => r.kind === 'Ingress')!;
    expect(obj(ingress.metadata.annotations)['nginx.ingress.kubernetes.io/affinity']).toBe(
      'cookie',
    );
  });

  test('the ingress sends everyone to the gateway, with room for websockets and bulk uploads', () => {
    const [ingress, ...more] = resources.filter((r) => r.kind === 'Ingress');
    expect(more).toEqual([]);
    const backends = JSON.stringify(ingress!.spec).match(/"service":\{"name":"([^"]+)"/g);
    expect(backends).toEqual(['"service":{"name":"gateway"']);
    const annotations = obj(ingress!.metadata.annotations) as Record<string, string>;
    const gateway = { ...schemaDefaults(schemas.get('gateway')!), ...envOf('gateway') };
    const documents = { ...schemaDefaults(schemas.get('documents')!), ...envOf('documents') };
    // nginx must not cut a request the gateway is still waiting on (bulk uploads), nor an idle socket early.
    for (const timeout of ['proxy-read-timeout', 'proxy-send-timeout']) {
      expect(Number(annotations[`nginx.ingress.kubernetes.io/${timeout}`])).toBeGreaterThanOrEqual(
        Math.max(3600, Number(gateway.PROXY_TIMEOUT_MS) / 1000),
      );
    }
    expect(
      mebibytes(annotations['nginx.ingress.kubernetes.io/proxy-body-size']!.replace(/m$/, 'Mi')),
    ).toBeGreaterThan(Number(documents.BULK_MAX_TOTAL_BYTES) / 2 ** 20);
  });
});
