import { serviceRoute } from '@/lib/api/router';

export const dynamic = 'force-dynamic';
export const { GET, POST, HEAD } = serviceRoute('console');
