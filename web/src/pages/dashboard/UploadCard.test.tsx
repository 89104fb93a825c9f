import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatSize } from '../../components/FileDropzone';
import { renderWithProviders } from '../../test/render';
import { UploadCard, type UploadCardProps } from './UploadCard';

// react-dropzone reads files from the input; skip user-event's own accept filter so that
// rejected types reach the dropzone the way a drag-and-drop would.
const user = () => userEvent.setup({ applyAccept: false });

function pdf(name = 'senior-engineer.pdf', bytes = 2150): File {
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}

/** Drops files on the area the way a browser drag-and-drop does. */
function drop(target: HTMLElement, files: File[]) {
  fireEvent.drop(target, {
    dataTransfer: {
      files,
      items: files.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f })),
      types: ['Files'],
    },
  });
}

function renderCard(props: Partial<UploadCardProps> = {}) {
  const onError = jest.fn();
  const upload = jest.fn().mockResolvedValue(undefined);
  renderWithProviders(
    <UploadCard
      title="Upload Job Description"
      description="We extract skills."
      dropLabel="Job description file"
      hasData={false}
      processingText="Processing job description..."
      successText="Job description uploaded successfully!"
      errorFallback="Failed to upload job description"
      upload={upload}
      onError={onError}
      {...props}
    />,
  );
  const input = screen.getByLabelText('Job description file', { selector: 'input' });
  return { onError, upload, input };
}

describe('upload card', () => {
  test('shows the title, the accepted types hint and a keyboard-reachable drop area', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'Upload Job Description' })).toBeTruthy();
    expect(screen.getByText('PDF, DOC, DOCX up to 10MB')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Job description file' }).getAttribute('tabindex'),
    ).toBe('0');
    expect(screen.queryByRole('img', { name: 'Uploaded' })).toBeNull();
  });

  test('a tick shows once data exists', () => {
    renderCard({ hasData: true });
    expect(screen.getByRole('img', { name: 'Uploaded' })).toBeTruthy();
  });

  test('uploads a chosen file, shows its name and size in KB, then the success text', async () => {
    let finish: () => void = () => {};
    const upload = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { input } = renderCard({ upload });
    await user().upload(input, pdf());
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ name: 'senior-engineer.pdf' }));
    expect(screen.getByText('senior-engineer.pdf')).toBeTruthy();
    expect(screen.getByText('2.1 KB')).toBeTruthy();
    expect(screen.getByText('Processing job description...')).toBeTruthy();
    finish();
    expect(await screen.findByText('Job description uploaded successfully!')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Remove file' }));
    expect(screen.queryByText('senior-engineer.pdf')).toBeNull();
  });

  test('rejects a wrong file type in red, without uploading', async () => {
    const { input, upload } = renderCard();
    await user().upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(screen.getByRole('alert').textContent).toBe('File type must be one of PDF, DOC, DOCX');
    expect(upload).not.toHaveBeenCalled();
  });

  test('rejects a file over 10 MB', async () => {
    const { input, upload } = renderCard();
    const big = pdf('huge.pdf', 1);
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user().upload(input, big);
    expect(screen.getByRole('alert').textContent).toBe('File is larger than 10 MB');
    expect(upload).not.toHaveBeenCalled();
  });

  test('one file at a time: two files are refused with Too many files', async () => {
    const { upload } = renderCard();
    drop(screen.getByRole('button', { name: 'Job description file' }), [
      pdf('a.pdf'),
      pdf('b.pdf'),
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe('Too many files');
    expect(upload).not.toHaveBeenCalled();
  });

  test('a failed upload reports the server message, or the fallback text', async () => {
    const upload = jest
      .fn()
      .mockRejectedValueOnce(new Error('No readable text in this file (scanned image?)'));
    const { input, onError } = renderCard({ upload });
    await user().upload(input, pdf());
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith('No readable text in this file (scanned image?)'),
    );
    expect(screen.queryByText('Job description uploaded successfully!')).toBeNull();

    upload.mockRejectedValueOnce(new Error(''));
    await user().upload(input, pdf());
    await waitFor(() =>
      expect(onError).toHaveBeenLastCalledWith('Failed to upload job description'),
    );
  });

  test('with bulk upload, several resumes go in one request and each file gets a result line', async () => {
    const bulkUpload = jest.fn().mockResolvedValue({
      created: 1,
      failed: 1,
      results: [
        { fileName: 'a.pdf', ok: true, candidate: { name: 'Ada Lovelace' } },
        {
          fileName: 'b.pdf',
          ok: false,
          error: 'No readable text in this file (scanned image?)',
          code: 'no_text',
        },
      ],
    });
    const { input, upload } = renderCard({ bulkUpload });
    await user().upload(input, [pdf('a.pdf'), pdf('b.pdf')]);
    expect(bulkUpload).toHaveBeenCalledWith([expect.any(File), expect.any(File)]);
    expect(upload).not.toHaveBeenCalled();
    expect(await screen.findByText('1 added, 1 failed')).toBeTruthy();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('No readable text in this file (scanned image?)')).toBeTruthy();
  });
});

test('sizes read as people say them', () => {
  expect(formatSize(10 * 1024 * 1024)).toBe('10 MB');
  expect(formatSize(1536)).toBe('1.5 KB');
  expect(formatSize(500)).toBe('500 bytes');
});
