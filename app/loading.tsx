/** Route loading state: the 加载中 overlay. */
import { LoadingOverlay } from '@/components/ui/LoadingOverlay';

export default function Loading() {
  return (
    <div className="relative min-h-[60vh]">
      <LoadingOverlay />
    </div>
  );
}
