import type { InvoiceDocument } from './document.ts'

const escapeHtml = (s: string): string =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI","Noto Sans","Noto Sans KR","Noto Sans JP","Noto Sans SC",sans-serif;color:#111827;margin:0;padding:32px;background:#fff}
main{max-width:760px;margin:0 auto}h1{font-size:28px;margin:0 0 20px}
.head{display:flex;justify-content:space-between;gap:24px;flex-wrap:wrap}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}dt{color:#6b7280}dd{margin:0;font-weight:600}
.parties{display:grid;grid-template-columns:repeat(auto-fit,minmax(200px,1fr));gap:20px;margin:28px 0}
h2{font-size:13px;text-transform:uppercase;letter-spacing:.05em;color:#6b7280;margin:0 0 6px}
address{font-style:normal;line-height:1.5;overflow-wrap:anywhere}
table{width:100%;border-collapse:collapse}th,td{padding:8px;border-bottom:1px solid #e5e7eb;text-align:left}
th{font-size:13px;color:#6b7280}.num{text-align:right;white-space:nowrap}
.totals td{border:0;padding:4px 8px}.totals .strong td{font-weight:700;border-top:2px solid #111827;padding-top:8px}
.notes{margin-top:24px;color:#374151;font-size:14px}`

/**
 * The invoice as an HTML page (InvoiceHtml): self-contained (no script, no outside asset), every
 * value escaped, in the document's language.
 */
export function renderInvoiceHtml(doc: InvoiceDocument): string {
  const e = escapeHtml
  const lines = (ls: string[]) => ls.map(e).join('<br>')
  const party = (label: string, ls: string[]) =>
    `<section><h2>${e(label)}</h2><address>${lines(ls)}</address></section>`
  const facts = doc.facts.map(([k, v]) => `<dt>${e(k)}</dt><dd>${e(v)}</dd>`).join('')
  const [c1, c2, c3, c4] = doc.columns
  const rows = doc.lines
    .map(
      ([d, q, p, a]) =>
        `<tr><td>${e(d)}</td><td class="num">${e(q)}</td><td class="num">${e(p)}</td><td class="num">${e(a)}</td></tr>`,
    )
    .join('')
  const totals = doc.totals
    .map(
      (r) =>
        `<tr${r.strong === true ? ' class="strong"' : ''}><td colspan="3" class="num">${e(r.label)}</td><td class="num">${e(r.amount)}</td></tr>`,
    )
    .join('')
  const number = doc.facts[0]?.[1] ?? ''
  return `<!doctype html><html lang="${e(doc.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${e(`${doc.title} ${number}`)}</title><style>${STYLE}</style></head><body><main>
<div class="head"><div><h1>${e(doc.title)}</h1><dl>${facts}</dl></div>${party(doc.sellerLabel, doc.seller)}</div>
<div class="parties">${party(doc.billToLabel, doc.billTo)}${party(doc.shipToLabel, doc.shipTo)}</div>
<table><thead><tr><th>${e(c1)}</th><th class="num">${e(c2)}</th><th class="num">${e(c3)}</th><th class="num">${e(c4)}</th></tr></thead>
<tbody>${rows}</tbody><tbody class="totals">${totals}</tbody></table>
<div class="notes">${doc.notes.map((n) => `<p>${e(n)}</p>`).join('')}</div>
</main></body></html>`
}
