/**
 * The lease as a PDF (pdfkit, standard fonts, uncompressed so the text stays searchable): the
 * agreement rendered from the lease's data, and — once everybody signed — a signature page (signer,
 * role, time in UTC, IP, the SHA-256 of the unsigned document) and the audit trail.
 * Rendering is deterministic for the same data and `generatedAt`.
 */
import PDFDocument from 'pdfkit';
import { collectPdf, pdfHeading, PDF_INK as INK, PDF_MUTED as MUTED, PDF_RULE as RULE } from '../../platform/pdf.ts';
import {
  depositTermLabels,
  landlordEntityTypeLabels,
  lateFeeAmountTypeLabels,
  leaseAuditEventLabels,
  leaseEndingConditionLabels,
  leaseFeeTypeLabels,
  leaseTermLabels,
  leaseUtilityLabels,
  rentPayTypeLabels,
  type Lease,
  type LeaseAuditEntry,
} from '@lintel/shared';

export interface LeaseDocumentContext {
  /** Street address of the home or building, when known. */
  address: string | null;
  amenityNames: string[];
  generatedAt: Date;
  /** 'DRAFT' on a preview of a lease that was not sent yet. */
  watermark?: string;
}

export interface SignatureForPdf {
  role: 'landlord' | 'tenant';
  name: string;
  email: string | null;
  signedAt: Date;
  ip: string | null;
  userAgent: string | null;
  signatureType: 'drawn' | 'typed';
  /** Typed name, or the PNG bytes of a drawn signature. */
  typed: string | null;
  image: Buffer | null;
}

export interface SignedDocumentParts {
  unsignedHash: string;
  signatures: SignatureForPdf[];
  audit: LeaseAuditEntry[];
}


