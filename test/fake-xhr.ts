import { vi } from 'vitest';

/** One request the page sent through XMLHttpRequest. */
export interface SentXhr {
  method: string;
  url: string;
  headers: Record<string, string>;
  withCredentials: boolean;
  body: unknown;
}

export type XhrAnswer = { status: number; body?: unknown } | 'network-error';

/**
 * Replaces XMLHttpRequest (the upload path of the API client) with a fake that reports upload
 * progress at 50% and 100%, then answers with `answer(sent, index)`: a JSON response, or a
 * network failure; a promise of one holds the upload until the test settles it. Returns the
 * list of sent requests.
 */
export function stubXhr(
  answer: (sent: SentXhr, index: number) => XhrAnswer | Promise<XhrAnswer>,
): SentXhr[] {
  const sent: SentXhr[] = [];

  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    responseText = '';
    private request: SentXhr = {
      method: '',
      url: '',
      headers: {},
      withCredentials: false,
      body: null,
    };

    open(method: string, url: string) {
      this.request = { ...this.request, method, url };
    }

    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value;
    }

    send(body: unknown) {
      const request = { ...this.request, withCredentials: this.withCredentials, body };
      const index = sent.push(request) - 1;
      setTimeout(async () => {
        for (const loaded of [50, 100]) {
          this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
        }
        const answered = answer(request, index);
        // An answer given at once arrives in this same task; a promised one once the test settles it.
        const result = answered instanceof Promise ? await answered : answered;
        if (result === 'network-error') {
          this.onerror?.();
          return;
        }
        this.status = result.status;
        this.responseText = result.body === undefined ? '' : JSON.stringify(result.body);
        this.onload?.();
      }, 0);
    }

    abort() {
      this.onabort?.();
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
