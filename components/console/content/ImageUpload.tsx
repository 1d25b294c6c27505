'use client';
/**
 * Image upload of the content console: the server checks the bytes (PNG, JPG, GIF, WEBP, ≤ 3 MB) and answers the
 * public URL (/uploads/<id>). `ImageField` shows the current image with 上传 / 更换 / 移除.
 */
import { useRef, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { consoleApi, ConsoleApiError } from '@/lib/api/staff/client';
import type { ContentImagePurpose } from '@/lib/domain/content/staff';
import { Btn } from '../ui';

export async function uploadContentImage(file: File, purpose: ContentImagePurpose): Promise<string | null> {
  const form = new FormData();
  form.set('purpose', purpose);
  form.set('file', file);
  try {
    const { data } = await consoleApi('content.image.upload', form);
    toast.success('图片已上传');
    return data.url;
  } catch (e) {
    toast.error(e instanceof ConsoleApiError ? e.message : '上传失败，请稍后重试');
    return null;
  }
}

/** A hidden file input and the button that opens it. */
export function UploadButton({
  purpose,
  label,
  onUploaded,
  className,
}: {
  purpose: ContentImagePurpose;
  label: string;
  onUploaded: (url: string) => void;
  className?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        className="hidden"
        aria-label={label}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          setBusy(true);
          const url = await uploadContentImage(file, purpose);
          setBusy(false);
          if (url) onUploaded(url);
        }}
      />
      {className ? (
        <button type="button" className={className} disabled={busy} onClick={() => input.current?.click()}>
          {busy ? '上传中…' : label}
        </button>
      ) : (
        <Btn kind="default" disabled={busy} onClick={() => input.current?.click()}>
          {busy ? '上传中…' : label}
        </Btn>
      )}
    </>
  );
}

export function ImageField({
  value,
  onChange,
  purpose,
  alt,
}: {
  value: string;
  onChange: (url: string) => void;
  purpose: ContentImagePurpose;
  alt: string;
}) {
  return (
    <div className="flex items-end gap-3">
      <div className="flex h-24 w-40 items-center justify-center overflow-hidden rounded border border-dashed border-line bg-[#f7f8fa] text-xs text-ink-500">
        {value ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={value} alt={alt} className="h-full w-full object-cover" />
        ) : (
          '未上传'
        )}
      </div>
      <div className="flex flex-col items-start gap-1">
        <UploadButton purpose={purpose} label={value ? '更换图片' : '上传图片'} onUploaded={onChange} />
        {value && (
          <Btn kind="link" onClick={() => onChange('')}>
            移除
          </Btn>
        )}
        <span className="text-xs text-ink-500">PNG、JPG、GIF 或 WEBP，不超过 3MB</span>
      </div>
    </div>
  );
}
