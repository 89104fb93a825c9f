import { handle } from '@shortlist/kit';
import type { RequestHandler } from 'express';
import type { Presented } from './presenter';

/**
 * A route that answers with analyses or candidates: its handler must return what the presenter
 * built (or send a file built from it and return nothing), so a route that skips the blind view
 * does not compile.
 */
export const answer = (
  fn: (
    req: Parameters<RequestHandler>[0],
    res: Parameters<RequestHandler>[1],
  ) => Promise<Presented<unknown> | void> | Presented<unknown>,
): RequestHandler => handle(fn);
