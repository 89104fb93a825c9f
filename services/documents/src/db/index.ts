import {
  migrationsFolder,
  openDatabase,
  type DatabaseHandle,
  type DatabaseSettings,
} from '@shortlist/kit';
import * as schema from './schema';

export type DocumentsDb = DatabaseHandle<typeof schema>['db'];
export type DocumentsDatabase = DatabaseHandle<typeof schema>;

export function openDocumentsDatabase(settings: DatabaseSettings) {
  return openDatabase({
    ...settings,
    service: 'documents',
    schema,
    migrationsFolder: migrationsFolder('@shortlist/documents'),
  });
}
