import {
  migrationsFolder,
  openDatabase,
  type DatabaseHandle,
  type DatabaseSettings,
} from '@shortlist/kit';
import * as schema from './schema';

export type BillingDb = DatabaseHandle<typeof schema>['db'];
export type BillingDatabase = DatabaseHandle<typeof schema>;

export function openBillingDatabase(settings: DatabaseSettings) {
  return openDatabase({
    ...settings,
    service: 'billing',
    schema,
    migrationsFolder: migrationsFolder('@shortlist/billing'),
  });
}
