import type { ReactElement } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material';
import { I18nContextProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttachmentRecord } from '../../../shared/forms/attachments.js';
import { attachmentsEn } from '../../i18n/attachments.en.js';
import { testTheme } from '../testing.js';
import { AttachmentUpload } from './AttachmentUpload.js';
import { AttachmentsPanel } from './AttachmentsPanel.js';

const authFailure = vi.hoisted(() => vi.fn<() => void>());
vi.mock('../../providers/session.js', async (original) => ({
  ...(await original<object>()),
  getAccessToken: () => 'Bearer test-token',
}));
vi.mock('../../providers/httpClient.js', async (original) => ({
  ...(await original<object>()),
  handleAuthFailure: authFailure,
}));

/** A stand-in for XMLHttpRequest that the test drives: progress, answers, network failures. */
class FakeXhr {
  static all: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.all.push(this);
  }
  static get last(): FakeXhr {
    return FakeXhr.all[FakeXhr.all.length - 1];
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
  async fail() {
    await act(async () => this.onerror?.());
  }
}

const i18nProvider = polyglotI18nProvider(
  () => ({ ...englishMessages, attachments: attachmentsEn }),
  'en',
  [{ locale: 'en', name: 'English' }],
  {
    onMissingKey: (key: string) => {
      throw new Error(`Missing translation for "${key}"`);
    },
  },
);

function renderUi(ui: ReactElement) {
  return render(
    <I18nContextProvider value={i18nProvider}>
      <ThemeProvider theme={testTheme}>{ui}</ThemeProvider>
    </I18nContextProvider>,
  );
}

const APPLICATION = '11111111-1111-4111-8111-111111111111';

function record(overrides: Partial<AttachmentRecord> = {}): AttachmentRecord {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    applicationId: APPLICATION,
    kind: 'DECREE',
    fileName: 'decree.pdf',
    contentType: 'application/pdf',
    size: 2048,
    createdAt: '2026-03-01T10:00:00.000Z',
    deletedAt: null,
    ...overrides,
  };
}

