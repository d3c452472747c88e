import { z } from 'zod';

export const SYSTEM_PARAMS_QUERY_PATH = '/api/system/params/query';

/** Reads named system parameters; unknown keys are simply absent from the answer. */
export const systemParamsQuerySchema = z.object({ data: z.object({ keys: z.array(z.string().min(1).max(128)).min(1).max(100) }) });
export const systemParamSchema = z.object({ key: z.string(), value: z.string() });
export const systemParamsSchema = z.array(systemParamSchema);
export type SystemParam = z.infer<typeof systemParamSchema>;

/** The six statistics report frames of spec §2 and their system parameter keys. */
export const REPORT_NAMES = ['ExpuFromPassMonth', 'ExpuFromPassWeek', 'InvoFromPassMonth', 'InvoFromPassWeek', 'platefromMonth', 'platefromWeek'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];
export const reportFrameKey = (name: ReportName) => `report.frame.url.${name}`;
