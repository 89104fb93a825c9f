import { serviceDatabase, type DatabaseHandle } from '@shortlist/kit';
import * as schema from './schema';

export type DocumentsDatabase = DatabaseHandle<typeof schema>;
export type DocumentsDb = DocumentsDatabase['db'];

export const openDocumentsDatabase = serviceDatabase('documents', schema);
