import type { Logger } from '@shortlist/kit';
import type { DocumentsConfig } from '../config';
import type { DocumentsDb } from '../db';
import { childLists, inlineLists } from './lists-client';
import { openPoolMemory, type PoolMemory } from './pool-memory';

/** The memory first stage POOL_MEMORY_INDEX asks for, not yet loaded; none when it is off. */
export function openConfiguredPoolMemory(
  mode: DocumentsConfig['POOL_MEMORY_INDEX'],
  db: DocumentsDb,
  logger?: Logger,
): PoolMemory | undefined {
  switch (mode) {
    case 'off':
      return undefined;
    case 'inline':
      return openPoolMemory(db, inlineLists(), { logger });
    case 'child':
      return openPoolMemory(db, childLists(), { logger });
  }
}
