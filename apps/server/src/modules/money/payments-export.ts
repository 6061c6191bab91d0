/** Download payments by date range: the same rows as CSV (RFC 4180) or an Excel workbook (exceljs). */
import { centsToDecimal, moneyToCents, propertyRefLabel, transactionKindLabels, transactionTypeLabels, type Payment } from '@lintel/shared';

export const exportColumns = [
  { header: 'Date', key: 'date', width: 12 },
  { header: 'Amount', key: 'amount', width: 12 },
  { header: 'Transaction', key: 'transaction', width: 32 },
  { header: 'Type', key: 'type', width: 10 },
  { header: 'Kind', key: 'kind', width: 10 },
  { header: 'Property', key: 'property', width: 24 },
  { header: 'Tenant', key: 'tenant', width: 22 },
  { header: 'Payment method', key: 'method', width: 16 },
  { header: 'Account', key: 'account', width: 18 },
  { header: 'Memo', key: 'memo', width: 32 },
  { header: 'Recorded by', key: 'recordedBy', width: 12 },
] as const;

type ExportRow = Record<(typeof exportColumns)[number]['key'], string | number>;

export function exportRows(payments: Payment[]): ExportRow[] {
  return payments.map((payment) => ({
    date: payment.date,
    amount: payment.amount,
    transaction: payment.transaction.name,
    type: transactionTypeLabels[payment.transaction.type],
    kind: transactionKindLabels[payment.transaction.kind],
    property: payment.property ? propertyRefLabel(payment.property) : '',
    tenant: payment.tenant?.fullName ?? '',
    method: payment.paymentMethod?.name ?? '',
    account: payment.account?.name ?? '',
    memo: payment.memo ?? '',
    recordedBy: payment.recordedBy === 'tenant' ? 'Tenant' : 'Landlord',
  }));
}

/** A text cell: quoted when needed, and a leading = + - @ neutralised so a spreadsheet never runs it as a formula. */
function csvCell(value: string | number): string {
  if (typeof value === 'number') return centsToDecimal(moneyToCents(value));
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function paymentsCsv(rows: ExportRow[]): Buffer {
  const lines = [exportColumns.map((column) => column.header).join(',')];
  for (const row of rows) lines.push(exportColumns.map((column) => csvCell(row[column.key])).join(','));
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function paymentsWorkbook(rows: ExportRow[], title: string): Promise<Buffer> {
  // Loaded on first export only: exceljs is large and most requests never need it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Lintel';
  const sheet = workbook.addWorksheet('Payments');
  sheet.columns = exportColumns.map((column) => ({ header: column.header, key: column.key, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.getColumn('amount').numFmt = '#,##0.00';
  sheet.headerFooter.oddHeader = title;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
