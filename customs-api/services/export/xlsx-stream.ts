import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Logger } from '../../context';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `attachment; filename="export.xlsx"; filename*=UTF-8''%E6%B8%85...` (RFC 6266/5987: Chinese names survive every browser). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** `yyyyMMdd` of `date` in China Standard Time, for file names. */
export function cstDay(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
}

/** `yyyy-MM-dd HH:mm:ss` in China Standard Time, for cells. */
export function cstDateTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export type SheetColumn<Row> = { header: string; width?: number; value: (row: Row) => string | number | null };

export type XlsxWriter = {
  /** A new sheet with a bold header row. Finish (commit) a sheet before starting the next: the zip holds one entry at a time. */
  sheet<R>(name: string, columns: readonly SheetColumn<R>[]): SheetWriter<R>;
};

export type SheetWriter<R> = {
  /** Writes and commits rows, then waits while the reader is behind (flat memory). */
  add(rows: readonly R[]): Promise<void>;
  commit(): void;
};

export class ExportCancelled extends Error {}

/**
 * A streamed xlsx answer: `produce` writes sheets chunk by chunk into an exceljs streaming
 * workbook piped to the response body. Back-pressure from the reader pauses `produce`; a reader
 * that goes away ends it. An error after the first byte can only break the download (logged).
 */
export function xlsxResponse(fileName: string, log: Logger, produce: (writer: XlsxWriter) => Promise<void>): Response {
  const output = new PassThrough({ highWaterMark: 1 << 20 });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const waitForReader = async () => {
    if (output.destroyed) throw new ExportCancelled('export cancelled');
    if (!output.writableNeedDrain) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        output.off('drain', done);
        output.off('close', done);
        resolve();
      };
      output.on('drain', done);
      output.on('close', done);
    });
    if (output.destroyed) throw new ExportCancelled('export cancelled');
  };
  const writer: XlsxWriter = {
    sheet<R>(name: string, columns: readonly SheetColumn<R>[]): SheetWriter<R> {
      const worksheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
      worksheet.columns = columns.map((column) => ({ header: column.header, width: column.width ?? Math.max(10, column.header.length * 2 + 2) }));
      worksheet.getRow(1).font = { bold: true };
      worksheet.getRow(1).commit();
      return {
        async add(rows: readonly R[]) {
          for (const row of rows) worksheet.addRow(columns.map((column) => column.value(row))).commit();
          await waitForReader();
        },
        commit: () => worksheet.commit(),
      };
    },
  };
  void (async () => {
    try {
      await produce(writer);
      await workbook.commit();
    } catch (error) {
      if (!(error instanceof ExportCancelled)) log.error('[customs-api] export failed while streaming', fileName, error);
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return new Response(Readable.toWeb(output) as ReadableStream<Uint8Array>, {
    headers: { 'content-type': XLSX_CONTENT_TYPE, 'content-disposition': contentDisposition(fileName), 'cache-control': 'no-store' },
  });
}

/** A whole (small) file answer, e.g. the original upload or a template. */
export function fileResponse(fileName: string, contentType: string, bytes: Uint8Array): Response {
  return new Response(new Uint8Array(bytes), {
    headers: { 'content-type': contentType, 'content-disposition': contentDisposition(fileName), 'content-length': String(bytes.length), 'cache-control': 'no-store' },
  });
}
