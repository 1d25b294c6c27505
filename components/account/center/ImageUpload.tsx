'use client';
/**
 * One file slot (ID card side, business licence, avatar): checks the file in the browser by its first bytes and
 * size, uploads it with the given call (multipart field `file`) and shows the stored copy.
 */
import { useId, useRef, useState } from 'react';
import { notifyError } from '@/lib/api/client';
import type { UploadDTO } from '@/lib/api/endpoints/profile';
import { checkImageFile } from '@/lib/client/profile-validate';
import { toast } from '@/lib/client/toast';
import { FEEDBACK_IMAGE_MAX_BYTES } from '@/lib/config/constants';
import { PROFILE_MSG, V } from '@/lib/config/messages';

export type ImageUploadProps = {
  label: string;
  /** The stored file (after upload or from the server). */
  value: { fid?: number | null; url: string | null } | null;
  upload: (form: FormData) => Promise<UploadDTO>;
  onUploaded: (u: UploadDTO) => void;
  /** Also accept PDF (business licence, other files). */
  allowPdf?: boolean;
  maxBytes?: number;
  error?: string;
  testId?: string;
  hint?: string;
};

/** PDF files start with %PDF-. */
const isPdf = (head: Uint8Array) =>
  head[0] === 0x25 && head[1] === 0x50 && head[2] === 0x44 && head[3] === 0x46 && head[4] === 0x2d;

export async function checkDocument(file: Blob, allowPdf: boolean, maxBytes: number): Promise<string | null> {
  if (allowPdf) {
    const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
    if (isPdf(head)) return file.size > maxBytes ? V.uploadTooLarge : null;
  }
  const problem = await checkImageFile(file, maxBytes);
  if (problem === V.imageTypeInvalid && allowPdf) return PROFILE_MSG.fileTypeInvalid;
  if (problem === V.imageTooLarge && maxBytes !== FEEDBACK_IMAGE_MAX_BYTES) return V.uploadTooLarge;
  return problem;
}

export function ImageUpload({
  label,
  value,
  upload,
  onUploaded,
  allowPdf = false,
  maxBytes = FEEDBACK_IMAGE_MAX_BYTES,
  error,
  testId,
  hint,
}: ImageUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const [pdfName, setPdfName] = useState<string | null>(null);

  async function pick(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = await checkDocument(file, allowPdf, maxBytes);
    setLocalError(problem);
    if (problem) {
      toast.error(problem);
      return;
    }
    const fd = new FormData();
    fd.append('file', file, file.name);
    setBusy(true);
    try {
      const u = await upload(fd);
      setPdfName(u.mime === 'application/pdf' ? file.name : null);
      onUploaded(u);
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  }

  const shown = localError ?? error;
  const isDoc = value?.url && (pdfName || /\.pdf$/i.test(value.url));
  return (
    <div>
      <label
        htmlFor={id}
        className={`relative flex h-32 w-48 cursor-pointer flex-col items-center justify-center overflow-hidden rounded border border-dashed bg-surface text-ink-500 hover:border-brand-500 hover:text-brand-600 ${shown ? 'border-danger' : 'border-ink-300'}`}
      >
        {value?.url && !isDoc ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={value.url} alt={label} className="h-full w-full object-contain" />
        ) : value?.url ? (
          <span className="px-2 text-center text-xs text-ink-700">已上传 {pdfName ?? 'PDF 文件'}</span>
        ) : (
          <>
            <span className="text-3xl leading-none">+</span>
            <span className="mt-1 text-xs">{busy ? '上传中…' : `上传${label}`}</span>
          </>
        )}
        <input
          ref={input}
          id={id}
          type="file"
          className="sr-only"
          accept={allowPdf ? 'image/png,image/jpeg,application/pdf' : 'image/png,image/jpeg'}
          onChange={(e) => void pick(e.target.files?.[0])}
          disabled={busy}
          data-testid={testId}
        />
      </label>
      <p className="mt-1 text-xs text-ink-700">{label}</p>
      {hint && <p className="text-xs text-ink-500">{hint}</p>}
      {shown && (
        <p className="text-xs text-danger" role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}
