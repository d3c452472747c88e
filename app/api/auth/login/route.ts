import { login } from '@/lib/bff/login';

export const POST = login;
