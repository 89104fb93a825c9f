import { configure } from '@testing-library/react';

// findBy* and waitFor give up after 1 s by default; on a CI machine shared with the product's own
// test processes a debounced search has missed that (JobsPage). Five seconds waits only when
// something is slow: a passing check still returns as soon as it holds.
configure({ asyncUtilTimeout: 5000 });
