import { ApiError, authHeaders, buildUrl } from './client';

/**
 * Downloads a protected file. A plain link cannot carry the bearer token, so fetch it as a blob
 * and hand it to the browser through a temporary object URL.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const res = await fetch(buildUrl(path), { headers: authHeaders() });
  if (!res.ok) {
    let message = 'Download failed';
    try {
      const body = (await res.json()) as { error?: string };
      if (body.error) message = body.error;
    } catch {
      // keep the generic text
    }
    throw new ApiError(message, res.status, 'download_failed');
  }
  saveBlob(await res.blob(), fileNameFrom(res.headers.get('content-disposition')) ?? fallbackName);
}

/** Hands fetched bytes to the browser as a download, through a temporary object URL. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}
