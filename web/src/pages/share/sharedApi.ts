import {
  SHARE_CODE_HEADER,
  type SharedShortlist,
  type ShareFeedback,
  type ShareFeedbackRequest,
} from '@shortlist/contracts';
import { ApiError, buildUrl } from '../../api/client';
import { saveBlob } from '../../api/download';

// The recipient has no account: these calls carry no token and no workspace, only the link's
// token in the address and its code (when it has one) in a header.

const base = (token: string) => `/shared/${encodeURIComponent(token)}`;
const headers = (code: string): Record<string, string> =>
  code ? { [SHARE_CODE_HEADER]: code } : {};

async function failure(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => ({}))) as { error?: string; code?: string };
  return new ApiError(body.error ?? '', res.status, body.code ?? 'http_error');
}

export async function fetchShared(token: string, code: string): Promise<SharedShortlist> {
  const res = await fetch(buildUrl(base(token)), {
    headers: { Accept: 'application/json', ...headers(code) },
  });
  if (!res.ok) throw await failure(res);
  return (await res.json()) as SharedShortlist;
}

export async function sendFeedback(
  token: string,
  code: string,
  candidateId: string,
  body: ShareFeedbackRequest,
): Promise<ShareFeedback> {
  const res = await fetch(
    buildUrl(`${base(token)}/candidates/${encodeURIComponent(candidateId)}/feedback`),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers(code) },
      body: JSON.stringify(body),
    },
  );
  if (!res.ok) throw await failure(res);
  return (await res.json()) as ShareFeedback;
}

/** The PDF through fetch (the code cannot ride in a plain link), handed to the browser. */
export async function downloadSharedPdf(token: string, code: string): Promise<void> {
  const res = await fetch(buildUrl(`${base(token)}/shortlist.pdf`), { headers: headers(code) });
  if (!res.ok) throw await failure(res);
  saveBlob(await res.blob(), 'shortlist.pdf');
}
