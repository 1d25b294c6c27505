import { consoleRoute } from '@/lib/console/router';

export const dynamic = 'force-dynamic';
export const { GET, POST, HEAD } = consoleRoute();