/** $1,850.50 from a decimal number, without float arithmetic on the digits. */
export function formatMoney(value: number): string {
  const [whole = '0', cents = ''] = value.toFixed(2).split('.');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

const utc = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
const ordinal = (day: number) => `${day}${day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th'}`;
const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function dueText(lease: Lease): string {
  switch (lease.rentPayType) {
    case 'monthly':
      return `on the ${ordinal(lease.firstDay)} day of each month`;
    case 'twiceMonthly':
      return `in two equal parts on the ${ordinal(lease.firstDay)} and the ${ordinal(lease.secondDay ?? 15)} day of each month`;
    case 'weekly':
      return `every ${weekdays[lease.firstDay - 1] ?? 'Monday'}`;
    case 'biWeekly':
      return `every second ${weekdays[lease.firstDay - 1] ?? 'Monday'}`;
  }
}

function lateFeeText(lease: Lease): string {
  const fee = lease.lateFee;
  if (!fee) return 'No late fee applies.';
  const amount = fee.amountType === 'fixed' ? formatMoney(fee.amount) : `${fee.amount}% of the rent due`;
  const grace = fee.dueDays === 0 ? 'the day after rent is due' : `${fee.dueDays} day${fee.dueDays === 1 ? '' : 's'} after rent is due`;
  return `If rent is not received by ${grace}, a late fee of ${amount} (${lateFeeAmountTypeLabels[fee.amountType].toLowerCase()}) is charged.`;
}

/** Renders the lease; with `signed` it appends the signature page and the audit trail. */
export function renderLeasePdf(lease: Lease, context: LeaseDocumentContext, signed?: SignedDocumentParts): Promise<Buffer> {
  const signerNames = signed ? signed.signatures.map((s) => `${s.name} (${s.role})`).join(', ') : '';
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    compress: false,
    bufferPages: true,
    info: {
      Title: `Residential Lease Agreement — ${lease.propertyName}`,
      Author: lease.landlord.fullName,
      Subject: signed ? `Lease ${lease.id}, signed by ${signerNames}` : `Lease ${lease.id}`,
      Creator: 'Lintel',
      Producer: 'Lintel',
      CreationDate: context.generatedAt,
      ModDate: context.generatedAt,
    },
  });
  const done = collectPdf(doc);

  const width = doc.page.width - 112;
  const heading = (text: string) => pdfHeading(doc, width, text);
  const paragraph = (text: string) => doc.font('Helvetica').fontSize(10).fillColor(INK).text(text, { width, align: 'left' }).moveDown(0.3);
  const field = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text(`${label}: `, { continued: true });
    doc.font('Helvetica').fillColor(INK).text(value, { width });
  };

  // Title block
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text('Residential Lease Agreement', { align: 'center' });
  doc.moveDown(0.2).font('Helvetica').fontSize(11).fillColor(MUTED).text(lease.propertyName, { align: 'center' });
  if (context.address) doc.text(context.address, { align: 'center' });
  doc.fontSize(8).text(`Lease ${lease.id}`, { align: 'center' });

  heading('1. Parties');
  const landlord = lease.landlord;
  paragraph(
    `This agreement is made between ${landlord.fullName} (${landlordEntityTypeLabels[landlord.entityType].toLowerCase()}, "the Landlord") and ` +
      `${lease.tenants.map((tenant) => tenant.fullName).join(', ')} ("the Tenant${lease.tenants.length > 1 ? 's' : ''}").`,
  );
  field('Landlord', [landlord.fullName, landlord.email, landlord.phoneNumber, landlord.licenseId ? `licence ${landlord.licenseId}` : undefined].filter(Boolean).join(' · '));
  for (const tenant of lease.tenants) {
    field('Tenant', [tenant.fullName, tenant.email, ...tenant.phoneNumbers].filter(Boolean).join(' · '));
  }

  heading('2. Premises');
  paragraph(`The Landlord rents to the Tenant the premises known as ${lease.propertyName}${context.address ? `, ${context.address}` : ''}.`);
  if (context.amenityNames.length) field('Amenities included', context.amenityNames.join(', '));
  if (lease.utilities.length) field('Utilities included in the rent', lease.utilities.map((u) => leaseUtilityLabels[u]).join(', '));
  else field('Utilities', 'Paid by the Tenant');

  heading('3. Term');
  field('Term', leaseTermLabels[lease.term]);
  field('Start date', lease.startDate);
  field('End date', lease.endDate ?? 'None — month to month until either party gives notice');
  if (lease.leaseEndingCondition) field('At the end of the term', leaseEndingConditionLabels[lease.leaseEndingCondition]);

  heading('4. Rent');
  paragraph(`The Tenant pays ${formatMoney(lease.rentAmount)} ${rentPayTypeLabels[lease.rentPayType].toLowerCase()}, due ${dueText(lease)}.`);
  if (lease.alignMonthly) paragraph('The first period is prorated so that later payments fall on the due day.');
  paragraph(lateFeeText(lease));

  heading('5. Security deposit');
  paragraph(
    lease.depositValue > 0
      ? `The Tenant pays a deposit of ${formatMoney(lease.depositValue)}${lease.depositTerm ? ` (${depositTermLabels[lease.depositTerm].toLowerCase()})` : ''}.`
      : 'No deposit is required.',
  );

  if (lease.fees.length) {
    heading('6. One-time fees');
    for (const fee of lease.fees) field(leaseFeeTypeLabels[fee.type], `${formatMoney(fee.amount)}${fee.description ? ` — ${fee.description}` : ''}`);
  }

  if (lease.occupants.length) {
    heading('7. Occupants');
    paragraph('Besides the Tenant, only these people may live in the premises:');
    for (const occupant of lease.occupants) {
      field(occupant.fullName, [occupant.relationship, occupant.dateOfBirth ? `born ${occupant.dateOfBirth}` : undefined].filter(Boolean).join(', ') || 'occupant');
    }
  }

  if (lease.clauses.length) {
    heading('8. Additional terms');
    lease.clauses.forEach((clause, index) => {
      doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(`8.${index + 1} ${clause.title}`);
      paragraph(clause.body);
    });
  }

  if (lease.documents.length) {
    heading('9. Attached documents');
    for (const document of lease.documents) paragraph(`• ${document.name}`);
  }

  heading('Signatures');
  paragraph(
    'The parties sign this agreement electronically in Lintel. Each signature is recorded with the signer, the time, ' +
      'the IP address and the SHA-256 fingerprint of this document, and listed on the signature page of the signed copy.',
  );
  field('To be signed by', [`${landlord.fullName} (landlord)`, ...lease.tenants.map((tenant) => `${tenant.fullName} (tenant)`)].join(', '));

  if (signed) renderSignaturePages(doc, width, signed);

  // Footer and watermark on every page.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor(MUTED)
      .text(`Lease ${lease.id} · generated by Lintel ${utc(context.generatedAt)} · page ${index + 1} of ${range.count}`, 56, doc.page.height - 36, {
        width,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
    if (context.watermark) {
      doc.save().rotate(-35, { origin: [doc.page.width / 2, doc.page.height / 2] });
      doc.font('Helvetica-Bold').fontSize(96).fillColor('#e4e7eb').opacity(0.5)
        .text(context.watermark, 0, doc.page.height / 2 - 48, { width: doc.page.width, align: 'center', lineBreak: false });
      doc.restore();
    }
  }
  doc.end();
  return done;
}

