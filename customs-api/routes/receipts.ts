import type { Route } from '../http/registry';

/** Receipts (#7): ingestion, receipt management, import/export receipts, clearance goods, HS codes. */
export const receiptRoutes: Route[] = [];
