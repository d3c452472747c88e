'use client';

import { useTranslations } from 'next-intl';
import { RECEIPT_BUTTONS, RECEIPT_RESOURCES, type ReceiptDirection } from '@/customs-api/contract/receipts';
import { ResourceListPage } from '@/components/list/ResourceListPage';
import type { PageProps } from '@/components/pages/registry';
import { useButtonPermission } from '@/lib/shell/buttons';
import { useOpenPage } from '@/lib/shell/navigation';
import { IngestButton } from './IngestButton';
import { StatusCell } from './ReceiptStatusChip';
import { buttonCode, RECEIPT_DETAIL_PAGE, RECEIPT_PAGES, receiptSearchResource } from './resources';
import { SimulateButton } from './SimulateButton';

/** 回执查询: every receipt received, by document numbers, company, status, customs and time; a row opens its document. */
export default function ReceiptSearchPage({ path, title }: PageProps) {
  const t = useTranslations('receipts');
  const openPage = useOpenPage();
  const mayOpen: Record<ReceiptDirection, boolean> = {
    import: useButtonPermission(RECEIPT_PAGES.import)(buttonCode(RECEIPT_RESOURCES.import, RECEIPT_BUTTONS.detail)),
    exit: useButtonPermission(RECEIPT_PAGES.exit)(buttonCode(RECEIPT_RESOURCES.exit, RECEIPT_BUTTONS.detail)),
  };
  const openDocument = (row: Record<string, unknown>) => {
    const direction: ReceiptDirection = row.ieFlag === 'E' ? 'exit' : 'import';
    if (mayOpen[direction]) openPage(RECEIPT_DETAIL_PAGE, { direction, id: String(row.headId) });
  };
  return (
    <ResourceListPage
      resource={receiptSearchResource}
      path={path}
      title={title}
      renderCell={{ returnStatusName: (row) => <StatusCell row={row} /> }}
      onOpenRow={openDocument}
      renderAction={(action) =>
        action.kind === 'upload' ? <IngestButton label={t(action.label)} /> : action.key === 'simulate' ? <SimulateButton label={t(action.label)} /> : null
      }
    />
  );
}
