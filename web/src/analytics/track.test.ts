import { matchCategory } from './events';
import {
  EVENTS_KEY,
  identify,
  resetIdentity,
  setAnalyticsSender,
  storedEvents,
  track,
} from './track';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetIdentity();
  setAnalyticsSender(null);
});

test('events carry viewport size, an ISO timestamp, the session and the user', () => {
  const event = track('cta_clicked', { location: 'hero', page: '/' });
  expect(event.properties).toMatchObject({
    location: 'hero',
    page: '/',
    viewport_width: window.innerWidth,
  });
  expect(event.properties.viewport_height).toBe(window.innerHeight);
  expect(String(event.properties.timestamp)).toMatch(/^\d{4}-\d\d-\d\dT/);
  expect(event.userId).toBe('anonymous');
  expect(event.sessionId).toMatch(/^session_\d+_/);
  identify('u1');
  expect(track('user_login').userId).toBe('u1');
});

test('only the last 100 events are kept in localStorage', () => {
  for (let i = 0; i < 105; i++) track('page_view', { page: `/p${i}` });
  const events = storedEvents();
  expect(events).toHaveLength(100);
  expect(events[0]?.properties.page).toBe('/p5');
  expect(JSON.parse(localStorage.getItem(EVENTS_KEY) ?? '[]')).toHaveLength(100);
});

test('nothing is sent anywhere unless a sender is configured', () => {
  const send = jest.fn();
  track('first_visit');
  setAnalyticsSender(send);
  track('tour_completed');
  expect(send).toHaveBeenCalledTimes(1);
  expect(send.mock.calls[0][0].name).toBe('tour_completed');
});

test('analysis results are categorised high / medium / low at 80 and 60', () => {
  expect([matchCategory(80), matchCategory(79), matchCategory(60), matchCategory(59)]).toEqual([
    'high',
    'medium',
    'medium',
    'low',
  ]);
});
