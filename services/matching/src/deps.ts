import type { Logger } from '@shortlist/kit';
import type { BillingClient } from './clients/billing';
import type { DocumentsClient } from './clients/documents';
import type { MatchingConfig } from './config';
import type { MatchingDb } from './db';
import type { Notifier } from './notifier';

/** What the business functions of both processes work with; each a swappable side effect. */
export interface CoreDeps {
  db: MatchingDb;
  documents: DocumentsClient;
  billing: BillingClient;
  notifier: Notifier;
  config: MatchingConfig;
  logger: Logger;
}
