import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Resource } from './kustomize';
import { renderKustomization } from './kustomize';
import { isObject, ROOT, type JsonObject } from './yaml';

/** Small readers over rendered manifests, shared by the Kubernetes tests. */

export const OVERLAYS = readdirSync(path.join(ROOT, 'k8s/overlays')).filter((name) =>
  statSync(path.join(ROOT, 'k8s/overlays', name)).isDirectory(),
);

const cache = new Map<string, Resource[]>();
/** An overlay rendered once per test file (tests read it, none changes it). */
export function renderOverlay(overlay: string): Resource[] {
  let resources = cache.get(overlay);
  if (!resources) {
    resources = renderKustomization(path.join(ROOT, 'k8s/overlays', overlay));
    cache.set(overlay, resources);
  }
  return resources;
}

export const resourceKey = (r: Resource) =>
  `${r.kind}/${r.metadata.namespace ?? ''}/${r.metadata.name}`;

/** A nested field as an object, `{}` when absent: `obj(obj(d.spec).template)`. */
export const obj = (value: unknown): JsonObject =>
  isObject(value as never) ? (value as JsonObject) : {};

export const templateLabels = (deployment: Resource) =>
  obj(obj(obj(deployment.spec).template).metadata).labels as Record<string, string>;

export const templateAnnotations = (deployment: Resource) =>
  obj(obj(obj(deployment.spec).template).metadata).annotations as Record<string, string>;

export const namedPorts = (container: JsonObject): Record<string, number> =>
  Object.fromEntries(
    ((container.ports as JsonObject[]) ?? []).map((p) => [String(p.name), Number(p.containerPort)]),
  );

/** A probe's or Service's port, by number or by the container port's name. */
export const portOf = (container: JsonObject, port: unknown) =>
  typeof port === 'number' ? port : namedPorts(container)[String(port)];

/** A Service's selector is plain labels, all of which the pod must carry. */
export const serviceSelects = (service: Resource, labels: Record<string, string>) =>
  Object.entries(obj(obj(service.spec).selector)).every(([k, v]) => labels[k] === v);

/** The autoscaler (HPA or ScaledObject) whose target is this Deployment. */
export const scalerOf = (resources: Resource[], kind: string, deployment: string) =>
  resources.find((r) => r.kind === kind && obj(obj(r.spec).scaleTargetRef).name === deployment);

/** A CPU quantity in cores. */
export const cores = (q: string) => (q.endsWith('m') ? Number(q.slice(0, -1)) / 1000 : Number(q));

/** A memory quantity in MiB. */
export function mebibytes(q: string): number {
  const units: Record<string, number> = {
    Ki: 1 / 1024,
    Mi: 1,
    Gi: 1024,
    M: 1e6 / 2 ** 20,
    G: 1e9 / 2 ** 20,
  };
  const [, n, unit = ''] = /^(\d+(?:\.\d+)?)([A-Za-z]*)$/.exec(q) ?? [];
  return Number(n) * (units[unit] ?? 1 / 2 ** 20);
}
