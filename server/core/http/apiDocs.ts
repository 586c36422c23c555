import { endpoints, type Endpoint } from '../../../src/contract/index.ts'
import { buildOpenApi } from './openapi.ts'

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const json = (v: unknown) => `<pre>${escapeHtml(JSON.stringify(v, null, 2))}</pre>`

interface Operation {
  requestBody?: { content: { 'application/json': { schema: unknown } } }
  parameters?: unknown[]
  responses: Record<
    string,
    { description: string; content?: { 'application/json': { schema: unknown } } }
  >
}

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1b1f24;background:#f6f7f9}
header{background:#111827;color:#fff;padding:24px 32px}header a{color:#93c5fd}
main{max-width:1000px;margin:0 auto;padding:24px 32px}
nav ul{columns:2;padding-left:18px}
section{background:#fff;border:1px solid #d9dde3;border-radius:8px;margin:20px 0;padding:16px 20px}
h2{font-size:18px;margin:0 0 4px;font-family:ui-monospace,monospace}
.m{display:inline-block;min-width:48px;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:2px 6px;margin-right:8px}
.GET{background:#0f766e}.POST{background:#1d4ed8}.PUT{background:#a16207}.DELETE{background:#b91c1c}
.auth{font-size:12px;border:1px solid #d97706;color:#92400e;border-radius:4px;padding:1px 6px;margin-left:8px}
pre{background:#0f172a;color:#e2e8f0;padding:12px;border-radius:6px;overflow:auto;font-size:12.5px}
details{margin:8px 0}summary{cursor:pointer;font-weight:600}`

/** A readable, self-contained API reference (no script, no external asset) from the OpenAPI document. */
export function buildApiDocsHtml(serverUrl: string): string {
  const doc = buildOpenApi(serverUrl) as { paths: Record<string, Record<string, Operation>> }
  const list = Object.values(endpoints) as Endpoint[]
  const sections = list.map((ep) => {
    const op = doc.paths[ep.path]?.[ep.method.toLowerCase()]
    const request = op?.requestBody
      ? json(op.requestBody.content['application/json'].schema)
      : json(op?.parameters ?? [])
    const responses = Object.entries(op?.responses ?? {})
      .map(([status, r]) => `<li><b>${status}</b> ${escapeHtml(r.description)}</li>`)
      .join('')
    const ok = op?.responses['200']?.content?.['application/json'].schema
    return `<section id="${ep.name}">
<h2><span class="m ${ep.method}">${ep.method}</span>${escapeHtml(ep.path)}${ep.auth === 'member' ? '<span class="auth">session required</span>' : ''}</h2>
<p><b>${escapeHtml(ep.name)}</b>: ${escapeHtml(ep.summary)}${ep.timeout ? ` Client timeout ${ep.timeout} ms.` : ''}</p>
<details><summary>${op?.requestBody ? 'Request body (JSON)' : 'Query parameters'}</summary>${request}</details>
<details><summary>Response 200</summary>${json(ok)}</details>
<ul>${responses}</ul>
</section>`
  })
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Drape3D API reference</title><style>${STYLE}</style></head><body>
<header><h1>Drape3D API reference</h1><p>${list.length} endpoints. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).
Sessions: the <code>jwt_token</code> cookie set by sign-in, or <code>Authorization: Bearer &lt;token&gt;</code>.</p></header>
<main><nav><ul>${list.map((ep) => `<li><a href="#${ep.name}">${ep.method} ${escapeHtml(ep.path)}</a> ${escapeHtml(ep.name)}</li>`).join('')}</ul></nav>
${sections.join('\n')}</main></body></html>`
}
