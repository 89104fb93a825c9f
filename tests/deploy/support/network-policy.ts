import { isObject, type Json, type JsonObject } from './yaml';
import type { Resource } from './kustomize';

/**
 * Kubernetes' NetworkPolicy semantics for ingress, enough to ask "may this pod connect to that
 * pod on that port": a pod selected by no Ingress policy accepts everything; a selected pod accepts
 * a connection that any of its policies' rules admit (peer and port).
 */
export interface Peer {
  namespace: string;
  namespaceLabels: Record<string, string>;
  podLabels: Record<string, string>;
}

export interface Destination {
  namespace: string;
  podLabels: Record<string, string>;
  /** containerPort by port name, to resolve named ports. */
  namedPorts: Record<string, number>;
  port: number;
}

export function admits(policies: Resource[], from: Peer, to: Destination): boolean {
  const selecting = policies.filter(
    (policy) =>
      policy.kind === 'NetworkPolicy' &&
      policy.metadata.namespace === to.namespace &&
      isIngressPolicy(policy) &&
      selects(spec(policy).podSelector, to.podLabels),
  );
  if (!selecting.length) return true;
  return selecting.some((policy) =>
    list(spec(policy).ingress).some(
      (rule) =>
        isObject(rule) &&
        (rule.from === undefined ||
          list(rule.from).some((peer) => peerMatches(peer, policy, from))) &&
        (rule.ports === undefined || list(rule.ports).some((port) => portMatches(port, to))),
    ),
  );
}

const spec = (policy: Resource): JsonObject => (isObject(policy.spec) ? policy.spec : {});
const list = (value: Json | undefined): Json[] => (Array.isArray(value) ? value : []);

function isIngressPolicy(policy: Resource): boolean {
  const types = spec(policy).policyTypes;
  return types === undefined || (Array.isArray(types) && types.includes('Ingress'));
}

function peerMatches(peer: Json, policy: Resource, from: Peer): boolean {
  if (!isObject(peer)) return false;
  if (peer.ipBlock !== undefined) return false; // pod traffic only in these checks
  const namespaceOk =
    peer.namespaceSelector === undefined
      ? from.namespace === policy.metadata.namespace
      : selects(peer.namespaceSelector, from.namespaceLabels);
  const podOk = peer.podSelector === undefined || selects(peer.podSelector, from.podLabels);
  return namespaceOk && podOk;
}

function portMatches(port: Json, to: Destination): boolean {
  if (!isObject(port)) return false;
  if (port.protocol !== undefined && port.protocol !== 'TCP') return false;
  if (port.port === undefined) return true;
  const number = typeof port.port === 'string' ? to.namedPorts[port.port] : port.port;
  if (typeof number !== 'number') return false;
  const end = typeof port.endPort === 'number' ? port.endPort : number;
  return to.port >= number && to.port <= end;
}

/** A LabelSelector: matchLabels and matchExpressions; an empty selector selects everything. */
export function selects(selector: Json | undefined, labels: Record<string, string>): boolean {
  if (!isObject(selector)) return false;
  const matchLabels = isObject(selector.matchLabels) ? selector.matchLabels : {};
  if (Object.entries(matchLabels).some(([key, value]) => labels[key] !== value)) return false;
  return list(selector.matchExpressions).every((expression) => {
    if (!isObject(expression) || typeof expression.key !== 'string') return false;
    const has = expression.key in labels;
    const values = list(expression.values);
    switch (expression.operator) {
      case 'In':
        return has && values.includes(labels[expression.key]!);
      case 'NotIn':
        return !has || !values.includes(labels[expression.key]!);
      case 'Exists':
        return has;
      case 'DoesNotExist':
        return !has;
      default:
        return false;
    }
  });
}
