import { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES, type AttachmentRecord } from '../../../shared/forms/attachments.js';
import { z } from 'zod';
import { attachmentSchema } from '../../../shared/contracts/attachments.js';
import { checkedAnswer } from '../../providers/contracts.js';
import { getRecord, handleAuthFailure, sendData } from '../../providers/httpClient.js';
import { API_URL, getAccessToken } from '../../providers/session.js';
import { currentLocale } from '../../i18n/locale.js';

/** Why an upload failed: the server's answer (status and message), the network, or the user's cancel. */
export class UploadError extends Error {
  constructor(
    message: string,
    /** The HTTP status; 0 when the network failed, -1 when cancelled. */
    public readonly status: number,
    public readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }

  get cancelled(): boolean {
    return this.status === -1;
  }

  /** A network failure or a server fault: sending the same file again may work. */
  get retryable(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

export interface UploadHandle {
  promise: Promise<AttachmentRecord>;
  cancel(): void;
}

function parseBody(text: string): { message?: string; errors?: Record<string, string> } | null {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Sends one file with XMLHttpRequest (fetch cannot report upload progress): the field `kind`, then
 * the file. A 401/403 goes through the same handling as every other call of the portal.
 */
export function uploadAttachment(input: {
  applicationId: string;
  kind: string;
  file: File;
  onProgress?: (percent: number) => void;
}): UploadHandle {
  return uploadFile(`/applications/${encodeURIComponent(input.applicationId)}/attachments`, input, attachmentSchema);
}

/**
 * The same for any upload route of the API (an institution's evidence, …): the field `kind`, then the
 * file; the answer (the stored record) checked against the route's contract.
 */
export function uploadFile<S extends z.ZodType>(
  path: string,
  input: { kind: string; file: File; onProgress?: (percent: number) => void },
  contract: S,
): { promise: Promise<z.input<S>>; cancel(): void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<z.input<S>>((resolve, reject) => {
    xhr.open('POST', `${API_URL}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLocale());
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        input.onProgress?.(Math.min(100, Math.round((event.loaded * 100) / event.total)));
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        input.onProgress?.(100);
        try {
          resolve(checkedAnswer(contract, body, path));
        } catch (error) {
          reject(error);
        }
        return;
      }
      if (xhr.status === 401 || xhr.status === 403) handleAuthFailure();
      reject(new UploadError(body?.message ?? xhr.statusText ?? '', xhr.status, body?.errors ?? {}));
    };
    xhr.onerror = () => reject(new UploadError('', 0));
    xhr.ontimeout = () => reject(new UploadError('', 0));
    xhr.onabort = () => reject(new UploadError('', -1));
    const form = new FormData();
    form.append('kind', input.kind);
    form.append('file', input.file, input.file.name);
    xhr.send(form);
  });
  return { promise, cancel: () => xhr.abort() };
}

export type PrecheckProblem = 'tooLarge' | 'wrongType' | 'empty';

const EXTENSIONS: readonly string[] = Object.values(ATTACHMENT_TYPES).flat();

/** The browser's quick checks before sending; the server decides by the content in the end. */
export function precheck(file: File): PrecheckProblem | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!Object.hasOwn(ATTACHMENT_TYPES, file.type) && !EXTENSIONS.includes(extension)) return 'wrongType';
  if (file.size > MAX_ATTACHMENT_BYTES) return 'tooLarge';
  if (file.size === 0) return 'empty';
  return null;
}

export async function listAttachments(applicationId: string): Promise<AttachmentRecord[]> {
  const filter = encodeURIComponent(JSON.stringify({ applicationId }));
  return getRecord(`/attachments?filter=${filter}&range=${encodeURIComponent('[0,99]')}`, z.array(attachmentSchema));
}

export async function removeAttachment(id: string): Promise<AttachmentRecord> {
  return sendData(`/attachments/${encodeURIComponent(id)}`, 'DELETE', undefined, attachmentSchema, { bare: true });
}

/**
 * Opens the file in a new tab: fetched with the bearer token (a plain link could not carry it), shown
 * from a blob URL. The tab is opened at once, inside the click, so pop-up blockers let it through.
 */
export async function viewAttachment(id: string): Promise<void> {
  return viewFile(`/attachments/${encodeURIComponent(id)}/content`);
}

/** The same for any file the API serves to a signed-in caller (an institution's evidence, …). */
export async function viewFile(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const headers = new Headers({ 'Accept-Language': currentLocale() });
    const token = getAccessToken();
    if (token) headers.set('Authorization', token);
    const response = await fetch(`${API_URL}${path}`, { headers });
    if (response.status === 401 || response.status === 403) {
      tab?.close();
      handleAuthFailure();
      throw new UploadError('', response.status);
    }
    if (!response.ok) throw new UploadError('', response.status);
    const url = URL.createObjectURL(await response.blob());
    if (tab) {
      tab.location.href = url;
    } else {
      const link = Object.assign(document.createElement('a'), { href: url, target: '_blank', rel: 'noopener' });
      document.body.append(link);
      link.click();
      link.remove();
    }
    setTimeout(() => URL.revokeObjectURL(url), 5 * 60 * 1000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