const pdf = (name = 'decree.pdf', size = 1000) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function choose(file: File, label = 'Choose file for Court decree') {
  const input = screen.getByLabelText(label, { selector: 'input' });
  fireEvent.change(input, { target: { files: [file] } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  FakeXhr.all = [];
  authFailure.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('fetch', fetchMock);
});

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.unstubAllGlobals();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('AttachmentUpload', () => {
  it('shows the kind, its state and an accessible file button that accepts PDF, JPEG and PNG', () => {
    renderUi(<AttachmentUpload applicationId={APPLICATION} kind="DECREE" required />);
    expect(screen.getByRole('heading', { name: 'Court decree (required)' })).toBeInTheDocument();
    expect(screen.getByText('Missing')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Choose file for Court decree' });
    expect(button).toHaveAccessibleDescription('PDF, JPEG or PNG, at most 10 MB');
    const input = screen.getByLabelText('Choose file for Court decree', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png');
  });

  it('sends kind and file with the bearer token and shows the progress, then the uploaded file', async () => {
    const uploaded = vi.fn<(record: AttachmentRecord) => void>();
    renderUi(<AttachmentUpload applicationId={APPLICATION} kind="DECREE" required onUploaded={uploaded} />);
    const file = pdf();
    choose(file);

    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`/api/applications/${APPLICATION}/attachments`);
    expect(xhr.headers.Authorization).toBe('Bearer test-token');
    expect(xhr.body?.get('kind')).toBe('DECREE');
    expect((xhr.body!.get('file') as File).name).toBe('decree.pdf');

    const bar = screen.getByRole('progressbar', { name: 'Upload progress of decree.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    xhr.progress(25, 100);
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByTestId('upload-percent')).toHaveTextContent('25%');
    xhr.progress(512, 1024);
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByTestId('upload-percent')).toHaveTextContent('50%');

    await xhr.respond(201, record());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('decree.pdf')).toBeInTheDocument();
    expect(screen.getByText('2 KB')).toBeInTheDocument();
    expect(screen.getByText('Uploaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View decree.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove decree.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace file for Court decree' })).toBeInTheDocument();
    expect(uploaded).toHaveBeenCalledWith(record());
  });

  it('gives the focus back to the file button once the file it chose is uploaded (the button leaves the page meanwhile)', async () => {
    renderUi(<AttachmentUpload applicationId={APPLICATION} kind="DECREE" required />);
    screen.getByRole('button', { name: 'Choose file for Court decree' }).focus();
    choose(pdf());
    expect(screen.queryByRole('button', { name: 'Choose file for Court decree' })).not.toBeInTheDocument();
    await FakeXhr.last.respond(201, record());
    expect(screen.getByRole('button', { name: 'Replace file for Court decree' })).toHaveFocus();
  });

  it.each([
    [413, 'The file is larger than 10 MB'],
    [415, 'Only PDF, JPEG or PNG files are accepted'],
    [400, 'Please correct the highlighted fields'],
  ])('shows the server message of a %i, without a retry', async (status, message) => {
    renderUi(<AttachmentUpload applicationId={APPLICATION} kind="DECREE" />);
    choose(pdf());
    await FakeXhr.last.respond(status, { statusCode: status, message });
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose file for Court decree' })).toBeInTheDocument();
  });

  it('offers Retry after a network failure and re-sends the same file', async () => {
    renderUi(<AttachmentUpload applicationId={APPLICATION} kind="DECREE" />);
    const file = pdf('scan.pdf');
    choose(file);
    await FakeXhr.last.fail();
    expect(screen.getByRole('alert')).toHaveTextContent('The upload failed: check your connection, then retry');

    fireEvent.click(screen.getByRole('button', { name: 'Retry the upload of scan.pdf' }));
    expect(FakeXhr.all).toHaveLength(2);
    const resent = FakeXhr.last.body?.get('file') as File;
    expect([resent.name, resent.size, resent.type]).toEqual([file.name, file.size, file.type]);
    expect(FakeXhr.last.body?.get('kind')).toBe('DECREE');
    await FakeXhr.last.respond(201, record({ fileName: 'scan.pdf' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('scan.pdf')).toBeInTheDocument();
  });

  it('offers Retry after a server fault (5xx)', async () => {
    renderUi(<AttachmentUpload applicationId={APPLICATION} kind="DECREE" />);
    choose(pdf());
    await FakeXhr.last.respond(503, { message: 'Service unavailable' });
    expect(screen.getByRole('alert')).toHaveTextContent('The upload failed on our side (error 503); retry');
    fireEvent.click(screen.getByRole('button', { name: 'Retry the upload of decree.pdf' }));
    expect(FakeXhr.all).toHaveLength(2);
  });

  it('refuses a file over 10 MB and a file of another type before sending anything', () => {
    renderUi(<AttachmentUpload applicationId={APPLICATION} kind="DECREE" />);
    choose(pdf('big.pdf', 11 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is larger than 10 MB');
    choose(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Only PDF, JPEG or PNG files are accepted');
    choose(new File([], 'empty.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is empty');
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('cancels an upload in progress', async () => {
    renderUi(<AttachmentUpload applicationId={APPLICATION} kind="DECREE" />);
    choose(pdf());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the upload of decree.pdf' }));
    expect(FakeXhr.last.aborted).toBe(true);
    expect(await screen.findByText('Upload cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose file for Court decree' })).toBeInTheDocument();
  });

  it('hands a 401 or 403 to the session handling', async () => {
    renderUi(<AttachmentUpload applicationId={APPLICATION} kind="DECREE" />);
    choose(pdf());
    await FakeXhr.last.respond(401, { message: 'Your session has expired. Sign in again.' });
    expect(authFailure).toHaveBeenCalledTimes(1);
  });

  it('removes the file with DELETE and shows the kind as missing again', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(record({ deletedAt: '2026-03-02T10:00:00.000Z' })), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const removed = vi.fn<(record: AttachmentRecord) => void>();
    renderUi(
      <AttachmentUpload applicationId={APPLICATION} kind="DECREE" required attachment={record()} onRemoved={removed} />,
    );
    expect(screen.getByText('Uploaded')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Remove decree.pdf' }));
    await waitFor(() => expect(removed).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`/api/attachments/${record().id}`);
    expect(init?.method).toBe('DELETE');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer test-token');
    expect(screen.getByText('Missing')).toBeInTheDocument();
    expect(screen.queryByText('decree.pdf', { selector: 'p' })).not.toBeInTheDocument();
  });

  it('shows the server message when a removal is refused', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ statusCode: 409, message: 'Documents cannot be changed while the application is Submitted' }),
        { status: 409, headers: { 'content-type': 'application/json' } },
      ),
    );
    renderUi(<AttachmentUpload applicationId={APPLICATION} kind="DECREE" attachment={record()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove decree.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Documents cannot be changed while the application is Submitted',
    );
  });

  it('opens the file from a blob fetched with the bearer token', async () => {
    const tab = { location: { href: '' }, close: vi.fn<() => void>() };
    vi.stubGlobal(
      'open',
      vi.fn<() => typeof tab>(() => tab),
    );
    URL.createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:http://localhost/abc');
    URL.revokeObjectURL = vi.fn<(url: string) => void>();
    fetchMock.mockResolvedValue(
      new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    renderUi(<AttachmentUpload applicationId={APPLICATION} kind="DECREE" attachment={record()} editable={false} />);
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Choose file/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'View decree.pdf' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/abc'));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`/api/attachments/${record().id}/content`);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer test-token');
  });
});

describe('AttachmentsPanel', () => {
  it('lists the kinds needed with their state and counts what is still missing', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify([
          record({ kind: 'PARTY_A_ID', fileName: 'id-a.pdf' }),
          record({ id: '33333333-3333-4333-8333-333333333333', kind: 'OTHER', fileName: 'letter.png' }),
        ]),
        {
          status: 200,
          headers: { 'content-type': 'application/json', 'content-range': 'attachments 0-1/2' },
        },
      ),
    );
    renderUi(<AttachmentsPanel applicationId={APPLICATION} kinds={['PARTY_A_ID', 'PARTY_B_ID', 'OTHER']} />);
    expect(await screen.findByText('1 of 2 required documents uploaded')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0][0])).toContain(
      `/api/attachments?filter=${encodeURIComponent(JSON.stringify({ applicationId: APPLICATION }))}`,
    );

    const partyA = screen.getByRole('region', { name: "Party A's identity document (required)" });
    expect(within(partyA).getByText('Uploaded')).toBeInTheDocument();
    expect(within(partyA).getByText('id-a.pdf')).toBeInTheDocument();
    const partyB = screen.getByRole('region', { name: "Party B's identity document (required)" });
    expect(within(partyB).getByText('Missing')).toBeInTheDocument();
    const other = screen.getByRole('region', { name: 'Other supporting document' });
    expect(within(other).getByText('letter.png')).toBeInTheDocument();
    expect(
      within(other).getByRole('button', { name: 'Add a document: Other supporting document' }),
    ).toBeInTheDocument();
  });
});
