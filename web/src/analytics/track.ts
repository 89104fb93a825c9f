import { getSessionId } from '../demo/data/session';
import type { AnalyticsEvent, EventName, EventProperties } from './events';

export const EVENTS_KEY = 'analytics_events';
const KEEP = 100;

/**
 * Where events go beyond the browser. Nothing by default: no third-party script is loaded unless
 * a deployment plugs one in with setAnalyticsSender.
 */
export type AnalyticsSender = (event: AnalyticsEvent) => void;
let sender: AnalyticsSender | null = null;
let userId = 'anonymous';

export function setAnalyticsSender(next: AnalyticsSender | null): void {
  sender = next;
}

export function identify(id: string): void {
  userId = id;
}

export function resetIdentity(): void {
  userId = 'anonymous';
}

export function track(name: EventName, properties: EventProperties = {}): AnalyticsEvent {
  const event: AnalyticsEvent = {
    name,
    properties: {
      ...properties,
      viewport_width: window.innerWidth,
      viewport_height: window.innerHeight,
      timestamp: new Date().toISOString(),
    },
    timestamp: Date.now(),
    sessionId: getSessionId(),
    userId,
  };
  save(event);
  try {
    sender?.(event);
  } catch (err) {
    console.error('analytics sender failed', err);
  }
  return event;
}

export function storedEvents(): AnalyticsEvent[] {
  try {
    const raw = localStorage.getItem(EVENTS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as AnalyticsEvent[]) : [];
  } catch (err) {
    console.error('analytics load failed', err);
    return [];
  }
}

function save(event: AnalyticsEvent): void {
  try {
    const events = [...storedEvents(), event].slice(-KEEP);
    localStorage.setItem(EVENTS_KEY, JSON.stringify(events));
  } catch (err) {
    // A full or blocked storage must never break the screen (spec section 8: console only).
    console.error('analytics save failed', err);
  }
}