function renderSignaturePages(doc: PDFKit.PDFDocument, width: number, signed: SignedDocumentParts) {
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(16).fillColor(INK).text('Signature page');
  doc.moveDown(0.3).font('Helvetica').fontSize(9).fillColor(MUTED).text('SHA-256 of the unsigned document every party signed:');
  doc.font('Courier').fontSize(9).fillColor(INK).text(signed.unsignedHash);
  doc.moveDown(0.8);

  for (const signature of signed.signatures) {
    if (doc.y > doc.page.height - 200) doc.addPage();
    const top = doc.y;
    doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(`${signature.name} (${signature.role === 'landlord' ? 'Landlord' : 'Tenant'})`);
    if (signature.image) {
      doc.image(signature.image, 56, doc.y + 4, { fit: [220, 70] });
      doc.y = doc.y + 78;
    } else {
      doc.moveDown(0.3).font('Times-Italic').fontSize(24).fillColor('#102a43').text(signature.typed ?? signature.name, { width });
    }
    doc.moveTo(56, doc.y + 2).lineTo(56 + 260, doc.y + 2).strokeColor(INK).lineWidth(0.7).stroke();
    doc.moveDown(0.5).font('Helvetica').fontSize(8.5).fillColor(MUTED);
    doc.text(`Signed ${utc(signature.signedAt)} · ${signature.signatureType === 'drawn' ? 'drawn signature' : 'typed signature'} · consent to sign electronically given`);
    doc.text(`E-mail ${signature.email ?? '—'} · IP ${signature.ip ?? 'unknown'}`);
    doc.text(`Document SHA-256 ${signed.unsignedHash}`);
    doc.moveDown(1);
    if (doc.y < top) doc.moveDown(0);
  }

  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(16).fillColor(INK).text('Audit trail');
  doc.moveDown(0.5);
  const columns = [
    { title: 'Time (UTC)', width: 92 },
    { title: 'Event', width: 80 },
    { title: 'Actor', width: 100 },
    { title: 'IP', width: 64 },
    { title: 'User agent / details', width: width - 92 - 80 - 100 - 64 },
  ];
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - 80) doc.addPage();
    const y = doc.y;
    let x = 56;
    let bottom = y;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7.5).fillColor(INK).text(cell, x, y, { width: column.width - 6 });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.moveTo(56, bottom + 2).lineTo(56 + width, bottom + 2).strokeColor(RULE).lineWidth(0.4).stroke();
    doc.x = 56;
    doc.y = bottom + 5;
  };
  row(columns.map((column) => column.title), true);
  for (const entry of signed.audit) {
    const details = [entry.details, entry.userAgent, entry.documentHash ? `sha256 ${entry.documentHash.slice(0, 16)}…` : null].filter(Boolean).join(' · ');
    row([utc(new Date(entry.createdAt)), leaseAuditEventLabels[entry.event], `${entry.actorName} (${entry.actorRole})`, entry.ip ?? '—', details]);
  }
}
