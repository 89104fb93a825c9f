// jsdom lacks a few globals the router touches; import this first in a test file.
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as Record<string, unknown>;
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;
// jsdom prints "not implemented" for scrolling; the app scrolls to the top on navigation.
window.scrollTo = () => {};
