'use client';

import useSWR from 'swr';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { reportFrameKey, SYSTEM_PARAMS_QUERY_PATH, systemParamsSchema } from '@/customs-api/contract/system';
import type { PageProps } from '@/components/pages/registry';
import { apiRequest } from '@/lib/api/client';
import { reportFrameSrc, reportNameOf } from '@/lib/shell/report-frame';

/** A statistics report (spec §2 countAnalyze): an embedded frame whose address is a system parameter. */
export default function ReportFramePage({ path, title }: PageProps) {
  const name = reportNameOf(path);
  const { data, isLoading } = useSWR(name ? [SYSTEM_PARAMS_QUERY_PATH, name] : null, async ([url, report]) =>
    systemParamsSchema.parse(await apiRequest(url, { body: { data: { keys: [reportFrameKey(report)] } } })),
  );
  if (!name) return null;
  if (isLoading) return <LinearProgress />;
  return (
    <Box
      component="iframe"
      title={title}
      src={reportFrameSrc(name, data?.[0]?.value)}
      data-testid="report-frame"
      sx={{ width: '100%', height: 'calc(100vh - 160px)', minHeight: 480, border: 0, bgcolor: 'background.paper', borderRadius: 1 }}
    />
  );
}
