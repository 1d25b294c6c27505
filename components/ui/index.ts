/** Shared UI building blocks (import from '@/components/ui' or the individual files). */
export { Breadcrumb, type BreadcrumbItem } from './Breadcrumb';
export { Pager, type PagerProps } from './Pager';
export { PagerJump } from './PagerJump';
export { EmptyState } from './EmptyState';
export { ImageWithFallback, PLACEHOLDER_IMAGE, type ImageWithFallbackProps } from './ImageWithFallback';
export { HotBadge } from './HotBadge';
export { LoadingOverlay } from './LoadingOverlay';
export { Modal, ConfirmDialog, type ModalProps, type ConfirmDialogProps } from './Modal';
export { Icon, type IconName } from './Icon';
export * from './pager-logic';
export { DataTable, type DataColumn, type DataTableProps } from './DataTable';
export { LoadError, Loading } from './LoadState';
