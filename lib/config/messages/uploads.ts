/**
 * Content checks of uploads (lib/domain/operations/uploads/sanitise.ts).
 * Part of lib/config/messages' core area (core.ts; import from @/lib/config/messages). One object per module: the
 * browser bundles only the objects a page's code reads (issue 34's JS budget).
 */

/** Content checks of uploads (lib/domain/operations/uploads/sanitise.ts). */
export const UPLOAD_MSG = {
  imageUnreadable: '图片已损坏或无法识别，请重新上传',
  imageTooManyPixels: '图片尺寸过大，请缩小后重新上传',
  pdfActiveContent: 'PDF 文件含有脚本、自动操作或嵌入文件，请另存为普通 PDF（如“打印为 PDF”）后重新上传',
  pdfUninspectable: 'PDF 文件已加密或结构无法识别，请另存为未加密的普通 PDF 后重新上传',
} as const;
