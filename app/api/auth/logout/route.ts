import { logout } from '@/lib/bff/logout';

export const POST = logout;
