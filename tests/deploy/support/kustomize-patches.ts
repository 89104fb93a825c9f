import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Resource } from './kustomize';
import { clone, isObject, parseYamlDocuments, splitOnce, type Json, type JsonObject } from './yaml';

// The transformations of tests/deploy/support/kustomize.ts that change resources in place:
// patches (strategic merge and JSON 6902) and the images transformer.

/** Lists the strategic merge patch merges item by item (built-in kinds only), by this key. */
const MERGE_KEYS: Record<string, string> = {
  containers: 'name',
  initContainers: 'name',
  env: 'name',
  volumes: 'name',
  volumeMounts: 'mountPath',
};

export function applyPatch(resources: Resource[], patch: JsonObject, dir: string) {
  const text =
    typeof patch.path === 'string'
      ? readFileSync(path.join(dir, patch.path), 'utf8')
      : typeof patch.patch === 'string'
        ? patch.patch
        : undefined;
  if (text === undefined) throw new Error('a patch needs `path` or `patch`');
  const docs = parseYamlDocuments(text, typeof patch.path === 'string' ? patch.path : 'patch');
  const target = isObject(patch.target) ? patch.target : undefined;
  if (docs.length === 1 && Array.isArray(docs[0])) {
    if (!target) throw new Error('a JSON 6902 patch needs a target');
    const operations = docs[0];
    const matched = resources.filter((resource) => matchesTarget(resource, target));
    if (!matched.length) throw new Error(`patch target ${JSON.stringify(target)} matches nothing`);
    for (const resource of matched) applyJson6902(resource, operations);
    return;
  }
  for (const doc of docs) {
    if (!isObject(doc) || typeof doc.kind !== 'string' || !isObject(doc.metadata)) {
      throw new Error('a strategic merge patch needs kind and metadata.name');
    }
    const selector = target ?? { kind: doc.kind, name: doc.metadata.name ?? '' };
    const matched = resources.filter((resource) => matchesTarget(resource, selector));
    if (!matched.length) throw new Error(`patch ${doc.kind}/${doc.metadata.name} matches nothing`);
    for (const resource of matched) strategicMerge(resource, doc, builtIn(resource));
  }
}

function matchesTarget(resource: Resource, target: JsonObject): boolean {
  if (typeof target.kind === 'string' && target.kind !== resource.kind) return false;
  if (
    typeof target.name === 'string' &&
    !new RegExp(`^(?:${target.name})$`).test(resource.metadata.name)
  ) {
    return false;
  }
  if (typeof target.labelSelector === 'string') {
    const labels = isObject(resource.metadata.labels) ? resource.metadata.labels : {};
    for (const term of target.labelSelector.split(',')) {
      const [key, value] = splitOnce(term.trim(), '=');
      if (labels[key] !== value) return false;
    }
  }
  return true;
}

/** Built-in kinds carry strategic-merge metadata; custom resources get JSON merge patch semantics. */
const builtIn = (resource: Resource) => {
  const group = resource.apiVersion.includes('/') ? resource.apiVersion.split('/')[0]! : '';
  return !group.includes('.') || group.endsWith('.k8s.io');
};

function strategicMerge(target: JsonObject, patch: JsonObject, listsByKey: boolean) {
  for (const [key, value] of Object.entries(patch)) {
    if (key.startsWith('$'))
      throw new Error(`patch directive ${key} is outside the rendered subset`);
    const current = target[key];
    const mergeKey = MERGE_KEYS[key];
    if (value === null) delete target[key];
    else if (isObject(value) && isObject(current)) strategicMerge(current, value, listsByKey);
    else if (listsByKey && mergeKey && Array.isArray(value) && Array.isArray(current)) {
      for (const item of value) {
        const match = isObject(item)
          ? current.find((c) => isObject(c) && c[mergeKey] === item[mergeKey])
          : undefined;
        if (isObject(match) && isObject(item)) strategicMerge(match, item, listsByKey);
        else current.push(clone(item));
      }
    } else target[key] = clone(value);
  }
}

function applyJson6902(resource: Resource, operations: Json[]) {
  for (const operation of operations) {
    if (!isObject(operation) || typeof operation.path !== 'string') {
      throw new Error('a JSON 6902 operation needs op and path');
    }
    const segments = operation.path
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = segments.pop();
    if (last === undefined) throw new Error('a JSON 6902 path cannot be the root');
    let parent: Json = resource;
    for (const segment of segments) {
      const next: Json | undefined = Array.isArray(parent)
        ? parent[Number(segment)]
        : isObject(parent)
          ? parent[segment]
          : undefined;
      if (next === undefined) throw new Error(`${operation.path}: ${segment} does not exist`);
      parent = next;
    }
    const value = operation.value === undefined ? null : clone(operation.value);
    switch (operation.op) {
      case 'add':
      case 'replace':
        if (Array.isArray(parent)) {
          const index = last === '-' ? parent.length : Number(last);
          if (operation.op === 'replace' && index >= parent.length) {
            throw new Error(`${operation.path}: no item to replace`);
          }
          parent.splice(index, operation.op === 'replace' ? 1 : 0, value);
        } else if (isObject(parent)) {
          if (operation.op === 'replace' && !(last in parent)) {
            throw new Error(`${operation.path}: nothing to replace`);
          }
          parent[last] = value;
        }
        break;
      case 'remove':
        if (Array.isArray(parent)) parent.splice(Number(last), 1);
        else if (isObject(parent)) delete parent[last];
        break;
      default:
        throw new Error(`JSON 6902 op ${String(operation.op)} is outside the rendered subset`);
    }
  }
}

/** Splits `registry/name:tag@digest` into its name and the rest. */
export function imageName(image: string): { name: string; tag?: string; digest?: string } {
  const [withoutDigest, digest] = splitOnce(image, '@');
  const slash = withoutDigest.lastIndexOf('/');
  const colon = withoutDigest.lastIndexOf(':');
  if (colon > slash) {
    return {
      name: withoutDigest.slice(0, colon),
      tag: withoutDigest.slice(colon + 1),
      digest: digest || undefined,
    };
  }
  return { name: withoutDigest, digest: digest || undefined };
}

export function rewriteImages(node: Json, images: JsonObject[]) {
  if (Array.isArray(node)) return node.forEach((item) => rewriteImages(item, images));
  if (!isObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'containers' || key === 'initContainers') && Array.isArray(value)) {
      for (const container of value) {
        if (!isObject(container) || typeof container.image !== 'string') continue;
        const current = imageName(container.image);
        const rule = images.find((image) => image.name === current.name);
        if (!rule) continue;
        const name = typeof rule.newName === 'string' ? rule.newName : current.name;
        if (typeof rule.digest === 'string') container.image = `${name}@${rule.digest}`;
        else if (typeof rule.newTag === 'string') container.image = `${name}:${rule.newTag}`;
        else
          container.image = [
            name,
            current.tag && `:${current.tag}`,
            current.digest && `@${current.digest}`,
          ].join('');
      }
    } else rewriteImages(value, images);
  }
}
