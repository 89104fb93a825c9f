import {
  SHARE_VERDICT_LABEL,
  type SharedProfile,
  type SharedRequirement,
  type SharedShortlist,
} from '@shortlist/contracts';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Presented } from '../present/presenter';

// The shared page as a PDF (issue #32): one A4 page per candidate (more when a profile runs
// long), with what the web page shows — it is built from the same presented value, so it can
// show nothing the page does not.

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = rgb(0.11, 0.13, 0.17);
const MUTED = rgb(0.4, 0.43, 0.48);

const STATE_LABEL: Record<SharedRequirement['state'], string> = {
  met: 'Met',
  partly: 'Partly',
  notFound: 'Not found',
};

export async function sharedShortlistPdf(shortlist: Presented<SharedShortlist>): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${shortlist.jobTitle} — shortlist from ${shortlist.workspaceName}`);
  doc.setProducer('Shortlist');
  doc.setCreator('Shortlist');
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  for (const profile of shortlist.profiles) new Writer(doc, fonts, shortlist).profile(profile);
  if (!shortlist.profiles.length) new Writer(doc, fonts, shortlist).line('No candidates.', 11);
  return Buffer.from(await doc.save());
}

class Writer {
  private page: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly shortlist: SharedShortlist,
  ) {
    this.page = this.newPage();
  }

  private newPage(): PDFPage {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    this.line(`${this.shortlist.workspaceName} · ${this.shortlist.jobTitle}`, 9, { color: MUTED });
    this.y -= 6;
    return this.page;
  }

  profile(p: SharedProfile): void {
    this.line(p.label, 18, { bold: true });
    if (p.headline) this.line(p.headline, 11, { color: MUTED });
    this.y -= 4;
    if (p.verdict) this.line(p.verdict, 12, { bold: true });
    if (p.verdictLine) this.line(p.verdictLine, 10);
    if (p.matchPercentage !== null) this.line(`Match score: ${p.matchPercentage}%`, 10);
    this.y -= 8;
    this.line('Requirements', 12, { bold: true });
    for (const r of p.requirements) {
      const importance =
        r.importance === 'must' ? 'Must-have' : r.importance === 'nice' ? 'Nice-to-have' : '';
      this.line(
        `${STATE_LABEL[r.state]} — ${r.requirement}${importance ? ` (${importance})` : ''}`,
        10,
        {
          bold: r.state === 'met',
        },
      );
      if (r.evidence) this.line(`“${r.evidence}”`, 9, { color: MUTED, indent: 14 });
    }
    if (p.note) {
      this.y -= 8;
      this.line("Recruiter's note", 12, { bold: true });
      this.line(p.note, 10);
    }
    if (p.feedback) {
      this.y -= 8;
      this.line(`Your answer: ${SHARE_VERDICT_LABEL[p.feedback.verdict]}`, 11, { bold: true });
      if (p.feedback.comment) this.line(p.feedback.comment, 10);
    }
  }

  line(
    text: string,
    size: number,
    o: { bold?: boolean; color?: typeof INK; indent?: number } = {},
  ) {
    const font = o.bold ? this.fonts.bold : this.fonts.regular;
    const width = A4[0] - 2 * MARGIN - (o.indent ?? 0);
    for (const row of wrap(printable(text, font), font, size, width)) {
      if (this.y - size < MARGIN) this.newPage();
      this.y -= size * 1.35;
      this.page.drawText(row, {
        x: MARGIN + (o.indent ?? 0),
        y: this.y,
        size,
        font,
        color: o.color ?? INK,
      });
    }
  }
}

/** The standard fonts draw WinAnsi only: other characters become "?" rather than failing. */
function printable(text: string, font: PDFFont): string {
  const allowed = new Set(font.getCharacterSet());
  return [...text.replace(/\s+/g, ' ').trim()]
    .map((ch) => (allowed.has(ch.codePointAt(0)!) ? ch : '?'))
    .join('');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const rows: string[] = [];
  let row = '';
  for (const word of text.split(' ')) {
    const next = row ? `${row} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !row) row = next;
    else {
      rows.push(row);
      row = word;
    }
  }
  if (row) rows.push(row);
  return rows.length ? rows : [''];
}
