// jsdom lacks a few globals the router touches; jest loads this before every web test.
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as Record<string, unknown>;
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;
// jsdom prints "not implemented" for scrolling; the app scrolls to the top on navigation.
window.scrollTo = () => {};
