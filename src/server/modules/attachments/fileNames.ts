import { ATTACHMENT_TYPES, type AttachmentContentType } from '../../../shared/forms/attachments.js';

// oxlint-disable-next-line no-control-regex -- removing control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g;
const RESERVED = /[<>:"|?*;\\/`$]/g;
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
const MAX_STEM = 100;

/**
 * The name kept for an upload: the last path segment of what the browser sent, without control,
 * bidi or reserved characters, at most 100 characters before an extension that matches the
 * content's real type. Files are stored by hash, so this name never reaches the file system.
 */
export function safeFileName(
  original: string | undefined,
  contentType: AttachmentContentType,
  fallback = 'document',
): string {
  const extensions: readonly string[] = ATTACHMENT_TYPES[contentType];
  // Browsers send a name's quote and line breaks as %22, %0D and %0A (HTML form encoding).
  const decoded = (original ?? '').replace(/%22/g, '"').replace(/%0[ad]/gi, ' ');
  const segments = decoded.normalize('NFC').replace(INVISIBLE, '').split(/[\\/]/);
  let name = (segments[segments.length - 1] ?? '').replace(RESERVED, '_').replace(/\s+/g, ' ').trim();
  let extension = extensions[0];
  const dot = name.lastIndexOf('.');
  if (dot >= 0) {
    const given = name.slice(dot + 1).toLowerCase();
    if (extensions.includes(given)) extension = given;
    if (/^[a-z0-9]{1,5}$/.test(given)) name = name.slice(0, dot);
  }
  let stem = Array.from(name.replace(/^[.\s]+|[.\s]+$/g, ''))
    .slice(0, MAX_STEM)
    .join('')
    .trim();
  if (!stem) stem = fallback;
  if (WINDOWS_DEVICE.test(stem)) stem = `_${stem}`;
  return `${stem}.${extension}`;
}

/** `inline` with an ASCII fallback name (quoted safely) and the exact name in RFC 5987 form. */
export function contentDisposition(fileName: string): string {
  let ascii = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_')
    .trim();
  if (!ascii || ascii.startsWith('.')) ascii = `document${ascii}`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
