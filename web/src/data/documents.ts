import type { BulkUploadResult } from '@shortlist/contracts';
import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api, type Page } from '../api/client';
import { keys } from './keys';

// What jobs and candidates, the two kinds of document, read and write alike.

/** A page of documents. `keepPrevious`: while a new search loads, show the last results (a
 *  picker's list stays put). */
export function useDocumentPage<T>(
  queryKey: QueryKey,
  queryFn: () => Promise<Page<T>>,
  keepPrevious: boolean,
) {
  return useQuery<Page<T>>({
    queryKey,
    queryFn,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}

/** After a document of this kind was added or removed: its lists, and the demo's usage figures
 *  (a visitor's limits count documents). */
export function useRefreshDocuments(kind: 'jobs' | 'candidates') {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [kind] });
    void queryClient.invalidateQueries({ queryKey: keys.demoUsage });
  };
}

/** Many files in one request; the server answers one result per file. */
export function uploadFiles(path: string, files: File[]) {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  return api.upload<BulkUploadResult>(path, form);
}
