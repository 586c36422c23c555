import PDFDocument from 'pdfkit'
import type { InvoiceDocument } from './document.ts'
import { fontBytes, runsOf, type FontName, type Weight } from './fonts.ts'

/** A4 in points, 50 pt margins. */
const PAGE = { width: 595.28, margin: 50 } as const
const RIGHT = PAGE.width - PAGE.margin
const GRAY = '#6b7280'
const INK = '#111827'
const RULE = '#d1d5db'

interface TextOptions {
  width?: number
  align?: 'left' | 'right'
  size?: number
  weight?: Weight
  color?: string
}

/**
 * The invoice as a PDF (InvoicePDF, GetInvoicePDF), made with pdfkit: one A4 page, the same words
 * as the HTML (document.ts), Korean, Japanese and Chinese in embedded Noto subsets (fonts.ts).
 */
export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const number = doc.facts[0]?.[1] ?? ''
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: doc.language,
    info: { Title: `${doc.title} ${number}`, Author: doc.seller[0] ?? '', Subject: number },
  })
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })

  const registered = new Set<string>()
  const useFont = (font: FontName, weight: Weight) => {
    if (font === 'latin') {
      pdf.font(weight === 'bold' ? 'Helvetica-Bold' : 'Helvetica')
      return
    }
    const key = `${font}-${weight}`
    if (!registered.has(key)) {
      pdf.registerFont(key, fontBytes(font, weight))
      registered.add(key)
    }
    pdf.font(key)
  }

  /** Writes one text at (x, y), each run in the font that has its characters; answers the y below it. */
  const write = (text: string, x: number, y: number, o: TextOptions = {}): number => {
    const runs = runsOf(text, doc.language)
    pdf.fontSize(o.size ?? 10).fillColor(o.color ?? INK)
    runs.forEach((run, i) => {
      useFont(run.font, o.weight ?? 'regular')
      const options = {
        width: o.width ?? RIGHT - x,
        align: o.align ?? 'left',
        continued: i < runs.length - 1,
        lineGap: 2,
      }
      if (i === 0) pdf.text(run.text, x, y, options)
      else pdf.text(run.text, options)
    })
    return pdf.y
  }
  const rule = (y: number, width = 0.5, color = RULE) =>
    pdf.moveTo(PAGE.margin, y).lineTo(RIGHT, y).lineWidth(width).strokeColor(color).stroke()

  // Title and facts (left), seller (right).
  let left = write(doc.title, PAGE.margin, PAGE.margin, { size: 24, weight: 'bold' }) + 10
  for (const [label, value] of doc.facts) {
    write(label, PAGE.margin, left, { size: 9, color: GRAY, width: 110 })
    left =
      Math.max(pdf.y, write(value, PAGE.margin + 115, left, { weight: 'bold', width: 150 })) + 3
  }
  const sellerX = 340
  let right = write(doc.sellerLabel, sellerX, PAGE.margin + 4, { size: 9, color: GRAY }) + 2
  for (const line of doc.seller) right = write(line, sellerX, right, { width: RIGHT - sellerX })

  // Bill to and ship to.
  let y = Math.max(left, right) + 24
  const party = (label: string, lines: string[], x: number, width: number) => {
    let py = write(label, x, y, { size: 9, color: GRAY, width }) + 2
    for (const line of lines) py = write(line, x, py, { width })
    return py
  }
  y = Math.max(
    party(doc.billToLabel, doc.billTo, PAGE.margin, 230),
    party(doc.shipToLabel, doc.shipTo, 315, RIGHT - 315),
  )

  // The order lines.
  const cols = [
    { x: PAGE.margin, width: 250, align: 'left' as const },
    { x: 305, width: 55, align: 'right' as const },
    { x: 365, width: 55, align: 'right' as const },
    { x: 425, width: RIGHT - 425, align: 'right' as const },
  ]
  y += 28
  doc.columns.forEach((label, i) => {
    const c = cols[i]
    if (c) write(label, c.x, y, { size: 9, color: GRAY, width: c.width, align: c.align })
  })
  y += 16
  rule(y)
  for (const line of doc.lines) {
    y += 8
    let bottom = y
    line.forEach((cell, i) => {
      const c = cols[i]
      if (c) bottom = Math.max(bottom, write(cell, c.x, y, { width: c.width, align: c.align }))
    })
    y = bottom + 4
    rule(y)
  }

  // Totals, right-aligned under the amounts.
  y += 10
  for (const row of doc.totals) {
    if (row.strong === true) {
      y += 4
      pdf.moveTo(300, y).lineTo(RIGHT, y).lineWidth(1).strokeColor(INK).stroke()
      y += 6
    }
    const weight: Weight = row.strong === true ? 'bold' : 'regular'
    const size = row.strong === true ? 12 : 10
    const a = write(row.label, 180, y, { width: 235, align: 'right', weight, size })
    const b = write(row.amount, 425, y, { width: RIGHT - 425, align: 'right', weight, size })
    y = Math.max(a, b) + 4
  }

  // Notes: VAT number, reverse charge, paid.
  y += 20
  for (const note of doc.notes) y = write(note, PAGE.margin, y, { size: 9, color: '#374151' }) + 4

  pdf.end()
  return done
}
