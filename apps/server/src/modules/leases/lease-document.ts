/**
 * The lease as a PDF (pdfkit, standard fonts, uncompressed so the text stays searchable): the
 * agreement rendered from the lease's data, and — once everybody signed — a signature page (signer,
 * role, time in UTC, IP, the SHA-256 of the unsigned document) and the audit trail.
 * Rendering is deterministic for the same data and `generatedAt`.
 */
import PDFDocument from 'pdfkit';
import { collectPdf, pdfHeading, PDF_INK as INK, PDF_MARGIN, PDF_MUTED as MUTED, PDF_RULE as RULE } from '../../platform/pdf.ts';
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
  /** State or province and country of the Premises, named in the governing-law section, when known. */
  jurisdiction?: string | null;
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

/** What happens when the term ends, from the lease's end date and ending condition. */
function endingText(lease: Lease): string {
  if (!lease.endDate) {
    return 'This is a month-to-month tenancy. Either party may end it by written notice of at least one full rental period, or the longer notice the law requires.';
  }
  switch (lease.leaseEndingCondition) {
    case 'continueMonthToMonth':
      return `The term ends on ${lease.endDate}. If neither party gives notice before then, the tenancy continues month to month on the same terms.`;
    case 'renewSameTerm':
      return `The term ends on ${lease.endDate}. If neither party gives notice before then, the agreement renews for the same term on the same terms.`;
    case 'moveOut':
      return `The term ends on ${lease.endDate}, when the Tenant moves out.`;
    default:
      return `The term ends on ${lease.endDate}. The parties may agree in writing to renew it.`;
  }
}

/** Width of the label column of a "label: value" line, points; the value wraps in the rest of the line. */
const LABEL_WIDTH = 130;

