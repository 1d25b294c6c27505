/** Loading overlay (加载中): covers its positioned parent, or the whole viewport with `fullScreen`. */
import { UI } from '@/lib/config/messages';

export function LoadingOverlay({ fullScreen = false, text = UI.loading }: { fullScreen?: boolean; text?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`${fullScreen ? 'fixed' : 'absolute'} inset-0 z-40 flex items-center justify-center bg-white/70 backdrop-blur-[1px]`}
    >
      <div className="flex flex-col items-center gap-3 text-brand-600">
        <span
          className="h-9 w-9 animate-spin rounded-full border-[3px] border-brand-100 border-t-brand-500"
          aria-hidden="true"
        />
        <span className="text-sm">{text}</span>
      </div>
    </div>
  );
}

export default LoadingOverlay;
