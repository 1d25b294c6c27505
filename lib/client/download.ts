/**
 * File downloads of endpoints that answer a file (.xlsx exports): the token travels in headers, so a plain link would
 * reach the server without it. The file is fetched and handed to the browser as a blob; a refusal answers the spec
 * envelope and is toasted with the server's message.
 */
import { buildRequest } from '@/lib/api/client';
import type { EndpointKey } from '@/lib/api/endpoints';
import { routes } from '@/lib/api/routes.generated';
import { E } from '@/lib/config/messages';
import { getToken } from './session';
import { toast } from './toast';

/** Downloads an endpoint's file under the server's file name (else `fallbackName`); false when refused or failed. */
export async function downloadEndpointFile(
  key: EndpointKey,
  input: Record<string, unknown>,
  fallbackName: string,
): Promise<boolean> {
  const { url, init } = buildRequest(routes[key], input, getToken());
  try {
    const res = await fetch(url, init);
    const type = res.headers.get('content-type') ?? '';
    if (type.includes('json')) {
      const env = (await res.json()) as { message?: string };
      toast.error(env.message || E.serverException);
      return false;
    }
    if (!res.ok) throw new Error(String(res.status));
    const blob = await res.blob();
    const cd = res.headers.get('content-disposition') ?? '';
    const m = /filename\*=UTF-8''([^;]+)/.exec(cd);
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = m ? decodeURIComponent(m[1]!) : fallbackName;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
    return true;
  } catch {
    toast.error(E.networkFault);
    return false;
  }
}