/**
 * Renders the lease (issue 11 item 5): a residential lease in plain language whose sections follow the
 * lease's own data — the late fee, deposit, one-time fees, utilities, occupants and pets (from the fee
 * types) appear when the lease has them — then the standard clauses every tenancy needs (use,
 * maintenance, entry, subletting, ending, notices, governing law), the landlord's own clauses and the
 * attachments. Sections are numbered in order with no gaps. With `signed` it appends the signature
 * page and the audit trail.
 */
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
  let sectionNumber = 0;
  /** The next numbered section heading; returns its number for sub-clauses (n.1, n.2 …). */
  const section = (title: string) => {
    sectionNumber += 1;
    pdfHeading(doc, width, `${sectionNumber}. ${title}`);
    return sectionNumber;
  };
  const paragraph = (text: string) => doc.font('Helvetica').fontSize(10).fillColor(INK).text(text, PDF_MARGIN, doc.y, { width, align: 'left' }).moveDown(0.3);
  /** "Label: value" in two columns, so a long label or value wraps in its own column instead of running into the other. */
  const field = (label: string, value: string) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
    const top = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text(`${label}:`, PDF_MARGIN, top, { width: LABEL_WIDTH - 8 });
    const labelBottom = doc.y;
    doc.font('Helvetica').fillColor(INK).text(value, PDF_MARGIN + LABEL_WIDTH, top, { width: width - LABEL_WIDTH });
    doc.x = PDF_MARGIN;
    doc.y = Math.max(labelBottom, doc.y) + 2;
  };

  // Title block
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text('Residential Lease Agreement', { align: 'center' });
  doc.moveDown(0.2).font('Helvetica').fontSize(11).fillColor(MUTED).text(lease.propertyName, { align: 'center' });
  if (context.address) doc.text(context.address, { align: 'center' });
  doc.fontSize(8).text(`Lease ${lease.id}`, { align: 'center' });

  const landlord = lease.landlord;
  section('Parties');
  paragraph(
    `This agreement is made between ${landlord.fullName} (${landlordEntityTypeLabels[landlord.entityType].toLowerCase()}, "the Landlord") and ` +
      `${lease.tenants.map((tenant) => tenant.fullName).join(', ')} (${lease.tenants.length > 1 ? 'together ' : ''}"the Tenant").` +
      (lease.tenants.length > 1 ? ' Each tenant is responsible for the whole rent and for every obligation of this agreement, not only a share.' : ''),
  );
  field('Landlord', [landlord.fullName, landlord.email, landlord.phoneNumber, landlord.licenseId ? `licence ${landlord.licenseId}` : undefined].filter(Boolean).join(' · '));
  for (const tenant of lease.tenants) {
    field('Tenant', [tenant.fullName, tenant.email, ...tenant.phoneNumbers].filter(Boolean).join(' · '));
  }

  section('Premises');
  paragraph(`The Landlord rents to the Tenant the premises known as ${lease.propertyName}${context.address ? `, ${context.address}` : ''} ("the Premises").`);
  if (context.amenityNames.length) field('Amenities included', context.amenityNames.join(', '));

  section('Term');
  field('Term', leaseTermLabels[lease.term]);
  field('Start date', lease.startDate);
  field('End date', lease.endDate ?? 'None — month to month until either party gives notice');
  if (lease.leaseEndingCondition) field('At the end of the term', leaseEndingConditionLabels[lease.leaseEndingCondition]);

  section('Rent');
  paragraph(`The Tenant pays ${formatMoney(lease.rentAmount)} ${rentPayTypeLabels[lease.rentPayType].toLowerCase()}, due ${dueText(lease)}.`);
  // Issue 21 item 6 (docs/decisions/011-rent-due-day.md): monthly rent always falls on the due day.
  if (lease.rentPayType === 'monthly' || lease.rentPayType === 'twiceMonthly' || lease.alignMonthly) {
    paragraph(
      'A lease starting on another day than a due day pays a prorated first period, from the start date to the day before the next due day: the rent × the days of that period ÷ the days from the due day before the start to that next due day, rounded half up to the cent. Every later period is due on its due day.',
    );
  }
  paragraph('Rent is paid through Lintel or in another way the Landlord names in writing. The Landlord gives a receipt for every payment.');
  if (lease.lateFee) {
    section('Late payment');
    paragraph(lateFeeText(lease));
    paragraph('A late fee is not a waiver: the rent stays due, and the Landlord keeps every other right this agreement and the law give.');
  } else {
    paragraph('No late fee applies.');
  }

  section('Security deposit');
  if (lease.depositValue > 0) {
    paragraph(`The Tenant pays a deposit of ${formatMoney(lease.depositValue)}${lease.depositTerm ? ` (${depositTermLabels[lease.depositTerm].toLowerCase()})` : ''}.`);
    paragraph(
      'The deposit is not rent for the last period unless the deposit terms above say so. After the Tenant moves out and returns the keys, ' +
        'the Landlord returns the deposit, less unpaid rent and the cost of repairing damage beyond normal wear and tear, with a written list of ' +
        'any deductions, within the time the law of the place of the Premises sets.',
    );
  } else {
    paragraph('No deposit is required.');
  }

  if (lease.fees.length) {
    section('One-time fees');
    for (const fee of lease.fees) field(leaseFeeTypeLabels[fee.type], `${formatMoney(fee.amount)}${fee.description ? ` — ${fee.description}` : ''}`);
  }

  section('Utilities and services');
  if (lease.utilities.length) {
    field('Included in the rent', lease.utilities.map((u) => leaseUtilityLabels[u]).join(', '));
    paragraph('The Tenant arranges and pays for every other utility and service to the Premises.');
  } else {
    paragraph('The Tenant arranges and pays for all utilities and services to the Premises.');
  }

  section('Occupants and guests');
  if (lease.occupants.length) {
    paragraph('Besides the Tenant, only these people may live in the Premises:');
    for (const occupant of lease.occupants) {
      field(occupant.fullName, [occupant.relationship, occupant.dateOfBirth ? `born ${occupant.dateOfBirth}` : undefined].filter(Boolean).join(', ') || 'occupant');
    }
  } else {
    paragraph('Only the Tenant may live in the Premises.');
  }
  paragraph('Guests may stay up to 14 days in any six months; a longer stay needs the Landlord\'s written consent.');

  const petFee = lease.fees.find((fee) => fee.type === 'oneTimePetFee');
  section('Pets');
  paragraph(
    petFee
      ? `Pets are allowed with a one-time pet fee of ${formatMoney(petFee.amount)}. The Tenant keeps them under control, cleans up after them, and pays for any damage they cause.`
      : 'No pets may be kept in the Premises without the Landlord\'s written consent. Assistance animals are allowed as the law requires.',
  );

  section('Use of the Premises');
  paragraph(
    'The Tenant uses the Premises as a private home only, keeps to the law and to the building\'s rules, and does not disturb the neighbours. ' +
      'Nothing dangerous, illegal or that raises the insurance risk may be done or kept in the Premises.',
  );

  section('Maintenance and repairs');
  paragraph(
    'The Tenant keeps the Premises clean and safe, and tells the Landlord promptly (through Lintel or in writing) of any damage, leak or defect. ' +
      'The Landlord keeps the structure, the roof, the plumbing, heating and electrical systems and the appliances supplied in good repair, and ' +
      'makes repairs within a reasonable time. The Tenant pays for damage caused by the Tenant, occupants or guests, beyond normal wear and tear.',
  );
  paragraph('The Tenant makes no alterations, painting or lock changes without the Landlord\'s written consent.');

  section('Landlord\'s entry');
  paragraph(
    'The Landlord may enter the Premises to inspect, repair or show them, at reasonable times and after at least 24 hours\' notice, ' +
      'or the longer notice the law requires. In an emergency the Landlord may enter without notice.',
  );

  section('Subletting and assignment');
  paragraph('The Tenant may not sublet the Premises, rent them for short stays, or assign this agreement without the Landlord\'s written consent.');

  section('Insurance');
  paragraph('The Landlord\'s insurance does not cover the Tenant\'s belongings or liability. The Tenant is encouraged to hold renter\'s insurance.');

  section('Ending the tenancy');
  paragraph(endingText(lease));
  paragraph(
    'When the tenancy ends the Tenant leaves the Premises clean, removes their belongings and returns every key. If the Tenant does not pay ' +
      'rent or seriously breaks this agreement, the Landlord may end the tenancy only as the law of the place of the Premises allows.',
  );

  section('Notices');
  paragraph(
    'Notices under this agreement are given in writing: by e-mail or through Lintel to the addresses in section 1, or by post or by hand ' +
      'to the Premises for the Tenant and to the Landlord\'s address. A notice counts as given on the day it is sent, unless the law requires otherwise.',
  );

  section('Governing law');
  paragraph(
    `This agreement is governed by the law of the place of the Premises${context.jurisdiction ? ` (${context.jurisdiction})` : ''}. ` +
      'Where that law gives the Tenant a right this agreement does not, the law applies. If a term of this agreement is not valid, the rest remains in force.',
  );

  if (lease.clauses.length) {
    const number = section('Additional terms');
    lease.clauses.forEach((clause, index) => {
      doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(`${number}.${index + 1} ${clause.title}`, PDF_MARGIN, doc.y, { width });
      paragraph(clause.body);
    });
  }

  if (lease.documents.length) {
    section('Attached documents');
    paragraph('These documents are part of this agreement:');
    for (const document of lease.documents) paragraph(`• ${document.name}`);
  }

  section('Entire agreement');
  paragraph('This agreement, with its attached documents, is the whole agreement between the parties. It is changed only in writing signed by both.');

  pdfHeading(doc, width, 'Signatures');
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
