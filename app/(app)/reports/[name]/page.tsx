import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { REPORT_NAMES, type ReportName } from '@/customs-api/contract/system';
import { BuiltInReport } from '@/components/reports/BuiltInReport';

type Props = { params: Promise<{ name: string }> };

function reportName(name: string): ReportName {
  if (!(REPORT_NAMES as readonly string[]).includes(name)) notFound();
  return name as ReportName;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await getTranslations('reports'))(`names.${reportName((await params).name)}`) };
}

/** Our built-in report page: the default content of the statistics report frames. */
export default async function ReportPage({ params }: Props) {
  return <BuiltInReport name={reportName((await params).name)} />;
}
