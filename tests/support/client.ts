import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A recruiter's HTTP client through the gateway, as the web app calls it: JSON in and out, bearer
 * token. System tests use it for everything; end-to-end tests only to set up what a test is not about.
 */
export class Client {
  token?: string;
  /** The workspace every call works in (the X-Workspace-Id header); unset: the personal one. */
  workspace?: string;
  constructor(readonly baseUrl: string) {}

  async call<T = unknown>(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const res = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: {
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(this.workspace ? { 'x-workspace-id': this.workspace } : {}),
        ...(body !== undefined && !(body instanceof FormData)
          ? { 'content-type': 'application/json' }
          : {}),
        ...headers,
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, body: json as T, text, headers: res.headers };
  }

  /** Uploads one PDF as the 'file' field; anything but 201 throws with the answer. */
  async uploadPdf<T>(url: string, bytes: Buffer, name: string): Promise<T> {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
    const res = await this.call<T>('POST', url, form);
    if (res.status !== 201) throw new Error(`POST ${url} answered ${res.status}: ${res.text}`);
    return res.body;
  }

  async signup(email: string, password = 'password123', name?: string) {
    const res = await this.call<{ token: string; user: { id: string } }>(
      'POST',
      '/api/auth/signup',
      { email, password, name },
    );
    if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${res.text}`);
    this.token = res.body.token;
    return res.body.user;
  }

  upload(url: string, file: string, field = 'file') {
    const form = new FormData();
    form.append(field, new Blob([readFileSync(file)]), path.basename(file));
    return this.call('POST', url, form);
  }
}
